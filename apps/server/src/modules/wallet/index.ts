// Public entry of the wallet module: what other modules and the app use of it.
export { sqlState } from './ledger.js';
export { decodeBase64Image, proofImageType } from './proof-image.js';
