import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminRedeemDecision,
  adminRedeemQuery,
  adminRewardListQuery,
  adminRewardRequest,
  adminRewardTypeRequest,
  convertPointRequest,
  pointConfigRequest,
  pointTxQuery,
  redeemListQuery,
  redeemRequest,
  rewardListQuery,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/session.service.js';
import type { AdminService } from '../admin/admin.service.js';
import { memberRequestKey } from '../wallet/keys.js';
import type { PointsService } from './points.service.js';
import type { PointsAdminService } from './points-admin.service.js';
import { operatorOf } from '../admin/admin-guard.js';

/** Redeems and conversions carry a payment password: a slow rate keeps guessing slow too. */
const SPEND_RATE = { max: 30, timeWindow: 60_000 };
const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const typeParam = z.object({ typeId: z.coerce.number().int().min(1).max(999_999) });

const objectOf = (body: unknown): object =>
  body && typeof body === 'object' && !Array.isArray(body) ? body : {};

export interface PointsRouteDeps {
  sessions: SessionService;
  admins: AdminService;
  points: PointsService;
  pointsAdmin: PointsAdminService;
}

/**
 * The points mall. Every named call answers as a relay (/wps/relay/MCSFE_<name>); redeem and
 * conversion bodies are encrypted. The back office answers under /admin/api/points.
 */
export function registerPointsRoutes(app: FastifyInstance, deps: PointsRouteDeps): void {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request.merchant);
  const session = (request: FastifyRequest) =>
    deps.sessions.require(merchantOf(request), request.authToken, request.ip);
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);
  const spend = { config: { encrypted: true, rateLimit: SPEND_RATE } };

  app.get('/wps/relay/MCSFE_pointBalance', async (request) =>
    deps.points.balance(merchantOf(request), await session(request)),
  );
  const refresh = async (request: FastifyRequest) =>
    deps.points.refresh(merchantOf(request), await session(request));
  app.get('/wps/relay/MCSFE_refreshPointBalance', refresh);
  app.post('/wps/relay/MCSFE_refreshPointBalance', refresh);
  app.get('/wps/relay/MCSFE_getPointConfig', async (request) => deps.points.config(merchantOf(request)));
  app.get('/wps/relay/MCSFE_getRewardType', async (request) => deps.points.rewardTypes(merchantOf(request)));
  app.get('/wps/relay/MCSFE_pointReward', async (request) =>
    deps.points.rewards(merchantOf(request), rewardListQuery.parse(request.query)),
  );
  app.post('/wps/relay/MCSFE_postRedeemPoint', spend, async (request) => {
    const merchant = merchantOf(request);
    const current = await session(request);
    const input = redeemRequest.parse(request.body);
    const key = memberRequestKey(request, input.requestId, current.memberId);
    return deps.points.redeem(merchant, current, input, key);
  });
  app.get('/wps/relay/MCSFE_getRedeemPointList', async (request) =>
    deps.points.redeemList(merchantOf(request), await session(request), redeemListQuery.parse(request.query)),
  );
  app.post('/wps/relay/MCSFE_postConvertPoint', spend, async (request) => {
    const merchant = merchantOf(request);
    const current = await session(request);
    const input = convertPointRequest.parse(request.body);
    const key = memberRequestKey(request, input.requestId, current.memberId);
    return deps.points.convert(merchant, current, input, key);
  });
  app.get('/wps/relay/MCSFE_getMemTransDet', async (request) =>
    deps.points.transactions(merchantOf(request), await session(request), pointTxQuery.parse(request.query)),
  );

  // ---- Back office ------------------------------------------------------------------------------

  app.get('/admin/api/points/redemptions', async (request) => {
    await admin(request);
    return deps.points.adminRedemptions(merchantOf(request), adminRedeemQuery.parse(request.query));
  });
  const decide = (approve: boolean) => async (request: FastifyRequest) => {
    const actor = await admin(request);
    const { id } = idParam.parse(request.params);
    const { remarks } = adminRedeemDecision.parse(request.body ?? {});
    if (!approve && !remarks) throw new AppError('not_empty', undefined, { field: 'remarks' });
    return deps.points.decide(merchantOf(request), actor.adminId, id, approve, remarks || null);
  };
  app.post('/admin/api/points/redemptions/:id/approve', decide(true));
  app.post('/admin/api/points/redemptions/:id/reject', decide(false));

  app.get('/admin/api/points/config', async (request) => {
    await admin(request);
    return deps.points.config(merchantOf(request));
  });
  app.put('/admin/api/points/config', async (request) => {
    await admin(request);
    const input = pointConfigRequest.parse(request.body);
    return deps.pointsAdmin.saveConfig(merchantOf(request), input);
  });
  app.get('/admin/api/points/reward-types', async (request) => {
    await admin(request);
    return deps.points.rewardTypes(merchantOf(request));
  });
  app.post('/admin/api/points/reward-types', async (request) => {
    await admin(request);
    const input = adminRewardTypeRequest.parse(request.body);
    return deps.pointsAdmin.saveType(merchantOf(request), input);
  });
  app.put('/admin/api/points/reward-types/:typeId', async (request) => {
    await admin(request);
    const { typeId } = typeParam.parse(request.params);
    const input = adminRewardTypeRequest.parse({ ...objectOf(request.body), typeId });
    return deps.pointsAdmin.saveType(merchantOf(request), input);
  });
  app.get('/admin/api/points/rewards', async (request) => {
    await admin(request);
    return deps.pointsAdmin.list(merchantOf(request), adminRewardListQuery.parse(request.query));
  });
  app.post('/admin/api/points/rewards', { bodyLimit: 1_048_576 }, async (request) => {
    await admin(request);
    const input = adminRewardRequest.parse(request.body);
    return deps.pointsAdmin.save(merchantOf(request), input);
  });
  app.put('/admin/api/points/rewards/:id', { bodyLimit: 1_048_576 }, async (request) => {
    await admin(request);
    const { id } = idParam.parse(request.params);
    const input = adminRewardRequest.parse(request.body);
    return deps.pointsAdmin.save(merchantOf(request), input, id);
  });
  app.delete('/admin/api/points/rewards/:id', async (request) => {
    await admin(request);
    const { id } = idParam.parse(request.params);
    return deps.pointsAdmin.deactivate(merchantOf(request), id);
  });
}
