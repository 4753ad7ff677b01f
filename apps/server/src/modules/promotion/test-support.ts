import { and, eq, or, sql } from 'drizzle-orm';
import type { TestApp } from '../../platform/testing/test-app.js';
import { promotions } from './promotion.tables.js';

/**
 * The id of a merchant's promotion, found by its title in the merchant's default language or in
 * English (the demo seed's titles are unique in each language).
 */
export async function promotionIdOf(t: TestApp, title: string, merchant = 'demo'): Promise<number> {
  const m = await t.services.directory.byMerchantCode(merchant);
  const [row] = await t.database.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, m!.id),
        or(eq(promotions.title, title), sql`${promotions.texts} -> 'EN' ->> 'title' = ${title}`),
      ),
    );
  if (!row) throw new Error(`no promotion ${title} at ${merchant}`);
  return row.id;
}
