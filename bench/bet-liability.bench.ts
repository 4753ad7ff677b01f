import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/platform/db/client.js';
import { rowsOf } from '../apps/server/src/modules/wallet/ledger.repository.js';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';
import { LOAD_HEADER, formatLoadRow, loadProblems } from './lib/load.js';
import { seededScratchDatabase } from './lib/seeded-postgres.js';
import { seededPglite } from './lib/pglite.js';
import { betLoad, prepareBettors, startPlatform, type BetLoadResult, type Platform } from './lib/betting.js';

/** Members placing bets (as bet-placement.bench.ts). */
function membersFor(settings: BenchmarkSettings): number {
  const given = process.env.BENCH_BET_MEMBERS;
  if (given) return Number(given);
  return settings.durationS < 5 ? 200 : 2000;
}
const PG_CONNECTIONS = Number(process.env.BENCH_PG_CONNECTIONS ?? 10);

interface Pair {
  without: BetLoadResult;
  with: BetLoadResult;
  /** Bets/s with liability tracking over bets/s without, measured in the same run. */
  ratio: number;
  /** The counters' largest value after the run, and the cap it stays within. */
  worst: bigint;
  cap: bigint;
}

/**
 * The same members betting the same slip on the same issue, with the game's liability cap removed
 * (stake limits only) and with a cap the run cannot reach, where every bet also adds to the
 * per-outcome counters of its issue in the transaction of its hold; the sides take turns.
 */
async function measurePair(platform: Platform, settings: BenchmarkSettings): Promise<Pair> {
  const { services } = platform;
  const merchant = (await services.directory.byMerchantCode('demo'))!;
  const actor = { adminId: 0, merchantId: merchant.id };
  const game = await services.lottery.game(merchant, 'lotus_ssc_5m');
  const setCap = (liabilityCap: string | null) =>
    services.lotteryAdmin.saveLimit(merchant, actor, { gameId: game.id, playType: null, liabilityCap });
  const bettors = await prepareBettors(platform, membersFor(settings));
  const options = { connections: settings.connections, durationS: settings.durationS };
  const cap = '100000000';
  // Warm both paths, then measure without and with.
  if (settings.warmupS > 0) {
    await setCap(cap);
    await betLoad(platform.baseUrl, bettors, { ...options, durationS: settings.warmupS / 2 });
    await setCap(null);
    await betLoad(platform.baseUrl, bettors, { ...options, durationS: settings.warmupS / 2 });
  }
  // A-B-B-A: load drift on a shared machine (what runs beside the benchmark) weighs on both sides alike.
  const half = { ...options, durationS: Math.max(1, options.durationS / 2) };
  const rounds: { side: 'without' | 'with'; load: BetLoadResult }[] = [];
  for (const side of ['without', 'with', 'with', 'without'] as const) {
    await setCap(side === 'with' ? cap : null);
    rounds.push({ side, load: await betLoad(platform.baseUrl, bettors, half) });
  }
  const without = merged(rounds.filter((r) => r.side === 'without').map((r) => r.load));
  const withLiability = merged(rounds.filter((r) => r.side === 'with').map((r) => r.load));
  const [row] = rowsOf<{ worst: string | null; cap: string | null }>(
    await platform.database.db.execute(
      sql`SELECT max(liability)::text AS worst, max(cap)::text AS cap FROM lottery_liability`,
    ),
  );
  return {
    without,
    with: withLiability,
    ratio: without.requestsPerSec > 0 ? withLiability.requestsPerSec / without.requestsPerSec : 0,
    worst: BigInt(row?.worst ?? '0'),
    cap: BigInt(row?.cap ?? '0'),
  };
}

