import { createHash } from 'node:crypto';
import { type C2cAnswer, minorToDecimal as money } from '@platform/shared';
import type { ActivityChanges } from '../activity/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { Ledger } from './ledger.js';
import { FundingRepository, type C2cRow, type FundingRow } from './funding.repository.js';
import type { MoneyEvents } from './money-events.js';
import { proofImageType } from './proof-image.js';
import type { WalletService } from './wallet.service.js';
import type { AdminActor } from './funding.service.js';
import type { C2cStatus } from './wallet.tables.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { addTurnoverRequirement } from './turnover.service.js';

export interface C2cDeps {
  ledger: Ledger;
  funding: FundingRepository;
  wallet: WalletService;
  events: MoneyEvents;
  /** Told of decided requests: approved deposits and withdrawals are part of the members' running totals. */
  activity?: ActivityChanges;
  /** How long a payment waits for the payee's answer before it expires (24 hours by default). */
  expiryMs?: number;
}

export const C2C_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Payments expired by one pass at most; the next pass takes the rest. */
const EXPIRY_BATCH = 100;
/** The remark a request expired this way is rejected with. */
export const C2C_EXPIRED_REMARKS = 'Payment confirmation expired';

/** Answers that leave the payment to the merchant. */
const DISPUTED: C2cStatus[] = ['NOT_RECEIVED', 'APPEALED'];
/** States in which the payment's money is still due. */
const OPEN_STATUSES: C2cStatus[] = ['WAITING', ...DISPUTED];

interface Settled {
  payment: C2cRow;
  request: FundingRow;
}

/** A C2C deposit paid to the member asks for the merchant's deposit turnover, like a bank deposit. */
async function depositTurnover(tx: DbOrTx, request: FundingRow): Promise<void> {
  if (request.direction !== 'DEPOSIT') return;
  await addTurnoverRequirement(tx, {
    merchantId: request.merchantId,
    memberId: request.memberId,
    currency: request.currency,
    source: 'DEPOSIT',
    reference: `funding:${request.id}`,
    amount: request.amount,
    multipleX100: null,
  });
}

/**
 * Peer-to-peer payment confirmation (getPaymentConfirmationList, processC2CTransaction). The
 * payee of a payment answers whether the money arrived: Y settles it (the held amount goes to
 * the payer), N (with one proof image) and A (appeal) hand it to the merchant, who pays it out
 * or cancels it. A payment still waiting for the payee after the expiry window expires: the held
 * amount returns to the payee and the request is rejected (expireDue, run by C2cExpiryScheduler).
 */
export class C2cService {
  constructor(private readonly deps: C2cDeps) {}

  async list(
    merchant: MerchantContext,
    session: SessionContext,
    query: { status: C2cStatus; page: number; size: number },
  ) {
    await this.deps.wallet.member(merchant, session);
    const { rows, total } = await this.deps.funding.c2cList(
      merchant.id,
      { payeeId: session.memberId, status: query.status },
      query.page,
      query.size,
    );
    return { list: rows.map((r) => this.item(r)), page: query.page, size: query.size, total };
  }

  private item(r: Awaited<ReturnType<FundingRepository['c2cList']>>['rows'][number]) {
    const p = r.payment;
    return {
      payDetailId: p.id,
      type: r.direction,
      payerName: r.payerNickname || r.payerUsername,
      isAutoConfirmed: p.autoConfirmed ? ('Y' as const) : ('N' as const),
      amount: money(p.amount, p.currency),
      // One payment settles its request whole: all of it is due until it completes or is cancelled.
      remainingAmount: money(OPEN_STATUSES.includes(p.status) ? p.amount : 0n, p.currency),
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.getTime(),
      answeredAt: p.answeredAt?.getTime() ?? null,
    };
  }

  async process(
    merchant: MerchantContext,
    session: SessionContext,
    input: { isMoneyReceived: C2cAnswer; payDetailId: number },
    proof: Buffer | null,
  ): Promise<{ payDetailId: number; status: C2cStatus }> {
    await this.deps.wallet.member(merchant, session, { moving: true });
    if (input.isMoneyReceived === 'N' && !proof) throw new AppError('proof.image.required');
    if (input.isMoneyReceived !== 'N' && proof) {
      throw new AppError('request.invalid', 'proofOfNotReceive: only with N');
    }
    const contentType = proof ? proofImageType(proof) : null;
    const now = new Date();
    const settled = await this.deps.ledger.run(async (ledger): Promise<Settled> => {
      const funding = new FundingRepository(ledger.tx);
      const payment = await funding.lockC2c(merchant.id, input.payDetailId);
      // Someone else's payment is answered as missing, not as forbidden: ids reveal nothing.
      if (!payment || payment.payeeId !== session.memberId) throw new AppError('c2c.not.found');
      if (payment.status !== 'WAITING') throw new AppError('c2c.already.answered');
      const request = (await funding.lock(merchant.id, payment.fundingRequestId))!;
      // A is the payee's forced auto-confirmation: the payment counts as received at once, like Y.
      if (input.isMoneyReceived === 'Y' || input.isMoneyReceived === 'A') {
        await ledger.post(merchant.id, payment.transferId);
        await depositTurnover(ledger.tx, request);
        const updated = await funding.updateC2c(payment.id, {
          status: 'COMPLETED',
          autoConfirmed: input.isMoneyReceived === 'A',
          answeredAt: now,
          resolvedAt: now,
        });
        await this.deps.activity?.changed([request.memberId]);
        const decided = await funding.decide(request.id, {
          status: 'APPROVED',
          decisionRemarks: null,
          decidedByAdminId: null,
          decidedAt: now,
        });
        return { payment: updated, request: decided };
      }
      if (proof && contentType) {
        await funding.insertProof({
          paymentId: payment.id,
          merchantId: merchant.id,
          contentType,
          bytes: proof,
          sha256: createHash('sha256').update(proof).digest('hex'),
        });
      }
      return {
        payment: await funding.updateC2c(payment.id, { status: 'NOT_RECEIVED', answeredAt: now }),
        request,
      };
    });
    await this.announce(merchant.id, settled, null);
    return { payDetailId: settled.payment.id, status: settled.payment.status };
  }

