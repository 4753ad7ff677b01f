import type { TransferKind } from '@platform/shared';
import type { AccountRow, NewEntry } from './ledger.repository.js';
import { requestHash, type HouseAccount, type LedgerTx } from './ledger.js';

/** A prize for the member whose hold `holdId` was: paid from the house account to the hold's debit account. */
export interface HoldPayout {
  holdId: number;
  amount: bigint;
  idempotencyKey: string;
  reference?: string | null;
}

export interface BulkSettlement {
  merchantId: number;
  currency: string;
  /** Pending holds to post (each moves its amount from its debit to its credit account). */
  holdIds: number[];
  house: HouseAccount;
  payouts: HoldPayout[];
  payoutKind: TransferKind;
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
 * Posts many holds and pays many prizes in a handful of statements, inside the caller's ledger
 * transaction: the holds are marked posted (which locks them), the accounts locked in id order
 * like every ledger transaction, the prizes written in one insert, the balances changed with one
 * statement (one row per account, whatever the number of transfers) and one history entry
 * written per account and transfer in one insert, with the balances each entry left behind.
 * Any hold no longer pending, or a payout key used before, aborts the whole transaction: the
 * caller settles each hold once and can run the batch again after a crash.
 */
export async function settleHoldsInBulk(ledger: LedgerTx, input: BulkSettlement): Promise<void> {
  const { merchantId, currency } = input;
  if (!input.holdIds.length && !input.payouts.length) return;
  const r = ledger.repository;
  const house = await ledger.account(merchantId, currency, { owner: 'house', code: input.house });
  const holds = await r.resolveHolds(merchantId, currency, input.holdIds, 'posted', input.now);
  if (holds.length !== new Set(input.holdIds).size) {
    throw new Error(
      `a hold of ${input.holdIds.length} is not a pending ${currency} transfer of merchant ${merchantId}`,
    );
  }
  const byId = new Map(holds.map((h) => [h.id, h]));
  for (const p of input.payouts) {
    if (p.amount <= 0n || !byId.has(p.holdId))
      throw new Error(`payout for hold ${p.holdId} is not settled with it`);
  }

  const accountIds = new Set<number>([house.id]);
  for (const h of holds) accountIds.add(h.debitAccountId).add(h.creditAccountId);
  const walk = new Walk(merchantId, await r.lockAccounts(merchantId, [...accountIds]));

  const paid = await r.insertPostedTransfers(
    input.payouts.map((p) => ({
      merchantId,
      currency,
      debitAccountId: house.id,
      creditAccountId: byId.get(p.holdId)!.debitAccountId,
      amount: p.amount,
      kind: input.payoutKind,
      idempotencyKey: p.idempotencyKey,
      requestHash: requestHash({ hold: p.holdId, amount: p.amount, kind: input.payoutKind }),
      reference: p.reference ?? null,
    })),
  );
  if (paid.length !== input.payouts.length) throw new Error('a payout idempotency key was used before');

  for (const hold of holds) {
    walk.move(hold.id, hold.debitAccountId, 'post', -hold.amount, -hold.amount);
    walk.move(hold.id, hold.creditAccountId, 'post', hold.amount, 0n);
  }
  for (const transfer of paid) {
    walk.move(transfer.id, transfer.debitAccountId, 'direct', -transfer.amount, 0n);
    walk.move(transfer.id, transfer.creditAccountId, 'direct', transfer.amount, 0n);
  }
  await r.changeAccountsInBulk(walk.changes());
  await r.insertEntriesInBulk(walk.entries);
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
