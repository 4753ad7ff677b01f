export * as promotionApi from './promotion/promotion.js';
export * as promotionAdminApi from './promotion/promotion-admin.js';
export * as legacyPromotionApi from './promotion/legacy-promotion.js';
