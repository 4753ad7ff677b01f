import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { array } from '../../platform/db/rows.js';
import type { FraudKind } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/index.js';
import { fraudFlags, fraudRules, fraudSignals } from './fraud.tables.js';

export type FraudRulesRow = typeof fraudRules.$inferSelect;
export type FraudFlagRow = typeof fraudFlags.$inferSelect;

/** A linked signal with what the back office shows of its member. */
export interface LinkedRow {
  kind: FraudKind;
  value: string;
  memberId: number;
  username: string;
  registeredAt: Date;
  linkedAt: Date;
  flagStatus: string | null;
}

export interface GroupKey {
  kind: FraudKind;
  value: string;
}

/** Rules, signals, links and flags of fraud detection; every query is bound to one merchant. */
export class FraudRepository {
  constructor(private readonly db: DbOrTx) {}

  async rules(merchantId: number): Promise<FraudRulesRow | null> {
    const [row] = await this.db.select().from(fraudRules).where(eq(fraudRules.merchantId, merchantId));
    return row ?? null;
  }

  async saveRules(row: Omit<FraudRulesRow, 'updatedAt'>, at: Date): Promise<FraudRulesRow> {
    const { merchantId: _merchant, ...set } = row;
    const [saved] = await this.db
      .insert(fraudRules)
      .values({ ...row, updatedAt: at })
      .onConflictDoUpdate({ target: fraudRules.merchantId, set: { ...set, updatedAt: at } })
      .returning();
    return saved!;
  }

