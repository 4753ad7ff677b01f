import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const autocannonCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon')),
  'autocannon.js',
);

export interface LoadOptions {
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  url: string;
  connections: number;
  durationS: number;
  requestsPerSec: number;
  requestsTotal: number;
  /** autocannon records latency in whole milliseconds. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/**
 * Loads a loopback URL with autocannon in a child process, so the load generator does not
 * share an event loop (and a CPU) with a server running inside this process.
 */
export function loadTest(url: string, options: LoadOptions): Promise<LoadResult> {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) {
    return Promise.reject(new Error(`benchmarks only load loopback addresses, not ${parsed.hostname}`));
  }
  const args = [
    autocannonCli,
    '--json',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.durationS),
    ...Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['--headers', `${k}=${v}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${stderr.trim()}`));
        return;
      }
      try {
        const json = JSON.parse(stdout) as AutocannonJson;
        resolve({
          url,
          connections: options.connections,
          durationS: options.durationS,
          requestsPerSec: json.requests.average,
          requestsTotal: json.requests.total,
          latencyP50Ms: json.latency.p50,
          latencyP99Ms: json.latency.p99,
          latencyAvgMs: json.latency.average,
          errors: json.errors,
          timeouts: json.timeouts,
          non2xx: json.non2xx,
        });
      } catch (error) {
        reject(new Error(`could not read autocannon's JSON output: ${(error as Error).message}\n${stdout}`));
      }
    });
  });
}

/** Unrecorded load before the measured one. */
export async function warmUp(url: string, options: LoadOptions & { warmupS: number }): Promise<void> {
  if (options.warmupS > 0) await loadTest(url, { ...options, durationS: options.warmupS });
}

export function loadProblems(name: string, result: LoadResult): string[] {
  const problems: string[] = [];
  if (result.requestsTotal === 0) problems.push(`${name}: no request completed`);
  if (result.errors) problems.push(`${name}: ${result.errors} connection errors`);
  if (result.timeouts) problems.push(`${name}: ${result.timeouts} timeouts`);
  if (result.non2xx) problems.push(`${name}: ${result.non2xx} answers were not 2xx`);
  return problems;
}

export function formatLoadRow(name: string, result: LoadResult): string {
  return [
    name.padEnd(14),
    result.requestsPerSec.toFixed(0).padStart(9),
    String(result.latencyP50Ms).padStart(8),
    String(result.latencyP99Ms).padStart(8),
    String(result.errors + result.timeouts).padStart(7),
    String(result.non2xx).padStart(8),
  ].join('  ');
}

export const LOAD_HEADER = [
  'target'.padEnd(14),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
  'non-2xx'.padStart(8),
].join('  ');
