import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { speedTestTasks } from './support.tables.js';

export type SpeedTestRow = typeof speedTestTasks.$inferSelect;

/** Speed-test tasks of one merchant. */
export class SpeedTestRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(row: typeof speedTestTasks.$inferInsert): Promise<SpeedTestRow> {
    const [created] = await this.db.insert(speedTestTasks).values(row).returning();
    return created!;
  }

  async ofMember(merchantId: number, memberId: number, taskId: string): Promise<SpeedTestRow | null> {
    const [row] = await this.db
      .select()
      .from(speedTestTasks)
      .where(
        and(
          eq(speedTestTasks.merchantId, merchantId),
          eq(speedTestTasks.memberId, memberId),
          eq(speedTestTasks.taskId, taskId),
        ),
      );
    return row ?? null;
  }

  /** Stores the first result only; false when one was stored already. */
  async recordResult(
    id: number,
    result: { success: boolean; elapsedMs: number; message: string | null; resultAt: Date },
  ): Promise<boolean> {
    const updated = await this.db
      .update(speedTestTasks)
      .set(result)
      .where(and(eq(speedTestTasks.id, id), isNull(speedTestTasks.resultAt)))
      .returning({ id: speedTestTasks.id });
    return updated.length > 0;
  }

  /** Newest first; only the tasks sent to memberId when it is given. */
  async list(merchantId: number, memberId: number | undefined, page: number, size: number) {
    const where = and(
      eq(speedTestTasks.merchantId, merchantId),
      memberId === undefined ? undefined : eq(speedTestTasks.memberId, memberId),
    );
    const rows = await this.db
      .select()
      .from(speedTestTasks)
      .where(where)
      .orderBy(desc(speedTestTasks.createdAt), desc(speedTestTasks.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(speedTestTasks).where(where);
    return { rows, total: total?.n ?? 0 };
  }
}
