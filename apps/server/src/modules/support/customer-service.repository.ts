import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { customerServiceEntries } from '../settings/settings.tables.js';
import { vipLabels } from '../promotion/promotion.tables.js';
import { customerServiceScripts } from './support.tables.js';

export type CsEntryRow = typeof customerServiceEntries.$inferSelect;
export type CsScriptRow = typeof customerServiceScripts.$inferSelect;

/** The merchant's customer-service entries (served by settings) and scripts. */
export class CustomerServiceRepository {
  constructor(private readonly db: DbOrTx) {}

  async entries(merchantId: number): Promise<CsEntryRow[]> {
    return this.db
      .select()
      .from(customerServiceEntries)
      .where(eq(customerServiceEntries.merchantId, merchantId))
      .orderBy(asc(customerServiceEntries.sort), asc(customerServiceEntries.id));
  }

  async insertEntry(row: typeof customerServiceEntries.$inferInsert): Promise<CsEntryRow> {
    const [created] = await this.db.insert(customerServiceEntries).values(row).returning();
    return created!;
  }

  async updateEntry(
    merchantId: number,
    id: number,
    patch: Partial<typeof customerServiceEntries.$inferInsert>,
  ) {
    const [row] = await this.db
      .update(customerServiceEntries)
      .set(patch)
      .where(and(eq(customerServiceEntries.merchantId, merchantId), eq(customerServiceEntries.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteEntry(merchantId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(customerServiceEntries)
      .where(and(eq(customerServiceEntries.merchantId, merchantId), eq(customerServiceEntries.id, id)))
      .returning({ id: customerServiceEntries.id });
    return deleted.length > 0;
  }

  /** The ids among these that are VIP labels of the merchant. */
  async knownLabelIds(merchantId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: vipLabels.id })
      .from(vipLabels)
      .where(and(eq(vipLabels.merchantId, merchantId), inArray(vipLabels.id, ids)));
    return new Set(rows.map((r) => r.id));
  }

  async scripts(merchantId: number, enabledOnly: boolean): Promise<CsScriptRow[]> {
    return this.db
      .select()
      .from(customerServiceScripts)
      .where(
        and(
          eq(customerServiceScripts.merchantId, merchantId),
          enabledOnly ? eq(customerServiceScripts.enabled, true) : undefined,
        ),
      )
      .orderBy(asc(customerServiceScripts.sort), asc(customerServiceScripts.id));
  }

  async insertScript(row: typeof customerServiceScripts.$inferInsert): Promise<CsScriptRow> {
    const [created] = await this.db.insert(customerServiceScripts).values(row).returning();
    return created!;
  }

  async updateScript(
    merchantId: number,
    id: number,
    patch: Partial<typeof customerServiceScripts.$inferInsert>,
  ) {
    const [row] = await this.db
      .update(customerServiceScripts)
      .set(patch)
      .where(and(eq(customerServiceScripts.merchantId, merchantId), eq(customerServiceScripts.id, id)))
      .returning();
    return row ?? null;
  }

  async deleteScript(merchantId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(customerServiceScripts)
      .where(and(eq(customerServiceScripts.merchantId, merchantId), eq(customerServiceScripts.id, id)))
      .returning({ id: customerServiceScripts.id });
    return deleted.length > 0;
  }
}
