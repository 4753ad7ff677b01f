import type { FastifyInstance } from 'fastify';
import { pointsAdminApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { PointsAdminService } from './points-admin.service.js';

/**
 * One reward, its stock and its switch. The rest of the points back office (config, reward types,
 * rewards, redemptions) is registered in points.routes.ts.
 */
export function registerPointsAdminRoutes(
  app: FastifyInstance,
  deps: { pointsAdmin: PointsAdminService },
): void {
  const service = deps.pointsAdmin;
  serve(app, pointsAdminApi.reward, (c) => service.one(c.merchant, c.params.id));
  serve(app, pointsAdminApi.rewardInventory, (c) =>
    service.patch(c.merchant, c.params.id, { inventory: c.body.inventory }),
  );
  serve(app, pointsAdminApi.rewardStatus, (c) =>
    service.patch(c.merchant, c.params.id, { active: c.body.active }),
  );
}
