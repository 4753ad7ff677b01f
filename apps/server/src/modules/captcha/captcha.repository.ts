import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { captchas } from './captcha.tables.js';

export class CaptchaRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof captchas.$inferInsert): Promise<void> {
    await this.db.insert(captchas).values(row);
  }

  /**
   * Marks the captcha used and answers its code hash, in one statement so that two requests
   * can never both use it; null when it is unknown, another merchant's, used or expired.
   */
  async consume(merchantId: number, id: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .update(captchas)
      .set({ consumedAt: now })
      .where(
        and(
          eq(captchas.id, id),
          eq(captchas.merchantId, merchantId),
          isNull(captchas.consumedAt),
          gt(captchas.expiresAt, now),
        ),
      )
      .returning({ codeHash: captchas.codeHash });
    return row?.codeHash ?? null;
  }

  async deleteExpiredBefore(at: Date): Promise<void> {
    await this.db.delete(captchas).where(lt(captchas.expiresAt, at));
  }
}
