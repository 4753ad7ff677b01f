import type { FastifyInstance } from 'fastify';
import { lotteryAdminApi, lotteryRiskApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type { LotteryAdminService } from './lottery-admin.service.js';

export interface LotteryAdminRouteDeps {
  lotteryAdmin: LotteryAdminService;
}

/** /admin/api/lottery: games and their schedules, issues with fairness data, void by issue id. */
export function registerLotteryAdminRoutes(app: FastifyInstance, deps: LotteryAdminRouteDeps): void {
  const service = deps.lotteryAdmin;
  serve(app, lotteryAdminApi.games, (c) => service.games(c.merchant, c.operator));
  serve(app, lotteryAdminApi.updateGame, (c) =>
    service.updateGame(c.merchant, c.operator, c.params.id, c.body),
  );
  serve(app, lotteryAdminApi.issues, (c) => service.issues(c.merchant, c.operator, c.query));
  serve(app, lotteryAdminApi.voidIssue, (c) => service.voidIssue(c.merchant, c.operator, c.params.id));
  serve(app, lotteryRiskApi.limits, (c) => service.limits(c.merchant, c.operator));
  serve(app, lotteryRiskApi.saveLimit, (c) => service.saveLimit(c.merchant, c.operator, c.body));
  serve(app, lotteryRiskApi.memberLimits, (c) =>
    service.memberLimits(c.merchant, c.operator, c.params.memberId),
  );
  serve(app, lotteryRiskApi.saveMemberLimits, (c) =>
    service.saveMemberLimits(c.merchant, c.operator, c.params.memberId, c.body),
  );
  serve(app, lotteryRiskApi.liability, (c) => service.liability(c.merchant, c.operator));
  serve(app, lotteryRiskApi.alerts, (c) => service.alerts(c.merchant, c.operator, c.query));
  serve(app, lotteryRiskApi.acknowledgeAlert, (c) =>
    service.acknowledgeAlert(c.merchant, c.operator, c.params.id),
  );
}
