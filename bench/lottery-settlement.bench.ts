import { seededPglite } from './lib/pglite.js';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../apps/server/src/platform/db/client.js';
import { merchants } from '../apps/server/src/modules/settings/settings.tables.js';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.js';
import { rowsOf } from '../apps/server/src/modules/wallet/ledger.repository.js';
import { WalletRepository } from '../apps/server/src/modules/wallet/wallet.repository.js';
import { WalletSetupService } from '../apps/server/src/modules/wallet/wallet-setup.js';
import { LotteryRepository } from '../apps/server/src/modules/lottery/lottery.repository.js';
import { LotteryService, SETTLEMENT_BATCH } from '../apps/server/src/modules/lottery/lottery.service.js';
import { indexAt } from '../apps/server/src/modules/lottery/schedule.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import type { Benchmark } from './lib/types.js';
import { processCpuSeconds, processMemory, rssLine } from './lib/memory.js';
import { seededScratchDatabase } from './lib/seeded-postgres.js';

const BETS = Number(process.env.BENCH_LOTTERY_BETS ?? 100_000);
/** Short mode (CI): enough bets for a few batches, in seconds. */
const SHORT_BETS = 5_000;
const MEMBERS = 1000;
/** The drawn result: the position and the two-digit lines win on it, the big/odd line does not. */
const WIN_NO = process.env.BENCH_LOTTERY_WIN_NO ?? '1,2,3,4,6';

/** Three kinds of lines: a five-ticket position bet, a 25-ticket two-digit direct bet, a two-ticket big/odd bet. */
const LINES = [
  ['1D_POSITION', '0,1,2,3,4||||', 5],
  ['2D_BACK_DIRECT', '0,1,2,3,4|5,6,7,8,9', 25],
  ['SUM_BSOE', 'B,O', 2],
] as const;

interface Setup {
  issueId: number;
  service: LotteryService;
}

/**
 * `bets` pending bets of one drawn SSC issue from MEMBERS members, written in bulk: the member
 * accounts, their pending hold transfers (held amounts set to match), orders and bets.
 */
