import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ApplicationStatus, PromotionPhase, PromotionStatus, PromotionType } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { members } from '../member/index.js';
import { promotionApplications, promotionCategories, promotions } from './promotion.tables.js';
import type { PromotionRow } from './promotion.repository.js';
import { titleMatches } from '../../platform/db/content-texts.js';

type Paging = { page: number; size: number };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface PromotionFilter {
  q?: string;
  promotionType?: PromotionType;
  status?: PromotionStatus;
  categoryId?: number;
  phase?: PromotionPhase;
}

export interface ApplicationFilter {
  status: ApplicationStatus | null;
  promotionId?: number;
  username?: string;
  from?: Date;
  to?: Date;
}

/** The back office's reads of promotions (any status or schedule) and of the application queue. */
export class PromotionAdminRepository {
  constructor(private readonly db: DbOrTx) {}

  private phaseAt(phase: PromotionPhase, now: Date): SQL {
    if (phase === 'UPCOMING') return gt(promotions.startAt, now);
    if (phase === 'ENDED') return and(isNotNull(promotions.endAt), lte(promotions.endAt, now))!;
    return and(lte(promotions.startAt, now), or(isNull(promotions.endAt), gt(promotions.endAt, now)))!;
  }

  async list(merchantId: number, filter: PromotionFilter, now: Date, page: Paging) {
    const where = and(
      eq(promotions.merchantId, merchantId),
      filter.q ? titleMatches(promotions.title, promotions.texts, likePattern(filter.q)) : undefined,
      filter.promotionType ? eq(promotions.promotionType, filter.promotionType) : undefined,
      filter.status ? eq(promotions.status, filter.status) : undefined,
      filter.categoryId ? eq(promotions.categoryId, filter.categoryId) : undefined,
      filter.phase ? this.phaseAt(filter.phase, now) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(promotions)
        .where(where)
        .orderBy(asc(promotions.sortOrder), desc(promotions.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(promotions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Applications per promotion and status. */
  async applicationCounts(merchantId: number, promotionIds: number[]) {
    if (promotionIds.length === 0) return [];
    return this.db
      .select({
        promotionId: promotionApplications.promotionId,
        status: promotionApplications.status,
        n: sql<number>`count(*)::int`,
      })
      .from(promotionApplications)
      .where(
        and(
          eq(promotionApplications.merchantId, merchantId),
          inArray(promotionApplications.promotionId, promotionIds),
        ),
      )
      .groupBy(promotionApplications.promotionId, promotionApplications.status);
  }

  async setStatus(merchantId: number, id: number, status: PromotionStatus): Promise<PromotionRow | null> {
    const [row] = await this.db
      .update(promotions)
      .set({ status })
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)))
      .returning();
    return row ?? null;
  }

  async categoryExists(merchantId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: promotionCategories.id })
      .from(promotionCategories)
      .where(and(eq(promotionCategories.merchantId, merchantId), eq(promotionCategories.id, id)));
    return Boolean(row);
  }

  async applications(merchantId: number, filter: ApplicationFilter, page: Paging) {
    const where = and(
      eq(promotionApplications.merchantId, merchantId),
      filter.status ? eq(promotionApplications.status, filter.status) : undefined,
      filter.promotionId ? eq(promotionApplications.promotionId, filter.promotionId) : undefined,
      filter.username ? ilike(members.username, likePattern(filter.username)) : undefined,
      filter.from ? gte(promotionApplications.createdAt, filter.from) : undefined,
      filter.to ? lte(promotionApplications.createdAt, filter.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          application: promotionApplications,
          title: promotions.title,
          promotionType: promotions.promotionType,
          username: members.username,
        })
        .from(promotionApplications)
        .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
        .innerJoin(members, eq(members.id, promotionApplications.memberId))
        .where(where)
        .orderBy(desc(promotionApplications.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db
        .select({ n: count() })
        .from(promotionApplications)
        .innerJoin(members, eq(members.id, promotionApplications.memberId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
