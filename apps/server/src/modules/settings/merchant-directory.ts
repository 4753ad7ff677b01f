import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { MerchantContext } from './merchant-context.js';
import { MERCHANT_FLAGS_CACHE, type SettingsRepository } from './settings.repository.js';

const MERCHANT_CACHE = 'merchant';
const DOMAIN_CACHE = 'merchant-domain';
const MAX_MERCHANTS = 10_000;

/**
 * Merchant lookups happen on every request, so merchants are kept in memory until a change to
 * them is announced (invalidate(), invalidateDomains()), on this node at once after the commit
 * and on every other over the bus. Unknown codes and hosts are not kept: a merchant or domain
 * added later must be found at once.
 */
export class MerchantDirectory {
  private readonly byCode = new MemoryCache<MerchantContext | null>(MERCHANT_CACHE, MAX_MERCHANTS);
  private readonly codeByDomain = new MemoryCache<string | null>(DOMAIN_CACHE, MAX_MERCHANTS);

  constructor(
    private readonly repository: SettingsRepository,
    /** Other nodes' caches; without it (a lone process) changes are applied here only. */
    private readonly invalidations: CacheInvalidations | null = null,
  ) {
    invalidations?.register(this.byCode);
    invalidations?.register(this.codeByDomain);
  }

  byMerchantCode(code: string): Promise<MerchantContext | null> {
    return this.byCode.get(code, async () => {
      const merchant = await this.repository.findMerchantByCode(code);
      return { value: merchant, keep: merchant !== null };
    });
  }

  /** byMerchantCode() from memory alone: undefined when memory does not hold the merchant. */
  cachedByCode(code: string): MerchantContext | null | undefined {
    return this.byCode.peek(code);
  }

  async byDomain(domain: string): Promise<MerchantContext | null> {
    const host = domain.toLowerCase().replace(/:\d+$/, '');
    const code = await this.codeByDomain.get(host, async () => {
      const found = await this.repository.findMerchantCodeByDomain(host);
      return { value: found, keep: found !== null };
    });
    return code ? this.byMerchantCode(code) : null;
  }

  /** The merchant's settings changed (every merchant's without a code); call in the writing unit of work. */
  async invalidate(code?: string): Promise<void> {
    if (this.invalidations) return this.invalidations.invalidate(MERCHANT_CACHE, code);
    await afterCommit(() =>
      code === undefined ? this.byCode.invalidateAll() : this.byCode.invalidate(code),
    );
  }

  /** The merchant's whitelabel flags changed (SettingsRepository keeps them). */
  async flagsChanged(merchantId: number): Promise<void> {
    await this.invalidations?.invalidate(MERCHANT_FLAGS_CACHE, String(merchantId));
  }

  /** A domain was added, removed or moved. */
  async invalidateDomains(): Promise<void> {
    if (this.invalidations) return this.invalidations.invalidate(DOMAIN_CACHE);
    await afterCommit(() => this.codeByDomain.invalidateAll());
  }
}
