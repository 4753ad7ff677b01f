/** Promotions, rewards and VIP ranks. */
export { businessDay } from './business-day.js';
export type { VipService } from './vip.service.js';
