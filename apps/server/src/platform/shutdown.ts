import type { FastifyBaseLogger } from 'fastify';

/** One thing to end, named for the log. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

export interface ShutdownPlan {
  /**
   * Stages run one after the other; the steps of a stage run together. A step that fails is
   * logged and the next stages still run (the database is closed even when Redis would not quit).
   */
  stages: ShutdownStep[][];
  /** Past this many milliseconds from the signal the process exits anyway, with code 1. */
  deadlineMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  exit?: (code: number) => void;
}

/**
 * Runs the plan once and exits: 0 when every step ended in time, 1 when one failed or the
 * deadline came first. Calls after the first (a second SIGTERM, SIGINT from the terminal) are
 * logged and otherwise ignored: the deadline already bounds the wait.
 */
export function gracefulShutdown(plan: ShutdownPlan): (signal: string) => Promise<void> {
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  let begun: Promise<void> | null = null;
  return (signal: string) => {
    if (begun) {
      plan.logger.warn({ signal }, 'shutdown already under way');
      return begun;
    }
    begun = run(plan, signal, exit);
    return begun;
  };
}

async function run(plan: ShutdownPlan, signal: string, exit: (code: number) => void): Promise<void> {
  const started = performance.now();
  const pending = new Set<string>();
  let failed = false;
  let over = false;
  plan.logger.info({ signal, deadlineMs: plan.deadlineMs }, 'shutting down');
  const deadline = setTimeout(() => {
    over = true;
    plan.logger.error(
      { signal, deadlineMs: plan.deadlineMs, unfinished: [...pending] },
      'shutdown deadline passed: exiting with work unfinished',
    );
    exit(1);
  }, plan.deadlineMs);
  for (const stage of plan.stages) {
    await Promise.all(
      stage.map(async (step) => {
        pending.add(step.name);
        try {
          await step.run();
        } catch (err) {
          failed = true;
          plan.logger.error({ err, step: step.name }, 'shutdown step failed');
        } finally {
          pending.delete(step.name);
        }
      }),
    );
    if (over) return;
  }
  clearTimeout(deadline);
  if (over) return;
  plan.logger.info({ signal, ms: Math.round(performance.now() - started), failed }, 'shut down');
  exit(failed ? 1 : 0);
}

/**
 * Closes the HTTP server: no new connections, requests in flight answered, then every
 * connection closed. Node closes the connections idle at the moment of close() only; one whose
 * request finishes afterwards would stay open for its keep-alive time (Fastify's 72 s), so the
 * idle ones are closed again every `everyMs` until the server is closed.
 */
export async function closeHttp(
  app: { close(): PromiseLike<unknown>; server: { closeIdleConnections?(): void } },
  everyMs = 100,
): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections?.(), everyMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
