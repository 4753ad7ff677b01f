import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminAuditQuery,
  adminOperatorCreate,
  adminOperatorPassword,
  adminOperatorUpdate,
  adminPageQuery,
  adminC2cQuery,
  adminC2cResolveRequest,
  adminDecisionRequest,
  adminFundingQuery,
  adminLoginRequest,
  adminRejectRequest,
} from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { C2cService } from '../wallet/c2c.service.js';
import type { FundingService } from '../wallet/funding.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { FundingDirection } from '../wallet/wallet.tables.js';
import type { AdminService } from './admin.service.js';
import type { AuditLog } from './audit-log.js';
import type { OperatorService } from './operators.service.js';
import { operatorOf } from './admin-guard.js';

const LOGIN_RATE = { max: 10, timeWindow: 60_000 };
const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export interface AdminRouteDeps {
  admins: AdminService;
  operators: OperatorService;
  audit: AuditLog;
  funding: FundingService;
  c2c: C2cService;
  wallet: WalletService;
}

/**
 * The merchant back office under /admin/api (envelope answers, Merchant header, raw token in
 * Authorization). Every call is scoped to the admin's own merchant.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const admin = (request: FastifyRequest) => operatorOf(request, deps.admins);

  app.post('/admin/api/session/login', { config: { rateLimit: LOGIN_RATE } }, async (request) => {
    const { username, password } = adminLoginRequest.parse(request.body);
    const merchant = requireMerchant(request.merchant);
    const session = await deps.admins.login(merchant, username, password, request.ip);
    // Known from here on, so the admin guard audits the login like any other change.
    request.admin = await deps.admins.require(merchant, session.token);
    return session;
  });
  app.delete('/admin/api/session/logout', async (request) =>
    deps.admins.logout(requireMerchant(request.merchant), await admin(request)),
  );
  app.get('/admin/api/session', async (request) =>
    deps.admins.sessionValue(requireMerchant(request.merchant), await admin(request)),
  );

  app.get('/admin/api/operators', async (request) => {
    const { page, size } = adminPageQuery.parse(request.query);
    return deps.operators.list(requireMerchant(request.merchant), page, size);
  });
  app.post('/admin/api/operators', async (request) =>
    deps.operators.create(requireMerchant(request.merchant), adminOperatorCreate.parse(request.body)),
  );
  app.put('/admin/api/operators/:id', async (request) => {
    const { id } = idParam.parse(request.params);
    const patch = adminOperatorUpdate.parse(request.body);
    return deps.operators.update(requireMerchant(request.merchant), await admin(request), id, patch);
  });
  app.post('/admin/api/operators/:id/password', async (request) => {
    const { id } = idParam.parse(request.params);
    const { password } = adminOperatorPassword.parse(request.body);
    return deps.operators.setPassword(requireMerchant(request.merchant), id, password);
  });

  app.get('/admin/api/audit', async (request) =>
    deps.audit.list(requireMerchant(request.merchant), adminAuditQuery.parse(request.query)),
  );

  const funding = (path: string, direction: FundingDirection) => {
    app.get(`/admin/api/${path}`, async (request) => {
      const { status, page, size } = adminFundingQuery.parse(request.query);
      return deps.funding.queue(await admin(request), direction, status, page, size);
    });
    app.post(`/admin/api/${path}/:id/approve`, async (request) => {
      const { id } = idParam.parse(request.params);
      const { remarks } = adminDecisionRequest.parse(request.body ?? {});
      const actor = await admin(request);
      return deps.funding.decide(
        requireMerchant(request.merchant),
        actor,
        direction,
        id,
        true,
        remarks || null,
      );
    });
    app.post(`/admin/api/${path}/:id/reject`, async (request) => {
      const { id } = idParam.parse(request.params);
      const { remarks } = adminRejectRequest.parse(request.body ?? {});
      const actor = await admin(request);
      return deps.funding.decide(requireMerchant(request.merchant), actor, direction, id, false, remarks);
    });
  };
  funding('deposits', 'DEPOSIT');
  funding('withdrawals', 'WITHDRAW');

  app.get('/admin/api/payment-confirmations', async (request) =>
    deps.c2c.queue(await admin(request), adminC2cQuery.parse(request.query)),
  );
  app.post('/admin/api/payment-confirmations/:id/resolve', async (request) => {
    const { id } = idParam.parse(request.params);
    const { decision, remarks } = adminC2cResolveRequest.parse(request.body ?? {});
    const actor = await admin(request);
    return deps.c2c.resolve(requireMerchant(request.merchant), actor, id, decision, remarks);
  });
  app.get('/admin/api/payment-confirmations/:id/proof', async (request, reply) => {
    const { id } = idParam.parse(request.params);
    const proof = await deps.c2c.proof(await admin(request), id);
    reply.header('Content-Type', proof.contentType);
    reply.header(
      'Content-Disposition',
      `inline; filename="proof-${id}.${proof.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    );
    return reply.send(proof.bytes);
  });

  app.get('/admin/api/ledger/summary', async (request) =>
    deps.wallet.ledgerSummary(requireMerchant(request.merchant), await admin(request)),
  );
}
