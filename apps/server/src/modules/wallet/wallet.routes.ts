import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  IDEMPOTENT_REPLAY_HEADER,
  PROOF_IMAGE_MAX_BYTES,
  balanceQuery,
  depositRequest,
  downlineTransferRequest,
  historyQuery,
  merchantWalletQuery,
  pageQuery,
  paymentConfirmationQuery,
  paymentPasswordRequest,
  processC2cRequest,
  uplineTransferRequest,
  walletTransferRequest,
  withdrawRequest,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionContext, SessionService } from '../session/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { C2cService } from './c2c.service.js';
import type { FundingService } from './funding.service.js';
import { memberRequestKey } from './keys.js';
import { decodeBase64Image } from './proof-image.js';
import type { Replayable, WalletService } from './wallet.service.js';

/** Per address and merchant: enough for a person and a retrying client, not for a script. */
const MONEY_RATE = { max: 300, timeWindow: 60_000 };
const PASSWORD_RATE = { max: 10, timeWindow: 60_000 };
/** A proof sent as base64 inside JSON is a third larger than the image. */
const C2C_BODY_LIMIT = Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export interface WalletRouteDeps {
  sessions: SessionService;
  wallet: WalletService;
  funding: FundingService;
  c2c: C2cService;
}

function replayable<T>(reply: FastifyReply, result: Replayable<T>): T {
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return result.value;
}

/**
 * Wallet endpoints. Named calls of the spec whose paths it does not give are served as relay
 * routes: WPSCORE_getMerchantWallet, MCSFE_getPaymentConfirmationList, MCSFE_processC2CTransaction.
 */
export async function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): Promise<void> {
  const session = (request: FastifyRequest) =>
    deps.sessions.require(requireMerchant(request.merchant), request.authToken, request.ip);
  const moneyOptions = { config: { rateLimit: MONEY_RATE } };

  app.get('/wps/v2/wallets/balance', async (request) => {
    const { typeId } = balanceQuery.parse(request.query);
    return deps.wallet.balance(requireMerchant(request.merchant), await session(request), typeId);
  });
  app.get('/wps/member/info/funds/consolidated', async (request) =>
    deps.wallet.consolidated(requireMerchant(request.merchant), await session(request)),
  );
  app.get('/wps/relay/WPSCORE_getMerchantWallet', async (request) => {
    const { merchantCode } = merchantWalletQuery.parse(request.query);
    return deps.wallet.merchantWallet(requireMerchant(request.merchant), merchantCode);
  });

  /**
   * A member's money request: parsed, keyed by its request id (header or body) and answered from
   * the first result when it is sent again (docs/decisions/0001-double-entry-ledger.md).
   */
  const moneyRoute = <B extends { requestId?: string | null }, T>(
    path: string,
    schema: { parse(input: unknown): B },
    run: (merchant: MerchantContext, current: SessionContext, body: B, key: string) => Promise<Replayable<T>>,
  ) =>
    app.post(path, moneyOptions, async (request, reply) => {
      const body = schema.parse(request.body);
      const current = await session(request);
      const key = memberRequestKey(request, body.requestId, current.memberId);
      return replayable(reply, await run(requireMerchant(request.merchant), current, body, key));
    });

  moneyRoute('/wps/wallet/transfer', walletTransferRequest, (m, c, b, k) =>
    deps.wallet.transferBetweenWallets(m, c, b, k),
  );
  moneyRoute('/wps/wallet/transfer/upline', uplineTransferRequest, (m, c, b, k) =>
    deps.wallet.transferToUpline(m, c, b, k),
  );
  moneyRoute('/wps/agent/transfer/downline', downlineTransferRequest, (m, c, b, k) =>
    deps.wallet.transferToDownlines(m, c, b, k),
  );
  moneyRoute('/wps/wallet/deposit', depositRequest, (m, c, b, k) => deps.funding.deposit(m, c, b, k));
  moneyRoute('/wps/wallet/withdraw', withdrawRequest, (m, c, b, k) => deps.funding.withdraw(m, c, b, k));
  app.get('/wps/wallet/deposits', async (request) => {
    const { page, size } = pageQuery.parse(request.query);
    return deps.funding.list(
      requireMerchant(request.merchant),
      await session(request),
      'DEPOSIT',
      page,
      size,
    );
  });
  app.get('/wps/wallet/withdrawals', async (request) => {
    const { page, size } = pageQuery.parse(request.query);
    return deps.funding.list(
      requireMerchant(request.merchant),
      await session(request),
      'WITHDRAW',
      page,
      size,
    );
  });
  app.get('/wps/wallet/history', async (request) =>
    deps.wallet.history(
      requireMerchant(request.merchant),
      await session(request),
      historyQuery.parse(request.query),
    ),
  );
  app.post(
    '/wps/wallet/paymentPassword',
    { config: { encrypted: true, rateLimit: PASSWORD_RATE } },
    async (request) =>
      deps.wallet.setPaymentPassword(
        requireMerchant(request.merchant),
        await session(request),
        paymentPasswordRequest.parse(request.body),
      ),
  );

  app.get('/wps/relay/MCSFE_getPaymentConfirmationList', async (request) =>
    deps.c2c.list(
      requireMerchant(request.merchant),
      await session(request),
      paymentConfirmationQuery.parse(request.query),
    ),
  );

  // Multipart only where a proof image may arrive, with the image bounds as the parser's limits.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PROOF_IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 12 },
    });
    scope.post(
      '/wps/relay/MCSFE_processC2CTransaction',
      { bodyLimit: C2C_BODY_LIMIT, config: { rateLimit: MONEY_RATE } },
      async (request) => {
        const { fields, proof } = await readC2cBody(request);
        const body = processC2cRequest.parse(fields);
        const image = proof ?? (body.proofOfNotReceive ? decodeBase64Image(body.proofOfNotReceive) : null);
        return deps.c2c.process(requireMerchant(request.merchant), await session(request), body, image);
      },
    );
  });
}

/** The fields and the one proof image of a JSON or multipart processC2CTransaction body. */
async function readC2cBody(request: FastifyRequest): Promise<{ fields: unknown; proof: Buffer | null }> {
  if (!request.isMultipart()) return { fields: request.body, proof: null };
  const fields: Record<string, string> = {};
  let proof: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // One image only; a second one (or an oversized one) is refused, not silently dropped.
        if (proof) throw new AppError('proof.image.invalid');
        proof = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
      throw new AppError('proof.image.invalid');
    // Nothing but the request body is read here, so any other failure is a malformed form.
    throw new AppError('request.invalid', 'multipart: malformed body');
  }
  return { fields, proof };
}
