import { and, asc, eq, sql } from 'drizzle-orm';
import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import type { Db } from '../../platform/db/client.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import { isShippedLanguage, type LanguageCode } from '@platform/shared';
import {
  customerServiceEntries,
  geoIpRanges,
  merchantCountries,
  merchantDomains,
  merchantFlags,
  merchantRegisterFields,
  merchantResources,
  merchants,
} from './settings.tables.js';
import type { MerchantContext } from './merchant-context.js';

type MerchantRow = typeof merchants.$inferSelect;
type FlagRow = typeof merchantFlags.$inferSelect;

/** The cache of the merchants' whitelabel flags, read by nearly every feature check. */
export const MERCHANT_FLAGS_CACHE = 'merchant-flags';

function toContext(row: MerchantRow): MerchantContext {
  const languages = row.languages.filter(isShippedLanguage) as LanguageCode[];
  const defaultLanguage = isShippedLanguage(row.defaultLanguage) ? row.defaultLanguage : 'CN';
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    currencyPosition: (['F', 'B', ''].includes(row.currencyPosition) ? row.currencyPosition : 'F') as
      'F' | 'B' | '',
    languages: languages.length ? languages : [defaultLanguage],
    defaultLanguage,
    active: row.active,
    maintenanceStart: row.maintenanceStart,
    maintenanceEnd: row.maintenanceEnd,
    maintenanceMessage: row.maintenanceMessage,
    blockedCountries: row.blockedCountries,
    extra: row.extra,
  };
}

/** Every query here is scoped by merchant id except the lookups that find the merchant itself. */
export class SettingsRepository {
  /** Flags by merchant id; dropped on every node by MerchantDirectory.flagsChanged(). */
  private readonly flagRows: MemoryCache<FlagRow[]> | null;

  constructor(
    private readonly db: Db,
    invalidations: CacheInvalidations | null = null,
  ) {
    this.flagRows = invalidations?.register(new MemoryCache<FlagRow[]>(MERCHANT_FLAGS_CACHE, 10_000)) ?? null;
  }

  async findMerchantByCode(code: string): Promise<MerchantContext | null> {
    const [row] = await this.db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
    return row ? toContext(row) : null;
  }

  async findMerchantCodeByDomain(domain: string): Promise<string | null> {
    const [row] = await this.db
      .select({ code: merchants.code })
      .from(merchantDomains)
      .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
      .where(and(eq(merchantDomains.domain, domain), eq(merchantDomains.active, true)))
      .limit(1);
    return row?.code ?? null;
  }

  async flags(merchantId: number): Promise<readonly FlagRow[]> {
    const load = async () => {
      const rows = await this.db
        .select()
        .from(merchantFlags)
        .where(eq(merchantFlags.merchantId, merchantId))
        .orderBy(asc(merchantFlags.sort), asc(merchantFlags.modId));
      return { value: rows, keep: true };
    };
    if (!this.flagRows) return (await load()).value;
    return this.flagRows.get(String(merchantId), load);
  }

  registerFields(merchantId: number) {
    return this.db
      .select()
      .from(merchantRegisterFields)
      .where(eq(merchantRegisterFields.merchantId, merchantId))
      .orderBy(asc(merchantRegisterFields.sort));
  }

  resources(merchantId: number) {
    return this.db
      .select()
      .from(merchantResources)
      .where(eq(merchantResources.merchantId, merchantId))
      .orderBy(asc(merchantResources.id));
  }

  customerService(merchantId: number) {
    return this.db
      .select()
      .from(customerServiceEntries)
      .where(eq(customerServiceEntries.merchantId, merchantId))
      .orderBy(asc(customerServiceEntries.sort), asc(customerServiceEntries.id));
  }

  domains(merchantId: number) {
    return this.db
      .select()
      .from(merchantDomains)
      .where(and(eq(merchantDomains.merchantId, merchantId), eq(merchantDomains.active, true)))
      .orderBy(asc(merchantDomains.id));
  }

  countries(merchantId: number) {
    return this.db
      .select({
        countryCode: merchantCountries.countryCode,
        countryDialingCode: merchantCountries.countryDialingCode,
      })
      .from(merchantCountries)
      .where(eq(merchantCountries.merchantId, merchantId))
      .orderBy(asc(merchantCountries.sort), asc(merchantCountries.countryCode));
  }

  /** Most specific network containing the address; null when unknown or not an IP. */
  async countryOfIp(ip: string): Promise<string | null> {
    if (!/^[0-9a-fA-F:.]{2,45}$/.test(ip)) return null;
    const [row] = await this.db
      .select({ countryCode: geoIpRanges.countryCode })
      .from(geoIpRanges)
      .where(sql`${geoIpRanges.network} >>= ${ip}::inet`)
      .orderBy(sql`masklen(${geoIpRanges.network}) desc`)
      .limit(1);
    return row?.countryCode ?? null;
  }
}
