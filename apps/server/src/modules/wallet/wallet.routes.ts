import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENT_REPLAY_HEADER,
  depositMethodApi,
  PROOF_IMAGE_MAX_BYTES,
  fundingRelayApi,
  legacyFundingApi,
  legacySiteApi,
  legacyWalletApi,
  walletApi,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { withMultipartForm } from '../../platform/http/multipart-form.js';
import { serve } from '../../platform/http/serve.js';
import type { C2cService } from './c2c.service.js';
import type { DepositMethodService } from './deposit-methods.service.js';
import type { FundingService } from './funding.service.js';
import type { LegacyFundingService } from './legacy-funding.service.js';
import type { LegacyWalletService } from './legacy-wallet.service.js';
import { memberRequestKey } from './keys.js';
import { decodeBase64Image } from './proof-image.js';
import type { Replayable, WalletService } from './wallet.service.js';
import type { TurnoverService } from './turnover.service.js';

/** Per address and merchant: enough for a person and a retrying client, not for a script. */
const MONEY_RATE = { max: 300, timeWindow: 60_000 };
const PASSWORD_RATE = { max: 10, timeWindow: 60_000 };
/** A proof sent as base64 inside JSON is a third larger than the image. */
const C2C_BODY_LIMIT = Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export interface WalletRouteDeps {
  wallet: WalletService;
  funding: FundingService;
  c2c: C2cService;
  legacyWallet: LegacyWalletService;
  legacyFunding: LegacyFundingService;
  depositMethods: DepositMethodService;
  turnover: TurnoverService;
}

function replayable<T>(reply: FastifyReply, result: Replayable<T>): T {
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return result.value;
}

/**
 * Wallet endpoints (walletApi). A money request is keyed by its request id (header or body) and
 * answered from the first result when it is sent again (docs/decisions/0001-double-entry-ledger.md).
 */
