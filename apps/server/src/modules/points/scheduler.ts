import type { FastifyBaseLogger } from 'fastify';
import type { PointsEarning } from './points-earning.js';

/**
 * Runs PointsEarning.tick every interval (a minute by default). Every node may run one: the
 * unique point_earnings row per event decides who pays, so no event earns twice. Passes never
 * overlap on a node; stop() waits for the running pass.
 */
export class PointsScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly earning: PointsEarning,
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
    this.running = this.earning
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'points earning pass failed'))
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
