import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import { MemoryCache, type Loaded } from '../../platform/memory-cache.js';
import type { MaintenanceRow } from './game.repository.js';

const CATALOGUE_CACHE = 'game-catalogue';
const MAX_MERCHANTS = 1_000;
/** Distinct list queries kept per merchant (filters × pages); the oldest go first. */
const MAX_READS_PER_MERCHANT = 500;

/**
 * One merchant's game catalogue as the lobby reads it, from one version of its rows. Whatever the
 * operator changes (vendors, games, their order, switches, maintenance windows) drops the whole
 * version, answers included, so no answer outlives the rows it was computed from.
 */
export interface MerchantCatalogue {
  /**
   * Maintenance windows that had not ended when the version was loaded. Which of them are in force
   * is decided at each read's own instant, so a window opening or closing needs no invalidation.
   */
  windows: MaintenanceRow[];
  /** Answers of this version by query (vendor cards, type counts, game pages); never member data. */
  reads: MemoryCache<unknown>;
}

/** The windows of `windows` in force at `now`, per vendor (the one ending last when several overlap). */
export function windowsAt(windows: readonly MaintenanceRow[], now: Date): Map<number, MaintenanceRow> {
  const active = windows
    .filter((w) => w.startAt.getTime() <= now.getTime() && now.getTime() < w.endAt.getTime())
    .sort((a, b) => a.endAt.getTime() - b.endAt.getTime());
  return new Map(active.map((w) => [w.vendorId, w]));
}

/**
 * The merchants' game catalogues in memory. Every write of vendors, games or maintenance windows
 * calls changed() in its unit of work: the merchant's version goes on every node once the write
 * has committed.
 */
export class GameCatalogueCache {
  readonly entries: MemoryCache<MerchantCatalogue>;

  constructor(private readonly invalidations: CacheInvalidations | null = null) {
    const entries = new MemoryCache<MerchantCatalogue>(CATALOGUE_CACHE, MAX_MERCHANTS);
    this.entries = invalidations ? invalidations.register(entries) : entries;
  }

  static readonly NAME = CATALOGUE_CACHE;

  /** The merchant's current version, loading its open windows when there is none. */
  version(merchantId: number, openWindows: () => Promise<MaintenanceRow[]>): Promise<MerchantCatalogue> {
    return this.entries.get(String(merchantId), async (): Promise<Loaded<MerchantCatalogue>> => {
      const reads = new MemoryCache<unknown>(`${CATALOGUE_CACHE}:${merchantId}`, MAX_READS_PER_MERCHANT);
      return { value: { windows: await openWindows(), reads }, keep: true };
    });
  }

  /** The merchant's catalogue changed (every merchant's without an id). */
  async changed(merchantId?: number): Promise<void> {
    const key = merchantId === undefined ? undefined : String(merchantId);
    if (this.invalidations) return this.invalidations.invalidate(CATALOGUE_CACHE, key);
    await afterCommit(() =>
      key === undefined ? this.entries.invalidateAll() : this.entries.invalidate(key),
    );
  }
}