/** Two halves of one side as one result: rates averaged, latencies the worse, counts added. */
function merged([a, b]: BetLoadResult[]): BetLoadResult {
  if (!b) return a!;
  return {
    ...a!,
    durationS: a!.durationS + b.durationS,
    requestsPerSec: (a!.requestsPerSec + b.requestsPerSec) / 2,
    requestsTotal: a!.requestsTotal + b.requestsTotal,
    latencyAvgMs: (a!.latencyAvgMs + b.latencyAvgMs) / 2,
    latencyP50Ms: Math.max(a!.latencyP50Ms, b.latencyP50Ms),
    latencyP99Ms: Math.max(a!.latencyP99Ms, b.latencyP99Ms),
    errors: a!.errors + b.errors,
    timeouts: a!.timeouts + b.timeouts,
    non2xx: a!.non2xx + b.non2xx,
    placed: a!.placed + b.placed,
    refused: [...a!.refused, ...b.refused],
  };
}

function pairProblems(name: string, pair: Pair): string[] {
  const problems = [
    ...loadProblems(`${name}-without`, pair.without),
    ...loadProblems(`${name}-with`, pair.with),
  ];
  for (const [side, load] of [
    ['without', pair.without],
    ['with', pair.with],
  ] as const) {
    if (load.refused.length) problems.push(`${name}-${side}: refused bets, e.g. ${load.refused[0]}`);
  }
  if (pair.worst === 0n) problems.push(`${name}: no liability was kept with the cap set`);
  if (pair.worst > pair.cap) problems.push(`${name}: a counter passed its cap`);
  return problems;
}

const benchmark: Benchmark = {
  name: 'bet-liability',
  description:
    'POST /lgw/orders/betting with per-outcome liability tracking next to the same run without it ' +
    '(PGlite; PostgreSQL too when DATABASE_URL is set)',
  async run(settings) {
    const lines = [LOAD_HEADER];
    const problems: string[] = [];
    const data: Record<string, unknown> = { members: membersFor(settings) };

    const onPglite = await startPlatform(openPglite(await seededPglite()));
    let pglite: Pair;
    try {
      pglite = await measurePair(onPglite, settings);
    } finally {
      await onPglite.close();
    }
    lines.push(formatLoadRow('bets-pglite-without', pglite.without));
    lines.push(formatLoadRow('bets-pglite-with', pglite.with));
    problems.push(...pairProblems('bets-pglite', pglite));
    lines.push(
      `PGlite: ${pglite.with.requestsPerSec.toFixed(0)} bets/s with liability, ` +
        `${pglite.without.requestsPerSec.toFixed(0)}/s without; ratio with/without ${pglite.ratio.toFixed(3)}`,
    );
    data.pglite = { without: pglite.without, with: pglite.with, ratio: pglite.ratio };

    const url = process.env.DATABASE_URL;
    if (url) {
      const betsDb = await seededScratchDatabase(url, 'bench_liability');
      try {
        const onPostgres = await startPlatform(openPostgres(betsDb.url, PG_CONNECTIONS));
        let postgres: Pair;
        try {
          postgres = await measurePair(onPostgres, settings);
        } finally {
          await onPostgres.close();
        }
        lines.push(formatLoadRow('bets-postgres-without', postgres.without));
        lines.push(formatLoadRow('bets-postgres-with', postgres.with));
        problems.push(...pairProblems('bets-postgres', postgres));
        lines.push(
          `PostgreSQL: ${postgres.with.requestsPerSec.toFixed(0)} bets/s with liability, ` +
            `${postgres.without.requestsPerSec.toFixed(0)}/s without; ratio with/without ${postgres.ratio.toFixed(3)} ` +
            `(API pool ${PG_CONNECTIONS})`,
        );
        data.postgres = { without: postgres.without, with: postgres.with, ratio: postgres.ratio };
      } finally {
        await betsDb.drop();
      }
    } else {
      lines.push('PostgreSQL skipped: DATABASE_URL is not set');
      data.postgresSkipped = 'DATABASE_URL is not set';
    }
    return { lines, data, problems };
  },
};

export default benchmark;
