import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { customerServiceScripts } from './support.tables.js';

export type CsScriptRow = typeof customerServiceScripts.$inferSelect;

/** The merchant's customer-service scripts (the entries are the settings module's). */
export class CustomerServiceRepository {
  constructor(private readonly db: DbOrTx) {}

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
