import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark, BenchmarkSettings } from './lib/types.js';
import { mb, processMemory, type ProcessMemory } from './lib/memory.js';
import { scratchDatabase } from './lib/postgres.js';
import {
  SERVER_COMMAND,
  SERVER_ENTRY,
  buildServer,
  freePort,
  get,
  killHard,
  startServerProcess,
  type ServerProcess,
} from './lib/server-process.js';

const lib = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib');
const HEADERS = { Merchant: 'demo' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface DatabaseRun {
  database: 'PGlite' | 'PostgreSQL';
  firstStartMs: number;
  restartsMs: number[];
  restartsCpuMs: (number | null)[];
  rssAfterStart: ProcessMemory | null;
  acknowledgedTransfers: number;
  lostTransfers: number;
  problems: string[];
}

/**
 * Light load while the server runs: a status request every 100 ms and a wallet transfer of
 * demo001 (MAIN to LOTT, 1.00) every 250 ms, each under an idempotency key. Acknowledged
 * transfers are committed money: after the restart, each is sent again with its key and must
 * be answered as a replay, or the crash lost it.
 */
class LightLoad {
  readonly acknowledged: string[] = [];
  errors = 0;
  readonly examples: string[] = [];
  private running = false;
  /** Set just before the kill: what fails from then on is the crash, not the server. */
  private crashing = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly tag: string,
  ) {}

  start(): void {
    this.running = true;
    this.loops = [this.loop(100, () => this.status()), this.loop(250, (i) => this.transfer(i))];
  }

  /** The kill comes next: failures of requests in flight are expected. */
  crash(): void {
    this.crashing = true;
  }

  /** Stops issuing requests. */
  stop(): void {
    this.running = false;
  }

  private async loop(everyMs: number, task: (i: number) => Promise<void>): Promise<void> {
    for (let i = 0; this.running; i++) {
      void task(i);
      await wait(everyMs);
    }
  }

  private async status(): Promise<void> {
    const { status, body } = await get(`${this.baseUrl}/wps/system/status`, HEADERS, 5_000);
    if (status !== 200 && !this.crashing) this.failed(`status: ${status} ${body.slice(0, 120)}`);
  }

  private async transfer(i: number): Promise<void> {
    const key = `restart-${this.tag}-${i}`;
    const answer = await transfer(this.baseUrl, this.token, key);
    if (answer.ok) this.acknowledged.push(key);
    else if (this.running && answer.status !== 0)
      this.failed(`transfer: ${answer.status} ${answer.body.slice(0, 160)}`);
  }

  private failed(what: string): void {
    this.errors++;
    if (this.examples.length < 3) this.examples.push(what);
  }
}

async function transfer(baseUrl: string, token: string, key: string) {
  try {
    const response = await fetch(`${baseUrl}/wps/wallet/transfer`, {
      method: 'POST',
      headers: {
        ...HEADERS,
        Authorization: token,
        'Idempotency-Key': key,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ fromWallet: 'MAIN', toWallet: 'LOTT', amount: '1.00' }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = await response.text();
    return {
      status: response.status,
      ok: response.status === 200 && body.includes('"success":true'),
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body,
    };
  } catch {
    return { status: 0, ok: false, replayed: false, body: '' };
  }
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/session/login/unsecure`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo001', password: 'demo1234' }),
  });
  const value = ((await response.json()) as { value?: { token?: string } }).value;
  if (!value?.token) throw new Error(`login of demo001 failed (${response.status})`);
  return value.token;
}

/** First start on an empty database, then `restarts` times: light load, SIGKILL, start again. */
async function measureDatabase(
  database: DatabaseRun['database'],
  env: NodeJS.ProcessEnv,
  restarts: number,
  loadS: number,
  beforeLastRestart?: () => Promise<void>,
): Promise<DatabaseRun> {
  const problems: string[] = [];
  const port = await freePort();
  const args = [SERVER_ENTRY];
  let server: ServerProcess = await startServerProcess(args, env, port);
  const firstStartMs = server.readyMs;
  const restartsMs: number[] = [];
  const restartsCpuMs: (number | null)[] = [];
  const acknowledged: string[] = [];
  let lost = 0;
  let rssAfterStart: ProcessMemory | null;
  try {
    const token = await login(server.baseUrl);
    for (let round = 0; round < restarts; round++) {
      const load = new LightLoad(server.baseUrl, token, `${process.pid}-${Date.now()}-${round}`);
      load.start();
      await wait(loadS * 1000);
      // Killed while the load is still running: some requests are in flight.
      load.crash();
      await killHard(server);
      load.stop();
      if (load.errors) {
        problems.push(
          `${database}: ${load.errors} requests of the light load failed (${load.examples.join('; ')})`,
        );
      }
      acknowledged.push(...load.acknowledged);
      if (round === restarts - 1) await beforeLastRestart?.();
      server = await startServerProcess(args, env, port);
      restartsMs.push(server.readyMs);
      restartsCpuMs.push(server.readyCpuMs);
      for (const key of load.acknowledged) {
        const again = await transfer(server.baseUrl, token, key);
        if (!again.replayed) lost++;
      }
    }
    // Memory once the start-up work (scheduler catch-up included) has settled.
    await wait(2_000);
    rssAfterStart = processMemory(server.pid);
  } finally {
    await killHard(server);
  }
  if (lost) problems.push(`${database}: ${lost} acknowledged transfers were missing after a restart`);
  if (!acknowledged.length) problems.push(`${database}: no transfer was acknowledged under the light load`);
  return {
    database,
    firstStartMs,
    restartsMs,
    restartsCpuMs,
    rssAfterStart,
    acknowledgedTransfers: acknowledged.length,
    lostTransfers: lost,
    problems,
  };
}

/** The floor of any Node server: a node:http hello world, from spawn to its first answer. */
async function helloWorldStartMs(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => s.end('{"success":true}')).listen(${port}, '127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  try {
    for (;;) {
      if ((await get(`http://127.0.0.1:${port}/wps/system/status`)).status === 200)
        return performance.now() - started;
      await wait(20);
    }
  } finally {
    child.kill('SIGKILL');
  }
}

