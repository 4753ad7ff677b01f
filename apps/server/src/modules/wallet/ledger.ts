import { createHash } from 'node:crypto';
import type { TransferKind } from '@platform/shared';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/ambient.js';
import { AppError } from '../../platform/http/app-error.js';
import { TransferBatcher, type QueuedTransfer } from './ledger-batch.js';
import {
  LedgerRepository,
  type AccountOwner,
  type AccountRow,
  type NewEntry,
  type TransferRow,
} from './ledger.repository.js';

/** An account by what it belongs to; the ledger opens it on first use. */
export type AccountRef =
  { owner: 'member'; memberId: number; wallet: string } | { owner: 'house'; code: HouseAccount };

/**
 * The merchant's side of every movement. CASH is money that entered or left through the
 * merchant's payment channels (deposits, withdrawals, opening balances). LOTTERY takes the
 * stakes of settled lottery bets and pays their prizes. GAMES is the other side of game vendors'
 * seamless-wallet debits and credits. AGENCY pays agents' salaries and dividends. PROMOTION pays
 * promotion bonuses and rebates. POINTS issues the points of the points mall (in the points
 * currency) and takes or pays the money side of points redeemed with money or converted to money.
 * ADJUSTMENT is the other side of the back office's manual balance corrections.
 */
export type HouseAccount = 'CASH' | 'LOTTERY' | 'GAMES' | 'AGENCY' | 'PROMOTION' | 'POINTS' | 'ADJUSTMENT';

export interface TransferSpec {
  merchantId: number;
  currency: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  kind: TransferKind;
  idempotencyKey: string;
  /** A hold: the amount is reserved on the debit account until posted or voided. */
  hold?: boolean;
  reference?: string | null;
  remarks?: string | null;
  /** Further request fields a replay must repeat (a withdrawal's bank account, ...). */
  fingerprint?: Record<string, unknown>;
}

export interface AccountState {
  accountId: number;
  balance: bigint;
  held: bigint;
}

export interface TransferOutcome {
  transfer: TransferRow;
  /** The debit account right after this transfer was made (for a replay: after the first time). */
  debit: AccountState;
  replayed: boolean;
}

/** How many times a transaction that lost a race (deadlock, serialisation, key taken) is run again. */
const MAX_ATTEMPTS = 4;
const RETRYABLE = new Set(['40001', '40P01', '23505']);

/** The SQLSTATE of a database error, whichever driver raised it and however it was wrapped. */
export function sqlState(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code;
    e = candidate.cause;
  }
  return null;
}

