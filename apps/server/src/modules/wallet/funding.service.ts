import {
  MAIN_WALLET,
  type DepositMethodKind,
  type FraudKind,
  type DepositPaymentInfo,
  type DepositPaymentValue,
  type LanguageCode,
  REMARK_MAX_LENGTH,
  type FundingValue,
  type RelayDepositRequest,
  minorToDecimal as money,
} from '@platform/shared';
import type { ActivityChanges } from '../activity/index.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import { addTurnoverRequirement, requireTurnoverMet } from './turnover.service.js';
import type { FeatureFlags } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { MemberRepository, MemberRow } from '../member/index.js';
import { parseAmount, requireWithin } from './amounts.js';
import { requestHash, type Ledger, type LedgerTx } from './ledger.js';
import { FundingRepository, type FundingRow } from './funding.repository.js';
import type { MoneyEvents } from './money-events.js';
import type { PaymentPasswords } from './payment-password.js';
import type { WalletSetupService } from './wallet-setup.js';
import type { Replayable, WalletService } from './wallet.service.js';
import type { FundingDirection, FundingMethod } from './wallet.tables.js';
import { DepositMethodRepository } from './deposit-methods.repository.js';
import type { DepositAssignment, DepositMethodService } from './deposit-methods.service.js';

const AGENT_TYPES = [1, 2];
/** A bank account number as withdrawals accept it. */
export const ACCOUNT_NO = /^[A-Za-z0-9-]{6,34}$/;

/** Who decides a request in the back office. */
export interface AdminActor {
  adminId: number;
  merchantId: number;
}

export interface FundingDeps {
  ledger: Ledger;
  funding: FundingRepository;
  setup: WalletSetupService;
  wallet: WalletService;
  members: MemberRepository;
  flags: FeatureFlags;
  paymentPasswords: PaymentPasswords;
  events: MoneyEvents;
  /** Told of decided requests: approved deposits and withdrawals are part of the members' running totals. */
  activity?: ActivityChanges;
  /** The merchant's deposit methods: a deposit through one is given a receiving account, reference and expiry. */
  depositMethods?: DepositMethodService;
  /** Fraud signals: accounts withdrawn to, and whether a member's withdrawals wait for review. */
  signals?: WithdrawalSignals;
}

/** What withdrawals tell fraud detection and ask of it. */
export interface WithdrawalSignals {
  bankAccount(
    merchant: MerchantContext,
    memberId: number,
    account: { accountNo: string | null; accountName?: string | null },
  ): Promise<void>;
  /** The kinds of link behind a flag that sends the member's withdrawals to review; null when none does. */
  withdrawalReview(merchant: MerchantContext, memberId: number): Promise<FraudKind[] | null>;
}

export interface DepositInput {
  amount: string | number;
  method: FundingMethod;
  methodId?: number | null;
  /** The method was picked for the member (field-client relays), not asked for. */
  autoMethod?: boolean;
  payerName?: string | null;
  remarks?: string | null;
}

export interface WithdrawInput extends DepositInput {
  paymentPassword?: string | null;
  bankName?: string | null;
  accountNo?: string | null;
}

