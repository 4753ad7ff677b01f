import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { migrationsCurrent } from '../db/migrations.js';
import { jobStale, type JobStatus } from '../periodic-job.js';

/** A check that takes longer than this counts as failed: a probe must answer within a second or two. */
const CHECK_TIMEOUT_MS = 1_500;

export interface CheckResult {
  ok: boolean;
  ms: number;
  detail?: string;
}

/** The jobs a node runs (lottery draws, payouts, points), as main.ts registers them once started. */
export class JobRegistry {
  private readonly jobs: { status(): JobStatus }[] = [];

  add(job: { status(): JobStatus }): void {
    this.jobs.push(job);
  }

  statuses(): JobStatus[] {
    return this.jobs.map((job) => job.status());
  }
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // The reason in a word or two, never a connection string or a stack.
    const detail = error instanceof Error && /no answer/.test(error.message) ? 'timeout' : 'unreachable';
    return { ok: false, ms: Math.round(performance.now() - started), detail };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is up and its event loop turns (for a liveness probe; touches nothing).
 * GET /readyz: the node can serve: database and Redis (when configured) answer, every migration
 * is applied, and no started job has gone quiet. 200 when ready, 503 otherwise, with each check's
 * result so that an operator sees which one failed. Neither needs a Merchant header.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { db: Db; redis?: Redis | null; jobs: JobRegistry; now?: () => number },
): void {
  const now = deps.now ?? Date.now;
  // Migrations only move forward: once this node's newest one is applied, it stays applied.
  let migrated = false;

  app.get('/healthz', { config: { merchant: 'none' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/readyz', { config: { merchant: 'none' } }, async (_request, reply) => {
    const [database, redis, migrations] = await Promise.all([
      timed(() => deps.db.execute(sql`select 1`)),
      deps.redis ? timed(() => deps.redis!.ping()) : Promise.resolve(null),
      timed(async () => {
        migrated ||= await migrationsCurrent(deps.db);
        if (!migrated) throw new Error('pending');
      }),
    ]);
    if (!migrations.ok && migrations.detail === 'unreachable') migrations.detail = 'pending';
    const jobs = deps.jobs.statuses().map((job) => ({ ...job, ok: !jobStale(job, now()) }));
    const ready = database.ok && (redis?.ok ?? true) && migrations.ok && jobs.every((j) => j.ok);
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ready ? 'ready' : 'not_ready',
      checks: {
        database,
        ...(redis ? { redis } : {}),
        migrations,
        jobs: jobs.map(({ name, started, lastOkAt, failuresInRow, ok }) => ({
          name,
          started,
          lastOkAt,
          failuresInRow,
          ok,
        })),
      },
    };
  });
}