  /**
   * Expires the payments that have waited longer than the window: each in its own transaction,
   * re-read under lock so an answer that arrived meanwhile wins. Returns how many expired.
   */
  async expireDue(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - (this.deps.expiryMs ?? C2C_EXPIRY_MS));
    const due = await this.deps.funding.dueC2c(cutoff, EXPIRY_BATCH);
    let expired = 0;
    for (const { id, merchantId } of due) {
      const settled = await this.deps.ledger.run(async (ledger): Promise<Settled | null> => {
        const funding = new FundingRepository(ledger.tx);
        const payment = await funding.lockC2c(merchantId, id);
        if (!payment || payment.status !== 'WAITING' || payment.createdAt >= cutoff) return null;
        const request = (await funding.lock(merchantId, payment.fundingRequestId))!;
        await ledger.void(merchantId, payment.transferId);
        const updated = await funding.updateC2c(payment.id, {
          status: 'EXPIRED',
          resolvedAt: now,
          resolutionRemarks: C2C_EXPIRED_REMARKS,
        });
        await this.deps.activity?.changed([request.memberId]);
        const decided = await funding.decide(request.id, {
          status: 'REJECTED',
          decisionRemarks: C2C_EXPIRED_REMARKS,
          decidedByAdminId: null,
          decidedAt: now,
        });
        return { payment: updated, request: decided };
      });
      if (!settled) continue;
      expired += 1;
      await this.announce(merchantId, settled, C2C_EXPIRED_REMARKS);
    }
    return expired;
  }

  // ---- Back office ------------------------------------------------------------------------------

  async queue(actor: AdminActor, query: { status: C2cStatus; page: number; size: number }) {
    const { rows, total } = await this.deps.funding.c2cList(
      actor.merchantId,
      { status: query.status },
      query.page,
      query.size,
    );
    return {
      list: rows.map((r) => ({
        ...this.item(r),
        payer: r.payerUsername,
        payee: r.payeeUsername,
        hasProof: r.hasProof !== null,
        resolutionRemarks: r.resolutionRemarks,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** PAY: the payer did pay, the held amount goes to the payer; CANCEL: it returns to the payee. */
  async resolve(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    decision: 'PAY' | 'CANCEL',
    remarks: string,
  ): Promise<{ payDetailId: number; status: C2cStatus }> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const now = new Date();
    const settled = await this.deps.ledger.run(async (ledger): Promise<Settled> => {
      const funding = new FundingRepository(ledger.tx);
      const payment = await funding.lockC2c(merchant.id, id);
      if (!payment) throw new AppError('c2c.not.found');
      if (!DISPUTED.includes(payment.status)) throw new AppError('c2c.already.answered');
      const request = (await funding.lock(merchant.id, payment.fundingRequestId))!;
      const pay = decision === 'PAY';
      if (pay) {
        await ledger.post(merchant.id, payment.transferId);
        await depositTurnover(ledger.tx, request);
      } else await ledger.void(merchant.id, payment.transferId);
      const updated = await funding.updateC2c(payment.id, {
        status: pay ? 'COMPLETED' : 'CANCELLED',
        resolvedAt: now,
        resolvedByAdminId: actor.adminId,
        resolutionRemarks: remarks,
      });
      await this.deps.activity?.changed([request.memberId]);
      const decided = await funding.decide(request.id, {
        status: pay ? 'APPROVED' : 'REJECTED',
        decisionRemarks: remarks,
        decidedByAdminId: actor.adminId,
        decidedAt: now,
      });
      return { payment: updated, request: decided };
    });
    await this.announce(merchant.id, settled, remarks);
    return { payDetailId: settled.payment.id, status: settled.payment.status };
  }

  async proof(actor: AdminActor, id: number) {
    const proof = await this.deps.funding.proof(actor.merchantId, id);
    if (!proof) throw new AppError('resource.not.found');
    return proof;
  }

  /**
   * After commit: both members learn the payment's new state; once the request is settled, its
   * owner also gets the DEPOSIT or WITHDRAW message with the outcome.
   */
  private async announce(merchantId: number, { payment, request }: Settled, remarks: string | null) {
    const data = {
      payDetailId: payment.id,
      type: request.direction,
      amount: money(payment.amount, payment.currency),
      status: payment.status,
    };
    await this.deps.events.paymentConfirmation(merchantId, payment.payerId, data);
    await this.deps.events.paymentConfirmation(merchantId, payment.payeeId, data);
    if (request.status !== 'PENDING') {
      await this.deps.events.funding(merchantId, request.memberId, request.direction, {
        amount: money(request.amount, request.currency),
        success: request.status === 'APPROVED',
        remarks,
      });
    }
  }
}
