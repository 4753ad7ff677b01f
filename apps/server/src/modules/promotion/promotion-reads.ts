import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { promotions, vipLabels } from './promotion.tables.js';

/** What other modules check against promotions and VIP labels they refer to. */
export class PromotionReads {
  constructor(private readonly db: DbOrTx) {}

  async promotionExists(merchantId: number, promotionId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, promotionId)));
    return Boolean(row);
  }

  /** The titles of these promotions of the merchant, by id. */
  async titles(merchantId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: promotions.id, title: promotions.title })
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), inArray(promotions.id, [...ids])));
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** The ids among these that are VIP labels of the merchant. */
  async knownLabelIds(merchantId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: vipLabels.id })
      .from(vipLabels)
      .where(and(eq(vipLabels.merchantId, merchantId), inArray(vipLabels.id, [...ids])));
    return new Set(rows.map((r) => r.id));
  }
}
