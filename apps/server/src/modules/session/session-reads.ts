import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { sessions } from './session.tables.js';

/** What other modules ask of sessions without holding one's token. */
export class SessionReads {
  constructor(private readonly db: DbOrTx) {}

  /** True when the session of this token hash is the member's first (its first login). */
  async isFirstSession(memberId: number, tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          sql`${sessions.createdAt} <= (SELECT s.created_at FROM sessions s WHERE s.token_hash = ${tokenHash})`,
        ),
      );
    return (row?.n ?? 0) === 1;
  }
}
