import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { adminUsers } from './admin.tables.js';

/** What other modules' lists show of operators: who did something, by operator id. */
export class AdminReads {
  constructor(private readonly db: DbOrTx) {}

  /** The usernames of those of these ids that are operators of the merchant. */
  async usernames(merchantId: number, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: adminUsers.id, username: adminUsers.username })
      .from(adminUsers)
      .where(and(eq(adminUsers.merchantId, merchantId), inArray(adminUsers.id, unique)));
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}
