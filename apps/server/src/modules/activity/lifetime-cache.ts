import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import { NO_FIGURES, type ActivityTotals, type Figures } from './activity-totals.js';

/** What the writers of activity events need: to say whose events changed. */
export interface ActivityChanges {
  changed(memberIds: Iterable<number>): Promise<void>;
}

const LIFETIME_CACHE = 'activity-lifetime';
const MAX_MEMBERS = 100_000;
/**
 * A kept figure is served at most this long. Every writer of the events behind the totals
 * announces its members (changed()); the bound only limits the harm of a writer added later
 * that forgets to.
 */
const KEEP_MS = 60_000;
/** Past this many members in one change, one "forget everything" travels instead of a key each. */
const MAX_KEYS_PER_CHANGE = 20;

/**
 * Members' lifetime figures as every logged-in member/info reads them (the VIP rank), from memory.
 * The totals are kept by triggers in the transaction of each event (a settled bet, a vendor's
 * debit or credit, a decided deposit or withdrawal); the services that write those events call
 * changed() inside the same transaction, and the entries go on every node once it has committed.
 */
export class LifetimeFigures implements ActivityChanges {
  private readonly entries: MemoryCache<Figures> | null;

  constructor(
    private readonly totals: ActivityTotals,
    private readonly invalidations: CacheInvalidations | null,
    private readonly now: () => number = Date.now,
  ) {
    this.entries =
      invalidations?.register(new MemoryCache<Figures>(LIFETIME_CACHE, MAX_MEMBERS, now)) ?? null;
  }

  static readonly NAME = LIFETIME_CACHE;

  async of(memberId: number): Promise<Figures> {
    const load = async () => ({
      value: (await this.totals.lifetime([memberId])).get(memberId) ?? NO_FIGURES,
      keep: true,
      expiresAt: this.now() + KEEP_MS,
    });
    if (!this.entries) return (await load()).value;
    return this.entries.get(String(memberId), load);
  }

  /** The events of these members changed (in the caller's transaction, if any). */
  async changed(memberIds: Iterable<number>): Promise<void> {
    if (!this.invalidations) return;
    const distinct = [...new Set(memberIds)];
    if (distinct.length === 0) return;
    if (distinct.length > MAX_KEYS_PER_CHANGE) {
      await this.invalidations.invalidate(LIFETIME_CACHE);
      return;
    }
    for (const id of distinct) await this.invalidations.invalidate(LIFETIME_CACHE, String(id));
  }
}
