/** The built-in Lotus vendor: its game pages and the rounds it books through the seamless wallet. */
export { registerLotusVendorRoutes } from './vendor-lotus.routes.js';
export { BUILTIN_VENDOR_CODES } from './games.js';
