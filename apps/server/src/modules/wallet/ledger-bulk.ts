import type { TransferKind } from '@platform/shared';
import type { AccountRow, NewEntry } from './ledger.repository.js';
import type { HouseAccount, LedgerTx } from './ledger.js';
import { postHoldsAndLock, writeSettlement } from './ledger-bulk.repository.js';

/**
 * A prize for the member whose hold `holdId` was: paid from the house account to the hold's
 * debit account under the idempotency key `keyPrefix` + `key`.
 */
export interface HoldPayout {
  holdId: number;
  amount: bigint;
  key: number;
}

export interface BulkSettlement {
  merchantId: number;
  currency: string;
  /** Pending holds to post (each moves its amount from its debit to its credit account). */
  holdIds: number[];
  house: HouseAccount;
  payouts: HoldPayout[];
  payoutKind: TransferKind;
  /** The prizes' idempotency keys: this followed by each payout's key. */
  keyPrefix: string;
  /** The prizes' reference. */
  reference: string | null;
  now: Date;
}

/** The accounts a batch changes, locked, walked forward move by move so each entry carries the balances it left. */
class Walk {
  readonly entries: NewEntry[] = [];
  private readonly state = new Map<number, AccountRow>();
  private readonly deltas = new Map<number, { balance: bigint; held: bigint }>();

  constructor(
    private readonly merchantId: number,
    locked: AccountRow[],
  ) {
    for (const account of locked) this.state.set(account.id, { ...account });
  }

  move(transferId: number, accountId: number, event: string, balance: bigint, held: bigint): void {
    const account = this.state.get(accountId);
    if (!account) throw new Error(`account ${accountId} was not locked`);
    account.balance += balance;
    account.held += held;
    if (account.ownerKind === 'member' && (account.balance < account.held || account.held < 0n)) {
      throw new Error(`account ${accountId} would be overdrawn`);
    }
    const d = this.deltas.get(accountId) ?? { balance: 0n, held: 0n };
    d.balance += balance;
    d.held += held;
    this.deltas.set(accountId, d);
    this.entries.push({
      merchantId: this.merchantId,
      accountId,
      transferId,
      event,
      balanceDelta: balance,
      heldDelta: held,
      balanceAfter: account.balance,
      heldAfter: account.held,
    });
  }

  /** Each account once, with everything the batch did to it. */
  changes(): { id: number; balance: bigint; held: bigint }[] {
    return [...this.deltas].map(([id, d]) => ({ id, ...d }));
  }
}

/**
 * Posts many holds and pays many prizes in two statements, inside the caller's ledger
 * transaction: the first marks the holds posted (which locks them) and locks the accounts in id
 * order like every ledger transaction; the second, whose snapshot is taken under those locks,
 * writes the prizes, one history entry per account and transfer with the balances each left
 * behind (running sums in SQL), and each account's change once. No row travels to the
 * application and back.
 * Any hold no longer pending, or a payout key used before, aborts the whole transaction: the
 * caller settles each hold once and can run the batch again after a crash.
 */
export async function settleHoldsInBulk(ledger: LedgerTx, input: BulkSettlement): Promise<void> {
  const { merchantId, currency } = input;
  if (!input.holdIds.length) {
    if (input.payouts.length) throw new Error('payouts are settled with their holds');
    return;
  }
  const house = await ledger.account(merchantId, currency, { owner: 'house', code: input.house });
  const db = ledger.tx;
  const holds = new Set(input.holdIds);
  const holdIds = [...holds];
  const { posted } = await postHoldsAndLock(db, {
    merchantId,
    currency,
    holdIds,
    house: house.id,
    at: input.now,
  });
  if (posted !== holdIds.length) {
    throw new Error(
      `a hold of ${input.holdIds.length} is not a pending ${currency} transfer of merchant ${merchantId}`,
    );
  }
  for (const p of input.payouts) {
    if (p.amount <= 0n || !holds.has(p.holdId))
      throw new Error(`payout for hold ${p.holdId} is not settled with it`);
  }
  const written = await writeSettlement(db, {
    merchantId,
    currency,
    holdIds,
    house: house.id,
    payouts: input.payouts,
    keyPrefix: input.keyPrefix,
    kind: input.payoutKind,
    reference: input.reference,
  });
  if (written.paid !== input.payouts.length) throw new Error('a payout idempotency key was used before');
  // Posting a hold takes as much from the balance as from the held amount, and a prize only
  // adds: no step can overdraw an account that was sound. Checked all the same, as the walk did.
  if (written.overdrawn > 0) throw new Error('a settlement would overdraw an account');
}

/**
 * Voids many holds in a handful of statements inside the caller's ledger transaction: each
 * reserved amount is free to spend again, with one history entry per hold. A hold no longer
 * pending aborts the whole transaction. Answers the amount released.
 */
export async function releaseHoldsInBulk(
  ledger: LedgerTx,
  input: { merchantId: number; holdIds: number[]; now: Date },
): Promise<bigint> {
  if (!input.holdIds.length) return 0n;
  const r = ledger.repository;
  const holds = await r.resolveHolds(input.merchantId, null, input.holdIds, 'voided', input.now);
  if (holds.length !== new Set(input.holdIds).size) {
    throw new Error(
      `a hold of ${input.holdIds.length} is not a pending transfer of merchant ${input.merchantId}`,
    );
  }
  const walk = new Walk(
    input.merchantId,
    await r.lockAccounts(input.merchantId, [...new Set(holds.map((h) => h.debitAccountId))]),
  );
  let total = 0n;
  for (const hold of holds) {
    walk.move(hold.id, hold.debitAccountId, 'release', 0n, -hold.amount);
    total += hold.amount;
  }
  await r.changeAccountsInBulk(walk.changes());
  await r.insertEntriesInBulk(walk.entries);
  return total;
}
