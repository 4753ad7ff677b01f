import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { InProcessBus } from '../apps/server/src/platform/bus.js';
import { openPglite, openPostgres, type Database } from '../apps/server/src/platform/db/client.js';
import { hashPassword } from '../apps/server/src/modules/member/password.js';
import { rowsOf } from '../apps/server/src/modules/wallet/ledger.repository.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';
import { LOAD_HEADER, formatLoadRow, loadProblems, loadTest, warmUp, type LoadResult } from './lib/load.js';
import { seededPglite } from './lib/pglite.js';
import { seededScratchDatabase } from './lib/seeded-postgres.js';
import { startHelloWorld, type RunningServer } from './lib/servers.js';

const PATH = '/wps/member/info';
const BETS = Number(process.env.BENCH_MEMBER_BETS ?? 10_000);
const DEPOSITS = Number(process.env.BENCH_MEMBER_DEPOSITS ?? 500);
const GAME_ROUNDS = Number(process.env.BENCH_MEMBER_ROUNDS ?? 2_000);
/** History spread over this many days before now, so it spans many hours and days. */
const HISTORY_DAYS = 400;
const USERNAME = 'benchvip';

interface Target {
  server: RunningServer;
  token: string;
  label: string;
}

/**
 * A member of the demo merchant with a long history written straight into the event tables:
 * BETS settled lottery bets, GAME_ROUNDS vendor rounds (debit and credit) and DEPOSITS approved
 * deposits, spread over HISTORY_DAYS. Money accounts are not involved: only what VIP ranks and
 * the other rules read.
 */
async function seedHistory(db: Database['db'], password: string): Promise<void> {
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const [merchant] = rowsOf<{ id: number }>(await run(sql`SELECT id FROM merchants WHERE code = 'demo'`));
  const m = merchant!.id;
  const hash = await hashPassword(password);
  const [member] = rowsOf<{ id: number }>(
    await run(sql`
      INSERT INTO members (merchant_id, username, password_hash, referral_code)
      VALUES (${m}, ${USERNAME}, ${hash}, 'BENCHVIP') RETURNING id`),
  );
  const id = member!.id;
  const [game] = rowsOf<{ id: number }>(
    await run(sql`SELECT id FROM lottery_games WHERE merchant_id = ${m} ORDER BY id LIMIT 1`),
  );
  const [issue] = rowsOf<{ id: number }>(
    await run(sql`
      INSERT INTO lottery_issues (merchant_id, game_id, numero, open_at, lock_at, draw_at, seed, seed_hash, win_no, status, drawn_at, settled_at)
      VALUES (${m}, ${game!.id}, 'BENCH-1', now() - interval '401 days', now() - interval '401 days',
              now() - interval '401 days', 'bench', 'bench', '1,2,3,4,5', 'settled', now(), now())
      RETURNING id`),
  );
  const [order] = rowsOf<{ id: number }>(
    await run(sql`
      INSERT INTO lottery_orders (merchant_id, member_id, game_id, order_number, numero, total_amount, wallet, currency)
      VALUES (${m}, ${id}, ${game!.id}, 'BENCHVIP-1', 'BENCH-1', 0, 'LOTT', 'THB') RETURNING id`),
  );
  await run(sql`
    INSERT INTO lottery_bets (merchant_id, member_id, order_id, issue_id, line, play_type, content, money_mode,
                              multiple, prize_group, tickets, amount, payout, hold_transfer_id, wallet, currency,
                              status, created_at, settled_at)
    SELECT ${m}, ${id}, ${order!.id}, ${issue!.id}, i, 'SUM_BSOE', 'B,O', 'Y', 1, 1950, 2, 400,
           CASE WHEN i % 3 = 0 THEN 780 ELSE 0 END, 0, 'LOTT', 'THB',
           CASE WHEN i % 3 = 0 THEN 'won' ELSE 'lost' END,
           now() - make_interval(secs => (i::double precision / ${BETS}) * ${HISTORY_DAYS} * 86400),
           now() - make_interval(secs => (i::double precision / ${BETS}) * ${HISTORY_DAYS} * 86400)
      FROM generate_series(1, ${BETS}) i`);
  await run(sql`
    INSERT INTO funding_requests (merchant_id, member_id, direction, method, currency, amount, status,
                                  decided_at, idempotency_key, request_hash, created_at)
    SELECT ${m}, ${id}, 'DEPOSIT', 'BANK', 'THB', 100000, 'APPROVED',
           now() - make_interval(secs => (i::double precision / ${DEPOSITS}) * ${HISTORY_DAYS} * 86400),
           'bench-deposit-' || i, 'bench',
           now() - make_interval(secs => (i::double precision / ${DEPOSITS}) * ${HISTORY_DAYS} * 86400)
      FROM generate_series(1, ${DEPOSITS}) i`);
  if (GAME_ROUNDS > 0) {
    const [vendor] = rowsOf<{ id: number }>(
      await run(sql`SELECT id FROM game_vendors WHERE merchant_id = ${m} ORDER BY id LIMIT 1`),
    );
    const [session] = rowsOf<{ id: number }>(
      await run(sql`
        INSERT INTO game_sessions (merchant_id, member_id, vendor_id, token_hash, currency, wallet_code, expires_at, ended_at)
        VALUES (${m}, ${id}, ${vendor!.id}, ${randomBytes(32).toString('hex')}, 'THB', 'MAIN', now(), now())
        RETURNING id`),
    );
    await run(sql`
      INSERT INTO seamless_transactions (merchant_id, vendor_id, transaction_id, kind, member_id, session_id,
                                         wallet_code, currency, round_id, game_code, amount, request_hash,
                                         response, created_at)
      SELECT ${m}, ${vendor!.id}, 'bench-' || k || '-' || i, k, ${id}, ${session!.id}, 'MAIN', 'THB',
             'bench-' || i, 'bench', CASE WHEN k = 'debit' THEN 1000 ELSE (i % 2) * 1500 END, 'bench',
             '{"status":"OK","balance":null,"currency":"THB"}'::jsonb,
             now() - make_interval(secs => (i::double precision / ${GAME_ROUNDS}) * ${HISTORY_DAYS} * 86400)
        FROM generate_series(1, ${GAME_ROUNDS}) i CROSS JOIN (VALUES ('debit'), ('credit')) AS kinds(k)`);
  }
}

