import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminPromotionQuery, adminPromotionStatusRequest, promotionIdParam } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/admin.service.js';
import type { PromotionAdminService } from './promotion-admin.service.js';
import { operatorOf } from '../admin/admin-guard.js';

export interface PromotionAdminRouteDeps {
  admins: AdminService;
  promotionAdmin: PromotionAdminService;
}

/**
 * The promotion list, one promotion and its switch. Create/update, the application queue and
 * grants are registered with the player routes in promotion.routes.ts.
 */
export function registerPromotionAdminRoutes(app: FastifyInstance, deps: PromotionAdminRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const service = deps.promotionAdmin;

  app.get('/admin/api/promotions', async (request) => {
    const actor = await admin(request);
    return service.list(merchantOf(request), actor, adminPromotionQuery.parse(request.query));
  });
  app.get('/admin/api/promotions/:id', async (request) => {
    const actor = await admin(request);
    const { id } = promotionIdParam.parse(request.params);
    return service.one(merchantOf(request), actor, id);
  });
  app.put('/admin/api/promotions/:id/status', async (request) => {
    const actor = await admin(request);
    const { id } = promotionIdParam.parse(request.params);
    const { status } = adminPromotionStatusRequest.parse(request.body);
    return service.setStatus(merchantOf(request), actor, id, status);
  });
}
