import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/member.tables.js';
import { memberTwoFactor } from '../security/security.tables.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../wallet/wallet.tables.js';

export interface MemberSearch {
  q?: string;
  status?: 'ACTIVE' | 'LOCKED';
}

const upline = alias(members, 'upline');

function literal(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The back office's reads and writes of members; every query is scoped by the merchant. */
export class MemberAdminRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Sum of the member's accounts in the merchant's currency (every wallet), as a subquery. */
  private balanceOf(currency: string) {
    return sql<string>`coalesce((SELECT sum(a.balance) FROM ${ledgerAccounts} a
      WHERE a.owner_kind = 'member' AND a.member_id = ${members.id}
        AND a.merchant_id = ${members.merchantId} AND a.currency = ${currency}), 0)::text`;
  }

  private columns(currency: string) {
    return {
      member: members,
      upline: upline.username,
      balance: this.balanceOf(currency),
    };
  }

  async search(merchantId: number, currency: string, filter: MemberSearch, page: number, size: number) {
    const conditions: (SQL | undefined)[] = [eq(members.merchantId, merchantId)];
    if (filter.status === 'ACTIVE') conditions.push(eq(members.status, 'A'));
    if (filter.status === 'LOCKED') conditions.push(ne(members.status, 'A'));
    if (filter.q) {
      const like = `%${literal(filter.q)}%`;
      const byText = [
        ilike(members.username, like),
        ilike(members.nickname, like),
        ilike(members.mobileNo, like),
      ];
      const id = /^\d{1,15}$/.test(filter.q) ? Number(filter.q) : null;
      conditions.push(or(...byText, ...(id !== null ? [eq(members.id, id)] : [])));
    }
    const where = and(...conditions);
    const rows = await this.db
      .select(this.columns(currency))
      .from(members)
      .leftJoin(upline, and(eq(upline.id, members.uplineId), eq(upline.merchantId, members.merchantId)))
      .where(where)
      .orderBy(desc(members.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(members).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async find(merchantId: number, currency: string, id: number) {
    const [row] = await this.db
      .select(this.columns(currency))
      .from(members)
      .leftJoin(upline, and(eq(upline.id, members.uplineId), eq(upline.merchantId, members.merchantId)))
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .limit(1);
    return row ?? null;
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

  recentLedger(merchantId: number, memberId: number, limit: number) {
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

  async twoFactorOn(merchantId: number, memberId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ enabledAt: memberTwoFactor.totpEnabledAt })
      .from(memberTwoFactor)
      .where(and(eq(memberTwoFactor.merchantId, merchantId), eq(memberTwoFactor.memberId, memberId)))
      .limit(1);
    return Boolean(row?.enabledAt);
  }

  async setStatus(merchantId: number, memberId: number, status: 'A' | 'L'): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ status })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)))
      .returning({ id: members.id });
    return rows.length > 0;
  }
}
