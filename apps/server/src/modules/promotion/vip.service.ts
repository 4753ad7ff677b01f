import {
  type MemberInfo,
  type PlayerRankProgress,
  type RankCondition,
  type VipLabel,
  minorToDecimal as money,
} from '@platform/shared';

type ClubLabel = NonNullable<MemberInfo['clubLabel']>;
import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import type { Db } from '../../platform/db/client.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { MerchantContext } from '../settings/index.js';
import { ActivityTotals, LifetimeFigures } from '../activity/index.js';
import { PromotionRepository, type VipLabelRow } from './promotion.repository.js';

function toLabel(row: VipLabelRow, currency: string): VipLabel {
  return {
    labelId: row.id,
    labelName: row.labelName,
    type: row.type,
    color: row.color,
    rankLevel: row.rankLevel,
    depositRequired: money(row.depositRequired, currency),
    betRequired: money(row.betRequired, currency),
    benefits: row.benefits,
  };
}

/** min(1, current / required) with 2 decimals; a condition of 0 is met. */
function share(current: bigint, required: bigint): number {
  if (required <= 0n || current >= required) return 1;
  return Number((current * 100n) / required) / 100;
}

/**
 * VIP ranks (clubLabel): a member holds the highest AUTO label whose deposit and bet requirements
 * their real approved deposits and settled bets meet; progress is measured against the next one.
 * Both figures are the member's lifetime totals, one row kept current by every event, read
 * through LifetimeFigures (in memory, dropped when the member's events change).
 */
export class VipService {
  /** The cache of every merchant's labels; whatever changes a merchant's labels invalidates its key. */
  static readonly LABEL_CACHE = 'vip-labels';

  private readonly repository: PromotionRepository;
  private readonly lifetime: LifetimeFigures;
  /**
   * Labels by merchant id, read by every member/info. Only the demo data writes them today; a
   * writer added later calls invalidations.invalidate(VipService.LABEL_CACHE, String(merchantId)).
   */
  private readonly labelRows: MemoryCache<VipLabelRow[]> | null;

  constructor(
    db: Db,
    invalidations: CacheInvalidations | null = null,
    /** The node's one LifetimeFigures (its writers announce changes to it); uncached without. */
    lifetime: LifetimeFigures | null = null,
  ) {
    this.repository = new PromotionRepository(db);
    this.lifetime = lifetime ?? new LifetimeFigures(new ActivityTotals(db), null);
    this.labelRows =
      invalidations?.register(new MemoryCache<VipLabelRow[]>(VipService.LABEL_CACHE, 10_000)) ?? null;
  }

  private async vipLabels(merchantId: number): Promise<readonly VipLabelRow[]> {
    const load = async () => ({ value: await this.repository.vipLabels(merchantId), keep: true });
    if (!this.labelRows) return (await load()).value;
    return this.labelRows.get(String(merchantId), load);
  }

  async labels(merchant: MerchantContext): Promise<VipLabel[]> {
    return (await this.vipLabels(merchant.id)).map((l) => toLabel(l, merchant.currency));
  }

  private async standing(merchant: MerchantContext, memberId: number) {
    const labels = (await this.vipLabels(merchant.id)).filter((l) => l.type === 'AUTO');
    if (labels.length === 0) return null;
    const { deposit: deposits, bet: bets } = await this.lifetime.of(memberId);
    const reached = labels.filter((l) => deposits >= l.depositRequired && bets >= l.betRequired);
    const current = reached.at(-1) ?? null;
    const next = labels.find((l) => l.rankLevel > (current?.rankLevel ?? -1)) ?? null;
    return { current, next, deposits, bets };
  }

  async clubLabel(merchant: MerchantContext, memberId: number): Promise<ClubLabel | null> {
    const standing = await this.standing(merchant, memberId);
    const label = standing?.current;
    if (!label) return null;
    return {
      labelName: label.labelName,
      labelId: label.id,
      type: label.type,
      color: label.color,
      rankLevel: label.rankLevel,
    };
  }

  async rankProgress(merchant: MerchantContext, memberId: number): Promise<PlayerRankProgress> {
    const standing = await this.standing(merchant, memberId);
    const next = standing?.next ?? null;
    const conditions: RankCondition[] = next
      ? [
          {
            name: 'DEPOSIT',
            current: money(standing!.deposits, merchant.currency),
            required: money(next.depositRequired, merchant.currency),
          },
          {
            name: 'BET',
            current: money(standing!.bets, merchant.currency),
            required: money(next.betRequired, merchant.currency),
          },
        ]
      : [];
    const completed = next
      ? share(standing!.deposits, next.depositRequired) + share(standing!.bets, next.betRequired)
      : 0;
    return {
      currentProgress: {
        completedConditions: Math.round(completed * 100) / 100,
        totalExpectedConditions: conditions.length,
      },
      playerRankProgress: {
        labelId: standing?.current?.id ?? null,
        labelName: standing?.current?.labelName ?? null,
        nextLabelId: next?.id ?? null,
        nextLabelName: next?.labelName ?? null,
        conditions,
      },
    };
  }
}
