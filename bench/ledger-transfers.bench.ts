import { sql } from 'drizzle-orm';
import { AppError } from '../apps/server/src/platform/http/app-error.js';
import { openPostgres } from '../apps/server/src/platform/db/client.js';
import { members } from '../apps/server/src/modules/member/member.tables.js';
import { merchants } from '../apps/server/src/modules/settings/settings.tables.js';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';
import { findPgbench, pgbenchTpcB, scratchDatabase, tpcbScale } from './lib/postgres.js';
import { seededScratchDatabase } from './lib/seeded-postgres.js';
import { processMemory, rssLine, type ProcessMemory } from './lib/memory.js';

/** Database connections on both sides: the ledger's pool and pgbench's clients. */
const CONNECTIONS = Number(process.env.BENCH_PG_CONNECTIONS ?? 10);
const ACCOUNTS = Number(process.env.BENCH_LEDGER_ACCOUNTS ?? 1000);

interface LedgerRun {
  connections: number;
  inFlight: number;
  accounts: number;
  durationS: number;
  transfers: number;
  transfersPerSec: number;
  refusedInsufficient: number;
  errors: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Posted transfers between random member wallets through the real ledger (account lookup, row
 * locks in id order, idempotency key check, balance check, transfer, two balance updates and two
 * history entries, one transaction each), `inFlight` at a time over a pool of CONNECTIONS.
 */
async function measureLedger(url: string, settings: BenchmarkSettings): Promise<LedgerRun> {
  const database = openPostgres(url, CONNECTIONS);
  try {
    await database.migrate();
    await seedDemo(database.db);
    const [merchant] = await database.db
      .select()
      .from(merchants)
      .where(sql`${merchants.code} = 'demo'`);
    const merchantId = merchant!.id;
    const rows = await database.db
      .insert(members)
      .values(
        Array.from({ length: ACCOUNTS }, (_, i) => ({
          merchantId,
          username: `bench${i}`,
          // Nobody logs in as these members; the hash only has to be a hash of something.
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$bm90LWEtcmVhbC1wYXNzd29yZC1oYXNo',
          referralCode: `BENCH${i}`,
        })),
      )
      .returning({ id: members.id });
    const ledger = new Ledger(database.db);
    for (const { id } of rows) {
      await ledger.transfer({
        merchantId,
        currency: 'THB',
        debit: { owner: 'house', code: 'CASH' },
        credit: { owner: 'member', memberId: id, wallet: 'MAIN' },
        amount: 100_000_000n,
        kind: 'adjustment',
        idempotencyKey: `bench:opening:${id}`,
      });
    }

    let seq = 0;
    const runFor = async (seconds: number, record: boolean) => {
      const latencies: number[] = [];
      let refused = 0;
      let errors = 0;
      const until = performance.now() + seconds * 1000;
      const worker = async () => {
        while (performance.now() < until) {
          const a = rows[Math.floor(Math.random() * rows.length)]!.id;
          let b = rows[Math.floor(Math.random() * rows.length)]!.id;
          if (b === a) b = rows[(rows.findIndex((r) => r.id === a) + 1) % rows.length]!.id;
          const started = performance.now();
          try {
            await ledger.transfer({
              merchantId,
              currency: 'THB',
              debit: { owner: 'member', memberId: a, wallet: 'MAIN' },
              credit: { owner: 'member', memberId: b, wallet: 'MAIN' },
              amount: BigInt(1 + Math.floor(Math.random() * 10_000)),
              kind: 'wallet_transfer',
              idempotencyKey: `bench:${++seq}`,
            });
            if (record) latencies.push(performance.now() - started);
          } catch (error) {
            if (error instanceof AppError && error.code === 'balance.insufficient') refused++;
            else errors++;
          }
        }
      };
      await Promise.all(Array.from({ length: settings.connections }, worker));
      return { latencies, refused, errors };
    };

    if (settings.warmupS > 0) await runFor(settings.warmupS, false);
    const { latencies, refused, errors } = await runFor(settings.durationS, true);
    latencies.sort((x, y) => x - y);
    return {
      connections: CONNECTIONS,
      inFlight: settings.connections,
      accounts: ACCOUNTS,
      durationS: settings.durationS,
      transfers: latencies.length,
      transfersPerSec: latencies.length / settings.durationS,
      refusedInsufficient: refused,
      errors,
      latencyP50Ms: percentile(latencies, 50),
      latencyP99Ms: percentile(latencies, 99),
    };
  } finally {
    await database.close();
  }
}

const benchmark: Benchmark = {
  name: 'ledger-transfers',
  description: 'ledger transfers/s on PostgreSQL (DATABASE_URL) next to pgbench TPC-B on the same server',
  async run(settings) {
    const url = process.env.DATABASE_URL;
    const pgbench = findPgbench();
    const skip = !url
      ? 'DATABASE_URL is not set: this benchmark needs a PostgreSQL server (the embedded PGlite has no pgbench to compare with)'
      : !pgbench
        ? 'pgbench was not found (install postgresql-contrib or set PGBENCH)'
        : null;
    if (skip || !url || !pgbench)
      return { lines: [`skipped: ${skip}`], data: { skipped: skip }, problems: [] };

    // One after the other, each in a database of its own, so neither slows the other down.
    const ledgerDb = await seededScratchDatabase(url, 'bench_ledger');
    let ledger: LedgerRun;
    let memory: ProcessMemory | null;
    try {
      ledger = await measureLedger(ledgerDb.url, settings);
      memory = processMemory();
    } finally {
      await ledgerDb.drop();
    }
    const tpcbDb = await scratchDatabase(url, 'bench_tpcb');
    let tpcb;
    try {
      tpcb = await pgbenchTpcB(pgbench, tpcbDb.url, {
        clients: CONNECTIONS,
        threads: 2,
        scale: tpcbScale(CONNECTIONS, settings.short),
        durationS: settings.durationS,
        warmupS: settings.warmupS,
      });
    } finally {
      await tpcbDb.drop();
    }

    const ratio = tpcb.tps > 0 ? ledger.transfersPerSec / tpcb.tps : 0;
    const problems: string[] = [];
    if (ledger.transfers === 0) problems.push('ledger: no transfer completed');
    if (ledger.errors) problems.push(`ledger: ${ledger.errors} transfers failed`);
    if (tpcb.failed) problems.push(`pgbench: ${tpcb.failed} failed transactions`);
    return {
      lines: [
        `${'target'.padEnd(26)}${'per s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
        `${'ledger transfers'.padEnd(26)}${ledger.transfersPerSec.toFixed(0).padStart(10)}` +
          `${ledger.latencyP50Ms.toFixed(1).padStart(9)}${ledger.latencyP99Ms.toFixed(1).padStart(9)}`,
        `${'pgbench TPC-B'.padEnd(26)}${tpcb.tps.toFixed(0).padStart(10)}` +
          `${(tpcb.latencyAvgMs?.toFixed(1) ?? '-').padStart(9)}${'-'.padStart(9)}  (average latency)`,
        `ledger: ${CONNECTIONS} connections, ${settings.connections} in flight, ${ACCOUNTS} accounts; ` +
          `pgbench: ${CONNECTIONS} clients, scale ${tpcb.scale}`,
        `ratio ledger/TPC-B: ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} % of pgbench's transactions/s)`,
        rssLine('benchmark process (it runs the ledger)', memory),
      ],
      data: { ledger, pgbench: tpcb, ratio, benchMemory: memory },
      problems,
    };
  },
};

export default benchmark;
