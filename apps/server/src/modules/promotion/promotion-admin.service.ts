import {
  type AdminPage,
  type AdminPromotion,
  type PromotionPhase,
  type PromotionStatus,
  type PromotionType,
  minorToDecimal as money,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminActor } from '../wallet/index.js';
import { PromotionRepository, type PromotionRow } from './promotion.repository.js';
import { PromotionAdminRepository } from './promotion-admin.repository.js';
import { toPromotion } from './promotion.service.js';
import { sanitizeMerchantHtml } from './html.js';

type Counts = AdminPromotion['applications'];

function phaseOf(row: PromotionRow, now: Date): PromotionPhase {
  if (row.startAt.getTime() > now.getTime()) return 'UPCOMING';
  if (row.endAt && row.endAt.getTime() <= now.getTime()) return 'ENDED';
  return 'RUNNING';
}

/**
 * Promotions as the back office lists and switches them; creating and editing stays with
 * PromotionService.save. Switching to I hides a promotion from players at once (every player
 * read filters on status A); applications already made stay in the queue.
 */
export class PromotionAdminService {
  private readonly repository: PromotionAdminRepository;
  private readonly promotions: PromotionRepository;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new PromotionAdminRepository(db);
    this.promotions = new PromotionRepository(db);
  }

  private own(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  private async views(merchant: MerchantContext, rows: PromotionRow[]): Promise<AdminPromotion[]> {
    const now = this.now();
    const counts = new Map<number, Counts>();
    for (const c of await this.repository.applicationCounts(
      merchant.id,
      rows.map((r) => r.id),
    )) {
      const entry = counts.get(c.promotionId) ?? { pending: 0, approved: 0, rejected: 0 };
      if (c.status === 'PENDING') entry.pending = c.n;
      if (c.status === 'APPROVED') entry.approved = c.n;
      if (c.status === 'REJECTED') entry.rejected = c.n;
      counts.set(c.promotionId, entry);
    }
    const list: AdminPromotion[] = [];
    for (const row of rows) {
      const schedules =
        row.promotionType === 'RAFFLE' ? await this.promotions.schedules(merchant.id, row.id) : [];
      list.push({
        ...toPromotion(row, null),
        status: row.status as PromotionStatus,
        phase: phaseOf(row, now),
        sortOrder: row.sortOrder,
        promoCode: row.promoCode,
        target: row.target === null ? null : money(row.target, row.currency),
        ratePercent: row.rateX100 === null ? null : row.rateX100 / 100,
        withinDays: row.withinDays,
        imageUrls: row.imageUrls,
        texts: Object.fromEntries(
          Object.entries(row.texts).map(([lang, t]) => [
            lang,
            t.content === undefined ? t : { ...t, content: sanitizeMerchantHtml(t.content) },
          ]),
        ),
        schedules: schedules.map((s) => ({ startTime: s.startAt.getTime(), endTime: s.endAt.getTime() })),
        applications: counts.get(row.id) ?? { pending: 0, approved: 0, rejected: 0 },
      });
    }
    return list;
  }

  async list(
    merchant: MerchantContext,
    actor: AdminActor,
    query: {
      q?: string;
      promotionType?: PromotionType;
      status?: PromotionStatus;
      categoryId?: number;
      phase?: PromotionPhase;
      page: number;
      size: number;
    },
  ): Promise<AdminPage<AdminPromotion>> {
    this.own(merchant, actor);
    const { rows, total } = await this.repository.list(
      merchant.id,
      {
        q: query.q || undefined,
        promotionType: query.promotionType,
        status: query.status,
        categoryId: query.categoryId,
        phase: query.phase,
      },
      this.now(),
      query,
    );
    return { list: await this.views(merchant, rows), page: query.page, size: query.size, total };
  }

  async one(merchant: MerchantContext, actor: AdminActor, id: number): Promise<AdminPromotion> {
    this.own(merchant, actor);
    const row = await this.promotions.promotion(merchant.id, id);
    if (!row) throw new AppError('promotion.not.found');
    return (await this.views(merchant, [row]))[0]!;
  }

  async setStatus(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    status: PromotionStatus,
  ): Promise<AdminPromotion> {
    this.own(merchant, actor);
    const row = await this.repository.setStatus(merchant.id, id, status);
    if (!row) throw new AppError('promotion.not.found');
    return (await this.views(merchant, [row]))[0]!;
  }
}
