import { and, desc, eq, inArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './wallet.tables.js';

/** Members' money as the back office reads it; every query is scoped by the merchant. */
export class MemberMoneyRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Per member, the sum of every wallet balance in one currency (members without an account are absent). */
  async balances(merchantId: number, currency: string, memberIds: number[]): Promise<Map<number, bigint>> {
    if (!memberIds.length) return new Map();
    const rows = await this.db
      .select({ memberId: ledgerAccounts.memberId, balance: sum(ledgerAccounts.balance) })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.currency, currency),
          inArray(ledgerAccounts.memberId, memberIds),
        ),
      )
      .groupBy(ledgerAccounts.memberId);
    return new Map(rows.map((r) => [r.memberId!, BigInt(r.balance ?? 0)]));
  }

  wallets(merchantId: number, memberId: number) {
    return this.db
      .select({
        code: ledgerAccounts.code,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
        held: ledgerAccounts.held,
      })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.memberId, memberId),
        ),
      )
      .orderBy(ledgerAccounts.currency, ledgerAccounts.code);
  }

  /** The member's latest ledger entries over every wallet, newest first. */
  recentEntries(merchantId: number, memberId: number, limit: number) {
    return this.db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransfers.kind,
        event: ledgerEntries.event,
        wallet: ledgerAccounts.code,
        currency: ledgerAccounts.currency,
        balanceDelta: ledgerEntries.balanceDelta,
        heldDelta: ledgerEntries.heldDelta,
        balanceAfter: ledgerEntries.balanceAfter,
        heldAfter: ledgerEntries.heldAfter,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerEntries.merchantId, merchantId),
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.memberId, memberId),
        ),
      )
      .orderBy(desc(ledgerEntries.id))
      .limit(limit);
  }
}
