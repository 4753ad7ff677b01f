import { and, count, desc, eq, gt, gte, ilike, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminRole } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { adminAuditLog, adminSessions, adminUsers } from './admin.tables.js';

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = typeof adminAuditLog.$inferInsert;

export interface AuditFilter {
  operator?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

/** Escapes LIKE wildcards so a search term matches literally. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class AdminRepository {
  constructor(private readonly db: DbOrTx) {}

  async findUser(merchantId: number, username: string): Promise<AdminUserRow | null> {
    const [row] = await this.db
      .select()
      .from(adminUsers)
      .where(and(eq(adminUsers.merchantId, merchantId), eq(adminUsers.username, username)))
      .limit(1);
    return row ?? null;
  }

  /** Whether the merchant has a user of this name, ignoring case. */
  async usernameTaken(merchantId: number, username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.merchantId, merchantId),
          sql`lower(${adminUsers.username}) = ${username.toLowerCase()}`,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async findById(merchantId: number, id: number): Promise<AdminUserRow | null> {
    const [row] = await this.db
      .select()
      .from(adminUsers)
      .where(and(eq(adminUsers.merchantId, merchantId), eq(adminUsers.id, id)))
      .limit(1);
    return row ?? null;
  }

  /** Creates the user unless the merchant already has one of that name. */
  async ensureUser(row: typeof adminUsers.$inferInsert): Promise<void> {
    await this.db.insert(adminUsers).values(row).onConflictDoNothing();
  }

  /** The new user, or null when the merchant already has one of that name. */
  async insertUser(row: typeof adminUsers.$inferInsert): Promise<AdminUserRow | null> {
    const [created] = await this.db.insert(adminUsers).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async updateUser(
    merchantId: number,
    id: number,
    patch: Partial<Pick<AdminUserRow, 'displayName' | 'role' | 'status' | 'passwordHash'>>,
  ): Promise<AdminUserRow | null> {
    const [row] = await this.db
      .update(adminUsers)
      .set(patch)
      .where(and(eq(adminUsers.merchantId, merchantId), eq(adminUsers.id, id)))
      .returning();
    return row ?? null;
  }

  async listUsers(merchantId: number, page: number, size: number) {
    const where = eq(adminUsers.merchantId, merchantId);
    const rows = await this.db
      .select()
      .from(adminUsers)
      .where(where)
      .orderBy(adminUsers.id)
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(adminUsers).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Locks the merchant's active owners other than `exceptId` and counts them, so two owners
   * demoting each other at the same time cannot both succeed.
   */
  async lockOtherActiveOwners(merchantId: number, exceptId: number): Promise<number> {
    const rows = await this.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.merchantId, merchantId),
          eq(adminUsers.role, 'OWNER' satisfies AdminRole),
          eq(adminUsers.status, 'A'),
          ne(adminUsers.id, exceptId),
        ),
      )
      .orderBy(adminUsers.id)
      .for('update');
    return rows.length;
  }

  async touchLogin(id: number, at: Date): Promise<void> {
    await this.db.update(adminUsers).set({ lastLoginAt: at }).where(eq(adminUsers.id, id));
  }

  async insertSession(row: typeof adminSessions.$inferInsert): Promise<void> {
    await this.db.insert(adminSessions).values(row);
  }

  /** A live session of an active user, scoped to the merchant the request runs for. */
  async findLive(merchantId: number, tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({ session: adminSessions, user: adminUsers })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.tokenHash, tokenHash),
          eq(adminSessions.merchantId, merchantId),
          eq(adminUsers.merchantId, merchantId),
          eq(adminUsers.status, 'A'),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async revoke(merchantId: number, tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(adminSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(adminSessions.merchantId, merchantId),
          eq(adminSessions.tokenHash, tokenHash),
          isNull(adminSessions.revokedAt),
        ),
      );
  }

  async revokeAllOf(merchantId: number, adminId: number, at: Date): Promise<void> {
    await this.db
      .update(adminSessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(adminSessions.merchantId, merchantId),
          eq(adminSessions.adminId, adminId),
          isNull(adminSessions.revokedAt),
        ),
      );
  }

  async insertAudit(row: NewAuditRow): Promise<void> {
    await this.db.insert(adminAuditLog).values(row);
  }

  async listAudit(merchantId: number, filter: AuditFilter, page: number, size: number) {
    const conditions: SQL[] = [eq(adminAuditLog.merchantId, merchantId)];
    if (filter.operator) conditions.push(ilike(adminAuditLog.username, literal(filter.operator)));
    if (filter.action) conditions.push(ilike(adminAuditLog.action, `%${literal(filter.action)}%`));
    if (filter.from) conditions.push(gte(adminAuditLog.createdAt, filter.from));
    if (filter.to) conditions.push(lt(adminAuditLog.createdAt, filter.to));
    const where = and(...conditions);
    const rows = await this.db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(adminAuditLog).where(where);
    return { rows, total: total?.n ?? 0 };
  }
}
