/** The promotions back office (/admin/api/promotions). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  adminApplicationDecision,
  adminApplicationPageValue,
  adminApplicationQuery,
  adminApplicationReject,
  adminGrantRequest,
  adminPromotionPageValue,
  adminPromotionQuery,
  adminPromotionRequest,
  adminPromotionStatusRequest,
  adminPromotionValue,
  applicationImageParam,
  claimResultValue,
  promotionApplicationValue,
  promotionIdParam,
  promotionValue,
} from '../../contracts/promotion.js';

export const list = endpoint({
  method: 'GET',
  path: '/admin/api/promotions',
  auth: 'operator',
  query: adminPromotionQuery,
  value: adminPromotionPageValue,
});
export const one = endpoint({
  method: 'GET',
  path: '/admin/api/promotions/:id',
  auth: 'operator',
  params: promotionIdParam,
  value: adminPromotionValue,
});
/** Answers the promotion as players see it. */
export const create = endpoint({
  method: 'POST',
  path: '/admin/api/promotions',
  auth: 'operator',
  body: adminPromotionRequest,
  value: promotionValue,
});
export const update = endpoint({
  method: 'PUT',
  path: '/admin/api/promotions/:id',
  auth: 'operator',
  params: promotionIdParam,
  body: adminPromotionRequest,
  value: promotionValue,
});
export const status = endpoint({
  method: 'PUT',
  path: '/admin/api/promotions/:id/status',
  auth: 'operator',
  params: promotionIdParam,
  body: adminPromotionStatusRequest,
  value: adminPromotionValue,
});
export const applications = endpoint({
  method: 'GET',
  path: '/admin/api/promotions/applications',
  auth: 'operator',
  query: adminApplicationQuery,
  value: adminApplicationPageValue,
});
/** Pays the bonus. */
export const approve = endpoint({
  method: 'POST',
  path: '/admin/api/promotions/applications/:id/approve',
  auth: 'operator',
  params: promotionIdParam,
  body: adminApplicationDecision,
  value: promotionApplicationValue,
});
export const reject = endpoint({
  method: 'POST',
  path: '/admin/api/promotions/applications/:id/reject',
  auth: 'operator',
  params: promotionIdParam,
  body: adminApplicationReject,
  value: promotionApplicationValue,
});
/** One uploaded image (image/png or image/jpeg), not JSON. */
export const applicationImage = endpoint({
  method: 'GET',
  path: '/admin/api/promotions/applications/:id/images/:index',
  auth: 'operator',
  params: applicationImageParam,
  value: z.unknown(),
  wire: { raw: true },
});
/** A manual promotion bonus paid straight to a member. */
export const grant = endpoint({
  method: 'POST',
  path: '/admin/api/promotions/grants',
  auth: 'operator',
  body: adminGrantRequest,
  value: claimResultValue,
});