  /**
   * Serialises the work on one shared value until the transaction ends, so two members seen with
   * it at the same moment still find each other.
   */
  async lockValue(merchantId: number, kind: FraudKind, value: string): Promise<void> {
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`fraud:${merchantId}:${kind}:${value}`}))`,
    );
  }

  /** Records that the member was seen with the value (once; the first sighting keeps its time). */
  async record(merchantId: number, kind: FraudKind, value: string, memberId: number, at: Date) {
    await this.db
      .insert(fraudSignals)
      .values({ merchantId, kind, value, memberId, seenAt: at })
      .onConflictDoNothing();
  }

  /** Other members seen with the value (since `since` when given); the unique index finds them. */
  async others(
    merchantId: number,
    kind: FraudKind,
    value: string,
    memberId: number,
    since: Date | null,
    limit = 500,
  ): Promise<number[]> {
    const rows = await this.db
      .select({ memberId: fraudSignals.memberId })
      .from(fraudSignals)
      .where(
        and(
          eq(fraudSignals.merchantId, merchantId),
          eq(fraudSignals.kind, kind),
          eq(fraudSignals.value, value),
          ne(fraudSignals.memberId, memberId),
          since ? gte(fraudSignals.seenAt, since) : undefined,
        ),
      )
      .limit(limit);
    return rows.map((r) => r.memberId);
  }

  /** Marks these members' rows of the value linked; answers the members linked only now. */
  async markLinked(
    merchantId: number,
    kind: FraudKind,
    value: string,
    memberIds: number[],
    at: Date,
  ): Promise<number[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.db
      .update(fraudSignals)
      .set({ linkedAt: at })
      .where(
        and(
          eq(fraudSignals.merchantId, merchantId),
          eq(fraudSignals.kind, kind),
          eq(fraudSignals.value, value),
          inArray(fraudSignals.memberId, memberIds),
          isNull(fraudSignals.linkedAt),
        ),
      )
      .returning({ memberId: fraudSignals.memberId });
    return rows.map((r) => r.memberId);
  }

  /**
   * Flags members for a new link of this kind. A standing flag gains the kind; a cleared one is
   * raised again for the new link alone.
   */
  async flag(merchantId: number, memberIds: number[], kind: FraudKind, at: Date): Promise<void> {
    if (memberIds.length === 0) return;
    await this.db
      .insert(fraudFlags)
      .values(
        memberIds.map((memberId) => ({
          memberId,
          merchantId,
          status: 'FLAGGED' as const,
          kinds: [kind],
          flaggedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: fraudFlags.memberId,
        set: {
          kinds: sql`CASE WHEN ${fraudFlags.status} = 'FLAGGED'
            THEN ARRAY(SELECT DISTINCT k FROM unnest(${fraudFlags.kinds} || excluded.kinds) AS k ORDER BY k)
            ELSE excluded.kinds END`,
          status: 'FLAGGED',
          flaggedAt: at,
          clearedAt: null,
          clearedByAdminId: null,
          clearedBy: null,
          remarks: null,
        },
        // Never across merchants: a member id belongs to one merchant.
        setWhere: eq(fraudFlags.merchantId, merchantId),
      });
  }

  async flagOf(merchantId: number, memberId: number): Promise<FraudFlagRow | null> {
    const [row] = await this.db
      .select()
      .from(fraudFlags)
      .where(and(eq(fraudFlags.merchantId, merchantId), eq(fraudFlags.memberId, memberId)));
    return row ?? null;
  }

  /** Clears a standing flag; null when the member has none. */
  async clear(
    merchantId: number,
    memberId: number,
    by: { adminId: number; username: string },
    remarks: string,
    at: Date,
  ): Promise<FraudFlagRow | null> {
    const [row] = await this.db
      .update(fraudFlags)
      .set({
        status: 'CLEARED',
        clearedAt: at,
        clearedByAdminId: by.adminId,
        clearedBy: by.username,
        remarks,
      })
      .where(
        and(
          eq(fraudFlags.merchantId, merchantId),
          eq(fraudFlags.memberId, memberId),
          eq(fraudFlags.status, 'FLAGGED'),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Link groups of the merchant, newest link first: each kind and shared value once. */
  async groupKeys(
    merchantId: number,
    filter: { kind?: FraudKind; q?: string },
    page: number,
    size: number,
  ): Promise<{ keys: GroupKey[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      eq(fraudSignals.merchantId, merchantId),
      isNotNull(fraudSignals.linkedAt),
      filter.kind ? eq(fraudSignals.kind, filter.kind) : undefined,
    ];
    if (filter.q) {
      // Groups with a member whose name holds the text (any member of the group, not only this row's).
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(sql`EXISTS (SELECT 1 FROM fraud_signals s JOIN members m ON m.id = s.member_id
        WHERE s.merchant_id = ${merchantId} AND s.kind = ${fraudSignals.kind} AND s.value = ${fraudSignals.value}
          AND s.linked_at IS NOT NULL AND m.username ILIKE ${pattern})`);
    }
    const where = and(...conditions);
    const last = sql<Date>`max(${fraudSignals.linkedAt})`;
    const [keys, [counted]] = await Promise.all([
      this.db
        .select({ kind: fraudSignals.kind, value: fraudSignals.value, last })
        .from(fraudSignals)
        .where(where)
        .groupBy(fraudSignals.kind, fraudSignals.value)
        .orderBy(desc(last), fraudSignals.kind, fraudSignals.value)
        .limit(size)
        .offset((page - 1) * size),
      this.db
        .select({ n: sql<number>`count(DISTINCT (${fraudSignals.kind}, ${fraudSignals.value}))::int` })
        .from(fraudSignals)
        .where(where),
    ]);
    return { keys: keys.map(({ kind, value }) => ({ kind, value })), total: Number(counted?.n ?? 0) };
  }

  /** The kinds and values the member's linked rows belong to. */
  async groupKeysOf(merchantId: number, memberId: number): Promise<GroupKey[]> {
    return this.db
      .select({ kind: fraudSignals.kind, value: fraudSignals.value })
      .from(fraudSignals)
      .where(
        and(
          eq(fraudSignals.merchantId, merchantId),
          eq(fraudSignals.memberId, memberId),
          isNotNull(fraudSignals.linkedAt),
        ),
      )
      .orderBy(desc(fraudSignals.linkedAt));
  }

  /** The linked members of these groups, with their names and flags. */
  async linkedMembers(merchantId: number, keys: GroupKey[]): Promise<LinkedRow[]> {
    if (keys.length === 0) return [];
    const pairs = sql.join(
      keys.map((k) => sql`(${k.kind}, ${k.value})`),
      sql`, `,
    );
    const rows = await this.db
      .select({
        kind: fraudSignals.kind,
        value: fraudSignals.value,
        memberId: fraudSignals.memberId,
        username: members.username,
        registeredAt: members.createdAt,
        linkedAt: fraudSignals.linkedAt,
        flagStatus: fraudFlags.status,
      })
      .from(fraudSignals)
      .innerJoin(members, eq(members.id, fraudSignals.memberId))
      .leftJoin(fraudFlags, eq(fraudFlags.memberId, fraudSignals.memberId))
      .where(
        and(
          eq(fraudSignals.merchantId, merchantId),
          isNotNull(fraudSignals.linkedAt),
          sql`(${fraudSignals.kind}, ${fraudSignals.value}) IN (${pairs})`,
        ),
      )
      .orderBy(fraudSignals.linkedAt, fraudSignals.memberId);
    return rows.map((r) => ({ ...r, linkedAt: r.linkedAt! }));
  }

  // ---- Looking back when a rule is switched on ---------------------------------------------------

  /**
   * Values of a kind that more than `atLeast - 1` members were seen with (since `since` when
   * given), in value order after `after`: one batch of a look-back, read along the unique index.
   */
  async sharedValues(
    merchantId: number,
    kind: FraudKind,
    after: string | null,
    since: Date | null,
    atLeast: number,
    limit: number,
  ): Promise<string[]> {
    const rows = await this.db
      .select({ value: fraudSignals.value })
      .from(fraudSignals)
      .where(
        and(
          eq(fraudSignals.merchantId, merchantId),
          eq(fraudSignals.kind, kind),
          after === null ? undefined : gt(fraudSignals.value, after),
          since ? gte(fraudSignals.seenAt, since) : undefined,
        ),
      )
      .groupBy(fraudSignals.value)
      .having(sql`count(*) >= ${atLeast}`)
      .orderBy(fraudSignals.value)
      .limit(limit);
    return rows.map((r) => r.value);
  }

  /** Takes the locks of several values (in one order, so two look-backs never wait on each other). */
  async lockValues(merchantId: number, kind: FraudKind, values: string[]): Promise<void> {
    if (values.length === 0) return;
    const keys = [...values].sort().map((value) => `fraud:${merchantId}:${kind}:${value}`);
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(k)) FROM unnest(${array(keys)}::text[]) WITH ORDINALITY AS v(k, n) ORDER BY n`,
    );
  }

  /** Marks every row of these values linked (since `since` when given); answers the members linked only now. */
  async markValuesLinked(
    merchantId: number,
    kind: FraudKind,
    values: string[],
    since: Date | null,
    at: Date,
  ): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await this.db
      .update(fraudSignals)
      .set({ linkedAt: at })
      .where(
        and(
          eq(fraudSignals.merchantId, merchantId),
          eq(fraudSignals.kind, kind),
          inArray(fraudSignals.value, values),
          isNull(fraudSignals.linkedAt),
          since ? gte(fraudSignals.seenAt, since) : undefined,
        ),
      )
      .returning({ memberId: fraudSignals.memberId });
    return [...new Set(rows.map((r) => r.memberId))];
  }
}
