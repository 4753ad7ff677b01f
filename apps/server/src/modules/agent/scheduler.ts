import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../../platform/periodic-job.js';
import type { AgentPayouts } from './payouts.js';

/**
 * Runs AgentPayouts.tick every interval (a minute by default): expires old offers and computes and
 * pays the salaries and dividends that fell due. Every node may run one; the records' unique
 * (contract, period) and the ledger's idempotency keys decide who pays, so nothing is paid twice.
 */
export class AgentScheduler extends PeriodicJob {
  constructor(payouts: AgentPayouts, logger: Pick<FastifyBaseLogger, 'error'>, intervalMs = 60_000) {
    super('agent payout pass', () => payouts.tick(), logger, intervalMs);
  }
}
