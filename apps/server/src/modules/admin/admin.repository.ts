import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { adminSessions, adminUsers } from './admin.tables.js';

export type AdminUserRow = typeof adminUsers.$inferSelect;

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

  /** Creates the user unless the merchant already has one of that name. */
  async ensureUser(row: typeof adminUsers.$inferInsert): Promise<void> {
    await this.db.insert(adminUsers).values(row).onConflictDoNothing();
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
}
