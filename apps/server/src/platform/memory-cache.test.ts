import { describe, expect, it } from 'vitest';
import { InProcessBus } from './bus.js';
import {
  CACHE_INVALIDATE_CHANNEL,
  CacheInvalidations,
  decodeCacheInvalidation,
} from './cache-invalidation.js';
import { MemoryCache, type Loaded } from './memory-cache.js';

/** A load that waits until the test lets it answer, so an invalidation can come in between. */
function held<V>(value: V): { load: () => Promise<Loaded<V>>; release: () => void; calls: () => number } {
  let calls = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    load: async () => {
      calls++;
      await gate;
      return { value, keep: true };
    },
    release: () => release(),
    calls: () => calls,
  };
}

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

describe('MemoryCache', () => {
  it('serves a kept value from memory and reloads after invalidate', async () => {
    const cache = new MemoryCache<string>('t', 10);
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, keep: true });
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('a', load)).toBe('v1');
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('does not keep a value read before an invalidation of its key', async () => {
    const cache = new MemoryCache<string>('t', 10);
    const stale = held('old');
    const reading = cache.get('a', stale.load);
    cache.invalidate('a');
    stale.release();
    expect(await reading).toBe('old');
    expect(await cache.get('a', async () => ({ value: 'new', keep: true }))).toBe('new');
  });

  it('keeps a value read before an invalidation of another key', async () => {
    const cache = new MemoryCache<string>('t', 10);
    const read = held('a1');
    const reading = cache.get('a', read.load);
    cache.invalidate('b');
    read.release();
    await reading;
    expect(await cache.get('a', async () => ({ value: 'reloaded', keep: true }))).toBe('a1');
  });

  it('does not keep anything read before invalidateAll or invalidateWhere', async () => {
    for (const drop of [
      (c: MemoryCache<string>) => c.invalidateAll(),
      (c: MemoryCache<string>) => c.invalidateWhere(() => false),
    ]) {
      const cache = new MemoryCache<string>('t', 10);
      const stale = held('old');
      const reading = cache.get('a', stale.load);
      drop(cache);
      stale.release();
      await reading;
      expect(await cache.get('a', async () => ({ value: 'new', keep: true }))).toBe('new');
    }
  });

  it('lets reads that arrive during a load share it', async () => {
    const cache = new MemoryCache<string>('t', 10);
    const read = held('v');
    const readers = [cache.get('a', read.load), cache.get('a', read.load), cache.get('a', read.load)];
    read.release();
    expect(await Promise.all(readers)).toEqual(['v', 'v', 'v']);
    expect(read.calls()).toBe(1);
  });

  it('lets no read join a load that began before an invalidation of its key', async () => {
    for (const drop of [
      (c: MemoryCache<string>) => c.invalidate('a'),
      (c: MemoryCache<string>) => c.invalidateAll(),
      (c: MemoryCache<string>) => c.invalidateWhere(() => false),
    ]) {
      const cache = new MemoryCache<string>('t', 10);
      const stale = held('old');
      const first = cache.get('a', stale.load);
      drop(cache);
      const second = cache.get('a', async () => ({ value: 'new', keep: true }));
      stale.release();
      expect(await first).toBe('old');
      expect(await second).toBe('new');
      expect(await cache.get('a', async () => ({ value: 'later', keep: true }))).toBe('new');
    }
  });

  it('has each reader load a value that may not be kept, and a fresh read never joins', async () => {
    const cache = new MemoryCache<string>('t', 10);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const unkept = async () => {
      loads++;
      await gate;
      return { value: `u${loads}`, keep: false };
    };
    const readers = [cache.get('a', unkept), cache.get('a', unkept)];
    release();
    await Promise.all(readers);
    expect(loads).toBe(2);

    const read = held('kept');
    const plain = cache.get('a', read.load);
    const fresh = cache.get('a', async () => ({ value: 'fresh', keep: true }), { fresh: true });
    expect(await fresh).toBe('fresh');
    read.release();
    expect(await plain).toBe('kept');
  });

  it('hands a failed load to the reads that joined it, and the next read loads again', async () => {
    const cache = new MemoryCache<string>('t', 10);
    let fail!: (error: Error) => void;
    const failing = () => new Promise<Loaded<string>>((_resolve, reject) => (fail = reject));
    const first = cache.get('a', failing);
    const joined = cache.get('a', async () => ({ value: 'unused', keep: true }));
    fail(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(joined).rejects.toThrow('down');
    expect(await cache.get('a', async () => ({ value: 'up', keep: true }))).toBe('up');
  });

  it('drops what invalidateWhere selects and nothing else', async () => {
    const cache = new MemoryCache<number>('t', 10);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
    ] as const) {
      await cache.get(key, async () => ({ value, keep: true }));
    }
    cache.invalidateWhere((_key, value) => value === 1);
    expect(await cache.get('a', async () => ({ value: 10, keep: true }))).toBe(10);
    expect(await cache.get('b', async () => ({ value: 20, keep: true }))).toBe(2);
  });

  it('honours the expiry of every entry and keeps nothing already expired', async () => {
    let now = 1_000;
    const cache = new MemoryCache<string>('t', 10, () => now);
    expect(await cache.get('a', async () => ({ value: 'v1', keep: true, expiresAt: 1_500 }))).toBe('v1');
    now = 1_499;
    expect(await cache.get('a', async () => ({ value: 'v2', keep: true, expiresAt: 3_000 }))).toBe('v1');
    now = 1_500;
    expect(await cache.get('a', async () => ({ value: 'v3', keep: true, expiresAt: 1_500 }))).toBe('v3');
    expect(await cache.get('a', async () => ({ value: 'v4', keep: true }))).toBe('v4');
  });

  it('peeks at a kept value without loading, and at nothing expired, invalidated or never kept', async () => {
    let now = 1_000;
    const cache = new MemoryCache<string | null>('t', 10, () => now);
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => ({ value: 'v1', keep: true, expiresAt: 1_500 }));
    await cache.get('n', async () => ({ value: null, keep: false }));
    expect(cache.peek('a')).toBe('v1');
    expect(cache.peek('n')).toBeUndefined();
    now = 1_500;
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('b', async () => ({ value: 'v2', keep: true }));
    expect(cache.peek('b')).toBe('v2');
    cache.invalidate('b');
    expect(cache.peek('b')).toBeUndefined();
  });

  it('keeps what the load says may not be kept out of memory', async () => {
    const cache = new MemoryCache<string>('t', 10);
    await cache.get('a', async () => ({ value: 'password-scope', keep: false }));
    expect(await cache.get('a', async () => ({ value: 'fresh', keep: true }))).toBe('fresh');
  });

  it('reads fresh when asked, replacing the entry or dropping it when the fresh value may not be kept', async () => {
    const cache = new MemoryCache<string>('t', 10);
    await cache.get('a', async () => ({ value: 'kept', keep: true }));
    expect(await cache.get('a', async () => ({ value: 'fresh', keep: true }), { fresh: true })).toBe('fresh');
    expect(await cache.get('a', async () => ({ value: 'x', keep: true }))).toBe('fresh');
    expect(await cache.get('a', async () => ({ value: 'gone', keep: false }), { fresh: true })).toBe('gone');
    expect(await cache.get('a', async () => ({ value: 'reloaded', keep: true }))).toBe('reloaded');
  });

  it('stays within its bound, dropping the oldest entry', async () => {
    const cache = new MemoryCache<number>('t', 3);
    for (let i = 0; i < 5; i++) await cache.get(`k${i}`, async () => ({ value: i, keep: true }));
    expect(cache.size).toBe(3);
    expect(await cache.get('k0', async () => ({ value: -1, keep: true }))).toBe(-1);
    expect(await cache.get('k4', async () => ({ value: -1, keep: true }))).toBe(4);
  });
});

