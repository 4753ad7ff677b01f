import type { FastifyInstance } from 'fastify';
import { pointsAdminApi, pointsApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import { memberRequestKey } from '../wallet/index.js';
import type { PointsService } from './points.service.js';
import type { PointsAdminService } from './points-admin.service.js';

/** Redeems and conversions carry a payment password: a slow rate keeps guessing slow too. */
const SPEND_RATE = { max: 30, timeWindow: 60_000 };
/** Reward images may travel inline as data URLs. */
const REWARD_BODY_LIMIT = 1_048_576;

export interface PointsRouteDeps {
  points: PointsService;
  pointsAdmin: PointsAdminService;
}

/**
 * The points mall (relays /wps/relay/MCSFE_<name>) and its back office under /admin/api/points;
 * one reward's stock and switch are registered in points.admin.routes.ts.
 */
export function registerPointsRoutes(app: FastifyInstance, deps: PointsRouteDeps): void {
  const { points, pointsAdmin } = deps;

  serve(app, pointsApi.balance, (c) => points.balance(c.merchant, c.session));
  serve(app, pointsApi.refresh, (c) => points.refresh(c.merchant, c.session));
  serve(app, pointsApi.refreshByPost, (c) => points.refresh(c.merchant, c.session));
  serve(app, pointsApi.config, (c) => points.config(c.merchant));
  serve(app, pointsApi.rewardTypes, (c) => points.rewardTypes(c.merchant));
  serve(app, pointsApi.rewards, (c) => points.rewards(c.merchant, c.query, c.client.language));
  serve(
    app,
    pointsApi.redeem,
    (c) =>
      points.redeem(
        c.merchant,
        c.session,
        c.body,
        memberRequestKey(c.request, c.body.requestId, c.session.memberId),
        c.client.language,
      ),
    { rateLimit: SPEND_RATE },
  );
  serve(app, pointsApi.redeemList, (c) => points.redeemList(c.merchant, c.session, c.query));
  serve(
    app,
    pointsApi.convert,
    (c) =>
      points.convert(
        c.merchant,
        c.session,
        c.body,
        memberRequestKey(c.request, c.body.requestId, c.session.memberId),
      ),
    { rateLimit: SPEND_RATE },
  );
  serve(app, pointsApi.transactions, (c) => points.transactions(c.merchant, c.session, c.query));

  serve(app, pointsAdminApi.redemptions, (c) => points.adminRedemptions(c.merchant, c.query));
  serve(app, pointsAdminApi.approve, (c) =>
    points.decide(c.merchant, c.operator.adminId, c.params.id, true, c.body.remarks || null),
  );
  serve(app, pointsAdminApi.reject, (c) =>
    points.decide(c.merchant, c.operator.adminId, c.params.id, false, c.body.remarks || null),
  );
  serve(app, pointsAdminApi.config, (c) => points.config(c.merchant));
  serve(app, pointsAdminApi.saveConfig, (c) => pointsAdmin.saveConfig(c.merchant, c.body));
  serve(app, pointsAdminApi.rewardTypes, (c) => points.rewardTypes(c.merchant));
  serve(app, pointsAdminApi.createRewardType, (c) => pointsAdmin.saveType(c.merchant, c.body));
  serve(app, pointsAdminApi.updateRewardType, (c) =>
    pointsAdmin.saveType(c.merchant, { ...c.body, typeId: c.params.typeId }),
  );
  serve(app, pointsAdminApi.rewards, (c) => pointsAdmin.list(c.merchant, c.query));
  serve(app, pointsAdminApi.createReward, (c) => pointsAdmin.save(c.merchant, c.body), {
    bodyLimit: REWARD_BODY_LIMIT,
  });
  serve(app, pointsAdminApi.updateReward, (c) => pointsAdmin.save(c.merchant, c.body, c.params.id), {
    bodyLimit: REWARD_BODY_LIMIT,
  });
  serve(app, pointsAdminApi.deleteReward, (c) => pointsAdmin.deactivate(c.merchant, c.params.id));
}
