import type { FastifyBaseLogger } from 'fastify';
import type { LotteryService } from './lottery.service.js';

/**
 * Runs LotteryService.tick every interval: opens issues (seeds committed ahead), draws the due
 * ones and settles them. Every node may run one; the database decides who does each step.
 * Passes never overlap on a node; stop() waits for the running pass.
 */
export class LotteryScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly lottery: LotteryService,
    private readonly logger: Pick<FastifyBaseLogger, 'error'>,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
    void this.pass();
  }

  private async pass(): Promise<void> {
    if (this.running) return;
    this.running = this.lottery
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'lottery scheduler pass failed'))
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
