import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { InProcessBus } from '../../apps/server/src/platform/bus.js';
import { openPglite } from '../../apps/server/src/platform/db/client.js';
import { seedDemo } from '../../apps/server/src/seed/seed-demo.js';

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The platform API as production builds it (helmet, tenant resolution, envelope, caching),
 * on a fresh in-memory PGlite with the demo merchants. Request logging is off: it would
 * measure the terminal, not the API.
 */
export async function startPlatformApi(): Promise<RunningServer> {
  const client = await PGlite.create();
  const database = openPglite(client);
  await database.migrate();
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOTUS_VENDOR_SECRET: randomBytes(32).toString('hex') }),
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn',
  };
  await seedDemo(database.db, config.builtinVendorSecret);
  const bus = new InProcessBus();
  const { app } = await buildApp({ config, database, bus, serveWeb: false, logger: false });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
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
  const client = await PGlite.create();
  const database = openPglite(client);
  await database.migrate();
  await seedDemo(database.db);
  const bus = new InProcessBus();
  // Production mode refuses the public vendor key; a throwaway one serves a throwaway database.
  const env = { NODE_ENV: 'production', LOTUS_VENDOR_SECRET: randomBytes(24).toString('hex') };
  const config = { ...loadConfig(env), host: '127.0.0.1', port: 0, logLevel: 'warn', webDist };
  const { app } = await buildApp({ config, database, bus, serveWeb: true, logger: false });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}
