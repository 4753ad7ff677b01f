import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../../config.js';
import { openPglite } from './pglite.js';
import { rowsOf } from './rows.js';
import { ownerFile } from './backup.js';
import { checkLedger, SOUND } from '../../modules/wallet/test-support.js';
import {
  SERVER_ENTRY,
  buildServer,
  freePort,
  killHard,
  startServerProcess,
  type ServerProcess,
} from '../testing/server-process.js';

/**
 * `npm run backup` of a running server on the embedded database after money moved, `npm run
 * restore` into a new directory, a server started on it: the same ledger, the same balances.
 */

const BACKUP_ENTRY = path.join(repoRoot, 'apps/server/dist/backup.js');
const MEMBERS = ['demo001', 'demo002', 'player003'];
const GAME = 'lotus_ssc_5m';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const original = path.join(scratch, 'data');
const restored = path.join(scratch, 'restored');
const file = path.join(scratch, 'copy.tar.gz');
const running: ServerProcess[] = [];

beforeAll(() => buildServer(), 120_000);
afterAll(async () => {
  for (const server of running) await killHard(server);
  fs.rmSync(scratch, { recursive: true, force: true });
});

function cli(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [BACKUP_ENTRY, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 600_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function start(dataDir: string, seed: boolean): Promise<ServerProcess> {
  const server = await startServerProcess(
    [SERVER_ENTRY],
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: String(seed), LOG_LEVEL: 'warn' },
    await freePort(),
  );
  running.push(server);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exit, server.output()).toEqual({ code: 0, signal: null });
  running.splice(running.indexOf(server), 1);
}

async function call(base: string, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      Merchant: 'demo',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** Waits until every job of the node has completed a pass. */
async function jobsPassed(base: string): Promise<void> {
  const end = Date.now() + 300_000;
  for (;;) {
    const ready = await call(base, 'GET', '/readyz');
    const jobs = (ready.checks as { jobs: { lastOkAt: number | null }[] }).jobs;
    if (jobs.length > 0 && jobs.every((j) => j.lastOkAt !== null)) return;
    if (Date.now() > end) throw new Error(`jobs did not pass: ${JSON.stringify(ready)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Each member's wallets as the API shows them. */
async function wallets(base: string, tokens: string[]) {
  return Promise.all(
    tokens.map(async (token) => {
      const res = await call(base, 'GET', '/wps/member/info/funds/consolidated', token);
      const list = (res.value as { walletList: { code: string; balance: string; availBalance: string }[] })
        .walletList;
      return list.map((w) => `${w.code} ${w.balance} ${w.availBalance}`).sort();
    }),
  );
}

// PGlite only: PostgreSQL is backed up with its own tools (README).
/** Every ledger account and the number of transfers, read from a stopped server's directory. */
async function ledgerOf(dataDir: string) {
  const database = openPglite(await PGlite.create(dataDir));
  try {
    expect(await checkLedger(database.db)).toMatchObject(SOUND);
    const accounts = rowsOf<{ id: string; balance: string; held: string }>(
      await database.db.execute(
        sql`SELECT id::text, balance::text, held::text FROM ledger_accounts ORDER BY id`,
      ),
    );
    const [transfers] = rowsOf<{ n: string }>(
      await database.db.execute(sql`SELECT count(*)::text AS n FROM ledger_transfers`),
    );
    return { accounts, transfers: Number(transfers!.n) };
  } finally {
    await database.close();
  }
}

it.skipIf(Boolean(process.env.DATABASE_URL))(
  'a backup of a running server restores to the same ledger and balances',
  async () => {
    const server = await start(original, true);
    const base = server.baseUrl;

    // Money moves: wallet transfers and bets held on an issue drawn long after the test.
    const tokens: string[] = [];
    for (const [i, username] of MEMBERS.entries()) {
      const login = await call(base, 'POST', '/wps/session/login/unsecure', undefined, {
        username,
        password: 'demo1234',
      });
      const token = (login.value as { token: string }).token;
      tokens.push(token);
      const move = await call(base, 'POST', '/wps/wallet/transfer', token, {
        fromWallet: 'MAIN',
        toWallet: 'LOTT',
        amount: String(300 + i * 25),
      });
      expect(move.success, JSON.stringify(move)).toBe(true);
    }
    const near = await call(base, 'GET', `/lgw/numeros/near?gameCode=${GAME}`);
    const numero = (near.nextNumero as { numero: string }).numero;
    for (const token of tokens) {
      for (let i = 0; i < 3; i++) {
        const slip = {
          gameCode: GAME,
          numero,
          bets: [{ playType: '1D_POSITION', content: `${i},5||||`, moneyMode: 'Y', multiple: 1 + i }],
        };
        const res = await call(base, 'POST', '/lgw/orders/betting', token, {
          bettingSlipString: JSON.stringify(slip),
        });
        expect(res.orderNumber, JSON.stringify(res)).toBeTruthy();
      }
    }
    // The jobs' first passes (agent payouts of the demo history, points) move money too: done
    // before the copy, so that the server moves none after it.
    await jobsPassed(base);
    const before = await wallets(base, tokens);

    // The copy while the server runs; a restore over its directory is refused meanwhile.
    const backup = cli(original, 'backup', file);
    expect(backup.status, backup.output).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    const refused = cli(original, 'restore', file, '--replace');
    expect(refused.status).toBe(1);
    expect(refused.output).toMatch(/in use by process \d+ \(server/);
    expect(await wallets(base, tokens)).toEqual(before);
    await stop(server);
    expect(fs.existsSync(ownerFile(original))).toBe(false);

    // Into a new directory, and a server on it: the same balances, the same sessions even.
    const restore = cli(restored, 'restore', file);
    expect(restore.status, restore.output).toBe(0);
    const again = await start(restored, false);
    expect(await wallets(again.baseUrl, tokens)).toEqual(before);
    await stop(again);

    // Account by account, the ledger of the copy is the one the server had, and it balances.
    const [was, is] = [await ledgerOf(original), await ledgerOf(restored)];
    expect(is).toEqual(was);
    expect(is.accounts.length).toBeGreaterThan(0);

    // A directory that holds data is only replaced on request, and then kept aside.
    expect(cli(restored, 'restore', file).status).toBe(1);
    const replaced = cli(restored, 'restore', file, '--replace');
    expect(replaced.status, replaced.output).toBe(0);
    expect(fs.readdirSync(scratch).some((name) => name.startsWith('restored.before-restore-'))).toBe(true);
  },
  600_000,
);
