import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../platform/testing/test-app.js';
import { promotions } from './promotion.tables.js';

/** The id of a merchant's promotion, found by its title (the demo seed's titles are unique). */
export async function promotionIdOf(t: TestApp, title: string, merchant = 'demo'): Promise<number> {
  const m = await t.services.directory.byMerchantCode(merchant);
  const [row] = await t.database.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.merchantId, m!.id), eq(promotions.title, title)));
  if (!row) throw new Error(`no promotion ${title} at ${merchant}`);
  return row.id;
}
