import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../config.js';

/** What `npm start` runs for the server once the web app is built and the server bundled. */
export const SERVER_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');
export const SERVER_COMMAND = 'node apps/server/dist/main.js';

/** Bundles the server as `npm start` does (apps/server/scripts/build.mjs). */
export function buildServer(): void {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'apps/server/scripts/build.mjs')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed: ${result.stderr || result.stdout}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first successful GET /wps/system/status. */
  readyMs: number;
  /** CPU the server had used by then (user + system, ms): what the start costs on any machine load. */
  readyCpuMs: number | null;
  output(): string;
  exited: Promise<void>;
  /** The exit code, or the signal that ended the process. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** GET with a short timeout; resolves the status code, 0 when nothing answered. */
export async function get(url: string, headers: Record<string, string> = {}, timeoutMs = 1_000) {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text(), headers: response.headers };
  } catch {
    return { status: 0, body: '', headers: new Headers() };
  }
}

async function statusOk(baseUrl: string): Promise<boolean> {
  const { status, body } = await get(`${baseUrl}/wps/system/status`, { Merchant: 'demo' });
  return status === 200 && body.includes('"success":true');
}

/**
 * Starts `node <args>` with env and polls GET /wps/system/status (Merchant: demo) every 20 ms
 * until it answers with success; rejects when the process exits first or timeoutMs passes.
 */
export async function startServerProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  timeoutMs = 300_000,
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8192));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let gone = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve({ code, signal });
    }),
  );
  const exited = exit.then(() => undefined);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (gone) throw new Error(`the server exited before answering:\n${output.trim().slice(-2000)}`);
    if (await statusOk(baseUrl)) break;
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output.trim().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    child,
    pid: child.pid!,
    baseUrl,
    readyMs,
    readyCpuMs: cpuMs(child.pid!),
    output: () => output,
    exited,
    exit,
  };
}

/** User + system CPU time of a process so far, from /proc (Linux); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export async function killHard(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}