function canonical(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function sameAccount(a: AccountRef, b: AccountRef): boolean {
  if (a.owner === 'member' && b.owner === 'member') return a.memberId === b.memberId && a.wallet === b.wallet;
  return a.owner === 'house' && b.owner === 'house' && a.code === b.code;
}

/** Fingerprint of what a request asked for: equal for a faithful replay, different otherwise. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}

/** The fingerprint a transfer is stored with (ledger_transfers.request_hash). */
export function transferHash(spec: TransferSpec): string {
  return requestHash({
    currency: spec.currency,
    debit: spec.debit,
    credit: spec.credit,
    amount: spec.amount,
    kind: spec.kind,
    hold: spec.hold === true,
    reference: spec.reference ?? null,
    fingerprint: spec.fingerprint ?? null,
  });
}

function validate(spec: TransferSpec): void {
  if (spec.amount <= 0n) throw new AppError('amount.invalid');
  if (sameAccount(spec.debit, spec.credit)) throw new AppError('wallet.transfer.same');
}

/** A posted transfer as the batcher takes it. */
function queued(spec: TransferSpec): QueuedTransfer {
  return {
    merchantId: spec.merchantId,
    currency: spec.currency,
    debit: ownerOf(spec.debit),
    credit: ownerOf(spec.credit),
    amount: spec.amount,
    kind: spec.kind,
    idempotencyKey: spec.idempotencyKey,
    requestHash: transferHash(spec),
    reference: spec.reference ?? null,
    remarks: spec.remarks ?? null,
  };
}

function ownerOf(ref: AccountRef): AccountOwner {
  return ref.owner === 'member' ? { memberId: ref.memberId, code: ref.wallet } : { house: ref.code };
}

/**
 * Ledger work that needs no transaction of its own: opening accounts and making a transfer, each
 * one atomic statement (or a few idempotent ones). Runs on a transaction or on the database.
 */
class LedgerStatements {
  readonly repository: LedgerRepository;

  constructor(db: DbOrTx) {
    this.repository = new LedgerRepository(db);
  }

  async account(merchantId: number, currency: string, ref: AccountRef): Promise<AccountRow> {
    const r = this.repository;
    const found =
      ref.owner === 'member'
        ? await r.findMemberAccount(merchantId, currency, ref.memberId, ref.wallet)
        : await r.findHouseAccount(merchantId, currency, ref.code);
    if (found) return found;
    const created =
      ref.owner === 'member'
        ? await r.createMemberAccount(merchantId, currency, ref.memberId, ref.wallet)
        : await r.createHouseAccount(merchantId, currency, ref.code);
    // Only a member of another merchant (or none) has no account after the insert.
    if (!created) throw new Error('ledger account for a member outside the merchant');
    return created;
  }

  /**
   * Moves (or, as a hold, reserves) an amount; a replayed key answers the first result. One
   * statement locks, checks and writes everything (LedgerRepository.transferAtOnce); accounts
   * used for the first time are opened first and the statement runs again.
   */
  async transfer(spec: TransferSpec): Promise<TransferOutcome> {
    validate(spec);
    const hash = transferHash(spec);
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.repository.transferAtOnce({
        merchantId: spec.merchantId,
        currency: spec.currency,
        debit: ownerOf(spec.debit),
        credit: ownerOf(spec.credit),
        amount: spec.amount,
        hold: spec.hold === true,
        kind: spec.kind,
        idempotencyKey: spec.idempotencyKey,
        requestHash: hash,
        reference: spec.reference ?? null,
        remarks: spec.remarks ?? null,
      });
      if (outcome.made) return { transfer: outcome.transfer, debit: outcome.debit, replayed: false };
      const { missing } = outcome;
      if (missing.debit || missing.credit) {
        if (attempt > 0) throw new Error('ledger account could not be opened');
        if (missing.debit) await this.account(spec.merchantId, spec.currency, spec.debit);
        if (missing.credit) await this.account(spec.merchantId, spec.currency, spec.credit);
        continue;
      }
      // Under the account locks a concurrent first use of the key has committed (or rolled back).
      const existing = await this.repository.findTransferByKey(spec.merchantId, spec.idempotencyKey);
      if (existing) return this.replay(existing, hash);
      if (outcome.insufficient) throw new AppError('balance.insufficient');
      throw new Error(`idempotency key ${spec.idempotencyKey} taken but not found`);
    }
  }

  protected async replay(existing: TransferRow, hash: string): Promise<TransferOutcome> {
    if (existing.requestHash !== hash) throw new AppError('idempotency.conflict');
    const entry = await this.repository.firstEntry(existing.id, existing.debitAccountId);
    if (!entry) throw new Error(`transfer ${existing.id} has no entry on its debit account`);
    return {
      transfer: existing,
      debit: { accountId: entry.accountId, balance: entry.balanceAfter, held: entry.heldAfter },
      replayed: true,
    };
  }
}

/**
 * Double-entry bookkeeping inside one database transaction. Every method locks what it changes
 * (pending transfer first, then accounts in id order), checks, and writes the transfer, the
 * account balances and the history entries together.
 */
export class LedgerTx extends LedgerStatements {
  constructor(
    readonly tx: Tx,
    private readonly now: () => Date,
  ) {
    super(tx);
  }

  /** Settles a hold: the reserved amount leaves the debit account for the credit account. */
  async post(merchantId: number, transferId: number): Promise<TransferOutcome> {
    const pending = await this.pending(merchantId, transferId);
    await this.lock(merchantId, [pending.debitAccountId, pending.creditAccountId]);
    const transfer = await this.repository.setTransferStatus(pending.id, 'posted', this.now());
    const after = await this.apply(transfer, 'post', [
      [pending.debitAccountId, -pending.amount, -pending.amount],
      [pending.creditAccountId, pending.amount, 0n],
    ]);
    return { transfer, debit: after[0]!, replayed: false };
  }

