import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from '../apps/web/build-tools/fresh-build.js';

/**
 * Several real API nodes (the production bundle, apps/server/dist/main.js, each its own process)
 * on one PostgreSQL database and one Redis, and a round-robin reverse proxy in front of them.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'apps/server');
const serverMain = path.join(serverDir, 'dist/main.js');
/** What dist/main.js is bundled from. */
const SERVER_SOURCES = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'scripts/build.mjs'),
  path.join(serverDir, 'package.json'),
  path.join(repoRoot, 'packages/shared/src'),
];

/** Bundles the server (apps/server/scripts/build.mjs, a few seconds) when dist/main.js is missing or stale. */
export function ensureServerBuild(log: (line: string) => void = console.log): void {
  const builtAt = newestMtime(serverMain);
  if (builtAt > Math.max(...SERVER_SOURCES.map(newestMtime))) return;
  log(builtAt ? `${serverMain} is older than its sources, rebuilding` : `building ${serverMain}`);
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'pipe', timeout: 120_000 });
}

/** A port nothing listens on now (the node binds it a moment later). */
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

export interface ServerNode {
  name: string;
  port: number;
  baseUrl: string;
  /** What the process printed, for the message of a failure. */
  output(): string;
  stop(): Promise<void>;
}

export interface NodeOptions {
  name: string;
  /** Settings of apps/server/src/config.ts; nothing else of the test's environment is passed on. */
  env: Record<string, string>;
  /** How long to wait for GET /readyz to answer 200. */
  readyWithinMs?: number;
}

/** Starts `node apps/server/dist/main.js` on 127.0.0.1 and a free port; resolves once it is ready. */
export async function startNode(options: NodeOptions): Promise<ServerNode> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last lines are what tells why a node stopped.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const baseUrl = `http://127.0.0.1:${port}`;
  const node: ServerNode = {
    name: options.name,
    port,
    baseUrl,
    output: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const until = Date.now() + (options.readyWithinMs ?? 120_000);
  for (;;) {
    if (gone) throw new Error(`node ${options.name} stopped while starting:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.status === 200) return node;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) {
      await node.stop();
      throw new Error(`node ${options.name} was not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface Upstream {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  baseUrl: string;
  /** How many HTTP requests and WebSocket upgrades each upstream was given, by index. */
  requests: number[];
  upgrades: number[];
  close(): Promise<void>;
}

/**
 * A reverse proxy that hands each HTTP request and each WebSocket upgrade to the next upstream in
 * turn, as a load balancer without session affinity does. It adds X-Forwarded-For, which the
 * nodes trust from loopback (TRUST_PROXY's default), so they see the browser's address.
 */
export async function startRoundRobinProxy(upstreams: Upstream[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const requests = upstreams.map(() => 0);
  const upgrades = upstreams.map(() => 0);
  const next = () => {
    const index = turn++ % upstreams.length;
    return { index, upstream: upstreams[index]! };
  };
  const agent = new http.Agent({ keepAlive: true });
  const tunnels = new Set<net.Socket>();

  const forwardedFor = (req: http.IncomingMessage) => {
    const previous = req.headers['x-forwarded-for'];
    const peer = req.socket.remoteAddress ?? '';
    return previous ? `${String(previous)}, ${peer}` : peer;
  };

  const server = http.createServer((req, res) => {
    const { index, upstream } = next();
    requests[index]!++;
    const forward = http.request(
      {
        agent,
        host: upstream.host,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req), 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(forward);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const { index, upstream } = next();
    upgrades[index]!++;
    const target = net.connect(upstream.port, upstream.host);
    tunnels.add(client);
    tunnels.add(target);
    const end = () => {
      client.destroy();
      target.destroy();
      tunnels.delete(client);
      tunnels.delete(target);
    };
    client.on('error', end).on('close', end);
    target.on('error', end).on('close', end);
    target.once('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i]!.toLowerCase() === 'x-forwarded-for') continue;
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
      target.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) target.write(head);
      client.pipe(target).pipe(client);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    upgrades,
    async close() {
      for (const socket of tunnels) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
