import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { NoticeType } from '@platform/shared';
import { inboxMessages, inboxReads, notices } from './message.tables.js';

export type InboxRow = typeof inboxMessages.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;

/** Inbox messages with each member's read marks, and notices. */
export class MessageRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Messages a member can see: their own and the merchant's broadcasts. */
  private visible(merchantId: number, memberId: number) {
    return and(
      eq(inboxMessages.merchantId, merchantId),
      or(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.memberId)),
    );
  }

  private readAt(memberId: number) {
    return sql<Date | null>`(SELECT r.read_at FROM inbox_reads r WHERE r.message_id = ${inboxMessages.id} AND r.member_id = ${memberId})`;
  }

  async inbox(
    merchantId: number,
    memberId: number,
    q: {
      page: number;
      size: number;
      sort: 'ASC' | 'DESC';
      read?: 'Y' | 'N' | null;
      startTime?: number | null;
      endTime?: number | null;
    },
  ) {
    const readExists = sql`EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = ${inboxMessages.id} AND r.member_id = ${memberId})`;
    const where = and(
      this.visible(merchantId, memberId),
      q.read === 'Y' ? readExists : q.read === 'N' ? sql`NOT ${readExists}` : undefined,
      q.startTime ? gte(inboxMessages.createdAt, new Date(q.startTime)) : undefined,
      q.endTime ? lte(inboxMessages.createdAt, new Date(q.endTime)) : undefined,
    );
    const order =
      q.sort === 'ASC'
        ? [asc(inboxMessages.createdAt), asc(inboxMessages.id)]
        : [desc(inboxMessages.createdAt), desc(inboxMessages.id)];
    const rows = await this.db
      .select({ message: inboxMessages, readAt: this.readAt(memberId) })
      .from(inboxMessages)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const [total] = await this.db.select({ n: count() }).from(inboxMessages).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async one(merchantId: number, memberId: number, id: number) {
    const [row] = await this.db
      .select({ message: inboxMessages, readAt: this.readAt(memberId) })
      .from(inboxMessages)
      .where(and(this.visible(merchantId, memberId), eq(inboxMessages.id, id)));
    return row ?? null;
  }

  async unread(merchantId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(inboxMessages)
      .where(
        and(
          this.visible(merchantId, memberId),
          sql`NOT EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = ${inboxMessages.id} AND r.member_id = ${memberId})`,
        ),
      );
    return row?.n ?? 0;
  }

  /** Marks the given (or all) visible messages read; ids of other members are ignored. */
  async markRead(merchantId: number, memberId: number, ids: number[] | null, at: Date): Promise<number> {
    const targets = await this.db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .where(and(this.visible(merchantId, memberId), ids ? inArray(inboxMessages.id, ids) : undefined));
    if (targets.length === 0) return 0;
    const inserted = await this.db
      .insert(inboxReads)
      .values(targets.map((t) => ({ messageId: t.id, memberId, readAt: at })))
      .onConflictDoNothing()
      .returning({ id: inboxReads.messageId });
    return inserted.length;
  }

  /** Deletes the member's own (not broadcast) messages among the ids, with their read marks. */
  async deletePersonal(merchantId: number, memberId: number, ids: number[]): Promise<number> {
    const own = and(
      eq(inboxMessages.merchantId, merchantId),
      eq(inboxMessages.memberId, memberId),
      inArray(inboxMessages.id, ids),
    );
    const targets = await this.db.select({ id: inboxMessages.id }).from(inboxMessages).where(own);
    if (targets.length === 0) return 0;
    const found = targets.map((t) => t.id);
    await this.db.delete(inboxReads).where(inArray(inboxReads.messageId, found));
    const deleted = await this.db
      .delete(inboxMessages)
      .where(and(own, inArray(inboxMessages.id, found)))
      .returning({ id: inboxMessages.id });
    return deleted.length;
  }

  async insertMessage(row: typeof inboxMessages.$inferInsert): Promise<InboxRow> {
    const [created] = await this.db.insert(inboxMessages).values(row).returning();
    return created!;
  }

  // ---- Notices ----------------------------------------------------------------------------------

  async notices(
    merchantId: number,
    now: Date,
    filter: { types: NoticeType[]; groupName: string; executions: string[] | null; platform: string },
    page: { page: number; size: number },
  ) {
    // Banners belong to a group (a carousel); the other types are merchant-wide.
    const where: SQL | undefined = and(
      eq(notices.merchantId, merchantId),
      eq(notices.status, 'A'),
      inArray(notices.type, filter.types),
      lte(notices.startAt, now),
      or(isNull(notices.endAt), gt(notices.endAt, now)),
      or(sql`${notices.type} <> 'B'`, eq(notices.groupName, filter.groupName)),
      filter.executions ? inArray(notices.execution, filter.executions as ('A' | 'F' | 'B')[]) : undefined,
      sql`position(${filter.platform} in ${notices.platforms}) > 0`,
    );
    const rows = await this.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(asc(notices.sortOrder), desc(notices.startAt), desc(notices.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    const [total] = await this.db.select({ n: count() }).from(notices).where(where);
    return { rows, total: total?.n ?? 0 };
  }
}
