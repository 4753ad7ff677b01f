import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/client.js';
import { rowsOf } from '../apps/server/src/modules/wallet/ledger.repository.js';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';
import { LOAD_HEADER, formatLoadRow, loadProblems, loadTest, warmUp, type LoadResult } from './lib/load.js';
import { findPgbench, pgbenchTpcB, scratchDatabase, tpcbScale, type PgbenchResult } from './lib/postgres.js';
import { seededScratchDatabase } from './lib/seeded-postgres.js';
import { seededPglite } from './lib/pglite.js';
import { startHelloWorld } from './lib/servers.js';
import { betLoad, prepareBettors, startPlatform, type BetLoadResult, type Platform } from './lib/betting.js';

/**
 * Members placing bets; one member's bets wait for each other on its wallet row, so many. A short
 * run (CI) places a few thousand bets at most, so a tenth of them is enough and sets up quickly.
 */
function membersFor(settings: BenchmarkSettings): number {
  const given = process.env.BENCH_BET_MEMBERS;
  if (given) return Number(given);
  return settings.durationS < 5 ? 200 : 2000;
}
/** The API's PostgreSQL pool and pgbench's clients. */
const PG_CONNECTIONS = Number(process.env.BENCH_PG_CONNECTIONS ?? 10);

interface Placement {
  load: BetLoadResult;
  /** Orders, holds and the ledger's sum after the run: every answered bet left one of each. */
  orders: number;
  pendingHolds: number;
  unbalanced: number;
}

async function measureBets(platform: Platform, settings: BenchmarkSettings): Promise<Placement> {
  const bettors = await prepareBettors(platform, membersFor(settings));
  const options = { connections: settings.connections, durationS: settings.durationS };
  if (settings.warmupS > 0)
    await betLoad(platform.baseUrl, bettors, { ...options, durationS: settings.warmupS });
  const db = platform.database.db;
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string }>(await db.execute(query))[0]!.n);
  const ordersBefore = await count(sql`SELECT count(*)::text AS n FROM lottery_orders`);
  const load = await betLoad(platform.baseUrl, bettors, options);
  return {
    load,
    orders: (await count(sql`SELECT count(*)::text AS n FROM lottery_orders`)) - ordersBefore,
    pendingHolds: await count(
      sql`SELECT count(*)::text AS n FROM ledger_transfers WHERE kind = 'bet' AND status = 'pending'`,
    ),
    unbalanced: await count(sql`
      SELECT count(*)::text AS n FROM (SELECT 1 FROM ledger_accounts GROUP BY merchant_id, currency
                                        HAVING sum(balance) <> 0) x`),
  };
}

function placementProblems(name: string, p: Placement): string[] {
  const problems = loadProblems(name, p.load);
  if (p.load.refused.length) problems.push(`${name}: refused bets, e.g. ${p.load.refused[0]}`);
  // autocannon stops mid-request at the end: the last answers may be missing, never extra orders.
  if (p.orders < p.load.placed) problems.push(`${name}: ${p.load.placed} bets answered, ${p.orders} orders`);
  if (p.unbalanced) problems.push(`${name}: the ledger does not sum to zero`);
  return problems;
}

function row(name: string, p: { load: LoadResult }): string {
  return formatLoadRow(name, p.load);
}

const benchmark: Benchmark = {
  name: 'bet-placement',
  description:
    'logged-in members POST /lgw/orders/betting: on PGlite against node:http hello world, ' +
    'on PostgreSQL (DATABASE_URL) against pgbench TPC-B',
  async run(settings) {
    const lines = [LOAD_HEADER];
    const problems: string[] = [];
    const data: Record<string, unknown> = { members: membersFor(settings) };

    // One after the other, so that nothing competes for the CPUs.
    const hello = await startHelloWorld();
    let helloWorld: LoadResult;
    try {
      const options = { connections: settings.connections, durationS: settings.durationS };
      await warmUp(hello.baseUrl, { ...options, warmupS: settings.warmupS });
      helloWorld = await loadTest(hello.baseUrl, options);
    } finally {
      await hello.close();
    }
    lines.push(formatLoadRow('hello-world', helloWorld));
    problems.push(...loadProblems('hello-world', helloWorld));

    // From the cached migrated and seeded dump: a fresh initdb in WebAssembly costs seconds.
    const onPglite = await startPlatform(openPglite(await seededPglite()));
    let pglite: Placement;
    try {
      pglite = await measureBets(onPglite, settings);
    } finally {
      await onPglite.close();
    }
    lines.push(row('bets-pglite', pglite));
    problems.push(...placementProblems('bets-pglite', pglite));
    const pgliteRatio =
      helloWorld.requestsPerSec > 0 ? pglite.load.requestsPerSec / helloWorld.requestsPerSec : 0;
    Object.assign(data, { helloWorld, pglite, pgliteRatio });

    const url = process.env.DATABASE_URL;
    const pgbench = findPgbench();
    let postgres: Placement | null = null;
    let tpcb: PgbenchResult | null = null;
    if (url && pgbench) {
      const betsDb = await seededScratchDatabase(url, 'bench_bets');
      try {
        const onPostgres = await startPlatform(openPostgres(betsDb.url, PG_CONNECTIONS));
        try {
          postgres = await measureBets(onPostgres, settings);
        } finally {
          await onPostgres.close();
        }
      } finally {
        await betsDb.drop();
      }
      const tpcbDb = await scratchDatabase(url, 'bench_tpcb');
      try {
        tpcb = await pgbenchTpcB(pgbench, tpcbDb.url, {
          clients: PG_CONNECTIONS,
          threads: 2,
          scale: tpcbScale(PG_CONNECTIONS, settings.short),
          durationS: settings.durationS,
          warmupS: settings.warmupS,
        });
      } finally {
        await tpcbDb.drop();
      }
      lines.push(row('bets-postgres', postgres));
      problems.push(...placementProblems('bets-postgres', postgres));
      if (tpcb.failed) problems.push(`pgbench: ${tpcb.failed} failed transactions`);
    }

    lines.push(
      `bets on PGlite: ${pglite.load.requestsPerSec.toFixed(0)}/s, p99 ${pglite.load.latencyP99Ms} ms; ` +
        `ratio to hello world ${pgliteRatio.toFixed(3)} (${helloWorld.requestsPerSec.toFixed(0)} req/s)`,
    );
    if (postgres && tpcb) {
      const ratio = tpcb.tps > 0 ? postgres.load.requestsPerSec / tpcb.tps : 0;
      lines.push(
        `bets on PostgreSQL: ${postgres.load.requestsPerSec.toFixed(0)}/s, p99 ${postgres.load.latencyP99Ms} ms; ` +
          `ratio to pgbench TPC-B ${ratio.toFixed(3)} (${tpcb.tps.toFixed(0)} tps, ${PG_CONNECTIONS} clients, ` +
          `scale ${tpcb.scale}; API pool ${PG_CONNECTIONS})`,
      );
      Object.assign(data, { postgres, pgbench: tpcb, postgresRatio: ratio });
    } else {
      const why = !url
        ? 'DATABASE_URL is not set'
        : 'pgbench was not found (install postgresql-contrib or set PGBENCH)';
      lines.push(`PostgreSQL skipped: ${why}`);
      data.postgresSkipped = why;
    }
    return { lines, data, problems };
  },
};

export default benchmark;
