import type { FastifyBaseLogger } from 'fastify';

/** What a job has done, for the readiness probe. Times are epoch ms. */
export interface JobStatus {
  name: string;
  started: boolean;
  intervalMs: number;
  /** When the first pass was due. */
  dueAt: number | null;
  lastOkAt: number | null;
  failuresInRow: number;
}

/**
 * A started job whose passes have not succeeded for ten intervals (at least 30 s) since its
 * first pass was due: its node should not count as ready, the job may be stuck.
 */
export function jobStale(job: JobStatus, now: number): boolean {
  if (!job.started || job.dueAt === null) return false;
  const quietSince = job.lastOkAt ?? job.dueAt;
  return now - quietSince > Math.max(30_000, 10 * job.intervalMs);
}

/**
 * Runs `tick` every interval, starting at once or after a delay. Every API node may run the
 * same job: the jobs keep their work safe to repeat and let the database decide which node does each step. Passes
 * never overlap on a node, a failed pass is logged and the next one tries again, and stop()
 * waits for the running pass. The pass is given a signal that stop() aborts: a long pass (a
 * settlement of many batches) ends after the step it is in and leaves the rest to the next
 * pass, on this node or another.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private dueAt: number | null = null;
  private lastOkAt: number | null = null;
  private failuresInRow = 0;
  private readonly stopping = new AbortController();

  constructor(
    private readonly name: string,
    private readonly tick: (signal: AbortSignal) => Promise<unknown>,
    private readonly logger: Pick<FastifyBaseLogger, 'error'>,
    private readonly intervalMs: number,
  ) {}

  /** The first pass runs after firstPassDelayMs (at once by default), the next ones every interval. */
  start(firstPassDelayMs = 0): void {
    if (this.timer || this.stopping.signal.aborted) return;
    this.dueAt = Date.now() + Math.max(0, firstPassDelayMs);
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
    if (this.running || this.stopping.signal.aborted) return;
    this.running = this.tick(this.stopping.signal)
      .then(() => {
        this.lastOkAt = Date.now();
        this.failuresInRow = 0;
      })
      .catch((error: unknown) => {
        this.failuresInRow += 1;
        this.logger.error({ err: error }, `${this.name} failed`);
      })
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  status(): JobStatus {
    return {
      name: this.name,
      started: this.timer !== null,
      intervalMs: this.intervalMs,
      dueAt: this.dueAt,
      lastOkAt: this.lastOkAt,
      failuresInRow: this.failuresInRow,
    };
  }

  /** Ends the job for good: no pass starts again, and the running one is asked to end early. */
  async stop(): Promise<void> {
    this.stopping.abort();
    // clearInterval clears a pending first-pass timeout as well: Node's timers are one kind.
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
