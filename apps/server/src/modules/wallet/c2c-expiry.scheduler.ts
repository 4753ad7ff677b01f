import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../platform/periodic-job.js';
import type { C2cService } from './c2c.service.js';

/**
 * Runs C2cService.expireDue every interval (a minute by default). Every node may run one: each
 * payment is expired under its row lock and only while still WAITING, so none expires twice.
 */
export class C2cExpiryScheduler extends PeriodicJob {
  constructor(
    c2c: Pick<C2cService, 'expireDue'>,
    logger: Pick<FastifyBaseLogger, 'error'>,
    intervalMs = 60_000,
  ) {
    super('C2C expiry pass', () => c2c.expireDue(), logger, intervalMs);
  }
}
