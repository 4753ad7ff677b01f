import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerTransfers } from './wallet.tables.js';
import type { AccountRow, NewEntry, NewTransfer, TransferRow } from './ledger.repository.js';
import { requestHash, type HouseAccount, type LedgerTx } from './ledger.js';
import type { TransferKind } from '@platform/shared';

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

const ENTRY_CHUNK = 1000;

/**
 * Posts many holds and pays many prizes in a handful of statements, inside the caller's ledger
 * transaction: holds and accounts are locked (accounts in id order, like every ledger
 * transaction), the transfers written, the balances changed with one statement and one history
 * entry written per account and transfer, with the balances each entry left behind. Any hold no
 * longer pending, or a payout key used before, aborts the whole transaction: the caller settles
 * each hold once and can run the batch again after a crash.
 */
export async function settleHoldsInBulk(ledger: LedgerTx, input: BulkSettlement): Promise<void> {
  const { merchantId, currency } = input;
  if (!input.holdIds.length && !input.payouts.length) return;
  const tx = ledger.tx;
  const house = await ledger.account(merchantId, currency, { owner: 'house', code: input.house });
  const holds: TransferRow[] = input.holdIds.length
    ? await tx
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.merchantId, merchantId), inArray(ledgerTransfers.id, input.holdIds)))
        .orderBy(asc(ledgerTransfers.id))
        .for('update')
    : [];
  const byId = new Map(holds.map((h) => [h.id, h]));
  for (const id of input.holdIds) {
    const hold = byId.get(id);
    if (!hold || hold.status !== 'pending' || hold.currency !== currency) {
      throw new Error(`hold ${id} is not a pending ${currency} transfer of merchant ${merchantId}`);
    }
  }
  for (const p of input.payouts) {
    if (p.amount <= 0n || !byId.has(p.holdId))
      throw new Error(`payout for hold ${p.holdId} is not settled with it`);
  }

  const accountIds = new Set<number>([house.id]);
  for (const h of holds) accountIds.add(h.debitAccountId).add(h.creditAccountId);
  const locked = await ledger.repository.lockAccounts(merchantId, [...accountIds]);
  const state = new Map<number, AccountRow>(locked.map((a) => [a.id, { ...a }]));

  const paid = input.payouts.length
    ? await tx
        .insert(ledgerTransfers)
        .values(
          input.payouts.map((p): NewTransfer => ({
            merchantId,
            currency,
            debitAccountId: house.id,
            creditAccountId: byId.get(p.holdId)!.debitAccountId,
            amount: p.amount,
            status: 'posted',
            kind: input.payoutKind,
            idempotencyKey: p.idempotencyKey,
            requestHash: requestHash({ hold: p.holdId, amount: p.amount, kind: input.payoutKind }),
            reference: p.reference ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning()
    : [];
  if (paid.length !== input.payouts.length) throw new Error('a payout idempotency key was used before');
  if (holds.length) {
    await tx
      .update(ledgerTransfers)
      .set({ status: 'posted', resolvedAt: input.now })
      .where(inArray(ledgerTransfers.id, input.holdIds));
  }

  const entries: NewEntry[] = [];
  const deltas = new Map<number, { balance: bigint; held: bigint }>();
  const move = (transfer: TransferRow, accountId: number, event: string, balance: bigint, held: bigint) => {
    const account = state.get(accountId)!;
    account.balance += balance;
    account.held += held;
    if (account.ownerKind === 'member' && (account.balance < account.held || account.held < 0n)) {
      throw new Error(`account ${accountId} would be overdrawn`);
    }
    const d = deltas.get(accountId) ?? { balance: 0n, held: 0n };
    d.balance += balance;
    d.held += held;
    deltas.set(accountId, d);
    entries.push({
      merchantId,
      accountId,
      transferId: transfer.id,
      event,
      balanceDelta: balance,
      heldDelta: held,
      balanceAfter: account.balance,
      heldAfter: account.held,
    });
  };
  for (const hold of holds) {
    move(hold, hold.debitAccountId, 'post', -hold.amount, -hold.amount);
    move(hold, hold.creditAccountId, 'post', hold.amount, 0n);
  }
  for (const transfer of paid) {
    move(transfer, transfer.debitAccountId, 'direct', -transfer.amount, 0n);
    move(transfer, transfer.creditAccountId, 'direct', transfer.amount, 0n);
  }
  await ledger.repository.changeAccounts([...deltas].map(([id, d]) => ({ id, ...d })));
  for (let i = 0; i < entries.length; i += ENTRY_CHUNK) {
    await ledger.repository.insertEntries(entries.slice(i, i + ENTRY_CHUNK));
  }
}