export function maskAccount(accountNo: string | null): string | null {
  if (!accountNo) return null;
  return `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;
}

export function toFundingValue(
  row: FundingRow,
  payDetailId: number | null,
  masked = true,
  payment?: DepositPaymentInfo,
): FundingValue {
  return {
    ...(payment ? { payment } : {}),
    id: row.id,
    direction: row.direction,
    method: row.method,
    amount: money(row.amount, row.currency),
    currency: row.currency,
    status: row.status,
    accountNo: masked ? maskAccount(row.accountNo) : row.accountNo,
    bankName: row.bankName,
    remarks: row.memberRemarks,
    decisionRemarks: row.decisionRemarks,
    payDetailId,
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

/**
 * Deposits and withdrawals. Bank requests wait for the merchant; C2C requests are settled with
 * the member's upline agent through a peer-to-peer payment (see C2cService). Withdrawals hold the
 * amount at once, so it cannot be spent twice while the request waits.
 */
export class FundingService {
  constructor(private readonly deps: FundingDeps) {}

  async deposit(
    merchant: MerchantContext,
    session: SessionContext,
    input: DepositInput,
    key: string,
  ): Promise<Replayable<FundingValue>> {
    await this.deps.flags.require(merchant, 'DEPOSIT');
    const member = await this.deps.wallet.member(merchant, session, { moving: true });
    const amount = parseAmount(input.amount, merchant.currency);
    const methodId = input.method === 'BANK' && input.methodId ? input.methodId : null;
    const methods = this.deps.depositMethods;
    if (methodId && !methods) throw new AppError('deposit.method.unavailable');
    const bounds = methodId
      ? await methods!.bounds(merchant, methodId)
      : (await this.deps.setup.of(merchant)).deposit;
    requireWithin(amount, bounds.min, bounds.max, merchant.currency);
    const agent = input.method === 'C2C' ? await this.counterparty(merchant, member) : null;
    const fields = {
      direction: 'DEPOSIT' as const,
      method: input.method,
      amount,
      payerName: input.payerName || null,
      memberRemarks: input.remarks || null,
      // A method the relays chose for the member is not part of what the member asked.
      ...(methodId && !input.autoMethod ? { methodId } : {}),
    };
    const assign = methodId
      ? (ledger: LedgerTx) =>
          methods!.assign(new DepositMethodRepository(ledger.tx), merchant, methodId, amount)
      : undefined;
    const result = await this.create(merchant, member, key, fields, assign, async (ledger, request) => {
      if (!agent) return;
      // The agent's money is held for the member until the agent confirms the payment arrived.
      await this.hold(ledger, merchant, request, agent.id, member.id, 'c2c_deposit', true);
      return { payerId: member.id, payeeId: agent.id };
    });
    if (!result.replayed && agent && result.payDetailId) {
      await this.deps.events.paymentConfirmation(merchant.id, agent.id, {
        payDetailId: result.payDetailId,
        type: 'DEPOSIT',
        amount: money(amount, merchant.currency),
        status: 'WAITING',
      });
    }
    const payment = (await this.paymentOf(merchant.id, [result.row])).get(result.row.id);
    return {
      value: toFundingValue(result.row, result.payDetailId, true, payment),
      replayed: result.replayed,
    };
  }

  private async paymentOf(merchantId: number, rows: FundingRow[], language?: LanguageCode) {
    if (!this.deps.depositMethods) return new Map<number, DepositPaymentInfo>();
    return this.deps.depositMethods.paymentInfo(merchantId, rows, language);
  }

  /** One of the member's deposits with where to pay it (account, QR image, reference, expiry). */
  async payment(
    merchant: MerchantContext,
    session: SessionContext,
    id: number,
    language: LanguageCode,
  ): Promise<DepositPaymentValue> {
    await this.deps.wallet.member(merchant, session);
    const row = await this.deps.funding.ofMember(merchant.id, session.memberId, id, 'DEPOSIT');
    if (!row) throw new AppError('funding.not.found');
    const payment = (await this.paymentOf(merchant.id, [row], language)).get(row.id);
    const qrImage =
      payment?.hasQr && row.depositAccountId
        ? await this.deps.depositMethods!.qrImage(merchant.id, row.depositAccountId)
        : null;
    return { ...toFundingValue(row, null, true, payment), qrImage };
  }

  /** The member's receipt of a pending deposit: a PNG or JPEG by its bytes, at most 5 MB. */
  async uploadReceipt(
    merchant: MerchantContext,
    session: SessionContext,
    id: number,
    bytes: Buffer | null,
  ): Promise<FundingValue> {
    await this.deps.wallet.member(merchant, session, { moving: true });
    if (!bytes) throw new AppError('proof.image.required');
    const row = await this.deps.funding.ofMember(merchant.id, session.memberId, id, 'DEPOSIT');
    if (!row || !this.deps.depositMethods) throw new AppError('funding.not.found');
    await this.deps.depositMethods.saveReceipt(merchant.id, row, bytes);
    const payment = (await this.paymentOf(merchant.id, [row])).get(row.id);
    return toFundingValue(row, null, true, payment);
  }

  /**
   * A deposit asked for through one of the current clients' relays: the same request as ours,
   * for the member's own wallet only, with how the member said they pay kept for the merchant.
   */
  async relayDeposit(
    merchant: MerchantContext,
    session: SessionContext,
    input: RelayDepositRequest,
    via: string,
    key: string,
  ): Promise<Replayable<FundingValue>> {
    if (input.targetUsername) {
      const member = await this.deps.wallet.member(merchant, session);
      if (input.targetUsername.toLowerCase() !== member.username.toLowerCase()) {
        throw new AppError('permission.denied');
      }
    }
    const paidBy = [
      via,
      input.bankCode && `bank ${input.bankCode}`,
      input.mcsBankCode && `bank code ${input.mcsBankCode}`,
      input.bankType != null && input.bankType !== '' && `type ${input.bankType}`,
      input.vendorId != null && input.vendorId !== '' && `vendor ${input.vendorId}`,
    ]
      .filter(Boolean)
      .join(', ')
      // The member's remarks have room for REMARK_MAX_LENGTH characters; the first fields matter most.
      .slice(0, REMARK_MAX_LENGTH);
    // Through one of the merchant's methods when one takes this amount, so the request has an account to pay into.
    const methodId = this.deps.depositMethods
      ? await this.deps.depositMethods.pickFor(
          merchant,
          parseAmount(input.amount, merchant.currency),
          relayKind(via),
        )
      : null;
    const deposit = {
      amount: input.amount,
      method: 'BANK' as const,
      methodId,
      autoMethod: true,
      payerName: input.payeeName,
      remarks: paidBy,
    };
    return this.deposit(merchant, session, deposit, key);
  }

  /** Whether and how much the member may deposit now, and how many deposits succeeded. */
  async depositSettings(merchant: MerchantContext, session: SessionContext) {
    const { allowed, succeeded, ...bounds } = await this.limits(merchant, session, 'DEPOSIT');
    return { allowDeposit: allowed, totalDepositSuccessCount: succeeded, ...bounds };
  }

  async withdrawSettings(merchant: MerchantContext, session: SessionContext) {
    const { allowed, succeeded, ...bounds } = await this.limits(merchant, session, 'WITHDRAW');
    return { allowWithdraw: allowed, totalWithdrawSuccessCount: succeeded, ...bounds };
  }

  /**
   * The methods the member may use now in one direction: BANK while the merchant takes requests
   * that way, C2C too when the member has an upline agent who can settle it.
   */
  async channels(
    merchant: MerchantContext,
    session: SessionContext,
    direction: FundingDirection,
    language?: LanguageCode,
  ) {
    const member = await this.deps.wallet.member(merchant, session);
    const { allowed, minimumAmount, maximumAmount, currency } = await this.limits(
      merchant,
      session,
      direction,
    );
    if (!allowed) return [];
    const bounds = { minimumAmount, maximumAmount, currency };
    const c2c = await this.hasCounterparty(merchant, member);
    // Deposits list the merchant's deposit methods (with their banks) where it set some up.
    const own =
      direction === 'DEPOSIT' && this.deps.depositMethods
        ? await this.deps.depositMethods.channels(merchant, language)
        : [];
    if (own.length > 0) {
      return [...own, ...(c2c ? [{ method: 'C2C' as const, ...bounds }] : [])];
    }
    const methods: FundingMethod[] = c2c ? ['BANK', 'C2C'] : ['BANK'];
    return methods.map((method) => ({ method, ...bounds }));
  }

  private async limits(merchant: MerchantContext, session: SessionContext, direction: FundingDirection) {
    const [allowed, setup, succeeded] = await Promise.all([
      this.deps.flags.isOn(merchant, direction),
      this.deps.setup.of(merchant),
      this.deps.funding.countApproved(merchant.id, session.memberId, direction),
    ]);
    const bounds = direction === 'DEPOSIT' ? setup.deposit : setup.withdraw;
    return {
      allowed,
      succeeded,
      minimumAmount: money(bounds.min, merchant.currency),
      maximumAmount: money(bounds.max, merchant.currency),
      currency: merchant.currency,
    };
  }

  async withdraw(
    merchant: MerchantContext,
    session: SessionContext,
    input: WithdrawInput,
    key: string,
  ): Promise<Replayable<FundingValue>> {
    await this.deps.flags.require(merchant, 'WITHDRAW');
    const member = await this.deps.wallet.member(merchant, session, { moving: true });
    const setup = await this.deps.setup.of(merchant);
    const amount = parseAmount(input.amount, merchant.currency);
    requireWithin(amount, setup.withdraw.min, setup.withdraw.max, merchant.currency);
    const bank = input.method === 'BANK';
    if (bank && (!input.bankName || !input.accountNo || !ACCOUNT_NO.test(input.accountNo))) {
      throw new AppError('bank.account.invalid');
    }
    const agent = bank ? null : await this.counterparty(merchant, member);
    await this.deps.paymentPasswords.verify(merchant, member.id, input.paymentPassword);
    // The account is a signal first, so that withdrawing to another member's account flags at once.
    const signals = this.deps.signals;
    if (bank) await signals?.bankAccount(merchant, member.id, { accountNo: input.accountNo! });
    const review = (await signals?.withdrawalReview(merchant, member.id)) ?? null;
    // A peer-to-peer withdrawal is settled by the agent, never seen by the merchant: not for a flagged member.
    if (review && !bank) throw new AppError('withdrawal.review.bank.only');
    const fields = {
      direction: 'WITHDRAW' as const,
      method: input.method,
      amount,
      bankName: bank ? input.bankName! : null,
      accountNo: bank ? input.accountNo! : null,
      memberRemarks: input.remarks || null,
      reviewKinds: review,
    };
    const result = await this.create(merchant, member, key, fields, undefined, async (ledger, request) => {
      if (!agent) {
        await this.hold(ledger, merchant, request, member.id, null, 'withdrawal', false);
        // After the hold: the account is locked before the member's turnover target.
        await requireTurnoverMet(ledger.tx, merchant.id, member.id, merchant.currency);
        return;
      }
      // The member's money is held for the agent until the member confirms being paid out.
      await this.hold(ledger, merchant, request, member.id, agent.id, 'c2c_withdrawal', false);
      await requireTurnoverMet(ledger.tx, merchant.id, member.id, merchant.currency);
      return { payerId: agent.id, payeeId: member.id };
    });
    if (!result.replayed && agent && result.payDetailId) {
      await this.deps.events.paymentConfirmation(merchant.id, agent.id, {
        payDetailId: result.payDetailId,
        type: 'WITHDRAW',
        amount: money(amount, merchant.currency),
        status: 'WAITING',
      });
    }
    return { value: toFundingValue(result.row, result.payDetailId), replayed: result.replayed };
  }

  private async hasCounterparty(merchant: MerchantContext, member: MemberRow): Promise<boolean> {
    try {
      await this.counterparty(merchant, member);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'c2c.counterparty.unavailable') return false;
      throw error;
    }
  }

  /** The upline agent that settles C2C requests, when the member has one that can. */
  private async counterparty(merchant: MerchantContext, member: MemberRow): Promise<MemberRow> {
    const agent = member.uplineId ? await this.deps.members.findById(merchant.id, member.uplineId) : null;
    if (!agent || agent.status !== 'A' || !AGENT_TYPES.includes(agent.isAgent)) {
      throw new AppError('c2c.counterparty.unavailable');
    }
    return agent;
  }

  /**
   * Stores a request once per idempotency key, running `then` in the same transaction (holds,
   * the peer-to-peer payment). A replay answers the stored request; a different one, a conflict.
   */
  private async create(
    merchant: MerchantContext,
    member: MemberRow,
    key: string,
    fields: {
      direction: FundingDirection;
      method: FundingMethod;
      amount: bigint;
      payerName?: string | null;
      bankName?: string | null;
      accountNo?: string | null;
      memberRemarks: string | null;
      methodId?: number;
      /** Held for a fraud review; not part of what the request asked for. */
      reviewKinds?: FraudKind[] | null;
    },
    assign: ((ledger: LedgerTx) => Promise<DepositAssignment>) | undefined,
    then: (ledger: LedgerTx, request: FundingRow) => Promise<{ payerId: number; payeeId: number } | void>,
  ): Promise<{ row: FundingRow; payDetailId: number | null; replayed: boolean }> {
    const { reviewKinds: _review, ...asked } = fields;
    const hash = requestHash({ ...asked, memberId: member.id, currency: merchant.currency });
    return this.deps.ledger.run(async (ledger) => {
      const funding = new FundingRepository(ledger.tx);
      const existing = await funding.findByKey(merchant.id, key);
      if (existing) {
        if (existing.requestHash !== hash) throw new AppError('idempotency.conflict');
        const c2c = await funding.c2cOfRequest(existing.id);
        // The first answer, as it was given: a request is created pending and undecided.
        const first = { ...existing, status: 'PENDING' as const, decisionRemarks: null, decidedAt: null };
        return { row: first, payDetailId: c2c?.id ?? null, replayed: true };
      }
      const { methodId: _asked, ...columns } = fields;
      const assignment = assign ? await assign(ledger) : {};
      let row = await funding.insert({
        ...columns,
        ...assignment,
        merchantId: merchant.id,
        memberId: member.id,
        currency: merchant.currency,
        idempotencyKey: key,
        requestHash: hash,
      });
      const peers = await then(ledger, row);
      row = (await funding.lock(merchant.id, row.id))!;
      if (!peers) return { row, payDetailId: null, replayed: false };
      const c2c = await funding.insertC2c({
        merchantId: merchant.id,
        fundingRequestId: row.id,
        payerId: peers.payerId,
        payeeId: peers.payeeId,
        currency: merchant.currency,
        amount: row.amount,
        transferId: row.transferId!,
      });
      return { row, payDetailId: c2c.id, replayed: false };
    });
  }

  /**
   * Holds the request's amount on `fromMember` for `toMember` (C2C) or for the house (bank
   * withdrawal). A C2C deposit fails as counterparty unavailable when the agent cannot cover it.
   */
  private async hold(
    ledger: LedgerTx,
    merchant: MerchantContext,
    request: FundingRow,
    fromMember: number,
    toMember: number | null,
    kind: 'withdrawal' | 'c2c_deposit' | 'c2c_withdrawal',
    agentPays: boolean,
  ): Promise<void> {
    try {
      const outcome = await ledger.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        debit: { owner: 'member', memberId: fromMember, wallet: MAIN_WALLET },
        credit:
          toMember === null
            ? { owner: 'house', code: 'CASH' }
            : { owner: 'member', memberId: toMember, wallet: MAIN_WALLET },
        amount: request.amount,
        kind,
        idempotencyKey: `funding:${request.id}:hold`,
        hold: true,
        reference: `funding:${request.id}`,
      });
      await new FundingRepository(ledger.tx).setTransfer(request.id, outcome.transfer.id);
    } catch (error) {
      if (agentPays && error instanceof AppError && error.code === 'balance.insufficient') {
        throw new AppError('c2c.counterparty.unavailable');
      }
      throw error;
    }
  }

  async list(
    merchant: MerchantContext,
    session: SessionContext,
    direction: FundingDirection,
    page: number,
    size: number,
    language?: LanguageCode,
  ) {
    await this.deps.wallet.member(merchant, session);
    const { rows, total } = await this.deps.funding.listOfMember(
      merchant.id,
      session.memberId,
      direction,
      page,
      size,
    );
    const payments = await this.paymentOf(
      merchant.id,
      rows.map((r) => r.funding),
      language,
    );
    return {
      list: rows.map((r) => toFundingValue(r.funding, r.payDetailId, true, payments.get(r.funding.id))),
      page,
      size,
      total,
    };
  }

  // ---- Back office ------------------------------------------------------------------------------

  async queue(
    actor: AdminActor,
    direction: FundingDirection,
    status: FundingValue['status'],
    page: number,
    size: number,
  ) {
    const { rows, total } = await this.deps.funding.queue(actor.merchantId, direction, status, page, size);
    const payments = await this.paymentOf(
      actor.merchantId,
      rows.map((r) => r.funding),
    );
    return {
      list: rows.map((r) => ({
        ...toFundingValue(r.funding, r.payDetailId, false, payments.get(r.funding.id)),
        memberId: r.funding.memberId,
        username: r.username,
        payerName: r.funding.payerName,
        review: r.funding.reviewKinds?.length ? (r.funding.reviewKinds as FraudKind[]) : null,
      })),
      page,
      size,
      total,
    };
  }

  /**
   * The merchant approves (money arrives / is paid out) or rejects a bank request. C2C requests
   * are settled by the two members, or by the merchant through the payment confirmation queue.
   */
  async decide(
    merchant: MerchantContext,
    actor: AdminActor,
    direction: FundingDirection,
    id: number,
    approve: boolean,
    remarks: string | null,
    acceptExpired = false,
    reviewed = false,
  ): Promise<FundingValue> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const row = await this.deps.ledger.run(async (ledger) => {
      const funding = new FundingRepository(ledger.tx);
      const request = await funding.lock(merchant.id, id, direction);
      if (!request) throw new AppError('funding.not.found');
      if (request.status !== 'PENDING') throw new AppError('funding.already.decided');
      if (request.method !== 'BANK') throw new AppError('function.not.available');
      // The time to pay ran out: the operator approves it only knowingly.
      if (approve && !acceptExpired && request.expiresAt && request.expiresAt.getTime() <= Date.now()) {
        throw new AppError('deposit.expired');
      }
      // Held for a fraud review: the operator approves it only after saying it was reviewed.
      if (approve && !reviewed && request.reviewKinds?.length)
        throw new AppError('withdrawal.review.required');
      let transferId = request.transferId;
      if (direction === 'DEPOSIT' && approve) {
        const outcome = await ledger.transfer({
          merchantId: merchant.id,
          currency: request.currency,
          debit: { owner: 'house', code: 'CASH' },
          credit: { owner: 'member', memberId: request.memberId, wallet: MAIN_WALLET },
          amount: request.amount,
          kind: 'deposit',
          idempotencyKey: `funding:${request.id}:deposit`,
          reference: `funding:${request.id}`,
        });
        transferId = outcome.transfer.id;
        await addTurnoverRequirement(ledger.tx, {
          merchantId: merchant.id,
          memberId: request.memberId,
          currency: request.currency,
          source: 'DEPOSIT',
          reference: `funding:${request.id}`,
          amount: request.amount,
          multipleX100: null,
        });
      } else if (direction === 'WITHDRAW') {
        if (approve) await ledger.post(merchant.id, request.transferId!);
        else await ledger.void(merchant.id, request.transferId!);
      }
      await this.deps.activity?.changed([request.memberId]);
      return funding.decide(request.id, {
        status: approve ? 'APPROVED' : 'REJECTED',
        transferId,
        decisionRemarks: remarks,
        decidedByAdminId: actor.adminId,
        decidedAt: new Date(),
      });
    });
    await this.deps.events.funding(merchant.id, row.memberId, direction, {
      amount: money(row.amount, row.currency),
      success: approve,
      remarks,
    });
    return toFundingValue(row, null, false);
  }
}

/** Which kind of method a field client's deposit path stands for. */
function relayKind(via: string): DepositMethodKind {
  return /qr|wallet/i.test(via) ? 'QR_EWALLET' : 'BANK_TRANSFER';
}
