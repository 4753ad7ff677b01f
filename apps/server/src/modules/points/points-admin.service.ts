import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import {
  POINTS_CURRENCY,
  type PointConfig,
  type Reward,
  type RewardType,
  type adminRewardListQuery,
  type adminRewardRequest,
  type adminRewardTypeRequest,
  type pointConfigRequest,
  tryDecimalToMinor,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import { parseAmount } from '../wallet/index.js';
import { configOf, rateToE4 } from './points-math.js';
import { rewardOf } from './points.service.js';
import { pointConfigs, rewardTypes, rewards } from './points.tables.js';

/** Image URLs a reward may show: https, site-relative, or an inline PNG, JPEG or SVG. */
const IMAGE_URL =
  /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+=*)$/;

export interface AdminReward extends Reward {
  active: boolean;
  sortOrder: number;
}

/** The merchant's back office of the points mall: config, reward types and rewards. */
export class PointsAdminService {
  constructor(private readonly db: Db) {}

  async saveConfig(
    merchant: MerchantContext,
    input: z.infer<typeof pointConfigRequest>,
  ): Promise<PointConfig> {
    const values = {
      exchangeRateE4: rateToE4(input.pointExchangeRate),
      liveBetE4: rateToE4(input.liveBet),
      lottoBetE4: rateToE4(input.lottoBet),
      pvpBetE4: rateToE4(input.pvpBet),
      rngBetE4: rateToE4(input.rngBet),
      sportBetE4: rateToE4(input.sportBet),
      depositE4: rateToE4(input.deposit),
    };
    if (values.exchangeRateE4 <= 0) throw new AppError('request.invalid', 'pointExchangeRate: must be > 0');
    const [row] = await this.db
      .insert(pointConfigs)
      .values({ merchantId: merchant.id, ...values })
      .onConflictDoUpdate({ target: pointConfigs.merchantId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return configOf(row!);
  }

  async saveType(
    merchant: MerchantContext,
    input: z.infer<typeof adminRewardTypeRequest>,
  ): Promise<RewardType> {
    if (input.i18nStr) {
      try {
        JSON.parse(input.i18nStr);
      } catch {
        throw new AppError('request.invalid', 'i18nStr: JSON text');
      }
    }
    const values = { name: input.name, chineseName: input.chineseName, i18nStr: input.i18nStr ?? null };
    const [row] = await this.db
      .insert(rewardTypes)
      .values({ merchantId: merchant.id, typeId: input.typeId, ...values })
      .onConflictDoUpdate({ target: [rewardTypes.merchantId, rewardTypes.typeId], set: values })
      .returning();
    return { typeId: row!.typeId, name: row!.name, chineseName: row!.chineseName, i18nStr: row!.i18nStr };
  }

  async list(merchant: MerchantContext, query: z.infer<typeof adminRewardListQuery>) {
    const where = and(
      eq(rewards.merchantId, merchant.id),
      query.active ? eq(rewards.active, query.active === 'Y') : undefined,
      query.type ? eq(rewards.typeId, query.type) : undefined,
      query.q ? ilike(rewards.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    );
    const rows = await this.db
      .select()
      .from(rewards)
      .where(where)
      .orderBy(desc(rewards.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await this.db.select({ n: count() }).from(rewards).where(where);
    return {
      list: rows.map((r) => this.wire(r, merchant)),
      page: query.page,
      size: query.size,
      total: total?.n ?? 0,
    };
  }

  /** Creates (no id) or replaces a reward; the prices must offer at least one way to redeem. */
  async save(
    merchant: MerchantContext,
    input: z.infer<typeof adminRewardRequest>,
    id?: number,
  ): Promise<AdminReward> {
    const [type] = await this.db
      .select()
      .from(rewardTypes)
      .where(and(eq(rewardTypes.merchantId, merchant.id), eq(rewardTypes.typeId, input.type)));
    if (!type) throw new AppError('request.invalid', 'type: unknown reward type');
    const optional = (value: string | number | null | undefined, currency: string, zeroAllowed: boolean) => {
      if (value === null || value === undefined || value === '') return null;
      if (zeroAllowed && tryDecimalToMinor(value, currency) === 0n) return 0n;
      return parseAmount(value, currency);
    };
    const pricePoints = optional(input.price, POINTS_CURRENCY, false);
    const mpPoints = optional(input.mpPointAmount, POINTS_CURRENCY, true);
    const mpMoney = optional(input.mpMoneyAmount, merchant.currency, true);
    const displayPm = input.displayPointMoneyAmt === 'Y';
    const pmOffered = (displayPm || pricePoints === null) && (mpPoints ?? 0n) + (mpMoney ?? 0n) > 0n;
    if (pricePoints === null && !pmOffered) {
      throw new AppError(
        'request.invalid',
        'price or mpPointAmount/mpMoneyAmount: one way to redeem is needed',
      );
    }
    if (displayPm && !pmOffered)
      throw new AppError('request.invalid', 'mpPointAmount/mpMoneyAmount: needed for PM');
    for (const image of input.merchandiseImages) {
      if (!IMAGE_URL.test(image.imageUrl))
        throw new AppError('request.invalid', 'imageUrl: https, / or data:image');
    }
    const values = {
      typeId: input.type,
      name: input.name,
      pricePoints,
      mpPoints,
      mpMoney,
      displayPm,
      inventory: input.inventory,
      description: input.description,
      images: input.merchandiseImages,
      sortOrder: input.sortOrder,
      active: input.active,
    };
    const [row] =
      id === undefined
        ? await this.db
            .insert(rewards)
            .values({ merchantId: merchant.id, ...values })
            .returning()
        : await this.db
            .update(rewards)
            .set(values)
            .where(and(eq(rewards.id, id), eq(rewards.merchantId, merchant.id)))
            .returning();
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  async one(merchant: MerchantContext, id: number): Promise<AdminReward> {
    const [row] = await this.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, id), eq(rewards.merchantId, merchant.id)));
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  /** Only the stock and the switch: a redemption in flight keeps the price it was quoted. */
  async patch(
    merchant: MerchantContext,
    id: number,
    patch: { inventory?: number; active?: boolean },
  ): Promise<AdminReward> {
    const [row] = await this.db
      .update(rewards)
      .set(patch)
      .where(and(eq(rewards.id, id), eq(rewards.merchantId, merchant.id)))
      .returning();
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  /** Rewards are referenced by redeem records, so they are deactivated, never deleted. */
  async deactivate(merchant: MerchantContext, id: number): Promise<AdminReward> {
    const [row] = await this.db
      .update(rewards)
      .set({ active: false })
      .where(and(eq(rewards.id, id), eq(rewards.merchantId, merchant.id)))
      .returning();
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  private wire(row: typeof rewards.$inferSelect, merchant: MerchantContext): AdminReward {
    return { ...rewardOf(row, merchant.currency), active: row.active, sortOrder: row.sortOrder };
  }
}
