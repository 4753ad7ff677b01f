import type { Db, DbOrTx } from '../../platform/db/client.js';
import { GroupCommitQueue } from '../../platform/group-commit.js';
import type { AccountOwner, TransferRow } from './ledger.repository.js';
import {
  LedgerBatchRepository,
  type BatchAccount,
  type BatchEntryRow,
  type BatchTransferRow,
} from './ledger-batch.repository.js';

/** A posted transfer waiting for its batch; the ledger has validated and fingerprinted it. */
export interface QueuedTransfer {
  merchantId: number;
  currency: string;
  debit: AccountOwner;
  credit: AccountOwner;
  amount: bigint;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  reference: string | null;
  remarks: string | null;
}

/** What a batched transfer answers: as LedgerStatements.transfer does for a new transfer. */
export interface BatchedOutcome {
  transfer: TransferRow;
  debit: { accountId: number; balance: bigint; held: bigint };
  replayed: false;
}

interface Waiting<S, T> {
  item: QueuedTransfer;
  /** The request as its caller made it, for running it alone. */
  source: S;
  resolve: (value: T | BatchedOutcome) => void;
  reject: (error: unknown) => void;
}

/** Transfers at most in one batch: a batch holds its accounts' locks until it commits. */
const BATCH_MAX = 64;
/** Batches in flight at once; the transfers that arrive meanwhile form the next ones. */
const IN_FLIGHT = 3;

/** A batch transfer whose key a concurrent transaction used meanwhile: the batch is rolled back. */
class KeyTakenMeanwhile extends Error {}

function ownerKey(merchantId: number, currency: string, owner: AccountOwner): string {
  return 'house' in owner
    ? `${merchantId}|${currency}|h|${owner.house}`
    : `${merchantId}|${currency}|m|${owner.memberId}|${owner.code}`;
}

function accountKey(a: BatchAccount): string {
  return a.ownerKind === 'house'
    ? `${a.merchantId}|${a.currency}|h|${a.code}`
    : `${a.merchantId}|${a.currency}|m|${a.memberId}|${a.code}`;
}

/**
 * Group commit of posted transfers. Transfers that arrive while earlier batches are in flight
 * are made together: one transaction locks all their accounts (in id order), checks each transfer
 * in arrival order against the balances the ones before it left, and writes them with one
 * statement, so a batch costs one commit and one run of the ledger's integrity triggers instead
 * of one per transfer. Durability is the same: nobody is answered before the commit.
 *
 * A batch only takes what it can decide alone: a transfer whose account does not exist yet, whose
 * key is used or whose debit account cannot pay, and any transfer of a batch that failed, runs
 * again on its own (`single`), which opens accounts, answers replays and refuses with the reason.
 * A failing transfer therefore never fails the others.
 */
export class TransferBatcher<S, T> {
  private readonly queue: GroupCommitQueue<Waiting<S, T>>;

  constructor(
    private readonly db: Db,
    /** Runs a transaction, again when it loses a race (Ledger's retry). */
    private readonly retrying: <R>(work: () => Promise<R>) => Promise<R>,
    /** One transfer on its own, as the ledger makes it without batching. */
    private readonly single: (source: S) => Promise<T>,
  ) {
    this.queue = new GroupCommitQueue({
      max: BATCH_MAX,
      inFlight: IN_FLIGHT,
      // A key at most once per batch: a repeat waits for a later batch, and then replays.
      keyOf: ({ item }) => `${item.merchantId}|${item.idempotencyKey}`,
      run: (batch) => this.run(batch),
    });
  }

  submit(item: QueuedTransfer, source: S): Promise<T | BatchedOutcome> {
    return new Promise((resolve, reject) => this.queue.push({ item, source, resolve, reject }));
  }

  private async run(batch: Waiting<S, T>[]): Promise<void> {
    let alone: Waiting<S, T>[] = batch;
    if (batch.length > 1) {
      try {
        const { made, rest } = await this.retrying(() => this.db.transaction((tx) => this.write(tx, batch)));
        for (const [waiting, outcome] of made) waiting.resolve(outcome);
        alone = rest;
      } catch {
        // Whatever failed the batch is found again, and answered, by the transfer it concerns.
        alone = batch;
      }
    }
    await Promise.all(
      alone.map((waiting) => this.single(waiting.source).then(waiting.resolve, waiting.reject)),
    );
  }

