import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** PostgreSQL helpers of the benchmarks: throw-away databases and pgbench. */

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A new database on the server of `url`, empty or a copy of `template`, dropped afterwards; the
 * server's data is left alone.
 */
export async function scratchDatabase(
  url: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The pgbench binary: PGBENCH, the PATH, or the newest server installation. */
export function findPgbench(): string | null {
  const candidates = [
    process.env.PGBENCH,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'pgbench')),
  ];
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin/pgbench`);
  return candidates.find((c): c is string => !!c && fs.existsSync(c)) ?? null;
}

function run(bin: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`${path.basename(bin)} ${args[0]} exited with ${code}: ${output.trim().slice(-500)}`),
        );
    });
  });
}

export interface PgbenchResult {
  clients: number;
  threads: number;
  scale: number;
  durationS: number;
  tps: number;
  transactions: number;
  latencyAvgMs: number | null;
  failed: number;
}

/** TPC-B (pgbench's built-in script) against `url`: initialise at `scale`, then run for durationS. */
/**
 * pgbench's scale for a run with this many clients: one branch row per client keeps TPC-B's
 * hottest row from dominating. A short run (CI) only proves that the comparison runs, so it
 * takes scale 1, whose 100,000 accounts load in a fraction of the time of scale 10's million.
 */
export function tpcbScale(clients: number, short: boolean): number {
  return short ? 1 : Math.max(clients, 10);
}

export async function pgbenchTpcB(
  bin: string,
  url: string,
  options: { clients: number; threads: number; scale: number; durationS: number; warmupS: number },
): Promise<PgbenchResult> {
  await run(bin, ['-i', '-q', '-s', String(options.scale), url], 300_000);
  const common = ['-c', String(options.clients), '-j', String(options.threads)];
  if (options.warmupS > 0) await run(bin, [...common, '-n', '-T', String(options.warmupS), url], 120_000);
  const output = await run(
    bin,
    [...common, '-n', '-T', String(options.durationS), url],
    (options.durationS + 120) * 1000,
  );
  const tps =
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(output);
  if (!tps) throw new Error(`no tps in pgbench output:\n${output}`);
  const processed = /number of transactions actually processed: (\d+)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  const failed = /number of failed transactions: (\d+)/.exec(output);
  return {
    clients: options.clients,
    threads: options.threads,
    scale: options.scale,
    durationS: options.durationS,
    tps: Number(tps[1]),
    transactions: Number(processed?.[1] ?? 0),
    latencyAvgMs: latency ? Number(latency[1]) : null,
    failed: Number(failed?.[1] ?? 0),
  };
}
