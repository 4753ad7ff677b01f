import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { outboxMessages, verificationCodes } from './verification.tables.js';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'login' | 'register' | 'reset';
export type CodeRow = typeof verificationCodes.$inferSelect;

export class CodeRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof verificationCodes.$inferInsert): Promise<void> {
    await this.db.insert(verificationCodes).values(row);
  }

  /** The newest unused, unexpired code for a recipient; an older one stops counting once a new one is sent. */
  async latestLive(
    merchantId: number,
    channel: CodeChannel,
    purpose: CodePurpose,
    recipient: string,
    now: Date,
  ): Promise<CodeRow | null> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.recipient, recipient),
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (!row || row.consumedAt || row.expiresAt <= now) return null;
    return row;
  }

  /** Counts an attempt before the code is compared, so parallel guesses cannot exceed the limit. */
  async addAttempt(merchantId: number, id: number): Promise<number> {
    const [row] = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.merchantId, merchantId), eq(verificationCodes.id, id)))
      .returning({ attempts: verificationCodes.attempts });
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  }

  async consume(merchantId: number, id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ consumedAt: at })
      .where(
        and(
          eq(verificationCodes.merchantId, merchantId),
          eq(verificationCodes.id, id),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, at),
        ),
      )
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }
}

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof outboxMessages.$inferInsert): Promise<void> {
    await this.db.insert(outboxMessages).values(row);
  }

  async page(merchantId: number, channel: CodeChannel, recipient: string, page: number, size: number) {
    const where = and(
      eq(outboxMessages.merchantId, merchantId),
      eq(outboxMessages.channel, channel),
      eq(outboxMessages.recipient, recipient),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(outboxMessages)
        .where(where)
        .orderBy(desc(outboxMessages.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(outboxMessages).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
