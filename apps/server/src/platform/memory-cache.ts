import { inTransaction } from './db/ambient.js';

/** What a load answers: the value, and whether it may be kept (a value a check must re-read may not). */
export interface Loaded<V> {
  value: V;
  keep: boolean;
  /** Epoch milliseconds after which the kept value is no longer served. */
  expiresAt?: number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A bounded in-memory cache of hot reads, emptied exactly by invalidate() (see CacheInvalidations
 * for how every node hears of a change).
 *
 * A read that began before an invalidation must not store what it read: it may have read the row
 * before the change committed, and storing it after the invalidation would serve the old value
 * until the next change. Every load therefore takes a ticket (a sequence number) first, and its
 * result is kept only when no invalidation touching its key came after the ticket.
 *
 * Reads of a key that arrive while a load of it is running share that load instead of starting
 * their own: a burst of cold reads (every bet of a burst reading the merchant's limits at once)
 * then costs one query, not one each. A load stops being shared the moment its key is
 * invalidated, so no read joins a load that may have missed a change announced before the read.
 *
 * Reads inside an ambient transaction bypass the cache both ways: the transaction may already
 * have changed the row, and what it read is not committed.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Ticket of the latest invalidation of each key, while a load may still be running. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Loads with a ticket below this keep nothing (everything was invalidated after they began). */
  private fencedAt = 0;
  private sequence = 0;
  /** The load of each key that later reads may join (cleared when the key is invalidated). */
  private readonly running = new Map<string, Promise<Loaded<V>>>();

  constructor(
    readonly name: string,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The value of `key`, from memory when present and not expired, else from `load`. `fresh`
   * always loads (a safety net that must see writes no event announced, so it joins no running
   * load) and replaces the entry.
   */
  async get(key: string, load: () => Promise<Loaded<V>>, options: { fresh?: boolean } = {}): Promise<V> {
    if (inTransaction()) return (await load()).value;
    if (!options.fresh) {
      const hit = this.entries.get(key);
      if (hit) {
        if (hit.expiresAt > this.now()) return hit.value;
        this.entries.delete(key);
      }
      const running = this.running.get(key);
      if (running) {
        const shared = await running;
        // A value that may not be kept is one each reader must read itself.
        if (shared.keep) return shared.value;
      }
    }
    const ticket = ++this.sequence;
    const loading = load();
    this.running.set(key, loading);
    let loaded: Loaded<V>;
    try {
      loaded = await loading;
    } finally {
      if (this.running.get(key) === loading) this.running.delete(key);
    }
    if (loaded.keep) this.store(key, ticket, loaded);
    else this.entries.delete(key);
    return loaded.value;
  }

  /**
   * The kept value of `key` when memory holds it, without loading; undefined sends the caller to
   * get(). Lets the hot request hooks answer without a promise when memory already knows.
   */
  peek(key: string): V | undefined {
    if (inTransaction()) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  invalidate(key: string): void {
    const ticket = ++this.sequence;
    this.entries.delete(key);
    this.running.delete(key);
    this.invalidatedAt.set(key, ticket);
    // Only loads still running care; past the bound, fence them all instead of remembering keys.
    if (this.invalidatedAt.size > this.maxEntries) this.fence(ticket);
  }

  /** Drops the entries `matches` selects; loads already running keep nothing, whatever their key. */
  invalidateWhere(matches: (key: string, value: V) => boolean): void {
    const ticket = ++this.sequence;
    for (const [key, entry] of this.entries) {
      if (matches(key, entry.value)) this.entries.delete(key);
    }
    this.fence(ticket);
  }

  invalidateAll(): void {
    this.fence(++this.sequence);
    this.entries.clear();
  }

  private fence(ticket: number): void {
    this.fencedAt = ticket;
    this.invalidatedAt.clear();
    this.running.clear();
  }

  private store(key: string, ticket: number, loaded: Loaded<V>): void {
    if (ticket <= this.fencedAt || ticket <= (this.invalidatedAt.get(key) ?? 0)) return;
    const expiresAt = loaded.expiresAt ?? Number.POSITIVE_INFINITY;
    if (expiresAt <= this.now()) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value: loaded.value, expiresAt });
  }
}
