/**
 * The 500cai (2017) promotions family: our promotion list, the deposit-linked promotions, and one
 * call to take part in a promotion whatever its type (apply, claim or promo code).
 */
import { endpoint } from '../../endpoint.js';
import {
  legacyAcceptPromotionRequest,
  legacyAcceptPromotionValue,
  legacyDepositPromotionQuery,
  legacyPromotionQuery,
  promotionPageValue,
} from '../../contracts/promotion.js';

export const list = endpoint({
  method: 'GET',
  path: '/wps/promotions',
  auth: 'member',
  query: legacyPromotionQuery,
  value: promotionPageValue,
});
export const accept = endpoint({
  method: 'POST',
  path: '/wps/promotions',
  auth: 'member',
  body: legacyAcceptPromotionRequest,
  value: legacyAcceptPromotionValue,
});
export const deposit = endpoint({
  method: 'GET',
  path: '/wps/promotions/deposit',
  auth: 'member',
  query: legacyDepositPromotionQuery,
  value: promotionPageValue,
});