async function prepare(database: Database, bets: number): Promise<Setup> {
  const db = database.db;
  await database.migrate();
  await seedDemo(db);
  const [merchant] = await db
    .select()
    .from(merchants)
    .where(sql`${merchants.code} = 'demo'`);
  const m = merchant!.id;
  const repository = new LotteryRepository(db);
  const service = new LotteryService(
    repository,
    new Ledger(db),
    new WalletSetupService(new WalletRepository(db)),
    {
      settlementBatch: Number(process.env.BENCH_LOTTERY_BATCH ?? SETTLEMENT_BATCH),
    },
  );
  const game = (await repository.game(m, 'lotus_ssc_1m'))!;
  const issue = await service.ensureIssue(game, indexAt(service.schedule(game), new Date()) - 10);
  await service.draw(issue);
  // The same result on every run: how many bets win (so how many prizes are paid and entries
  // written) would otherwise change the figure from one run to the next.
  await db.execute(sql`UPDATE lottery_issues SET win_no = ${WIN_NO} WHERE id = ${issue.id}`);
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  await run(sql`
    INSERT INTO members (merchant_id, username, password_hash, referral_code)
    SELECT ${m}, 'lotbench' || i, 'x', 'LOTB' || i FROM generate_series(1, ${MEMBERS}) i`);
  await run(sql`
    INSERT INTO ledger_accounts (merchant_id, currency, owner_kind, member_id, code, balance)
    SELECT ${m}, 'THB', 'member', id, 'LOTT', 100000000 FROM members WHERE username LIKE 'lotbench%'`);
  await run(sql`
    INSERT INTO ledger_accounts (merchant_id, currency, owner_kind, code, balance) VALUES (${m}, 'THB', 'house', 'LOTTERY', 0)
    ON CONFLICT DO NOTHING`);
  await run(sql`
    UPDATE ledger_accounts SET balance = balance - ${MEMBERS}::bigint * 100000000
    WHERE merchant_id = ${m} AND currency = 'THB' AND owner_kind = 'house' AND code = 'CASH'`);
  const amounts = sql.raw(`(ARRAY[${LINES.map((l) => l[2] * 200).join(',')}])`);
  const types = sql.raw(`(ARRAY[${LINES.map((l) => `'${l[0]}'`).join(',')}])`);
  const contents = sql.raw(`(ARRAY[${LINES.map((l) => `'${l[1]}'`).join(',')}])`);
  const tickets = sql.raw(`(ARRAY[${LINES.map((l) => l[2]).join(',')}])`);
  await run(sql`
    WITH accts AS (
      SELECT a.id, a.member_id, row_number() OVER (ORDER BY a.id) - 1 AS n
      FROM ledger_accounts a JOIN members mb ON mb.id = a.member_id
      WHERE mb.username LIKE 'lotbench%' AND a.code = 'LOTT'),
    house AS (SELECT id FROM ledger_accounts WHERE merchant_id = ${m} AND owner_kind = 'house' AND code = 'LOTTERY' AND currency = 'THB')
    INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, status, kind, idempotency_key, request_hash, reference)
    SELECT ${m}, 'THB', accts.id, house.id, ${amounts}[1 + i % 3], 'pending', 'bet', 'lotbench:' || i, 'bench', 'lotbench'
    FROM generate_series(0, ${bets - 1}) i JOIN accts ON accts.n = i % ${MEMBERS} CROSS JOIN house`);
  await run(sql`
    UPDATE ledger_accounts a SET held = h.total FROM (
      SELECT debit_account_id, sum(amount) AS total FROM ledger_transfers WHERE reference = 'lotbench' GROUP BY debit_account_id) h
    WHERE a.id = h.debit_account_id`);
  await run(sql`
    INSERT INTO lottery_orders (merchant_id, member_id, game_id, order_number, numero, total_amount, wallet, currency)
    SELECT ${m}, id, ${game.id}, 'LBENCH' || id, ${issue.numero}, 0, 'LOTT', 'THB' FROM members WHERE username LIKE 'lotbench%'`);
  await run(sql`
    INSERT INTO lottery_bets (merchant_id, member_id, order_id, issue_id, line, play_type, content, money_mode, multiple, prize_group, tickets, amount, hold_transfer_id, wallet, currency)
    SELECT ${m}, a.member_id, o.id, ${issue.id}, (row_number() OVER (PARTITION BY o.id ORDER BY t.id))::int, ${types}[k], ${contents}[k], 'Y', 1, 1950,
           ${tickets}[k], t.amount, t.id, 'LOTT', 'THB'
    FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id JOIN lottery_orders o ON o.member_id = a.member_id
         -- The line whose stake the hold reserved (each kind of line has its own amount).
         CROSS JOIN LATERAL array_position(${amounts}, t.amount) k
    WHERE t.reference = 'lotbench'`);
  return { issueId: issue.id, service };
}

interface CpuSeconds {
  node: number;
  /** The pool's server processes on PostgreSQL (when on this machine); null otherwise. */
  database: number | null;
}

/**
 * CPU used so far by this process and, on PostgreSQL, by the server processes of the pool's
 * connections: on a machine shared with other work it measures the settlement's cost much more
 * steadily than its duration. (PGlite runs inside this process.)
 */
