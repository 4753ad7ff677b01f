import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { GameRow } from './lottery.repository.js';

const GAME_CACHE = 'lottery-games';
const MAX_MERCHANTS = 10_000;

/**
 * Each merchant's enabled lottery games by code, as every bet and lobby read looks its game up.
 * Whatever writes a game (the back office's switches, order and close time) calls changed() in
 * its unit of work, and the merchant's entry goes on every node once the write has committed.
 */
export class LotteryGameCache {
  readonly entries: MemoryCache<ReadonlyMap<string, GameRow>>;

  constructor(private readonly invalidations: CacheInvalidations | null = null) {
    const entries = new MemoryCache<ReadonlyMap<string, GameRow>>(GAME_CACHE, MAX_MERCHANTS);
    this.entries = invalidations ? invalidations.register(entries) : entries;
  }

  static readonly NAME = GAME_CACHE;

  /** The merchant's enabled games, loaded by `load` when not in memory. */
  async games(merchantId: number, load: () => Promise<GameRow[]>): Promise<ReadonlyMap<string, GameRow>> {
    return this.entries.get(String(merchantId), async () => ({
      value: new Map((await load()).map((game) => [game.code, game])),
      keep: true,
    }));
  }

  async changed(merchantId: number): Promise<void> {
    const key = String(merchantId);
    if (this.invalidations) return this.invalidations.invalidate(GAME_CACHE, key);
    await afterCommit(() => this.entries.invalidate(key));
  }
}
