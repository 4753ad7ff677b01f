/** Promotions, rewards and VIP ranks. */
export { businessDay } from './business-day.js';
export { htmlToText, sanitizeMerchantHtml } from './html.js';
export { PromotionReads } from './promotion-reads.js';
export type { VipService } from './vip.service.js';