async function cpuSeconds(database: Database, postgres: boolean): Promise<CpuSeconds> {
  const node = processCpuSeconds() ?? 0;
  if (!postgres) return { node, database: null };
  const pids = rowsOf<{ pid: number }>(
    await database.db.execute(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    ),
  );
  let total = processCpuSeconds(
    rowsOf<{ pid: number }>(await database.db.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid,
  );
  for (const { pid } of pids) {
    const used = processCpuSeconds(pid);
    total = total === null || used === null ? null : total + used;
  }
  return { node, database: total };
}

function cpuLine(before: CpuSeconds, after: CpuSeconds, bets: number): string {
  const node = after.node - before.node;
  const db = after.database === null || before.database === null ? null : after.database - before.database;
  const perBet = (s: number) => `${((s / bets) * 1e6).toFixed(0)} µs/bet`;
  return db === null
    ? `settlement CPU: this process ${node.toFixed(1)} s (${perBet(node)})`
    : `settlement CPU: this process ${node.toFixed(1)} s, PostgreSQL ${db.toFixed(1)} s, together ${perBet(node + db)}`;
}

/** The reference: one single-row UPDATE per bet by primary key, in transactions of SETTLEMENT_BATCH. */
async function reference(database: Database, issueId: number): Promise<number> {
  const ids = rowsOf<{ id: string }>(
    await database.db.execute(sql`SELECT id::text FROM lottery_bets WHERE issue_id = ${issueId} ORDER BY id`),
  ).map((r) => Number(r.id));
  const started = performance.now();
  for (let i = 0; i < ids.length; i += SETTLEMENT_BATCH) {
    await database.db.transaction(async (tx) => {
      for (const id of ids.slice(i, i + SETTLEMENT_BATCH))
        await tx.execute(sql`UPDATE lottery_bets SET payout = payout WHERE id = ${id}`);
    });
  }
  return ids.length / ((performance.now() - started) / 1000);
}

const benchmark: Benchmark = {
  name: 'lottery-settlement',
  description: `settle ${BETS} bets of one drawn issue through the ledger (PGlite, or PostgreSQL with DATABASE_URL)`,
  async run(settings) {
    const bets = settings.short ? Math.min(BETS, SHORT_BETS) : BETS;
    const url = process.env.DATABASE_URL;
    const scratch = url ? await seededScratchDatabase(url, 'bench_lottery') : null;
    const database = scratch ? openPostgres(scratch.url, 4) : openPglite(await seededPglite());
    try {
      const prepStarted = performance.now();
      const { issueId, service } = await prepare(database, bets);
      const prepS = (performance.now() - prepStarted) / 1000;
      const referencePerSec = await reference(database, issueId);
      const cpuBefore = await cpuSeconds(database, Boolean(scratch));
      const started = performance.now();
      const result = await service.settleIssue(issueId);
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = await cpuSeconds(database, Boolean(scratch));
      const betsPerSec = result.settled / seconds;
      const [left] = rowsOf<{ n: string }>(
        await database.db.execute(
          sql`SELECT count(*)::text AS n FROM lottery_bets WHERE issue_id = ${issueId} AND status = 'pending'`,
        ),
      );
      const [sum] = rowsOf<{ n: string }>(
        await database.db.execute(
          sql`SELECT count(*)::text AS n FROM (SELECT merchant_id, currency FROM ledger_accounts GROUP BY 1, 2 HAVING sum(balance) <> 0) x`,
        ),
      );
      const problems: string[] = [];
      if (result.settled !== bets) problems.push(`settled ${result.settled} of ${bets} bets`);
      if (left?.n !== '0') problems.push(`${left?.n} bets still pending`);
      if (sum?.n !== '0') problems.push('ledger does not sum to zero');
      const ratio = betsPerSec / referencePerSec;
      return {
        lines: [
          `database: ${url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; ${bets} bets of ${MEMBERS} members prepared in ${prepS.toFixed(1)} s`,
          `settlement: ${result.settled} bets (${result.won} won) in ${seconds.toFixed(1)} s = ${betsPerSec.toFixed(0)} bets/s`,
          `reference (one single-row UPDATE per bet, same batches): ${referencePerSec.toFixed(0)} rows/s`,
          `ratio settlement/reference: ${ratio.toFixed(3)}`,
          cpuLine(cpuBefore, cpuAfter, result.settled),
          rssLine('benchmark process (it runs the settlement)', processMemory()),
        ],
        data: {
          bets,
          settled: result.settled,
          won: result.won,
          seconds,
          betsPerSec,
          referencePerSec,
          ratio,
          nodeCpuS: cpuAfter.node - cpuBefore.node,
          databaseCpuS:
            cpuAfter.database === null || cpuBefore.database === null
              ? null
              : cpuAfter.database - cpuBefore.database,
        },
        problems,
      };
    } finally {
      await database.close();
      await scratch?.drop();
    }
  },
};

export default benchmark;
