import type { FastifyInstance } from 'fastify';
import { buildApp, type Services } from '../../app.js';
import { loadConfig, type AppConfig } from '../../config.js';
import { InProcessBus, type Bus } from '../bus.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { sql } from 'drizzle-orm';

export { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  bus: Bus;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve the built web app found in config.webDist (the API alone by default). */
  serveWeb?: boolean;
  /** Routes of the test's own, added before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Fastify logger options (e.g. a stream the test reads); no logging by default. */
  logger?: object;
  /**
   * Keep the demo merchant's wagering before withdrawal as seeded (deposits and bonuses once).
   * Otherwise no merchant asks for any, so tests of other features may withdraw what they deposit.
   */
  turnover?: boolean;
}

/** The real app on a fresh copy of the migrated database with the demo merchants seeded. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: true });
  if (!options.turnover) await database.db.execute(sql`DELETE FROM turnover_settings`);
  const bus = new InProcessBus();
  // Tests read the codes and temporary passwords they send from the outbox.
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: 'true' }), ...overrides };
  const { app, services } = await buildApp({
    config,
    database,
    bus,
    serveWeb: options.serveWeb ?? false,
    logger: options.logger ?? false,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    services,
    database,
    bus,
    close: async () => {
      await app.close();
      await bus.close();
      await database.destroy();
    },
  };
}

/** A second API node on the database of another: nodes share nothing but the database and the bus. */
export async function createTestNode(database: Database, bus: Bus): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test' });
  const { app } = await buildApp({ config, database, bus, serveWeb: false, logger: false });
  return app;
}

export const DEMO = { merchant: 'demo', username: 'demo001', password: 'demo1234' } as const;
export const ALPHA = { merchant: 'alpha', username: 'alpha001', password: 'alpha1234' } as const;
