import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  depositAccounts,
  depositMethods,
  depositReceipts,
  fundingRequests,
  walletSettings,
} from './wallet.tables.js';

export type DepositMethodRow = typeof depositMethods.$inferSelect;
export type DepositAccountRow = typeof depositAccounts.$inferSelect;
export type NewDepositMethod = typeof depositMethods.$inferInsert;
export type NewDepositAccount = typeof depositAccounts.$inferInsert;

/** An account as lists show it: everything but the QR image's bytes. */
const accountColumns = {
  id: depositAccounts.id,
  merchantId: depositAccounts.merchantId,
  methodId: depositAccounts.methodId,
  bankName: depositAccounts.bankName,
  accountName: depositAccounts.accountName,
  accountNo: depositAccounts.accountNo,
  qrContentType: depositAccounts.qrContentType,
  enabled: depositAccounts.enabled,
  dailyCap: depositAccounts.dailyCap,
  sort: depositAccounts.sort,
  createdAt: depositAccounts.createdAt,
};
export type DepositAccountSummary = Omit<DepositAccountRow, 'qrImage'>;

/** The merchant's deposit methods, their receiving accounts, rotation and deposit receipts. */
export class DepositMethodRepository {
  constructor(private readonly db: DbOrTx) {}

  async methods(merchantId: number): Promise<DepositMethodRow[]> {
    return this.db
      .select()
      .from(depositMethods)
      .where(eq(depositMethods.merchantId, merchantId))
      .orderBy(asc(depositMethods.sort), asc(depositMethods.id));
  }

  async method(merchantId: number, id: number): Promise<DepositMethodRow | null> {
    const [row] = await this.db
      .select()
      .from(depositMethods)
      .where(and(eq(depositMethods.merchantId, merchantId), eq(depositMethods.id, id)))
      .limit(1);
    return row ?? null;
  }

  async insertMethod(row: NewDepositMethod): Promise<DepositMethodRow> {
    const [inserted] = await this.db.insert(depositMethods).values(row).returning();
    return inserted!;
  }

  async updateMethod(
    merchantId: number,
    id: number,
    change: Partial<NewDepositMethod>,
  ): Promise<DepositMethodRow | null> {
    const [row] = await this.db
      .update(depositMethods)
      .set(change)
      .where(and(eq(depositMethods.merchantId, merchantId), eq(depositMethods.id, id)))
      .returning();
    return row ?? null;
  }

  /** The accounts of the merchant's methods (all of them, or of the given ones), without QR bytes. */
  async accounts(merchantId: number, methodIds?: number[]): Promise<DepositAccountSummary[]> {
    if (methodIds && methodIds.length === 0) return [];
    return this.db
      .select(accountColumns)
      .from(depositAccounts)
      .where(
        and(
          eq(depositAccounts.merchantId, merchantId),
          methodIds ? inArray(depositAccounts.methodId, methodIds) : undefined,
        ),
      )
      .orderBy(asc(depositAccounts.sort), asc(depositAccounts.id));
  }

  async account(merchantId: number, id: number): Promise<DepositAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(depositAccounts)
      .where(and(eq(depositAccounts.merchantId, merchantId), eq(depositAccounts.id, id)))
      .limit(1);
    return row ?? null;
  }

  async insertAccount(row: NewDepositAccount): Promise<DepositAccountSummary> {
    const [inserted] = await this.db.insert(depositAccounts).values(row).returning(accountColumns);
    return inserted!;
  }

  async updateAccount(
    merchantId: number,
    id: number,
    change: Partial<NewDepositAccount>,
  ): Promise<DepositAccountSummary | null> {
    const [row] = await this.db
      .update(depositAccounts)
      .set(change)
      .where(and(eq(depositAccounts.merchantId, merchantId), eq(depositAccounts.id, id)))
      .returning(accountColumns);
    return row ?? null;
  }

  /**
   * Takes the next turn of a method's rotation: the counter is raised under the method's row
   * lock, so concurrent requests each get their own number and the accounts take turns.
   */
  async nextTurn(merchantId: number, methodId: number): Promise<number | null> {
    const [row] = await this.db
      .update(depositMethods)
      .set({ rotation: sql`${depositMethods.rotation} + 1` })
      .where(
        and(
          eq(depositMethods.merchantId, merchantId),
          eq(depositMethods.id, methodId),
          eq(depositMethods.enabled, true),
        ),
      )
      .returning({ rotation: depositMethods.rotation });
    return row ? row.rotation - 1 : null;
  }

  /** What each account of a method has been given to take since `since` (requests not rejected). */
  async assignedSince(methodId: number, since: Date): Promise<Map<number, bigint>> {
    const rows = await this.db
      .select({
        accountId: fundingRequests.depositAccountId,
        total: sql<string>`coalesce(sum(${fundingRequests.amount}), 0)`,
      })
      .from(fundingRequests)
      .where(
        and(
          eq(fundingRequests.depositMethodId, methodId),
          gte(fundingRequests.createdAt, since),
          ne(fundingRequests.status, 'REJECTED'),
        ),
      )
      .groupBy(fundingRequests.depositAccountId);
    return new Map(rows.filter((r) => r.accountId !== null).map((r) => [r.accountId!, BigInt(r.total)]));
  }

  async referenceTaken(merchantId: number, reference: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: fundingRequests.id })
      .from(fundingRequests)
      .where(and(eq(fundingRequests.merchantId, merchantId), eq(fundingRequests.referenceCode, reference)))
      .limit(1);
    return Boolean(row);
  }

  async expiryMinutes(merchantId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ minutes: walletSettings.depositExpiryMinutes })
      .from(walletSettings)
      .where(eq(walletSettings.merchantId, merchantId))
      .limit(1);
    return row?.minutes ?? null;
  }

  /** Sets the expiry of a merchant that has wallet settings; false when it has none yet. */
  async setExpiryMinutes(merchantId: number, minutes: number): Promise<boolean> {
    const rows = await this.db
      .update(walletSettings)
      .set({ depositExpiryMinutes: minutes })
      .where(eq(walletSettings.merchantId, merchantId))
      .returning({ merchantId: walletSettings.merchantId });
    return rows.length > 0;
  }

  async insertSettings(row: typeof walletSettings.$inferInsert): Promise<void> {
    await this.db
      .insert(walletSettings)
      .values(row)
      .onConflictDoUpdate({
        target: walletSettings.merchantId,
        set: { depositExpiryMinutes: row.depositExpiryMinutes },
      });
  }

  // ---- Receipts ------------------------------------------------------------------------------

  async saveReceipt(row: typeof depositReceipts.$inferInsert): Promise<void> {
    await this.db
      .insert(depositReceipts)
      .values(row)
      .onConflictDoUpdate({
        target: depositReceipts.fundingRequestId,
        set: { contentType: row.contentType, bytes: row.bytes, sha256: row.sha256, createdAt: new Date() },
      });
  }

  async receipt(merchantId: number, fundingRequestId: number) {
    const [row] = await this.db
      .select({ contentType: depositReceipts.contentType, bytes: depositReceipts.bytes })
      .from(depositReceipts)
      .where(
        and(
          eq(depositReceipts.merchantId, merchantId),
          eq(depositReceipts.fundingRequestId, fundingRequestId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Which of these requests have a receipt. */
  async withReceipts(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: depositReceipts.fundingRequestId })
      .from(depositReceipts)
      .where(inArray(depositReceipts.fundingRequestId, ids));
    return new Set(rows.map((r) => r.id));
  }
}
