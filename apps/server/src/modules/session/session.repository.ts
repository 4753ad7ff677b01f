import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { KeyPairStorage, StoredKeyPair } from '../../platform/http/rsa-key-store.js';
import { platformKeys, sessions } from './session.tables.js';

export type SessionRow = typeof sessions.$inferSelect;

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(row);
  }

  /** A live session, scoped to the merchant the request runs for. */
  async findLive(merchantId: number, tokenHash: string, now: Date): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          eq(sessions.merchantId, merchantId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** The member whose session this was; null when there was no live one to revoke. */
  async revoke(merchantId: number, tokenHash: string, at: Date): Promise<number | null> {
    const [row] = await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(sessions.merchantId, merchantId),
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ memberId: sessions.memberId });
    return row?.memberId ?? null;
  }

  async revokeAllOfMember(merchantId: number, memberId: number, at: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)),
      );
  }

  async revokeOthersOfMember(merchantId: number, memberId: number, keepTokenHash: string, at: Date) {
    await this.db
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(sessions.merchantId, merchantId),
          eq(sessions.memberId, memberId),
          ne(sessions.tokenHash, keepTokenHash),
          isNull(sessions.revokedAt),
        ),
      );
  }

  async setScope(merchantId: number, tokenHash: string, scope: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ scope })
      .where(and(eq(sessions.merchantId, merchantId), eq(sessions.tokenHash, tokenHash)));
  }
}

/** The key pairs every API node shares (the RSA key of encrypted bodies). */
export class PlatformKeyRepository implements KeyPairStorage {
  constructor(private readonly db: Db) {}

  async find(name: string): Promise<StoredKeyPair | null> {
    const [row] = await this.db
      .select({ privatePem: platformKeys.privatePem, publicModulusHex: platformKeys.publicModulusHex })
      .from(platformKeys)
      .where(eq(platformKeys.name, name))
      .limit(1);
    return row ?? null;
  }

  async insertIfAbsent(name: string, pair: StoredKeyPair): Promise<void> {
    await this.db
      .insert(platformKeys)
      .values({ name, privatePem: pair.privatePem, publicModulusHex: pair.publicModulusHex })
      .onConflictDoNothing();
  }
}
