import type { FastifyInstance } from 'fastify';
import { promotionAdminApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { PromotionAdminService } from './promotion-admin.service.js';

/**
 * The promotion list, one promotion and its switch. Create/update, the application queue and
 * grants are registered with the player routes in promotion.routes.ts.
 */
export function registerPromotionAdminRoutes(
  app: FastifyInstance,
  deps: { promotionAdmin: PromotionAdminService },
): void {
  const service = deps.promotionAdmin;
  serve(app, promotionAdminApi.list, (c) => service.list(c.merchant, c.operator, c.query));
  serve(app, promotionAdminApi.one, (c) => service.one(c.merchant, c.operator, c.params.id));
  serve(app, promotionAdminApi.status, (c) =>
    service.setStatus(c.merchant, c.operator, c.params.id, c.body.status),
  );
}
