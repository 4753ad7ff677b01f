import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { MemberRow } from './member.repository.js';

const MEMBER_CACHE = 'member';
const MAX_MEMBERS = 50_000;

/**
 * Member rows by id, as every logged-in request reads them (the session's holder, member/info).
 * Whatever writes a member row calls changed() in the same unit of work: the entry goes on every
 * node once the write has committed. Balances are not part of the row.
 */
export class MemberCache {
  readonly entries: MemoryCache<MemberRow | null>;

  constructor(private readonly invalidations: CacheInvalidations) {
    this.entries = invalidations.register(new MemoryCache<MemberRow | null>(MEMBER_CACHE, MAX_MEMBERS));
  }

  static readonly NAME = MEMBER_CACHE;

  static key(merchantId: number, id: number): string {
    return `${merchantId}:${id}`;
  }

  changed(merchantId: number, id: number): Promise<void> {
    return this.invalidations.invalidate(MEMBER_CACHE, MemberCache.key(merchantId, id));
  }
}
