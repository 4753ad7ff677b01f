import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeStatus, NoticeType } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { notices } from './message.tables.js';
import type { NoticeRow } from './message.repository.js';
import { titleMatches } from '../../platform/db/content-texts.js';

export interface NoticeFilter {
  types: readonly NoticeType[];
  status?: NoticeStatus;
  q?: string;
  platform?: string;
  groupName?: string;
  live?: boolean;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The back office's reads and writes of notices, always within one merchant and one view's types. */
export class NoticeAdminRepository {
  constructor(private readonly db: DbOrTx) {}

  private liveAt(now: Date): SQL {
    return and(
      eq(notices.status, 'A'),
      lte(notices.startAt, now),
      or(isNull(notices.endAt), gt(notices.endAt, now)),
    )!;
  }

  async list(merchantId: number, filter: NoticeFilter, now: Date, page: { page: number; size: number }) {
    const where = and(
      eq(notices.merchantId, merchantId),
      inArray(notices.type, [...filter.types]),
      // Deleted rows only when asked for by status.
      filter.status ? eq(notices.status, filter.status) : ne(notices.status, 'D'),
      filter.q ? titleMatches(notices.title, notices.texts, likePattern(filter.q)) : undefined,
      filter.platform ? sql`position(${filter.platform} in ${notices.platforms}) > 0` : undefined,
      filter.groupName ? eq(notices.groupName, filter.groupName) : undefined,
      filter.live === undefined ? undefined : filter.live ? this.liveAt(now) : sql`NOT (${this.liveAt(now)})`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notices)
        .where(where)
        .orderBy(asc(notices.sortOrder), desc(notices.startAt), desc(notices.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(notices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async byId(merchantId: number, types: readonly NoticeType[], id: number): Promise<NoticeRow | null> {
    const [row] = await this.db
      .select()
      .from(notices)
      .where(and(eq(notices.merchantId, merchantId), inArray(notices.type, [...types]), eq(notices.id, id)));
    return row ?? null;
  }

  async insert(row: typeof notices.$inferInsert): Promise<NoticeRow> {
    const [created] = await this.db.insert(notices).values(row).returning();
    return created!;
  }

  async update(
    merchantId: number,
    types: readonly NoticeType[],
    id: number,
    patch: Partial<typeof notices.$inferInsert>,
  ): Promise<NoticeRow | null> {
    const [row] = await this.db
      .update(notices)
      .set(patch)
      .where(and(eq(notices.merchantId, merchantId), inArray(notices.type, [...types]), eq(notices.id, id)))
      .returning();
    return row ?? null;
  }
}
