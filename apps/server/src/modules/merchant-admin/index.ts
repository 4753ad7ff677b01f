/** The merchant's site settings as its owners change them in the back office. */
export { MerchantAdminService } from './merchant-admin.service.js';
export { registerMerchantAdminRoutes } from './merchant-admin.routes.js';
