import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { InProcessBus } from '../bus.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { seedDemo } from '../../seed/seed-demo.js';

let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  const config = { ...loadConfig({ NODE_ENV: 'test' }), requestTimeoutMs: 100 };
  ({ app } = await buildApp({ config, database, bus: new InProcessBus(), serveWeb: false, logger: false }));
  // A handler stuck on a dependency that never answers in time.
  app.get('/wps/test/slow', async () => new Promise((resolve) => setTimeout(() => resolve('late'), 400)));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('request timeout', () => {
  it('answers 504 timeout_retry_please in the envelope when a handler is too slow', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/test/slow',
      headers: { Merchant: 'demo', Language: 'EN' },
    });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'timeout_retry_please', value: null });
  });

  it('leaves fast handlers alone', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { Merchant: 'demo' },
    });
    expect(res.statusCode).toBe(200);
  });
});
