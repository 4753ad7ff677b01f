import type { FastifyInstance } from 'fastify';
import {
  QR_IMAGE_MAX_BYTES,
  adminDepositMethodApi,
  adminFundingApi,
  adminTurnoverApi,
  adminOperatorApi,
  adminSessionApi,
} from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import type {
  C2cService,
  DepositMethodService,
  FundingService,
  TurnoverService,
  WalletService,
} from '../wallet/index.js';
import type { AdminService } from './admin.service.js';
import type { AuditLog } from './audit-log.js';
import type { OperatorService } from './operators.service.js';

const LOGIN_RATE = { rateLimit: { max: 10, timeWindow: 60_000 } };

export interface AdminRouteDeps {
  admins: AdminService;
  operators: OperatorService;
  audit: AuditLog;
  funding: FundingService;
  c2c: C2cService;
  wallet: WalletService;
  depositMethods: DepositMethodService;
  turnover: TurnoverService;
}

/** A QR image arrives as base64 inside JSON: a third larger than the image. */
const QR_BODY_LIMIT = Math.ceil((QR_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * The merchant back office under /admin/api (envelope answers, Merchant header, raw token in
 * Authorization). Every call is scoped to the operator's own merchant.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  serve(
    app,
    adminSessionApi.login,
    async (c) => {
      const { answer, operator } = await deps.admins.login(
        c.merchant,
        c.body.username,
        c.body.password,
        c.client.ip,
      );
      // Known from here on, so the admin guard audits the login like any other change.
      c.request.admin = operator;
      return answer;
    },
    LOGIN_RATE,
  );
  serve(app, adminSessionApi.logout, (c) => deps.admins.logout(c.merchant, c.operator));
  serve(app, adminSessionApi.me, (c) => deps.admins.sessionValue(c.merchant, c.operator));

  serve(app, adminOperatorApi.list, (c) => deps.operators.list(c.merchant, c.query.page, c.query.size));
  serve(app, adminOperatorApi.create, (c) => deps.operators.create(c.merchant, c.body));
  serve(app, adminOperatorApi.update, (c) =>
    deps.operators.update(c.merchant, c.operator, c.params.id, c.body),
  );
  serve(app, adminOperatorApi.setPassword, (c) =>
    deps.operators.setPassword(c.merchant, c.params.id, c.body.password),
  );
  serve(app, adminOperatorApi.audit, (c) => deps.audit.list(c.merchant, c.query));

  serve(app, adminFundingApi.deposits, (c) =>
    deps.funding.queue(c.operator, 'DEPOSIT', c.query.status, c.query.page, c.query.size),
  );
  serve(app, adminFundingApi.approveDeposit, (c) =>
    deps.funding.decide(
      c.merchant,
      c.operator,
      'DEPOSIT',
      c.params.id,
      true,
      c.body.remarks || null,
      c.body.acceptExpired ?? false,
    ),
  );
  serve(app, adminFundingApi.rejectDeposit, (c) =>
    deps.funding.decide(c.merchant, c.operator, 'DEPOSIT', c.params.id, false, c.body.remarks),
  );
  serve(app, adminFundingApi.withdrawals, (c) =>
    deps.funding.queue(c.operator, 'WITHDRAW', c.query.status, c.query.page, c.query.size),
  );
  serve(app, adminFundingApi.approveWithdrawal, (c) =>
    deps.funding.decide(
      c.merchant,
      c.operator,
      'WITHDRAW',
      c.params.id,
      true,
      c.body.remarks || null,
      false,
      c.body.reviewed ?? false,
    ),
  );
  serve(app, adminFundingApi.rejectWithdrawal, (c) =>
    deps.funding.decide(c.merchant, c.operator, 'WITHDRAW', c.params.id, false, c.body.remarks),
  );

  serve(app, adminTurnoverApi.settings, (c) => deps.turnover.settings(c.merchant, c.operator));
  serve(app, adminTurnoverApi.updateSettings, (c) =>
    deps.turnover.updateSettings(c.merchant, c.operator, c.body),
  );
  serve(app, adminTurnoverApi.member, (c) =>
    deps.turnover.ofMemberForOperator(c.merchant, c.operator, c.params.id),
  );
  serve(app, adminTurnoverApi.waive, (c) =>
    deps.turnover.waive(c.merchant, c.operator, c.params.id, c.params.requirementId, c.body.remarks),
  );
  serve(app, adminFundingApi.paymentConfirmations, (c) => deps.c2c.queue(c.operator, c.query));
  serve(app, adminFundingApi.resolvePaymentConfirmation, (c) =>
    deps.c2c.resolve(c.merchant, c.operator, c.params.id, c.body.decision, c.body.remarks),
  );
  serve(app, adminFundingApi.paymentProof, async (c) => {
    const proof = await deps.c2c.proof(c.operator, c.params.id);
    const extension = proof.contentType === 'image/png' ? 'png' : 'jpg';
    c.reply
      .header('Content-Type', proof.contentType)
      .header('Content-Disposition', `inline; filename="proof-${c.params.id}.${extension}"`)
      .send(proof.bytes);
  });

  const methods = deps.depositMethods;
  serve(app, adminDepositMethodApi.list, (c) => methods.adminList(c.merchant, c.operator));
  serve(app, adminDepositMethodApi.saveSettings, (c) =>
    methods.saveSettings(c.merchant, c.operator, c.body.expiryMinutes),
  );
  serve(app, adminDepositMethodApi.create, (c) => methods.createMethod(c.merchant, c.operator, c.body));
  serve(app, adminDepositMethodApi.update, (c) =>
    methods.updateMethod(c.merchant, c.operator, c.params.id, c.body),
  );
  serve(
    app,
    adminDepositMethodApi.createAccount,
    (c) => methods.createAccount(c.merchant, c.operator, c.params.id, c.body),
    { bodyLimit: QR_BODY_LIMIT },
  );
  serve(
    app,
    adminDepositMethodApi.updateAccount,
    (c) => methods.updateAccount(c.merchant, c.operator, c.params.id, c.params.accountId, c.body),
    { bodyLimit: QR_BODY_LIMIT },
  );
  serve(app, adminDepositMethodApi.receipt, async (c) => {
    const receipt = await methods.receipt(c.operator, c.params.id);
    const extension = receipt.contentType === 'image/png' ? 'png' : 'jpg';
    c.reply
      .header('Content-Type', receipt.contentType)
      .header('Content-Disposition', `inline; filename="receipt-${c.params.id}.${extension}"`)
      .send(receipt.bytes);
  });

  serve(app, adminFundingApi.ledgerSummary, (c) => deps.wallet.ledgerSummary(c.merchant, c.operator));
}
