import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { merchantDomains, merchantFlags, merchantRegisterFields, merchants } from './settings.tables.js';

export type MerchantRow = typeof merchants.$inferSelect;
export type RegisterFieldRow = typeof merchantRegisterFields.$inferSelect;

/**
 * The merchant's own settings as its operators read and change them in the back office (the
 * merchant-admin module); every statement is scoped by the merchant's id.
 */
export class SiteSettingsRepository {
  constructor(private readonly db: DbOrTx) {}

  async merchant(merchantId: number): Promise<MerchantRow | null> {
    const [row] = await this.db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
    return row ?? null;
  }

  async updateMerchant(
    merchantId: number,
    patch: Partial<
      Pick<
        MerchantRow,
        | 'name'
        | 'languages'
        | 'defaultLanguage'
        | 'maintenanceStart'
        | 'maintenanceEnd'
        | 'maintenanceMessage'
        | 'blockedCountries'
      >
    >,
    at: Date,
  ): Promise<MerchantRow | null> {
    const [row] = await this.db
      .update(merchants)
      .set({ ...patch, updatedAt: at })
      .where(eq(merchants.id, merchantId))
      .returning();
    return row ?? null;
  }

  flags(merchantId: number) {
    return this.db
      .select()
      .from(merchantFlags)
      .where(eq(merchantFlags.merchantId, merchantId))
      .orderBy(asc(merchantFlags.sort), asc(merchantFlags.modId));
  }

  async setFlag(merchantId: number, modId: string, enabled: boolean): Promise<boolean> {
    const rows = await this.db
      .update(merchantFlags)
      .set({ enabled })
      .where(and(eq(merchantFlags.merchantId, merchantId), eq(merchantFlags.modId, modId)))
      .returning({ modId: merchantFlags.modId });
    return rows.length > 0;
  }

  registerFields(merchantId: number) {
    return this.db
      .select()
      .from(merchantRegisterFields)
      .where(eq(merchantRegisterFields.merchantId, merchantId))
      .orderBy(asc(merchantRegisterFields.sort));
  }

  async updateRegisterField(
    merchantId: number,
    key: string,
    patch: Partial<
      Pick<RegisterFieldRow, 'enabled' | 'required' | 'minLength' | 'maxLength' | 'acceptedPattern'>
    >,
  ): Promise<void> {
    await this.db
      .update(merchantRegisterFields)
      .set(patch)
      .where(and(eq(merchantRegisterFields.merchantId, merchantId), eq(merchantRegisterFields.key, key)));
  }

  domains(merchantId: number) {
    return this.db
      .select()
      .from(merchantDomains)
      .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.active, true)))
      .orderBy(asc(merchantDomains.id));
  }

  /** The new domain, or null when any merchant already has it (domains are unique platform-wide). */
  async insertDomain(row: typeof merchantDomains.$inferInsert) {
    const [created] = await this.db.insert(merchantDomains).values(row).onConflictDoNothing().returning();
    return created ?? null;
  }

  async deleteDomain(merchantId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(merchantDomains)
      .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.id, id)))
      .returning({ id: merchantDomains.id });
    return rows.length > 0;
  }
}
