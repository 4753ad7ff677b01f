import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp(
    { requestTimeoutMs: 100 },
    {
      // A handler stuck on a dependency that never answers in time.
      beforeReady: (app) =>
        app.get(
          '/wps/test/slow',
          async () => new Promise((resolve) => setTimeout(() => resolve('late'), 400)),
        ),
    },
  );
  app = t.app;
});
afterAll(async () => {
  await t?.close();
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
