import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, ALPHA, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { members } from '../member/member.tables.js';
import { sessions } from './session.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function login(merchant: string, username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login/unsecure',
    headers: { Merchant: merchant },
    payload: { username, password },
  });
}

const info = (merchant: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: token ? { Merchant: merchant, Authorization: token } : { Merchant: merchant },
  });

describe('login and the raw-token Authorization header', () => {
  it('answers the token and identity of WIRE.md', async () => {
    const value = (await login('demo', DEMO.username, DEMO.password)).json().value;
    expect(value).toMatchObject({ id: expect.any(Number), userName: DEMO.username, customerType: 0 });
    expect(typeof value.firstTimeLogin).toBe('boolean');
    expect(value.passwordExpired).toBe(false);
  });

  it('stores argon2id hashes and only a hash of the token', async () => {
    const [member] = await t.database.db.select().from(members).where(eq(members.username, DEMO.username));
    expect(member!.passwordHash).toMatch(/^\$argon2id\$/);
    const token = (await login('demo', DEMO.username, DEMO.password)).json().value.token as string;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('reads member info with the raw token, and with a Bearer prefix some field clients add', async () => {
    const token = (await login('demo', DEMO.username, DEMO.password)).json().value.token;
    const res = await info('demo', token);
    expect(res.json()).toMatchObject({
      success: true,
      value: { account: DEMO.username, customerId: expect.any(Number) },
    });
    expect((await info('demo', `Bearer ${token}`)).json()).toMatchObject({
      success: true,
      value: { account: DEMO.username },
    });
  });

  it('answers login.not.session without a token and user.or.token.invalid with a wrong one, HTTP 401', async () => {
    const none = await info('demo');
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('login.not.session');
    const wrong = await info('demo', 'f'.repeat(64));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('user.or.token.invalid');
  });

  it('refuses wrong passwords and unknown users alike', async () => {
    const wrong = (await login('demo', DEMO.username, 'not-the-password')).json();
    const unknown = (await login('demo', 'nobody123', 'whatever1')).json();
    expect(wrong.errorCode).toBe('login.failed');
    expect(unknown.errorCode).toBe('login.failed');
    expect(wrong.message).toBe(unknown.message);
  });
});

describe('tenant isolation', () => {
  it('a merchant A token never reads merchant B data', async () => {
    const demoToken = (await login('demo', DEMO.username, DEMO.password)).json().value.token;
    const res = await info('alpha', demoToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('user.or.token.invalid');
  });

  it('a username exists only within its merchant', async () => {
    expect((await login('alpha', DEMO.username, DEMO.password)).json().errorCode).toBe('login.failed');
    expect((await login('alpha', ALPHA.username, ALPHA.password)).json().success).toBe(true);
  });
});

describe('logout and revocation', () => {
  it('logout revokes the token', async () => {
    const token = (await login('demo', DEMO.username, DEMO.password)).json().value.token;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { Merchant: 'demo', Authorization: token },
    });
    expect(out.json().success).toBe(true);
    expect((await info('demo', token)).json().errorCode).toBe('user.or.token.invalid');
  });

  it('logout by POST with an empty body, as current field clients send it, revokes the token too', async () => {
    const token = (await login('demo', DEMO.username, DEMO.password)).json().value.token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/wps/session/logout',
      headers: { Merchant: 'demo', Authorization: token },
      payload: {},
    });
    expect(out.json()).toMatchObject({ success: true, value: true });
    expect((await info('demo', token)).json().errorCode).toBe('user.or.token.invalid');
  });

  it("answers the 2017 client's keep-alive while the session lives, and the login error after logout", async () => {
    const token = (await login('demo', DEMO.username, DEMO.password)).json().value.token;
    const touch = (method: 'GET' | 'POST', auth?: string) =>
      t.app.inject({
        method,
        url: '/wps/session/touch?_=1764000000000',
        headers: auth ? { Merchant: 'demo', Authorization: auth } : { Merchant: 'demo' },
      });
    for (const method of ['GET', 'POST'] as const) {
      const alive = await touch(method, token);
      expect(alive.json()).toMatchObject({ success: true, status: true, value: true });
    }
    expect((await touch('GET')).statusCode).toBe(401);
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { Merchant: 'demo', Authorization: token },
    });
    const after = await touch('GET', token);
    expect(after.statusCode).toBe(401);
    // The 2017 client reads the failure as status false with the code in description.
    expect(after.json()).toMatchObject({
      errorCode: 'user.or.token.invalid',
      status: false,
      description: 'user.or.token.invalid',
    });
  });

  it('binds the token to the login IP when the merchant asks', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    merchant.extra.bindTokenToIp = true;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/unsecure',
        headers: { Merchant: 'demo', 'X-Forwarded-For': '198.51.100.20' },
        payload: { username: DEMO.username, password: DEMO.password },
      });
      const token = res.json().value.token;
      const same = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { Merchant: 'demo', Authorization: token, 'X-Forwarded-For': '198.51.100.20' },
      });
      expect(same.json().success).toBe(true);
      const moved = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { Merchant: 'demo', Authorization: token, 'X-Forwarded-For': '198.51.100.21' },
      });
      expect(moved.statusCode).toBe(401);
      expect(moved.json().errorCode).toBe('token_ip_different');
    } finally {
      merchant.extra.bindTokenToIp = false;
    }
  });
});

describe('login rate limit', () => {
  it('demands a captcha after 3 failures and answers TOO_MANY_REQUESTS after 20 attempts a minute', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login/unsecure',
        headers: { Merchant: 'demo', 'X-Forwarded-For': '198.51.100.99' },
        payload: { username: DEMO.username, password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) {
      const body = (await attempt()).json();
      expect(body).toMatchObject({ errorCode: 'login.failed', value: { captcha: i === 2 } });
    }
    for (let i = 3; i < 20; i++) {
      expect((await attempt()).json()).toMatchObject({
        errorCode: 'captcha_required',
        value: { captcha: true },
      });
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
  });
});
