import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../platform/periodic-job.js';
import type { LotteryService } from './lottery.service.js';

/**
 * Runs LotteryService.tick every interval: opens issues (seeds committed ahead), draws the due
 * ones and settles them. Every node may run one; the database decides who does each step.
 */
export class LotteryScheduler extends PeriodicJob {
  constructor(lottery: LotteryService, logger: Pick<FastifyBaseLogger, 'error'>, intervalMs = 1000) {
    super('lottery scheduler pass', () => lottery.tick(), logger, intervalMs);
  }
}