  private async write(
    tx: DbOrTx,
    batch: Waiting<S, T>[],
  ): Promise<{ made: [Waiting<S, T>, BatchedOutcome][]; rest: Waiting<S, T>[] }> {
    const repository = new LedgerBatchRepository(tx);
    const owners = new Map<string, { merchantId: number; currency: string; owner: AccountOwner }>();
    for (const { item } of batch) {
      for (const owner of [item.debit, item.credit]) {
        owners.set(ownerKey(item.merchantId, item.currency, owner), {
          merchantId: item.merchantId,
          currency: item.currency,
          owner,
        });
      }
    }
    const { accounts, usedKeys } = await repository.lock(
      [...owners.values()],
      batch.map(({ item }) => ({ merchantId: item.merchantId, key: item.idempotencyKey })),
    );
    const byOwner = new Map(accounts.map((a) => [accountKey(a), a]));
    const used = new Set(usedKeys.map((k) => `${k.merchantId}|${k.key}`));
    const changes = new Map<number, { id: number; delta: bigint; changes: number }>();
    const change = (account: BatchAccount, delta: bigint) => {
      account.balance += delta;
      const c = changes.get(account.id) ?? { id: account.id, delta: 0n, changes: 0 };
      c.delta += delta;
      c.changes++;
      changes.set(account.id, c);
    };

    const accepted: { waiting: Waiting<S, T>; row: BatchTransferRow }[] = [];
    const entries: BatchEntryRow[] = [];
    const rest: Waiting<S, T>[] = [];
    const debitStates = new Map<Waiting<S, T>, { balance: bigint; held: bigint }>();
    for (const waiting of batch) {
      const { item } = waiting;
      const debit = byOwner.get(ownerKey(item.merchantId, item.currency, item.debit));
      const credit = byOwner.get(ownerKey(item.merchantId, item.currency, item.credit));
      const covered = debit && (debit.ownerKind === 'house' || debit.balance - debit.held >= item.amount);
      if (!debit || !credit || !covered || used.has(`${item.merchantId}|${item.idempotencyKey}`)) {
        rest.push(waiting);
        continue;
      }
      change(debit, -item.amount);
      change(credit, item.amount);
      debitStates.set(waiting, { balance: debit.balance, held: debit.held });
      for (const [account, delta] of [
        [debit, -item.amount],
        [credit, item.amount],
      ] as const) {
        entries.push({
          merchantId: item.merchantId,
          accountId: account.id,
          idempotencyKey: item.idempotencyKey,
          balanceDelta: delta,
          balanceAfter: account.balance,
          heldAfter: account.held,
        });
      }
      accepted.push({
        waiting,
        row: {
          merchantId: item.merchantId,
          currency: item.currency,
          debitAccountId: debit.id,
          creditAccountId: credit.id,
          amount: item.amount,
          kind: item.kind,
          idempotencyKey: item.idempotencyKey,
          requestHash: item.requestHash,
          reference: item.reference,
          remarks: item.remarks,
        },
      });
    }
    if (!accepted.length) return { made: [], rest };
    const written = await repository.write(
      accepted.map((a) => a.row),
      [...changes.values()],
      entries,
    );
    // A key used by a transaction that committed after the lock: its transfer must not be made twice.
    if (written.length !== accepted.length) throw new KeyTakenMeanwhile();
    const byKey = new Map(written.map((t) => [`${t.merchantId}|${t.idempotencyKey}`, t]));
    const made = accepted.map(({ waiting, row }): [Waiting<S, T>, BatchedOutcome] => {
      const transfer = byKey.get(`${row.merchantId}|${row.idempotencyKey}`)!;
      const state = debitStates.get(waiting)!;
      return [
        waiting,
        {
          transfer,
          debit: { accountId: row.debitAccountId, balance: state.balance, held: state.held },
          replayed: false,
        },
      ];
    });
    return { made, rest };
  }
}
