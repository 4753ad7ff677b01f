import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `tick` every interval, starting at once or after a delay. Every API node may run the
 * same job: the jobs keep their work safe to repeat and let the database decide which node does each step. Passes
 * never overlap on a node, a failed pass is logged and the next one tries again, and stop()
 * waits for the running pass.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly tick: () => Promise<unknown>,
    private readonly logger: Pick<FastifyBaseLogger, 'error'>,
    private readonly intervalMs: number,
  ) {}

  /** The first pass runs after firstPassDelayMs (at once by default), the next ones every interval. */
  start(firstPassDelayMs = 0): void {
    if (this.timer) return;
    const begin = () => {
      this.timer = setInterval(() => void this.pass(), this.intervalMs);
      this.timer.unref();
      void this.pass();
    };
    if (firstPassDelayMs <= 0) {
      begin();
      return;
    }
    this.timer = setTimeout(begin, firstPassDelayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    if (this.running) return;
    this.running = this.tick()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, `${this.name} failed`))
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  async stop(): Promise<void> {
    // clearInterval clears a pending first-pass timeout as well: Node's timers are one kind.
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
