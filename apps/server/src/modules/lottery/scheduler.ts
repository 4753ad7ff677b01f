import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../platform/periodic-job.js';
import type { LotteryService } from './lottery.service.js';

/**
 * Runs LotteryService.tick every interval: opens issues (seeds committed ahead), draws the due
 * ones and settles them. Every node may run one; the database decides who does each step. It
 * holds no lease beyond the transaction of the batch it settles (its bets' row locks, taken
 * with SKIP LOCKED): stop() lets that batch commit and settles no further, so that another
 * node's next pass, or this one's after a restart, goes on at once with the bets left.
 */
export class LotteryScheduler extends PeriodicJob {
  constructor(lottery: LotteryService, logger: Pick<FastifyBaseLogger, 'error'>, intervalMs = 1000) {
    super('lottery scheduler pass', (signal) => lottery.tick(signal), logger, intervalMs);
  }
}
