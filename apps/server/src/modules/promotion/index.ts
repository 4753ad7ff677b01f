// Public entry of the promotion module: what other modules and the app use of it.
export { htmlToText, sanitizeMerchantHtml } from './html.js';
export { PromotionReads } from './promotion-reads.js';
