import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminLotteryGameUpdate, adminLotteryIdParam, adminLotteryIssueQuery } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { AdminService } from '../admin/index.js';
import type { LotteryAdminService } from './lottery-admin.service.js';
import { operatorOf } from '../admin/index.js';

export interface LotteryAdminRouteDeps {
  admins: AdminService;
  lotteryAdmin: LotteryAdminService;
}

/** /admin/api/lottery: games and their schedules, issues with fairness data, void by issue id. */
export function registerLotteryAdminRoutes(app: FastifyInstance, deps: LotteryAdminRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const service = deps.lotteryAdmin;

  app.get('/admin/api/lottery/games', async (request) =>
    service.games(merchantOf(request), await admin(request)),
  );
  app.put('/admin/api/lottery/games/:id', async (request) => {
    const actor = await admin(request);
    const { id } = adminLotteryIdParam.parse(request.params);
    return service.updateGame(merchantOf(request), actor, id, adminLotteryGameUpdate.parse(request.body));
  });
  app.get('/admin/api/lottery/issues', async (request) => {
    const actor = await admin(request);
    return service.issues(merchantOf(request), actor, adminLotteryIssueQuery.parse(request.query));
  });
  app.post('/admin/api/lottery/issues/:id/void', async (request) => {
    const actor = await admin(request);
    const { id } = adminLotteryIdParam.parse(request.params);
    return service.voidIssue(merchantOf(request), actor, id);
  });
}
