import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.js';
import { freshIp } from '../testing/accounts.js';

/**
 * Route limits count per merchant and client address; the merchant is the one the call resolved
 * to, so a Merchant header the route never checks cannot open a fresh count.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('route rate limits', () => {
  it('are not reset by a different Merchant header on a route that reads none', async () => {
    const ip = freshIp();
    // The built-in vendor's API takes 600 calls a minute from an address.
    const call = (merchant: string) =>
      t.app.inject({
        method: 'GET',
        url: '/vendor/lotus/api/balance',
        headers: { Merchant: merchant, 'X-Forwarded-For': ip },
      });
    for (let i = 0; i < 600; i++) expect((await call(`m${i}`)).statusCode).not.toBe(429);
    expect((await call('another')).statusCode).toBe(429);
  });

  it('count each merchant of an address on its own', async () => {
    const ip = freshIp();
    const login = (merchant: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/unsecure',
        headers: { Merchant: merchant, 'X-Forwarded-For': ip },
        payload: { username: DEMO.username, password: 'wrong-password' },
      });
    for (let i = 0; i < 20; i++) expect((await login('demo')).statusCode).not.toBe(429);
    expect((await login('demo')).statusCode).toBe(429);
    expect((await login('alpha')).statusCode).not.toBe(429);
  });
});
