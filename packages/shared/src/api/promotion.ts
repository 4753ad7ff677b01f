export * as promotionApi from './promotion/promotion.js';
export * as promotionAdminApi from './promotion/promotion-admin.js';
