import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type TransferStatus } from './wallet.tables.js';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = typeof ledgerTransfers.$inferInsert;
export type NewEntry = typeof ledgerEntries.$inferInsert;

/** SQL of the double-entry ledger. Row locks are taken here; the order of locking is the caller's. */
export class LedgerRepository {
  constructor(private readonly db: DbOrTx) {}

  async findMemberAccount(merchantId: number, currency: string, memberId: number, code: string) {
    const [row] = await this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.memberId, memberId),
          eq(ledgerAccounts.code, code),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async findHouseAccount(merchantId: number, currency: string, code: string) {
    const [row] = await this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.ownerKind, 'house'),
          eq(ledgerAccounts.code, code),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Opens a member's wallet account unless it exists. The member must belong to the merchant,
   * so an account can never tie one merchant's ledger to another's member.
   */
  async createMemberAccount(merchantId: number, currency: string, memberId: number, code: string) {
    await this.db.execute(sql`
      INSERT INTO ledger_accounts (merchant_id, currency, owner_kind, member_id, code)
      SELECT ${merchantId}, ${currency}, 'member', m.id, ${code}
      FROM members m WHERE m.id = ${memberId} AND m.merchant_id = ${merchantId}
      ON CONFLICT DO NOTHING`);
    return this.findMemberAccount(merchantId, currency, memberId, code);
  }

  async createHouseAccount(merchantId: number, currency: string, code: string) {
    await this.db
      .insert(ledgerAccounts)
      .values({ merchantId, currency, ownerKind: 'house', memberId: null, code })
      .onConflictDoNothing();
    return this.findHouseAccount(merchantId, currency, code);
  }

  /**
   * Locks the accounts named by owner (member wallet or house account) in id order, in one round
   * trip; answers those that exist.
   */
  async lockByOwner(
    merchantId: number,
    currency: string,
    owners: ({ memberId: number; code: string } | { house: string })[],
  ): Promise<AccountRow[]> {
    const match = (o: (typeof owners)[number]): SQL =>
      'house' in o
        ? and(
            eq(ledgerAccounts.ownerKind, 'house'),
            isNull(ledgerAccounts.memberId),
            eq(ledgerAccounts.code, o.house),
          )!
        : and(
            eq(ledgerAccounts.ownerKind, 'member'),
            eq(ledgerAccounts.memberId, o.memberId),
            eq(ledgerAccounts.code, o.code),
          )!;
    return this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          or(...owners.map(match)),
        ),
      )
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  }

  /** Locks the accounts in id order, the one order every transaction uses, so two never deadlock. */
  async lockAccounts(merchantId: number, ids: number[]): Promise<AccountRow[]> {
    return this.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), inArray(ledgerAccounts.id, ids)))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
  }

  /** Changes several (locked) accounts in one statement; answers their new state by id. */
  async changeAccounts(changes: { id: number; balance: bigint; held: bigint }[]) {
    const ids = changes.map((c) => c.id);
    const delta = (pick: (c: (typeof changes)[number]) => bigint) =>
      sql.join(
        [sql`CASE id`, ...changes.map((c) => sql`WHEN ${c.id} THEN ${pick(c).toString()}::bigint`), sql`END`],
        sql` `,
      );
    const rows = await this.db
      .update(ledgerAccounts)
      .set({
        balance: sql`${ledgerAccounts.balance} + ${delta((c) => c.balance)}`,
        held: sql`${ledgerAccounts.held} + ${delta((c) => c.held)}`,
        version: sql`${ledgerAccounts.version} + 1`,
      })
      .where(inArray(ledgerAccounts.id, ids))
      .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held });
    return new Map(rows.map((r) => [r.id, r]));
  }

  async findTransferByKey(merchantId: number, key: string): Promise<TransferRow | null> {
    const [row] = await this.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  async lockTransfer(merchantId: number, id: number): Promise<TransferRow | null> {
    const [row] = await this.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.id, id)))
      .for('update');
    return row ?? null;
  }

  /** Null when the merchant already has a transfer under the idempotency key. */
  async insertTransfer(row: NewTransfer): Promise<TransferRow | null> {
    const [inserted] = await this.db.insert(ledgerTransfers).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  }

  async setTransferStatus(id: number, status: TransferStatus, at: Date): Promise<TransferRow> {
    const [row] = await this.db
      .update(ledgerTransfers)
      .set({ status, resolvedAt: at })
      .where(and(eq(ledgerTransfers.id, id), eq(ledgerTransfers.status, 'pending')))
      .returning();
    return row!;
  }

  async insertEntries(rows: NewEntry[]): Promise<void> {
    await this.db.insert(ledgerEntries).values(rows);
  }

  /** The first entry a transfer wrote on an account: what the account looked like right after it. */
  async firstEntry(transferId: number, accountId: number) {
    const [row] = await this.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transferId, transferId), eq(ledgerEntries.accountId, accountId)))
      .orderBy(asc(ledgerEntries.id))
      .limit(1);
    return row ?? null;
  }

  async accountsOfMember(merchantId: number, currency: string, memberId: number): Promise<AccountRow[]> {
    return this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.merchantId, merchantId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.ownerKind, 'member'),
          eq(ledgerAccounts.memberId, memberId),
        ),
      );
  }

  async history(merchantId: number, accountId: number, page: number, size: number) {
    const where = and(eq(ledgerEntries.merchantId, merchantId), eq(ledgerEntries.accountId, accountId));
    const rows = await this.db
      .select({ entry: ledgerEntries, kind: ledgerTransfers.kind, remarks: ledgerTransfers.remarks })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(ledgerEntries).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Per currency: the sum of every account (zero in a sound ledger), members' total, pending holds. */
  async summary(merchantId: number) {
    const result = await this.db.execute(sql`
      SELECT currency,
             sum(balance)::text AS total,
             coalesce(sum(balance) FILTER (WHERE owner_kind = 'member'), 0)::text AS members,
             sum(held)::text AS held
      FROM ledger_accounts WHERE merchant_id = ${merchantId}
      GROUP BY currency ORDER BY currency`);
    const houses = await this.db
      .select({
        currency: ledgerAccounts.currency,
        code: ledgerAccounts.code,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.ownerKind, 'house')))
      .orderBy(asc(ledgerAccounts.code));
    return {
      sums: rowsOf<{ currency: string; total: string; members: string; held: string }>(result),
      houses,
    };
  }
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed differently by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