/** The platform API (production settings) on `database`, with the demo merchants and the member above. */
async function startApi(database: Database, label: string): Promise<Target> {
  await database.migrate();
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOTUS_VENDOR_SECRET: randomBytes(32).toString('hex') }),
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn',
  };
  await seedDemo(database.db, config.builtinVendorSecret);
  const password = randomBytes(6).toString('hex');
  await seedHistory(database.db, password);
  const bus = new InProcessBus();
  const { app } = await buildApp({ config, database, bus, serveWeb: false, logger: false });
  await app.listen({ host: config.host, port: config.port });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${baseUrl}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { Merchant: 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password }),
  });
  const answer = (await login.json()) as { value?: { token?: string } };
  const token = answer.value?.token;
  if (!token) throw new Error(`${label}: login of ${USERNAME} failed: ${JSON.stringify(answer)}`);
  const check = (await (
    await fetch(`${baseUrl}${PATH}`, { headers: { Merchant: 'demo', Authorization: token } })
  ).json()) as { success: boolean; value?: { clubLabel?: { labelName: string } | null } };
  if (!check.success) throw new Error(`${label}: ${PATH} did not succeed: ${JSON.stringify(check)}`);
  if (!check.value?.clubLabel) throw new Error(`${label}: the member with history holds no VIP rank`);
  return {
    label,
    token,
    server: {
      baseUrl,
      pid: process.pid,
      close: async () => {
        await app.close();
        await bus.close();
      },
    },
  };
}

async function measure(
  server: RunningServer,
  headers: Record<string, string>,
  path: string,
  settings: BenchmarkSettings,
): Promise<LoadResult> {
  const url = `${server.baseUrl}${path}`;
  const options = { connections: settings.connections, durationS: settings.durationS, headers };
  await warmUp(url, { ...options, warmupS: settings.warmupS });
  return loadTest(url, options);
}

/**
 * Logged-in GET /wps/member/info of a member with a long history (VIP rank from every deposit
 * and bet), on PGlite and, with DATABASE_URL, on PostgreSQL, against node:http hello world.
 */
const benchmark: Benchmark = {
  name: 'member-info',
  description: `logged-in GET ${PATH} of a member with ${BETS} bets, ${GAME_ROUNDS} game rounds and ${DEPOSITS} deposits vs node:http hello world`,
  async run(settings) {
    const helloServer = await startHelloWorld();
    let hello: LoadResult;
    try {
      hello = await measure(helloServer, {}, '/', settings);
    } finally {
      await helloServer.close();
    }
    const lines = [LOAD_HEADER, formatLoadRow('hello-world', hello)];
    const problems = loadProblems('hello-world', hello);
    const data: Record<string, unknown> = { path: PATH, bets: BETS, deposits: DEPOSITS, helloWorld: hello };
    const url = process.env.DATABASE_URL;
    const engines: { label: string; open: () => Promise<{ database: Database; drop(): Promise<void> }> }[] = [
      {
        label: 'pglite',
        // From the cached migrated and seeded dump: a fresh initdb in WebAssembly costs seconds.
        open: async () => ({ database: openPglite(await seededPglite()), drop: async () => undefined }),
      },
    ];
    if (url) {
      engines.push({
        label: 'postgres',
        open: async () => {
          const scratch = await seededScratchDatabase(url, 'bench_member_info');
          return { database: openPostgres(scratch.url), drop: () => scratch.drop() };
        },
      });
    }
    for (const engine of engines) {
      const { database, drop } = await engine.open();
      try {
        const target = await startApi(database, engine.label);
        try {
          const result = await measure(
            target.server,
            { Merchant: 'demo', Authorization: target.token },
            PATH,
            settings,
          );
          const ratio = hello.requestsPerSec > 0 ? result.requestsPerSec / hello.requestsPerSec : 0;
          lines.push(
            formatLoadRow(`api-${engine.label}`, result),
            `  ${engine.label}: ${(ratio * 100).toFixed(1)} % of hello world's requests/s (ratio ${ratio.toFixed(3)}), p99 ${result.latencyP99Ms} ms`,
          );
          problems.push(...loadProblems(`api-${engine.label}`, result));
          data[engine.label] = { ...result, ratio };
        } finally {
          await target.server.close();
        }
      } finally {
        await database.close();
        await drop();
      }
    }
    return { lines, data, problems };
  },
};

export default benchmark;
