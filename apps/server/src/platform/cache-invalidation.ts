import type { Bus } from './bus.js';
import { announceOnBus } from './bus-announce.js';
import { afterCommit } from './db/ambient.js';
import type { MemoryCache } from './memory-cache.js';
import type { RealtimeLogger } from './realtime/logger.js';

/** Every node's in-memory caches hear of every change here. */
export const CACHE_INVALIDATE_CHANNEL = 'platform:cache:invalidate';

/** One key of one cache, or (no key) the whole cache. */
export interface CacheInvalidation {
  cache: string;
  key?: string;
}

export function decodeCacheInvalidation(message: string): CacheInvalidation | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { cache, key } = value as Record<string, unknown>;
  if (typeof cache !== 'string' || cache.length === 0 || cache.length > 64) return null;
  if (key === undefined) return { cache };
  if (typeof key !== 'string' || key.length > 512) return null;
  return { cache, key };
}

/**
 * Invalidation of the caches of every node. A change is applied to this node's cache as soon as
 * its transaction has committed (so the writer's next request already sees it) and announced on
 * the bus, which carries it to the other nodes (and back here, harmlessly).
 *
 * Invalidating after the commit, not before: a read between an early invalidation and the
 * commit would store the old row again. The cache's tickets cover the read that was already
 * running when the invalidation came.
 */
export class CacheInvalidations {
  private readonly caches = new Map<string, MemoryCache<unknown>>();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Listens to the bus; call once per node, before it serves. */
  async start(): Promise<void> {
    // Changes announced while this node was cut off from the bus never arrive: forget everything.
    this.bus.onReconnect?.(() => {
      for (const cache of this.caches.values()) cache.invalidateAll();
    });
    this.unsubscribe = await this.bus.subscribe(CACHE_INVALIDATE_CHANNEL, (message) => {
      const event = decodeCacheInvalidation(message);
      if (event) this.apply(event);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  register<V>(cache: MemoryCache<V>): MemoryCache<V> {
    if (this.caches.has(cache.name)) throw new Error(`cache ${cache.name} registered twice`);
    this.caches.set(cache.name, cache as MemoryCache<unknown>);
    return cache;
  }

  /** Drops `key` of `cache` (every key without one) on every node once the change has committed. */
  async invalidate(cache: string, key?: string): Promise<void> {
    const event: CacheInvalidation = key === undefined ? { cache } : { cache, key };
    await afterCommit(() => this.announce(event));
  }

  private apply(event: CacheInvalidation): void {
    const cache = this.caches.get(event.cache);
    if (!cache) return;
    if (event.key === undefined) cache.invalidateAll();
    else cache.invalidate(event.key);
  }

  private async announce(event: CacheInvalidation): Promise<void> {
    this.apply(event);
    await announceOnBus(this.bus, CACHE_INVALIDATE_CHANNEL, JSON.stringify(event), {
      logger: this.logger,
      what: 'cache invalidation',
      context: { cache: event.cache },
    });
  }
}
