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
  cleanContentTexts,
  type ContentTexts,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import { parseAmount } from '../wallet/index.js';
import { configOf, rateToE4 } from './points-math.js';
import { rewardOf } from './points.service.js';
import { PointsRepository } from './points.repository.js';
import type { rewards } from './points.tables.js';

/** Image URLs a reward may show: https, site-relative, or an inline PNG, JPEG or SVG. */
const IMAGE_URL =
  /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+=*)$/;

export interface AdminReward extends Reward {
  active: boolean;
  sortOrder: number;
  texts: ContentTexts<'name' | 'description'>;
}

/** The merchant's back office of the points mall: config, reward types and rewards. */
export class PointsAdminService {
  private readonly repository: PointsRepository;

  constructor(db: Db) {
    this.repository = new PointsRepository(db);
  }

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
    return configOf(await this.repository.saveConfig(merchant.id, values));
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
    const row = await this.repository.saveRewardType(merchant.id, input.typeId, values);
    return { typeId: row.typeId, name: row.name, chineseName: row.chineseName, i18nStr: row.i18nStr };
  }

  async list(merchant: MerchantContext, query: z.infer<typeof adminRewardListQuery>) {
    const { rows, total } = await this.repository.rewards(
      merchant.id,
      {
        active: query.active ? query.active === 'Y' : undefined,
        type: query.type,
        name: query.q || undefined,
      },
      query,
    );
    return { list: rows.map((r) => this.wire(r, merchant)), page: query.page, size: query.size, total };
  }

  /** Creates (no id) or replaces a reward; the prices must offer at least one way to redeem. */
  async save(
    merchant: MerchantContext,
    input: z.infer<typeof adminRewardRequest>,
    id?: number,
  ): Promise<AdminReward> {
    const type = await this.repository.rewardType(merchant.id, input.type);
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
      texts: cleanContentTexts(
        input.texts,
        ['name', 'description'],
        merchant.defaultLanguage,
        (field, value) => (field === 'name' ? value.trim() : value),
      ),
      images: input.merchandiseImages,
      sortOrder: input.sortOrder,
      active: input.active,
    };
    const row =
      id === undefined
        ? await this.repository.insertReward(merchant.id, values)
        : await this.repository.updateReward(merchant.id, id, values);
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  async one(merchant: MerchantContext, id: number): Promise<AdminReward> {
    const row = await this.repository.reward(merchant.id, id);
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  /** Only the stock and the switch: a redemption in flight keeps the price it was quoted. */
  async patch(
    merchant: MerchantContext,
    id: number,
    patch: { inventory?: number; active?: boolean },
  ): Promise<AdminReward> {
    const row = await this.repository.updateReward(merchant.id, id, patch);
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  /** Rewards are referenced by redeem records, so they are deactivated, never deleted. */
  async deactivate(merchant: MerchantContext, id: number): Promise<AdminReward> {
    const row = await this.repository.updateReward(merchant.id, id, { active: false });
    if (!row) throw new AppError('resource.not.found');
    return this.wire(row, merchant);
  }

  private wire(row: typeof rewards.$inferSelect, merchant: MerchantContext): AdminReward {
    return {
      ...rewardOf(row, merchant.currency),
      active: row.active,
      sortOrder: row.sortOrder,
      texts: row.texts,
    };
  }
}
