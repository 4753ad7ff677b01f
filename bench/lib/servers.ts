import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { InProcessBus } from '../../apps/server/src/platform/bus.js';
import { openPglite } from '../../apps/server/src/platform/db/client.js';
import { seedDemo } from '../../apps/server/src/seed/seed-demo.js';
import { spawnScript } from './child.js';
import { seededPglite } from './pglite.js';

const benchLibDir = path.dirname(fileURLToPath(import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** The process that answers (this one for in-process servers), for its memory figures. */
  pid: number;
  close(): Promise<void>;
}

/**
 * Production mode refuses the public development secret of the built-in game vendor; a
 * benchmark has no vendor to talk to, so any fresh secret will do.
 */
export function productionEnv(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    LOTUS_VENDOR_SECRET: process.env.LOTUS_VENDOR_SECRET || randomBytes(24).toString('hex'),
  };
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

/** The floor: what node:http alone manages on this machine. */
export async function startHelloWorld(): Promise<RunningServer> {
  const body = JSON.stringify({ success: true, value: 'hello world' });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    pid: process.pid,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The platform API as production builds it (helmet, tenant resolution, envelope, caching),
 * on a fresh in-memory PGlite with the demo merchants (loaded from a cached dump). Request logging is off: it would
 * measure the terminal, not the API.
 */
export async function startPlatformApi(): Promise<RunningServer> {
  const client = await seededPglite();
  const database = openPglite(client);
  await database.migrate();
  const config = { ...loadConfig(productionEnv()), host: '127.0.0.1', port: 0, logLevel: 'warn' };
  await seedDemo(database.db, config.builtinVendorSecret);
  const bus = new InProcessBus();
  const { app } = await buildApp({ config, database, bus, serveWeb: false, logger: false });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: process.pid,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/**
 * The whole site as production serves it: API and the built web app (apps/web/dist, which
 * must exist) from one port, on a fresh in-memory PGlite with the demo merchants.
 */
export async function startPlatformSite(webDist: string): Promise<RunningServer> {
  const client = await seededPglite();
  const database = openPglite(client);
  await database.migrate();
  const config = { ...loadConfig(productionEnv()), host: '127.0.0.1', port: 0, logLevel: 'warn', webDist };
  await seedDemo(database.db, config.builtinVendorSecret);
  const bus = new InProcessBus();
  const { app } = await buildApp({ config, database, bus, serveWeb: true, logger: false });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: process.pid,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/**
 * startPlatformApi in a child process of its own: the server's memory is then its own, and it
 * shares no event loop with the benchmark.
 */
export async function startPlatformApiProcess(): Promise<RunningServer> {
  const child = spawnScript(path.join(benchLibDir, 'api-server.ts'));
  try {
    const { baseUrl } = await child.next<{ baseUrl: string }>('ready');
    return {
      baseUrl,
      pid: child.pid,
      close: async () => {
        await child.call('close').catch(() => undefined);
        await child.kill();
      },
    };
  } catch (error) {
    await child.kill();
    throw error;
  }
}
