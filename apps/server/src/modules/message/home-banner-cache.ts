import type { ContentTexts } from '@platform/shared';
import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import { MemoryCache } from '../../platform/memory-cache.js';

const HOME_BANNER_CACHE = 'home-banners';
const MAX_MERCHANTS = 10_000;
/**
 * Banners also start and end by their schedule, which no write announces: a kept list is read
 * again after this long at the latest (or when its first banner ends, if that is sooner).
 */
export const HOME_BANNER_TTL_MS = 30_000;

export interface HomeBanner {
  /** Picture and title in the merchant's default language; texts holds the other languages'. */
  url: string;
  title: string;
  texts: ContentTexts<'title' | 'imageUrl'>;
  /** Epoch milliseconds when the banner stops showing; null for never. */
  endsAt: number | null;
}

/**
 * Each merchant's home carousel as visitors see it, for the landing page's first view (every
 * landing page request reads it). Every write of a notice calls changed() in its unit of work,
 * and the merchant's entry goes on every node once the write has committed.
 */
export class HomeBannerCache {
  readonly entries: MemoryCache<readonly HomeBanner[]>;

  constructor(
    private readonly invalidations: CacheInvalidations | null = null,
    private readonly now: () => number = Date.now,
  ) {
    const entries = new MemoryCache<readonly HomeBanner[]>(HOME_BANNER_CACHE, MAX_MERCHANTS, now);
    this.entries = invalidations ? invalidations.register(entries) : entries;
  }

  async banners(merchantId: number, load: () => Promise<HomeBanner[]>): Promise<readonly HomeBanner[]> {
    return this.entries.get(String(merchantId), async () => {
      const value = await load();
      const ends = value.map((b) => b.endsAt).filter((at): at is number => at !== null);
      return { value, keep: true, expiresAt: Math.min(this.now() + HOME_BANNER_TTL_MS, ...ends) };
    });
  }

  async changed(merchantId: number): Promise<void> {
    const key = String(merchantId);
    if (this.invalidations) return this.invalidations.invalidate(HOME_BANNER_CACHE, key);
    await afterCommit(() => this.entries.invalidate(key));
  }
}
