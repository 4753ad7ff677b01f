import {
  minorToDecimal,
  tryDecimalToMinor,
  seamlessBalanceRequest,
  seamlessCreditRequest,
  seamlessDebitRequest,
  seamlessRollbackRequest,
  type SeamlessResponse,
  type SeamlessRollbackRequest,
  type SeamlessStatus,
  type AdminHeldPayout,
  type AdminPage,
} from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ActivityChanges } from '../activity/index.js';
import { AppError } from '../../platform/http/app-error.js';
import { requestHash, type AdminActor, type Ledger, type LedgerTx } from '../wallet/index.js';
import type { MerchantContext } from '../settings/index.js';
import { LedgerRepository } from '../wallet/index.js';
import { hashToken } from '../session/index.js';
import { businessDay } from '../agent/index.js';
import type { GameRepository, GameSessionRow, SeamlessRow, VendorRow } from './game.repository.js';
import { verifySignature } from './signature.js';
import type { HoldReason } from './game.tables.js';

export const SEAMLESS_CALLS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessCall = (typeof SEAMLESS_CALLS)[number];

/** A refusal decided inside the booking transaction: the transaction is rolled back and this is answered. */
class Refusal extends Error {
  constructor(readonly status: SeamlessStatus) {
    super(status);
  }
}

interface Caller {
  session: GameSessionRow & { memberId: number };
  vendor: VendorRow;
}

type Money = { transactionId: string; roundId: string; gameCode: string; amount: string };

/** The business day (as the reports and the agents' periods count) a booking counts in for the daily win cap. */
export const dayOf = businessDay;

/**
 * Which of the vendor's caps a credit crosses: above the cap per round, or taking the member's
 * net win of the day (paid minus staked) above the daily cap. Null: it is paid.
 */
function capCrossed(
  vendor: VendorRow,
  amount: bigint,
  day: { staked: bigint; paid: bigint },
): HoldReason | null {
  if (vendor.maxWinPerRound !== null && amount > vendor.maxWinPerRound) return 'ROUND';
  if (vendor.maxDailyWin !== null && day.paid + amount - day.staked > vendor.maxDailyWin) return 'DAY';
  return null;
}

/**
 * The seamless-wallet callbacks of game vendors (vendor -> platform). Each call is authenticated
 * by the HMAC of its raw body under the vendor's secret and names the game session the launch
 * created; the session says which merchant, member, currency and wallet it is about. Every
 * booking and its ledger transfer commit together, and the stored answer makes repeats safe.
 */
export class SeamlessService {
  private readonly reads: LedgerRepository;

  constructor(
    private readonly repository: GameRepository,
    private readonly ledger: Ledger,
    db: DbOrTx,
    private readonly now: () => Date = () => new Date(),
    /** Told of every booking: debits and credits that stand are part of the member's running totals. */
    private readonly activity: ActivityChanges | null = null,
  ) {
    this.reads = new LedgerRepository(db);
  }

  private async balanceOf(session: GameSessionRow & { memberId: number }): Promise<string> {
    const account = await this.reads.findMemberAccount(
      session.merchantId,
      session.currency,
      session.memberId,
      session.walletCode,
    );
    return minorToDecimal(account ? account.balance - account.held : 0n, session.currency);
  }

  private async answer(status: SeamlessStatus, caller: Caller | null, transactionId?: string) {
    const response: SeamlessResponse = {
      status,
      balance: caller ? await this.balanceOf(caller.session) : null,
      currency: caller ? caller.session.currency : null,
    };
    if (transactionId !== undefined) response.transactionId = transactionId;
    return response;
  }

