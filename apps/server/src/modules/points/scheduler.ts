import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../platform/periodic-job.js';
import type { PointsEarning } from './points-earning.js';

/**
 * Runs PointsEarning.tick every interval (a minute by default). Every node may run one: the
 * unique point_earnings row per event decides who pays, so no event earns twice.
 */
export class PointsScheduler extends PeriodicJob {
  constructor(earning: PointsEarning, logger: Pick<FastifyBaseLogger, 'error'>, intervalMs = 60_000) {
    super('points earning pass', () => earning.tick(), logger, intervalMs);
  }
}