  /** Cancels a hold: the reserved amount is free to spend again. */
  async void(merchantId: number, transferId: number): Promise<TransferOutcome> {
    const pending = await this.pending(merchantId, transferId);
    await this.lock(merchantId, [pending.debitAccountId]);
    const transfer = await this.repository.setTransferStatus(pending.id, 'voided', this.now());
    const after = await this.apply(transfer, 'release', [[pending.debitAccountId, 0n, -pending.amount]]);
    return { transfer, debit: after[0]!, replayed: false };
  }

  private async pending(merchantId: number, transferId: number): Promise<TransferRow> {
    const transfer = await this.repository.lockTransfer(merchantId, transferId);
    if (!transfer) throw new Error(`no transfer ${transferId} of merchant ${merchantId}`);
    if (transfer.status !== 'pending') throw new AppError('funding.already.decided');
    return transfer;
  }

  private async lock(merchantId: number, ids: number[]): Promise<Map<number, AccountRow>> {
    const rows = await this.repository.lockAccounts(merchantId, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Changes the accounts (already locked) and writes one history entry per account. */
  private async apply(
    transfer: TransferRow,
    event: 'direct' | 'hold' | 'post' | 'release',
    changes: [accountId: number, balanceDelta: bigint, heldDelta: bigint][],
  ): Promise<AccountState[]> {
    const after = await this.repository.changeAccounts(
      changes.map(([id, balance, held]) => ({ id, balance, held })),
    );
    const states: AccountState[] = [];
    const entries: NewEntry[] = [];
    for (const [accountId, balanceDelta, heldDelta] of changes) {
      const row = after.get(accountId)!;
      states.push({ accountId, balance: row.balance, held: row.held });
      entries.push({
        merchantId: transfer.merchantId,
        accountId,
        transferId: transfer.id,
        event,
        balanceDelta,
        heldDelta,
        balanceAfter: row.balance,
        heldAfter: row.held,
      });
    }
    await this.repository.insertEntries(entries);
    return states;
  }
}

/**
 * Runs units of ledger work in their own transactions. On PGlite the client serialises whole
 * transactions (one connection); on PostgreSQL row locks do, and a transaction that loses a race
 * (deadlock victim, an idempotency key inserted concurrently) runs again and then sees the winner.
 */
export class Ledger {
  private readonly batcher: TransferBatcher<TransferSpec, TransferOutcome>;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.batcher = new TransferBatcher(
      db,
      (work) => this.retrying(work),
      (spec) => this.retrying(() => new LedgerStatements(this.db).transfer(spec)),
    );
  }

  run<T>(work: (ledger: LedgerTx) => Promise<T>): Promise<T> {
    return this.retrying(() => this.db.transaction((tx) => work(new LedgerTx(tx, this.now))));
  }

  private async retrying<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const state = sqlState(error);
        if (attempt >= MAX_ATTEMPTS || state === null || !RETRYABLE.has(state)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  /**
   * Work that is atomic on its own (one statement, or a few idempotent ones) and needs no BEGIN
   * and COMMIT around it, run again when it loses a race. Inside a caller's transaction it is a
   * savepoint of it, as any run().
   */
  atOnce<T>(work: (db: DbOrTx) => Promise<T>): Promise<T> {
    if (inTransaction()) return this.run((ledger) => work(ledger.tx));
    return this.retrying(() => work(this.db));
  }

  /** Opens the account on first use (an idempotent statement); answers it either way. */
  account(db: DbOrTx, merchantId: number, currency: string, ref: AccountRef): Promise<AccountRow> {
    return new LedgerStatements(db).account(merchantId, currency, ref);
  }

  /**
   * One transfer. Inside a caller's transaction it is a savepoint of it, as any run(); outside of
   * one its statement is atomic alone and runs without BEGIN and COMMIT around it.
   */
  async transfer(spec: TransferSpec): Promise<TransferOutcome> {
    if (inTransaction()) return this.run((ledger) => ledger.transfer(spec));
    // Holds are left alone: their credit side is only named, never locked, which a batch would do.
    if (spec.hold) return this.retrying(() => new LedgerStatements(this.db).transfer(spec));
    validate(spec);
    return this.batcher.submit(queued(spec), spec);
  }
}
