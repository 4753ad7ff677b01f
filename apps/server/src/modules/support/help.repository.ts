import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { helpTags, helpTopics } from './support.tables.js';

export type HelpTagRow = typeof helpTags.$inferSelect;
export type HelpTopicRow = typeof helpTopics.$inferSelect;

/** Help-centre tags and topics of one merchant. */
export class HelpRepository {
  constructor(private readonly db: DbOrTx) {}

  async tags(merchantId: number, language?: string): Promise<HelpTagRow[]> {
    return this.db
      .select()
      .from(helpTags)
      .where(and(eq(helpTags.merchantId, merchantId), language ? eq(helpTags.language, language) : undefined))
      .orderBy(asc(helpTags.language), asc(helpTags.sort), asc(helpTags.id));
  }

  /** Languages the merchant has help in. */
  async languages(merchantId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ language: helpTags.language })
      .from(helpTags)
      .where(eq(helpTags.merchantId, merchantId));
    return rows.map((r) => r.language);
  }

  async tag(merchantId: number, id: number): Promise<HelpTagRow | null> {
    const [row] = await this.db
      .select()
      .from(helpTags)
      .where(and(eq(helpTags.merchantId, merchantId), eq(helpTags.id, id)));
    return row ?? null;
  }

  async topicsOfTags(merchantId: number, tagIds: number[]): Promise<HelpTopicRow[]> {
    if (tagIds.length === 0) return [];
    return this.db
      .select()
      .from(helpTopics)
      .where(and(eq(helpTopics.merchantId, merchantId), inArray(helpTopics.tagId, tagIds)))
      .orderBy(asc(helpTopics.sort), asc(helpTopics.id));
  }

  async topicCounts(merchantId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ tagId: helpTopics.tagId, n: count() })
      .from(helpTopics)
      .where(eq(helpTopics.merchantId, merchantId))
      .groupBy(helpTopics.tagId);
    return new Map(rows.map((r) => [r.tagId, r.n]));
  }

  /** Null when the merchant has this tag code in this language already. */
  async insertTag(row: typeof helpTags.$inferInsert): Promise<HelpTagRow | null> {
    const [created] = await this.db.insert(helpTags).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async updateTag(merchantId: number, id: number, patch: Partial<typeof helpTags.$inferInsert>) {
    const [row] = await this.db
      .update(helpTags)
      .set(patch)
      .where(and(eq(helpTags.merchantId, merchantId), eq(helpTags.id, id)))
      .returning();
    return row ?? null;
  }

  /** Deletes a tag with its topics; false when the merchant has no such tag. */
  async deleteTag(merchantId: number, id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(helpTopics).where(and(eq(helpTopics.merchantId, merchantId), eq(helpTopics.tagId, id)));
      const deleted = await tx
        .delete(helpTags)
        .where(and(eq(helpTags.merchantId, merchantId), eq(helpTags.id, id)))
        .returning({ id: helpTags.id });
      return deleted.length > 0;
    });
  }

  async topics(merchantId: number, tagId: number | undefined, page: number, size: number) {
    const where = and(eq(helpTopics.merchantId, merchantId), tagId ? eq(helpTopics.tagId, tagId) : undefined);
    const rows = await this.db
      .select()
      .from(helpTopics)
      .where(where)
      .orderBy(asc(helpTopics.tagId), asc(helpTopics.sort), asc(helpTopics.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(helpTopics).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async topic(merchantId: number, id: number): Promise<HelpTopicRow | null> {
    const [row] = await this.db
      .select()
      .from(helpTopics)
      .where(and(eq(helpTopics.merchantId, merchantId), eq(helpTopics.id, id)));
    return row ?? null;
  }

  async slugTaken(merchantId: number, language: string, slug: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: helpTopics.id })
      .from(helpTopics)
      .where(
        and(
          eq(helpTopics.merchantId, merchantId),
          eq(helpTopics.language, language),
          eq(helpTopics.slug, slug),
          exceptId ? ne(helpTopics.id, exceptId) : undefined,
        ),
      );
    return Boolean(row);
  }

  /** Null when the slug is taken in that language (a concurrent save). */
  async insertTopic(row: typeof helpTopics.$inferInsert): Promise<HelpTopicRow | null> {
    const [created] = await this.db.insert(helpTopics).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async updateTopic(merchantId: number, id: number, patch: Partial<typeof helpTopics.$inferInsert>) {
    const [row] = await this.db
      .update(helpTopics)
      .set(patch)
      .where(and(eq(helpTopics.merchantId, merchantId), eq(helpTopics.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteTopic(merchantId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(helpTopics)
      .where(and(eq(helpTopics.merchantId, merchantId), eq(helpTopics.id, id)))
      .returning({ id: helpTopics.id });
    return deleted.length > 0;
  }
}
