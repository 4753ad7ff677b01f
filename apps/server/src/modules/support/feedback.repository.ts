import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { feedback } from './support.tables.js';

/** Feedback of one merchant; images are read only one at a time, never with a list. */
export class FeedbackRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(row: typeof feedback.$inferInsert) {
    const [created] = await this.db
      .insert(feedback)
      .values(row)
      .returning({ id: feedback.id, createdAt: feedback.createdAt });
    return created!;
  }

  async list(merchantId: number, type: number | undefined, page: number, size: number) {
    const where = and(
      eq(feedback.merchantId, merchantId),
      type === undefined ? undefined : eq(feedback.type, type),
    );
    const rows = await this.db
      .select({
        id: feedback.id,
        sender: feedback.sender,
        memberId: feedback.memberId,
        type: feedback.type,
        content: feedback.content,
        imageType: feedback.imageType,
        ip: feedback.ip,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(feedback).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async image(merchantId: number, id: number) {
    const [row] = await this.db
      .select({ contentType: feedback.imageType, bytes: feedback.image })
      .from(feedback)
      .where(and(eq(feedback.merchantId, merchantId), eq(feedback.id, id)));
    return row?.bytes && row.contentType ? { contentType: row.contentType, bytes: row.bytes } : null;
  }
}