/** Opening a copy of the crashed PGlite data directory and one SELECT: the embedded database's share. */
async function pgliteOpenMs(dataDir: string): Promise<number> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restart-copy-'));
  try {
    fs.cpSync(dataDir, copy, { recursive: true });
    return await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(lib, 'pglite-open.ts'), copy], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => {
        const ms = /^open (\d+(?:\.\d+)?) ms$/m.exec(out);
        if (code === 0 && ms) resolve(Number(ms[1]));
        else reject(new Error(`PGlite open failed: ${out.trim().slice(-1000)}`));
      });
    });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  return `${(median / 1000).toFixed(1)} / ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s`;
}

const benchmark: Benchmark = {
  name: 'restart',
  description:
    'server start and restart after kill -9 under light load, on PGlite (and PostgreSQL with DATABASE_URL), to the first GET /wps/system/status',
  async run(settings: BenchmarkSettings) {
    const restarts = settings.short ? 1 : 3;
    const loadS = settings.short ? 2 : 5;
    buildServer();
    const floorMs = await helloWorldStartMs();

    const runs: DatabaseRun[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restart-'));
    let pgliteOpen = 0;
    try {
      runs.push(
        await measureDatabase(
          'PGlite',
          // What `npm start` (--demo) does without configuration: embedded database with the demo
          // data, in-process fan-out.
          { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
          restarts,
          loadS,
          async () => {
            pgliteOpen = await pgliteOpenMs(dataDir);
          },
        ),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const url = process.env.DATABASE_URL;
    if (url) {
      const scratch = await scratchDatabase(url, 'bench_restart');
      try {
        runs.push(
          await measureDatabase(
            'PostgreSQL',
            { DATABASE_URL: scratch.url, REDIS_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
            restarts,
            loadS,
          ),
        );
      } finally {
        await scratch.drop();
      }
    }

    const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor((ms.length - 1) / 2)] ?? 0;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = [
      `server start = \`${SERVER_COMMAND}\`, what \`npm start\` runs after building the web app and bundling the`,
      '  server (those two builds are not counted: the ≤ 5 s goal is for the server start itself). Time from',
      '  spawn to the first successful GET /wps/system/status; restarts follow a SIGKILL during light load',
      `  (a status request every 100 ms, a wallet transfer every 250 ms for ${loadS} s); every acknowledged`,
      '  transfer is sent again afterwards and must come back as a replay (committed money survives the crash).',
      `  CPU: what the server process had used when it first answered, which the machine's load does not change.`,
      `${'database'.padEnd(11)}${'first start'.padStart(12)}${'restart med / max'.padStart(19)}${'CPU med'.padStart(9)}` +
        `${'RSS after start'.padStart(17)}${'transfers kept'.padStart(16)}`,
      ...runs.map(
        (r) =>
          `${r.database.padEnd(11)}${seconds(r.firstStartMs).padStart(12)}${summary(r.restartsMs).padStart(19)}` +
          `${(r.restartsCpuMs.includes(null) ? '-' : seconds(median(r.restartsCpuMs as number[]))).padStart(9)}` +
          `${mb(r.rssAfterStart?.rssBytes).padStart(17)}` +
          `${`${r.acknowledgedTransfers - r.lostTransfers}/${r.acknowledgedTransfers}`.padStart(16)}`,
      ),
      `floor: a node:http hello-world process answers ${floorMs.toFixed(0)} ms after spawn; opening a copy of the`,
      `  crashed PGlite data directory (WAL recovery included) and one SELECT: ${pgliteOpen.toFixed(0)} ms`,
      ...runs.map(
        (r) =>
          `ratio ${r.database} restart/hello-world start: ${(median(r.restartsMs) / floorMs).toFixed(1)}`,
      ),
    ];
    return {
      lines,
      data: {
        command: SERVER_COMMAND,
        restarts,
        loadS,
        helloWorldStartMs: floorMs,
        pgliteOpenMs: pgliteOpen,
        runs,
      },
      problems: runs.flatMap((r) => r.problems),
    };
  },
};

export default benchmark;
