import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from './member.tables.js';

/** What other modules' lists show of members: the account behind a member id. */
export class MemberReads {
  constructor(private readonly db: DbOrTx) {}

  /** The usernames of those of these ids that are members of the merchant. */
  async usernames(merchantId: number, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.id, unique)));
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}