export async function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): Promise<void> {
  const money = { rateLimit: MONEY_RATE };
  const keyOf = (c: {
    request: FastifyRequest;
    body: { requestId?: string | null };
    session: { memberId: number };
  }) => memberRequestKey(c.request, c.body.requestId, c.session.memberId);

  serve(app, walletApi.balance, (c) => deps.wallet.balance(c.merchant, c.session, c.query.typeId));
  serve(app, walletApi.legacyBalance, (c) => deps.wallet.legacyBalance(c.merchant, c.session));
  serve(app, walletApi.consolidated, (c) => deps.wallet.consolidated(c.merchant, c.session));
  serve(app, walletApi.turnover, (c) => deps.turnover.ofMember(c.merchant, c.session));
  serve(app, walletApi.gcs, (c) => deps.wallet.consolidated(c.merchant, c.session));
  serve(app, walletApi.merchantWallet, (c) => deps.wallet.merchantWallet(c.merchant, c.query.merchantCode));

  serve(
    app,
    walletApi.transfer,
    async (c) =>
      replayable(c.reply, await deps.wallet.transferBetweenWallets(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    walletApi.transferToUpline,
    async (c) =>
      replayable(c.reply, await deps.wallet.transferToUpline(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    walletApi.transferToDownlines,
    async (c) =>
      replayable(c.reply, await deps.wallet.transferToDownlines(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    walletApi.deposit,
    async (c) => replayable(c.reply, await deps.funding.deposit(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    walletApi.withdraw,
    async (c) => replayable(c.reply, await deps.funding.withdraw(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(app, walletApi.deposits, (c) =>
    deps.funding.list(c.merchant, c.session, 'DEPOSIT', c.query.page, c.query.size, c.client.language),
  );
  serve(app, depositMethodApi.methods, (c) => deps.depositMethods.options(c.merchant, c.client.language));
  serve(app, depositMethodApi.payment, (c) =>
    deps.funding.payment(c.merchant, c.session, c.params.id, c.client.language),
  );
  serve(app, walletApi.withdrawals, (c) =>
    deps.funding.list(c.merchant, c.session, 'WITHDRAW', c.query.page, c.query.size),
  );
  serve(app, walletApi.history, (c) => deps.wallet.history(c.merchant, c.session, c.query));
  serve(
    app,
    walletApi.paymentPassword,
    (c) => deps.wallet.setPaymentPassword(c.merchant, c.session, c.body),
    {
      rateLimit: PASSWORD_RATE,
    },
  );
  serve(app, walletApi.hasPaymentPassword, (c) => deps.wallet.hasPaymentPassword(c.merchant, c.session));
  serve(app, walletApi.paymentConfirmations, (c) => deps.c2c.list(c.merchant, c.session, c.query));

  // The 500cai wallet family: transfers form-encoded, wallets named by accountName or typeId.
  const legacy = deps.legacyWallet;
  serve(app, legacyWalletApi.wallets, (c) => legacy.wallets(c.merchant, c.session));
  serve(
    app,
    legacyWalletApi.transferToMain,
    async (c) => replayable(c.reply, await legacy.toMain(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    legacyWalletApi.transferFromMain,
    async (c) => replayable(c.reply, await legacy.fromMain(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    legacyWalletApi.transferSubToSub,
    async (c) => replayable(c.reply, await legacy.subToSub(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(
    app,
    legacySiteApi.transferDownline,
    async (c) =>
      replayable(c.reply, await deps.wallet.transferToDownlines(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(app, legacyWalletApi.lockStatus, (c) => legacy.lockStatus(c.merchant, c.session));
  serve(app, legacyWalletApi.lockStatusByType, (c) =>
    legacy.lockStatusByType(c.merchant, c.session, c.query.typeId),
  );
  serve(app, legacyWalletApi.lockTransStatus, (c) => legacy.lockTransStatus(c.merchant, c.session));

  // The 500cai deposits, withdrawal and reports on our funding service.
  const legacyFunding = deps.legacyFunding;
  const legacyDeposits = [
    [legacyFundingApi.depositByGateway, 'pg'],
    [legacyFundingApi.depositByTransfer, 'mt'],
    [legacyFundingApi.depositManual, 'ma'],
    [legacyFundingApi.depositByQr, 'qr'],
  ] as const;
  for (const [spec, kind] of legacyDeposits) {
    serve(
      app,
      spec,
      async (c) =>
        replayable(c.reply, await legacyFunding.deposit(c.merchant, c.session, kind, c.body, keyOf(c))),
      money,
    );
  }
  serve(
    app,
    legacyFundingApi.withdraw,
    async (c) => replayable(c.reply, await legacyFunding.withdraw(c.merchant, c.session, c.body, keyOf(c))),
    money,
  );
  serve(app, legacyFundingApi.bankCard, (c) => legacyFunding.bankCard(c.merchant, c.session));
  serve(
    app,
    legacyFundingApi.saveBankCard,
    (c) => legacyFunding.saveBankCard(c.merchant, c.session, c.body),
    { rateLimit: PASSWORD_RATE },
  );
  serve(app, legacyFundingApi.depositBanks, (c) =>
    legacyFunding.channels(c.merchant, c.session, 'DEPOSIT', c.client.language),
  );
  serve(app, legacyFundingApi.withdrawBanks, (c) =>
    legacyFunding.channels(c.merchant, c.session, 'WITHDRAW'),
  );
  serve(app, legacyFundingApi.depositReport, (c) =>
    legacyFunding.list(c.merchant, c.session, 'DEPOSIT', c.query, c.client.language),
  );
  serve(app, legacyFundingApi.withdrawReport, (c) =>
    legacyFunding.list(c.merchant, c.session, 'WITHDRAW', c.query),
  );
  serve(app, legacyFundingApi.transactionReport, (c) =>
    legacyFunding.transactions(c.merchant, c.session, c.query),
  );

  // The current clients' funding relays: settings, and deposits asked for four ways.
  serve(app, fundingRelayApi.depositSettings, (c) => deps.funding.depositSettings(c.merchant, c.session));
  serve(app, fundingRelayApi.withdrawSettings, (c) => deps.funding.withdrawSettings(c.merchant, c.session));
  const relayDeposits = [
    [fundingRelayApi.depositByQrImage, 'QR image'],
    [fundingRelayApi.depositByAccountName, 'transfer by account name'],
    [fundingRelayApi.depositVirtualWallet, 'virtual wallet'],
    [fundingRelayApi.depositByLaunchUrl, 'payment page'],
  ] as const;
  for (const [spec, via] of relayDeposits) {
    serve(
      app,
      spec,
      async (c) =>
        replayable(c.reply, await deps.funding.relayDeposit(c.merchant, c.session, c.body, via, keyOf(c))),
      money,
    );
  }

  // Multipart only where a proof image may arrive, with the image bounds as the parser's limits.
  const proofForm = {
    limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
    maxFiles: 1,
    tooMany: () => new AppError('proof.image.invalid'),
    tooLarge: () => new AppError('proof.image.invalid'),
  };
  await withMultipartForm(app, proofForm, (scope, filesOf) =>
    serve(
      scope,
      walletApi.processC2c,
      (c) => {
        const proof = filesOf(c.request)?.[0]?.bytes ?? null;
        const image =
          proof ?? (c.body.proofOfNotReceive ? decodeBase64Image(c.body.proofOfNotReceive) : null);
        return deps.c2c.process(c.merchant, c.session, c.body, image);
      },
      { rateLimit: MONEY_RATE, bodyLimit: C2C_BODY_LIMIT },
    ),
  );
  await withMultipartForm(app, proofForm, (scope, filesOf) =>
    serve(
      scope,
      depositMethodApi.uploadReceipt,
      (c) => {
        const file = filesOf(c.request)?.[0]?.bytes ?? null;
        const image = file ?? (c.body.receipt ? decodeBase64Image(c.body.receipt) : null);
        return deps.funding.uploadReceipt(c.merchant, c.session, c.params.id, image);
      },
      { rateLimit: MONEY_RATE, bodyLimit: C2C_BODY_LIMIT },
    ),
  );
}
