import type { FastifyBaseLogger } from 'fastify';
import type { AgentPayouts } from './payouts.js';

/**
 * Runs AgentPayouts.tick every interval (a minute by default): expires old offers and computes and
 * pays the salaries and dividends that fell due. Every node may run one; the records' unique
 * (contract, period) and the ledger's idempotency keys decide who pays, so nothing is paid twice.
 * Passes never overlap on a node; stop() waits for the running pass.
 */
export class AgentScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly payouts: AgentPayouts,
    private readonly logger: Pick<FastifyBaseLogger, 'error'>,
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
    void this.pass();
  }

  private async pass(): Promise<void> {
    if (this.running) return;
    this.running = this.payouts
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'agent payout pass failed'))
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