describe('CacheInvalidations', () => {
  it('drops a key on every node sharing the bus, the publishing one first', async () => {
    const bus = new InProcessBus();
    const nodes = [new CacheInvalidations(bus, quiet), new CacheInvalidations(bus, quiet)];
    const caches = nodes.map((n) => n.register(new MemoryCache<string>('c', 10)));
    for (const n of nodes) await n.start();
    for (const c of caches) await c.get('k', async () => ({ value: 'old', keep: true }));
    await nodes[0]!.invalidate('c', 'k');
    for (const c of caches) expect(await c.get('k', async () => ({ value: 'new', keep: true }))).toBe('new');
    await nodes[1]!.invalidate('c');
    for (const c of caches)
      expect(await c.get('k', async () => ({ value: 'newer', keep: true }))).toBe('newer');
    for (const n of nodes) await n.stop();
  });

  it('forgets everything when the bus reconnects (what it missed meanwhile is unknown)', async () => {
    const bus = new InProcessBus();
    let reconnected = () => {};
    const node = new CacheInvalidations(
      Object.assign(bus, { onReconnect: (listener: () => void) => (reconnected = listener) }),
      quiet,
    );
    const cache = node.register(new MemoryCache<string>('c', 10));
    await node.start();
    await cache.get('k', async () => ({ value: 'old', keep: true }));
    reconnected();
    expect(await cache.get('k', async () => ({ value: 'new', keep: true }))).toBe('new');
    await node.stop();
  });

  it('ignores messages that are not invalidations', () => {
    expect(decodeCacheInvalidation('nope')).toBeNull();
    expect(decodeCacheInvalidation('{"cache":3}')).toBeNull();
    expect(decodeCacheInvalidation('{"cache":"c","key":4}')).toBeNull();
    expect(decodeCacheInvalidation('{"cache":"c"}')).toEqual({ cache: 'c' });
    expect(CACHE_INVALIDATE_CHANNEL).toBe('platform:cache:invalidate');
  });
});