  async handle(
    vendorCode: string,
    call: SeamlessCall,
    rawBody: string,
    signature: string | undefined,
  ): Promise<SeamlessResponse> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return this.answer('INVALID_REQUEST', null);
    }
    const schema = {
      balance: seamlessBalanceRequest,
      debit: seamlessDebitRequest,
      credit: seamlessCreditRequest,
      rollback: seamlessRollbackRequest,
    }[call];
    const parsed = schema.safeParse(json);
    if (!parsed.success) return this.answer('INVALID_REQUEST', null);
    const body = parsed.data;

    const found = await this.repository.sessionByToken(hashToken(body.sessionToken));
    if (!found || found.vendor.code.toUpperCase() !== vendorCode.toUpperCase()) {
      return this.answer('INVALID_SESSION', null);
    }
    if (!verifySignature(found.vendor.secret, rawBody, signature))
      return this.answer('INVALID_SIGNATURE', null);
    const { session, vendor } = found;
    if (session.trial || session.memberId === null || String(session.memberId) !== body.playerId) {
      return this.answer('INVALID_SESSION', null);
    }
    const caller: Caller = { session: { ...session, memberId: session.memberId }, vendor };
    if (body.currency !== session.currency) return this.answer('INVALID_REQUEST', caller);

    switch (call) {
      case 'balance':
        return this.answer('OK', caller);
      case 'debit':
      case 'credit':
        return this.book(caller, call, body as unknown as Money & { playerId: string });
      case 'rollback':
        return this.rollback(caller, body as unknown as SeamlessRollbackRequest);
    }
  }

  private live(session: GameSessionRow): boolean {
    return session.endedAt === null && session.expiresAt > this.now();
  }

  /** The stored answer of a repeat, or DUPLICATE_CONFLICT when the id was used for something else. */
  private async repeat(caller: Caller, existing: SeamlessRow, hash: string): Promise<SeamlessResponse> {
    if (existing.state === 'cancelled' || existing.requestHash !== hash) {
      return this.answer('DUPLICATE_CONFLICT', caller, existing.transactionId);
    }
    return existing.response;
  }

  private async run(
    caller: Caller,
    transactionId: string,
    work: (ledger: LedgerTx, repository: GameRepository) => Promise<SeamlessResponse>,
  ): Promise<SeamlessResponse> {
    try {
      return await this.ledger.run(async (ledger) => {
        await this.activity?.changed([caller.session.memberId]);
        return work(ledger, this.repository.with(ledger.tx));
      });
    } catch (error) {
      if (error instanceof Refusal) return this.answer(error.status, caller, transactionId);
      if (error instanceof AppError && error.code === 'balance.insufficient') {
        return this.answer('INSUFFICIENT_FUNDS', caller, transactionId);
      }
      throw error;
    }
  }

  private async book(
    caller: Caller,
    kind: 'debit' | 'credit',
    body: Money & { playerId: string },
  ): Promise<SeamlessResponse> {
    const { session, vendor } = caller;
    // Shared money rules: "1.50", "1.5000" and "1.5" are one amount, "1.505" THB is none.
    const amount = tryDecimalToMinor(body.amount, session.currency);
    if (amount === null) return this.answer('INVALID_REQUEST', caller, body.transactionId);
    const hash = requestHash({
      kind,
      playerId: body.playerId,
      currency: session.currency,
      roundId: body.roundId,
      gameCode: body.gameCode,
      amount,
    });
    const earlier = await this.repository.lockSeamless(session.merchantId, vendor.id, body.transactionId);
    if (earlier) return this.repeat(caller, earlier, hash);
    // Bets need a live session; results of rounds already played are taken after it ends.
    if (kind === 'debit' && !this.live(session)) {
      return this.answer('INVALID_SESSION', caller, body.transactionId);
    }

    return this.run(caller, body.transactionId, async (ledger, repository) => {
      const row = await repository.insertSeamless({
        merchantId: session.merchantId,
        vendorId: vendor.id,
        transactionId: body.transactionId,
        kind,
        memberId: session.memberId,
        sessionId: session.id,
        walletCode: session.walletCode,
        currency: session.currency,
        roundId: body.roundId,
        gameCode: body.gameCode,
        amount,
        requestHash: hash,
        response: { status: 'OK', balance: null, currency: session.currency },
      });
      if (!row) {
        const existing = await repository.lockSeamless(session.merchantId, vendor.id, body.transactionId);
        if (!existing) throw new Error(`seamless transaction ${body.transactionId} taken but not found`);
        return this.repeat(caller, existing, hash);
      }
      const member = { owner: 'member' as const, memberId: session.memberId, wallet: session.walletCode };
      const house = { owner: 'house' as const, code: 'GAMES' as const };
      // The member's day with the vendor is locked before the account, by debits and credits alike.
      const day = {
        merchantId: session.merchantId,
        vendorId: vendor.id,
        memberId: session.memberId,
        day: dayOf(this.now()),
      };
      if (kind === 'debit') await repository.addToDay(day, amount, 0n);
      else if (amount > 0n) {
        const totals = await repository.addToDay(day, 0n, 0n);
        const reason = capCrossed(vendor, amount, totals);
        if (reason) {
          // Held for review: nothing moves, and the vendor is answered as for a credit taken.
          const response = await this.bookedAnswer(ledger, caller, body.transactionId);
          await repository.completeSeamless(row.id, { response, state: 'held', holdReason: reason });
          return response;
        }
        await repository.addToDay(day, 0n, amount);
      }
      let transferId: number | null = null;
      if (amount > 0n) {
        const outcome = await ledger.transfer({
          merchantId: session.merchantId,
          currency: session.currency,
          debit: kind === 'debit' ? member : house,
          credit: kind === 'debit' ? house : member,
          amount,
          kind: kind === 'debit' ? 'game_bet' : 'game_win',
          idempotencyKey: `seamless:${vendor.id}:${body.transactionId}`,
          reference: body.roundId,
          remarks: `${vendor.code} ${body.gameCode}`.slice(0, 140),
        });
        transferId = outcome.transfer.id;
      }
      const response = await this.bookedAnswer(ledger, caller, body.transactionId);
      await repository.completeSeamless(row.id, { response, transferId });
      return response;
    });
  }

  /** OK with the member's balance as this transaction leaves it. */
  private async bookedAnswer(
    ledger: LedgerTx,
    caller: Caller,
    transactionId: string,
  ): Promise<SeamlessResponse> {
    const { session } = caller;
    const account = await ledger.repository.findMemberAccount(
      session.merchantId,
      session.currency,
      session.memberId,
      session.walletCode,
    );
    return {
      status: 'OK',
      balance: minorToDecimal(account ? account.balance - account.held : 0n, session.currency),
      currency: session.currency,
      transactionId,
    };
  }

  /**
   * Undoes a debit. A rollback of a debit never seen answers OK and leaves a cancelled marker
   * under the debit's id, so the debit is refused if it arrives late.
   */
  private async rollback(
    caller: Caller,
    body: {
      transactionId: string;
      referenceTransactionId: string;
      roundId: string;
      gameCode: string;
      playerId: string;
    },
  ): Promise<SeamlessResponse> {
    const { session, vendor } = caller;
    if (body.transactionId === body.referenceTransactionId) {
      return this.answer('INVALID_REQUEST', caller, body.transactionId);
    }
    const hash = requestHash({
      kind: 'rollback',
      playerId: body.playerId,
      currency: session.currency,
      roundId: body.roundId,
      gameCode: body.gameCode,
      reference: body.referenceTransactionId,
    });
    const earlier = await this.repository.lockSeamless(session.merchantId, vendor.id, body.transactionId);
    if (earlier) return this.repeat(caller, earlier, hash);

    return this.run(caller, body.transactionId, async (ledger, repository) => {
      const common = {
        merchantId: session.merchantId,
        vendorId: vendor.id,
        memberId: session.memberId,
        sessionId: session.id,
        walletCode: session.walletCode,
        currency: session.currency,
        roundId: body.roundId,
        gameCode: body.gameCode,
        amount: 0n,
      };
      const row = await repository.insertSeamless({
        ...common,
        transactionId: body.transactionId,
        kind: 'rollback',
        referenceTransactionId: body.referenceTransactionId,
        requestHash: hash,
        response: { status: 'OK', balance: null, currency: session.currency },
      });
      if (!row) {
        const existing = await repository.lockSeamless(session.merchantId, vendor.id, body.transactionId);
        if (!existing) throw new Error(`seamless transaction ${body.transactionId} taken but not found`);
        return this.repeat(caller, existing, hash);
      }

      let target = await repository.lockSeamless(session.merchantId, vendor.id, body.referenceTransactionId);
      if (!target) {
        const marker = await repository.insertSeamless({
          ...common,
          transactionId: body.referenceTransactionId,
          kind: 'debit',
          state: 'cancelled',
          requestHash: 'cancelled',
          response: { status: 'DUPLICATE_CONFLICT', balance: null, currency: session.currency },
        });
        // A debit with that id committed in the meantime: undo it after all.
        if (!marker)
          target = await repository.lockSeamless(session.merchantId, vendor.id, body.referenceTransactionId);
      }
      let transferId: number | null = null;
      let refunded = 0n;
      if (target) {
        if (target.kind !== 'debit' || target.memberId !== session.memberId)
          throw new Refusal('INVALID_REQUEST');
        if (target.state === 'done') {
          await repository.addToDay(
            {
              merchantId: session.merchantId,
              vendorId: vendor.id,
              memberId: target.memberId,
              day: dayOf(target.createdAt),
            },
            -target.amount,
            0n,
          );
          if (target.amount > 0n) {
            const outcome = await ledger.transfer({
              merchantId: session.merchantId,
              currency: target.currency,
              debit: { owner: 'house', code: 'GAMES' },
              credit: { owner: 'member', memberId: target.memberId, wallet: target.walletCode },
              amount: target.amount,
              kind: 'game_refund',
              idempotencyKey: `seamless-rb:${vendor.id}:${target.transactionId}`,
              reference: target.roundId,
              remarks: `${vendor.code} rollback ${target.transactionId}`.slice(0, 140),
            });
            transferId = outcome.transfer.id;
            refunded = target.amount;
          }
          await repository.completeSeamless(target.id, { state: 'rolled_back' });
        }
      }
      const response = await this.bookedAnswer(ledger, caller, body.transactionId);
      await repository.completeSeamless(row.id, { response, transferId, amount: refunded });
      return response;
    });
  }

  // ---- Back office: credits held above the win caps ---------------------------------------------

  private heldOf(entry: { row: SeamlessRow; username: string; vendorCode: string }): AdminHeldPayout {
    const { row } = entry;
    return {
      id: row.id,
      vendorId: row.vendorId,
      vendorCode: entry.vendorCode,
      memberId: row.memberId,
      username: entry.username,
      transactionId: row.transactionId,
      roundId: row.roundId,
      gameCode: row.gameCode,
      amount: minorToDecimal(row.amount, row.currency),
      currency: row.currency,
      reason: row.holdReason ?? 'ROUND',
      status: row.state === 'held' ? 'HELD' : row.state === 'done' ? 'APPROVED' : 'REJECTED',
      createdAt: row.createdAt.getTime(),
      reviewedAt: row.reviewedAt?.getTime() ?? null,
    };
  }

  async heldPayouts(
    merchant: MerchantContext,
    actor: AdminActor,
    query: { status: AdminHeldPayout['status']; page: number; size: number },
  ): Promise<AdminPage<AdminHeldPayout>> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const state = query.status === 'HELD' ? 'held' : query.status === 'APPROVED' ? 'done' : 'rejected';
    const { rows, total } = await this.repository.heldPayouts(merchant.id, state, query);
    return { list: rows.map((r) => this.heldOf(r)), page: query.page, size: query.size, total };
  }

  /**
   * An operator's decision on a held credit. Approving pays it through the ledger under the key a
   * paid credit would have had, and counts it in the member's day; rejecting moves nothing. A
   * repeat of the same decision answers the payout as decided; the other decision is refused.
   */
  async reviewHeld(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    approve: boolean,
  ): Promise<AdminHeldPayout> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    let memberId: number | null = null;
    await this.ledger.run(async (ledger) => {
      const repository = this.repository.with(ledger.tx);
      const row = await repository.lockHeld(merchant.id, id);
      if (!row) throw new AppError('resource.not.found');
      memberId = row.memberId;
      if (row.state === (approve ? 'done' : 'rejected')) return;
      if (row.state !== 'held') throw new AppError('game.payout.already.reviewed');
      const reviewed = { reviewedByAdminId: actor.adminId, reviewedAt: this.now() };
      if (!approve) {
        await repository.completeSeamless(row.id, { state: 'rejected', ...reviewed });
        return;
      }
      await this.activity?.changed([row.memberId]);
      await repository.addToDay(
        {
          merchantId: row.merchantId,
          vendorId: row.vendorId,
          memberId: row.memberId,
          day: dayOf(row.createdAt),
        },
        0n,
        row.amount,
      );
      const outcome = await ledger.transfer({
        merchantId: row.merchantId,
        currency: row.currency,
        debit: { owner: 'house', code: 'GAMES' },
        credit: { owner: 'member', memberId: row.memberId, wallet: row.walletCode },
        amount: row.amount,
        kind: 'game_win',
        idempotencyKey: `seamless:${row.vendorId}:${row.transactionId}`,
        reference: row.roundId,
        remarks: `held payout ${row.transactionId}`.slice(0, 140),
      });
      await repository.completeSeamless(row.id, {
        state: 'done',
        transferId: outcome.transfer.id,
        ...reviewed,
      });
    });
    const { rows } = await this.repository.heldPayouts(merchant.id, 'held', { page: 1, size: 1 }, id);
    if (!rows[0] || memberId === null) throw new AppError('resource.not.found');
    return this.heldOf(rows[0]);
  }
}
