import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { customerServiceEntries } from './settings.tables.js';

export type CsEntryRow = typeof customerServiceEntries.$inferSelect;
export type CsEntryFields = Omit<typeof customerServiceEntries.$inferInsert, 'id' | 'merchantId'>;

/**
 * The merchant's customer-service entries as the back office edits them (the pages read them
 * through SettingsService.customerService); every call is scoped by the merchant.
 */
export class CustomerServiceEntries {
  constructor(private readonly db: DbOrTx) {}

  async list(merchantId: number): Promise<CsEntryRow[]> {
    return this.db
      .select()
      .from(customerServiceEntries)
      .where(eq(customerServiceEntries.merchantId, merchantId))
      .orderBy(asc(customerServiceEntries.sort), asc(customerServiceEntries.id));
  }

  async insert(merchantId: number, fields: CsEntryFields): Promise<CsEntryRow> {
    const [created] = await this.db
      .insert(customerServiceEntries)
      .values({ merchantId, ...fields })
      .returning();
    return created!;
  }

  async update(merchantId: number, id: number, fields: Partial<CsEntryFields>): Promise<CsEntryRow | null> {
    const [row] = await this.db
      .update(customerServiceEntries)
      .set(fields)
      .where(and(eq(customerServiceEntries.merchantId, merchantId), eq(customerServiceEntries.id, id)))
      .returning();
    return row ?? null;
  }

  async remove(merchantId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(customerServiceEntries)
      .where(and(eq(customerServiceEntries.merchantId, merchantId), eq(customerServiceEntries.id, id)))
      .returning({ id: customerServiceEntries.id });
    return deleted.length > 0;
  }
}
