import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { RateCounterRepository } from './security.repository.js';

/**
 * Counters over fixed windows kept in the database, so that limits hold across API nodes
 * (the per-route limits of @fastify/rate-limit are per address only and may be per node).
 */
export class Throttle {
  constructor(
    private readonly counters: RateCounterRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one event and answers how many fell in the current window, this one included. */
  async hit(merchant: MerchantContext, scope: string, key: string, windowMs: number): Promise<number> {
    const now = this.now();
    // Windows are at most an hour; clearing day-old rows now and then keeps the table small without a job.
    if (Math.random() < 0.01) await this.counters.deleteStale(new Date(now.getTime() - 86_400_000));
    return this.counters.hit(merchant.id, scope, key.slice(0, 128), windowMs, now);
  }

  count(merchant: MerchantContext, scope: string, key: string, windowMs: number): Promise<number> {
    return this.counters.current(merchant.id, scope, key.slice(0, 128), windowMs, this.now());
  }

  reset(merchant: MerchantContext, scope: string, key: string): Promise<void> {
    return this.counters.reset(merchant.id, scope, key.slice(0, 128));
  }

  /** Counts one event and refuses it with TOO_MANY_REQUESTS beyond max per window. */
  async take(merchant: MerchantContext, scope: string, key: string, windowMs: number, max: number) {
    const count = await this.hit(merchant, scope, key, windowMs);
    if (count > max) throw new AppError('TOO_MANY_REQUESTS');
  }
}
