import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { memberTurnover, turnoverRequirements, turnoverSettings } from './wallet.tables.js';

export type TurnoverRequirementRow = typeof turnoverRequirements.$inferSelect;

/** Turnover settings, members' targets and their requirements (wallet.tables.ts). */
export class TurnoverRepository {
  constructor(private readonly db: DbOrTx) {}

  async settings(merchantId: number): Promise<{ depositX100: number; bonusX100: number }> {
    const [row] = await this.db
      .select({ depositX100: turnoverSettings.depositX100, bonusX100: turnoverSettings.bonusX100 })
      .from(turnoverSettings)
      .where(eq(turnoverSettings.merchantId, merchantId));
    return row ?? { depositX100: 0, bonusX100: 0 };
  }

  async saveSettings(merchantId: number, depositX100: number, bonusX100: number): Promise<void> {
    await this.db
      .insert(turnoverSettings)
      .values({ merchantId, depositX100, bonusX100 })
      .onConflictDoUpdate({ target: turnoverSettings.merchantId, set: { depositX100, bonusX100 } });
  }

  /** The member's target, created at 0 if missing, with the row locked until the transaction ends. */
  async lockTarget(merchantId: number, memberId: number): Promise<bigint> {
    await this.db.insert(memberTurnover).values({ merchantId, memberId }).onConflictDoNothing();
    const [row] = await this.db
      .select({ target: memberTurnover.target })
      .from(memberTurnover)
      .where(and(eq(memberTurnover.memberId, memberId), eq(memberTurnover.merchantId, merchantId)))
      .for('update');
    if (!row) throw new Error(`member ${memberId} is not of merchant ${merchantId}`);
    return row.target;
  }

  /** The member's target without a lock (0 when nothing was ever required). */
  async target(merchantId: number, memberId: number): Promise<bigint> {
    const [row] = await this.db
      .select({ target: memberTurnover.target })
      .from(memberTurnover)
      .where(and(eq(memberTurnover.memberId, memberId), eq(memberTurnover.merchantId, merchantId)));
    return row?.target ?? 0n;
  }

  async setTarget(memberId: number, target: bigint): Promise<void> {
    await this.db.update(memberTurnover).set({ target }).where(eq(memberTurnover.memberId, memberId));
  }

  /** Inserts a requirement once per reference; null when the reference already has one. */
  async insert(row: typeof turnoverRequirements.$inferInsert): Promise<TurnoverRequirementRow | null> {
    const [inserted] = await this.db
      .insert(turnoverRequirements)
      .values(row)
      .onConflictDoNothing()
      .returning();
    return inserted ?? null;
  }

  /** The member's latest requirements, newest first. */
  async latest(merchantId: number, memberId: number, limit: number): Promise<TurnoverRequirementRow[]> {
    return this.db
      .select()
      .from(turnoverRequirements)
      .where(
        and(eq(turnoverRequirements.merchantId, merchantId), eq(turnoverRequirements.memberId, memberId)),
      )
      .orderBy(desc(turnoverRequirements.id))
      .limit(limit);
  }

  async find(merchantId: number, memberId: number, id: number): Promise<TurnoverRequirementRow | null> {
    const [row] = await this.db
      .select()
      .from(turnoverRequirements)
      .where(
        and(
          eq(turnoverRequirements.merchantId, merchantId),
          eq(turnoverRequirements.memberId, memberId),
          eq(turnoverRequirements.id, id),
        ),
      );
    return row ?? null;
  }

  async waive(id: number, adminId: number, remarks: string, at: Date): Promise<void> {
    await this.db
      .update(turnoverRequirements)
      .set({ status: 'WAIVED', waivedByAdminId: adminId, waiveRemarks: remarks, waivedAt: at })
      .where(eq(turnoverRequirements.id, id));
  }

  /** Moves the member's open requirements after `id` forward by `shift` (a waived part). */
  async shiftAfter(memberId: number, id: number, shift: bigint): Promise<void> {
    await this.db
      .update(turnoverRequirements)
      .set({ startBet: sql`${turnoverRequirements.startBet} - ${shift}` })
      .where(
        and(
          eq(turnoverRequirements.memberId, memberId),
          gt(turnoverRequirements.id, id),
          eq(turnoverRequirements.status, 'OPEN'),
        ),
      );
  }
}
