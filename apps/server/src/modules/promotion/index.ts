/** Promotions, rewards and VIP ranks. */
export { businessDay } from './business-day.js';
export { htmlToText, sanitizeMerchantHtml } from './html.js';
export { PromotionAdminService } from './promotion-admin.service.js';
export { PromotionEvents } from './promotion-events.js';
export { PromotionReads } from './promotion-reads.js';
export { PromotionService } from './promotion.service.js';
export { RewardsService } from './rewards.service.js';
export { VipService } from './vip.service.js';
export { registerPromotionRoutes } from './promotion.routes.js';
export { registerPromotionAdminRoutes } from './promotion.admin.routes.js';
