import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { ApplicationStatus, PromotionType } from '@platform/shared';
import {
  applicationImages,
  promotionApplications,
  promotionBonuses,
  promotionCategories,
  promotions,
  raffleSchedules,
  rebateRates,
  vipLabels,
} from './promotion.tables.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;
export type BonusRow = typeof promotionBonuses.$inferSelect;
export type ScheduleRow = typeof raffleSchedules.$inferSelect;
export type VipLabelRow = typeof vipLabels.$inferSelect;

/** Storage of promotions and their applications, bonuses, raffles, rebate rates and VIP labels. */
export class PromotionRepository {
  constructor(private readonly db: DbOrTx) {}

  private activeAt(merchantId: number, now: Date) {
    return and(
      eq(promotions.merchantId, merchantId),
      eq(promotions.status, 'A'),
      lte(promotions.startAt, now),
      or(isNull(promotions.endAt), gt(promotions.endAt, now)),
    );
  }

  async active(
    merchantId: number,
    now: Date,
    filter: { categoryId?: number | null; types?: PromotionType[] } = {},
    page?: { page: number; size: number },
  ): Promise<{ rows: PromotionRow[]; total: number }> {
    const where = and(
      this.activeAt(merchantId, now),
      filter.categoryId ? eq(promotions.categoryId, filter.categoryId) : undefined,
      filter.types ? inArray(promotions.promotionType, filter.types) : undefined,
    );
    const query = this.db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(asc(promotions.sortOrder), desc(promotions.id));
    const rows = page ? await query.limit(page.size).offset((page.page - 1) * page.size) : await query;
    const [total] = await this.db.select({ n: count() }).from(promotions).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async findActive(merchantId: number, id: number, now: Date): Promise<PromotionRow | null> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(this.activeAt(merchantId, now), eq(promotions.id, id)));
    return row ?? null;
  }

  async findByCode(merchantId: number, code: string, now: Date): Promise<PromotionRow | null> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(
        and(
          this.activeAt(merchantId, now),
          eq(promotions.promoCode, code),
          eq(promotions.promotionType, 'TICKET'),
        ),
      );
    return row ?? null;
  }

  async categories(merchantId: number, now: Date) {
    return this.db
      .select({
        categoryId: promotionCategories.id,
        name: promotionCategories.name,
        count: sql<number>`count(${promotions.id})::int`,
      })
      .from(promotionCategories)
      .leftJoin(
        promotions,
        and(eq(promotions.categoryId, promotionCategories.id), this.activeAt(merchantId, now)),
      )
      .where(eq(promotionCategories.merchantId, merchantId))
      .groupBy(promotionCategories.id, promotionCategories.name, promotionCategories.sortOrder)
      .orderBy(asc(promotionCategories.sortOrder), asc(promotionCategories.id));
  }

  async insertPromotion(row: typeof promotions.$inferInsert): Promise<PromotionRow> {
    const [created] = await this.db.insert(promotions).values(row).returning();
    return created!;
  }

  async updatePromotion(merchantId: number, id: number, patch: Partial<typeof promotions.$inferInsert>) {
    const [row] = await this.db
      .update(promotions)
      .set(patch)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
      .returning();
    return row ?? null;
  }

  async replaceSchedules(merchantId: number, promotionId: number, windows: { startAt: Date; endAt: Date }[]) {
    await this.db.delete(raffleSchedules).where(eq(raffleSchedules.promotionId, promotionId));
    if (windows.length) {
      await this.db.insert(raffleSchedules).values(windows.map((w) => ({ ...w, merchantId, promotionId })));
    }
  }

  async schedules(merchantId: number, promotionId: number): Promise<ScheduleRow[]> {
    return this.db
      .select()
      .from(raffleSchedules)
      .where(and(eq(raffleSchedules.merchantId, merchantId), eq(raffleSchedules.promotionId, promotionId)))
      .orderBy(asc(raffleSchedules.startAt));
  }

  /** Windows open at `now` of the merchant's running RAFFLE promotions, soonest ending first. */
  async openRaffleWindows(
    merchantId: number,
    now: Date,
  ): Promise<{ schedule: ScheduleRow; promotion: PromotionRow }[]> {
    return this.db
      .select({ schedule: raffleSchedules, promotion: promotions })
      .from(raffleSchedules)
      .innerJoin(promotions, eq(promotions.id, raffleSchedules.promotionId))
      .where(
        and(
          this.activeAt(merchantId, now),
          eq(promotions.promotionType, 'RAFFLE'),
          eq(raffleSchedules.merchantId, merchantId),
          lte(raffleSchedules.startAt, now),
          gt(raffleSchedules.endAt, now),
        ),
      )
      .orderBy(asc(raffleSchedules.endAt), asc(raffleSchedules.id));
  }

  /** One raffle window of the merchant. */
  async schedule(merchantId: number, id: number): Promise<ScheduleRow | null> {
    const [row] = await this.db
      .select()
      .from(raffleSchedules)
      .where(and(eq(raffleSchedules.merchantId, merchantId), eq(raffleSchedules.id, id)));
    return row ?? null;
  }

  // ---- Applications -----------------------------------------------------------------------------

  async latestApplications(
    memberId: number,
    promotionIds: number[],
  ): Promise<Map<number, ApplicationStatus>> {
    if (promotionIds.length === 0) return new Map();
    const rows = await this.db
      .select({ promotionId: promotionApplications.promotionId, status: promotionApplications.status })
      .from(promotionApplications)
      .where(
        and(
          eq(promotionApplications.memberId, memberId),
          inArray(promotionApplications.promotionId, promotionIds),
        ),
      )
      .orderBy(asc(promotionApplications.id));
    return new Map(rows.map((r) => [r.promotionId, r.status]));
  }

  async insertApplication(row: typeof promotionApplications.$inferInsert): Promise<ApplicationRow> {
    const [created] = await this.db.insert(promotionApplications).values(row).returning();
    return created!;
  }

  async insertImages(rows: (typeof applicationImages.$inferInsert)[]) {
    if (rows.length) await this.db.insert(applicationImages).values(rows);
  }

  async image(merchantId: number, applicationId: number, position: number) {
    const [row] = await this.db
      .select({ contentType: applicationImages.contentType, bytes: applicationImages.bytes })
      .from(applicationImages)
      .where(
        and(
          eq(applicationImages.merchantId, merchantId),
          eq(applicationImages.applicationId, applicationId),
          eq(applicationImages.position, position),
        ),
      );
    return row ?? null;
  }

  async lockApplication(merchantId: number, id: number): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)))
      .for('update');
    return row ?? null;
  }

  async decideApplication(id: number, patch: Partial<typeof promotionApplications.$inferInsert>) {
    const [row] = await this.db
      .update(promotionApplications)
      .set(patch)
      .where(eq(promotionApplications.id, id))
      .returning();
    return row!;
  }

  async applications(
    merchantId: number,
    filter: { memberId?: number; status?: ApplicationStatus | null },
    page: number,
    size: number,
  ) {
    const where = and(
      eq(promotionApplications.merchantId, merchantId),
      filter.memberId ? eq(promotionApplications.memberId, filter.memberId) : undefined,
      filter.status ? eq(promotionApplications.status, filter.status) : undefined,
    );
    const rows = await this.db
      .select({
        application: promotionApplications,
        title: promotions.title,
        promotionType: promotions.promotionType,
      })
      .from(promotionApplications)
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .where(where)
      .orderBy(desc(promotionApplications.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(promotionApplications).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async promotion(merchantId: number, id: number): Promise<PromotionRow | null> {
    const [row] = await this.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
    return row ?? null;
  }

  // ---- Bonuses ----------------------------------------------------------------------------------

  async bonusByKey(merchantId: number, claimKey: string): Promise<BonusRow | null> {
    const [row] = await this.db
      .select()
      .from(promotionBonuses)
      .where(and(eq(promotionBonuses.merchantId, merchantId), eq(promotionBonuses.claimKey, claimKey)));
    return row ?? null;
  }

  async bonusKeys(merchantId: number, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .select({ key: promotionBonuses.claimKey })
      .from(promotionBonuses)
      .where(and(eq(promotionBonuses.merchantId, merchantId), inArray(promotionBonuses.claimKey, keys)));
    return new Set(rows.map((r) => r.key));
  }

  async insertBonus(row: typeof promotionBonuses.$inferInsert): Promise<BonusRow> {
    const [created] = await this.db.insert(promotionBonuses).values(row).returning();
    return created!;
  }

  async bonuses(
    merchantId: number,
    memberId: number,
    from: Date | null,
    to: Date | null,
    page: number,
    size: number,
  ) {
    const where = and(
      eq(promotionBonuses.merchantId, merchantId),
      eq(promotionBonuses.memberId, memberId),
      from ? sql`${promotionBonuses.createdAt} >= ${from.toISOString()}` : undefined,
      to ? sql`${promotionBonuses.createdAt} <= ${to.toISOString()}` : undefined,
    );
    const rows = await this.db
      .select()
      .from(promotionBonuses)
      .where(where)
      .orderBy(desc(promotionBonuses.id))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await this.db.select({ n: count() }).from(promotionBonuses).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  /** End of the period the member's last rebate covered. */
  async lastRebateUntil(merchantId: number, memberId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ until: sql<string | null>`max(${promotionBonuses.coveredUntil})` })
      .from(promotionBonuses)
      .where(
        and(
          eq(promotionBonuses.merchantId, merchantId),
          eq(promotionBonuses.memberId, memberId),
          eq(promotionBonuses.source, 'REBATE'),
        ),
      );
    return row?.until ? new Date(row.until) : null;
  }

  async rebateRates(merchantId: number) {
    return this.db
      .select({ gameType: rebateRates.gameType, rateX100: rebateRates.rateX100 })
      .from(rebateRates)
      .where(eq(rebateRates.merchantId, merchantId))
      .orderBy(asc(rebateRates.gameType));
  }

  async vipLabels(merchantId: number): Promise<VipLabelRow[]> {
    return this.db
      .select()
      .from(vipLabels)
      .where(eq(vipLabels.merchantId, merchantId))
      .orderBy(asc(vipLabels.rankLevel));
  }
}
