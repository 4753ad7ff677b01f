import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { IssueRow } from './lottery.repository.js';

const ISSUE_CACHE = 'lottery-current-issue';
const MAX_GAMES = 10_000;

/** A game's issue taking bets at schedule index `index`, and the one after it. */
export interface CurrentIssues {
  index: number;
  current: IssueRow;
  next: IssueRow;
}

/**
 * The current and next issue of each game, as every lottery lobby and betting page asks for them.
 * An entry expires at the next instant its answer can change by time alone (the current issue
 * locks, then is drawn and the schedule moves on); whatever writes an issue (creation by the
 * scheduler, draw, settlement, void) or a game's schedule calls changed() in its unit of work, and
 * the entry goes on every node once the write has committed.
 *
 * Only reads use it: placing a bet decides on the issue row it locks in its own transaction.
 */
export class CurrentIssueCache {
  readonly entries: MemoryCache<CurrentIssues>;

  constructor(
    private readonly invalidations: CacheInvalidations | null = null,
    now: () => number = Date.now,
  ) {
    const entries = new MemoryCache<CurrentIssues>(ISSUE_CACHE, MAX_GAMES, now);
    this.entries = invalidations ? invalidations.register(entries) : entries;
  }

  static readonly NAME = ISSUE_CACHE;

  static key(gameId: number): string {
    return String(gameId);
  }

  async changed(gameId: number): Promise<void> {
    const key = CurrentIssueCache.key(gameId);
    if (this.invalidations) return this.invalidations.invalidate(ISSUE_CACHE, key);
    await afterCommit(() => this.entries.invalidate(key));
  }
}
