import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminRewardInventoryRequest, adminRewardStatusRequest } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/admin.service.js';
import type { PointsAdminService } from './points-admin.service.js';
import { operatorOf } from '../admin/admin-guard.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export interface PointsAdminRouteDeps {
  admins: AdminService;
  pointsAdmin: PointsAdminService;
}

/**
 * One reward, its stock and its switch. The rest of the points back office (config, reward types,
 * rewards, redemptions) is registered in points.routes.ts.
 */
export function registerPointsAdminRoutes(app: FastifyInstance, deps: PointsAdminRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);

  app.get('/admin/api/points/rewards/:id', async (request) => {
    await admin(request);
    const { id } = idParam.parse(request.params);
    return deps.pointsAdmin.one(merchantOf(request), id);
  });
  app.put('/admin/api/points/rewards/:id/inventory', async (request) => {
    await admin(request);
    const { id } = idParam.parse(request.params);
    const { inventory } = adminRewardInventoryRequest.parse(request.body);
    return deps.pointsAdmin.patch(merchantOf(request), id, { inventory });
  });
  app.put('/admin/api/points/rewards/:id/status', async (request) => {
    await admin(request);
    const { id } = idParam.parse(request.params);
    const { active } = adminRewardStatusRequest.parse(request.body);
    return deps.pointsAdmin.patch(merchantOf(request), id, { active });
  });
}
