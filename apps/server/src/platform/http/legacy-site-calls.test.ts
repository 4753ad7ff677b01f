import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encryptRequest } from '@platform/shared';
import { createTestApp, DEMO_PAYMENT_PASSWORD, type TestApp } from '../testing/test-app.js';
import { body, client, freshIp, loginToken, resetCounters, setFlag } from '../testing/accounts.js';

/**
 * The 500cai client's site, trial and agent calls (field protocol 5.1, 5.5): each answered by a
 * service of ours, from the merchant's data.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let agent: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  agent = await loginToken(t, 'agent001', 'agent1234');
  member = await loginToken(t, 'demo001', 'demo1234');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

describe('GET /wps/system/announcements/advanced', () => {
  it('answers our announcement list, narrowed by type and platform', async () => {
    const ours = body(await api.get('/wps/system/announcements?types=PL&platform=M')).value;
    const theirs = body(
      await api.get('/wps/system/announcements/advanced?type=PL&category=1&platform=MOBILE'),
    );
    expect(theirs.success).toBe(true);
    expect(theirs.value).toEqual(ours);
    expect(body(await api.get('/wps/system/announcements/advanced')).value).toEqual(
      body(await api.get('/wps/system/announcements')).value,
    );
    for (const query of ['type=XX', 'platform=TV', `category=${'x'.repeat(41)}`]) {
      const res = await api.get(`/wps/system/announcements/advanced?${query}`);
      expect([query, res.statusCode, body(res).errorCode]).toEqual([query, 400, 'request.invalid']);
    }
  });
});

describe('POST /wps/system/collect', () => {
  it('answers 204 with no body, anonymous or not, and bounds what it takes', async () => {
    const res = await api.post('/wps/system/collect', { event: 'page_view', page: '/lobby' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await api.post('/wps/system/collect', {}, { token: member })).statusCode).toBe(204);
    const huge = await api.post('/wps/system/collect', { blob: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('GET /wps/agent/default', () => {
  it("answers the agent code of the domain asked about, or of the request's host, as /wps/agent/affiliate does", async () => {
    await t.database.db.execute(
      sql`UPDATE merchant_domains SET affiliate_code = 'GOLD8888' WHERE domain = 'm.goldenlotus.test'`,
    );
    await t.services.directory.invalidate('demo');
    const ours = body(await api.get('/wps/agent/affiliate?domain=m.goldenlotus.test')).value;
    expect(ours).toEqual({ affiliateCode: 'GOLD8888', valid: true });
    expect(body(await api.get('/wps/agent/default?domain=m.goldenlotus.test')).value).toEqual(ours);
    expect(body(await api.get('/wps/agent/default?domain=localhost')).value).toEqual({
      affiliateCode: null,
      valid: false,
    });
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/default',
      headers: { Merchant: 'demo', Host: 'm.goldenlotus.test', 'X-Forwarded-For': freshIp() },
    });
    expect(body(byHost).value).toEqual(ours);
  });
});

describe('GET /wps/member/trialuser', () => {
  it('draws a free trial name where the merchant offers free play, and refuses elsewhere', async () => {
    await setFlag(t, 'demo', 'FREEPLAY3', true);
    const name = body(await api.get('/wps/member/trialuser')).value;
    expect(name).toMatch(/^tr\d{9}$/);
    expect(body(await api.get(`/wps/check/username?username=${name}`)).success).toBe(true);
    await setFlag(t, 'demo', 'FREEPLAY3', false);
    try {
      const res = await api.get('/wps/member/trialuser');
      expect(body(res).errorCode).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'FREEPLAY3', true);
    }
  });
});

describe('PUT /wps/agent/transferDownline', () => {
  const put = async (payload: object, token = agent) => {
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const { encryption, body: sealed } = encryptRequest(payload, modulus);
    return t.app.inject({
      method: 'PUT',
      url: '/wps/agent/transferDownline',
      headers: {
        Merchant: 'demo',
        Authorization: token,
        Encryption: encryption,
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
      },
      payload: sealed,
    });
  };

  it('pays one downline, encrypted as the 2017 client sends it, by our agent transfer', async () => {
    const before = body(await api.get('/wps/wallets/balance', { token: member })).value.balances[0]
      .availBalance;
    const res = await put({ username: 'demo001', amount: '15', paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(body(res).value.transfers).toEqual([
      expect.objectContaining({
        username: 'demo001',
        kind: 'to_downline',
        status: 'posted',
        amount: '15.00',
      }),
    ]);
    const after = body(await api.get('/wps/wallets/balance', { token: member })).value.balances[0]
      .availBalance;
    expect(after).toBe(before + 15);
  });

  it('refuses what our transfer refuses: no downline named, a stranger, a wrong payment password, a member', async () => {
    const cases: [object, string, string][] = [
      [{ amount: '15', paymentPassword: DEMO_PAYMENT_PASSWORD }, agent, 'request.invalid'],
      [
        { username: 'alpha001', amount: '15', paymentPassword: DEMO_PAYMENT_PASSWORD },
        agent,
        'downline.not.found',
      ],
      [{ username: 'demo001', amount: '15', paymentPassword: '000000' }, agent, 'payment.password.incorrect'],
      [
        { username: 'demo002', amount: '15', paymentPassword: DEMO_PAYMENT_PASSWORD },
        member,
        'permission.denied',
      ],
    ];
    for (const [payload, token, expected] of cases) {
      const res = await put(payload, token);
      expect(body(res).errorCode).toBe(expected);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /wps/agent/downline', () => {
  const post = async (payload: object, token = agent) => {
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const { encryption, body: sealed } = encryptRequest(payload, modulus);
    return t.app.inject({
      method: 'POST',
      url: '/wps/agent/downline',
      headers: {
        Merchant: 'demo',
        Authorization: token,
        Encryption: encryption,
        'Content-Type': 'application/json',
        'X-Forwarded-For': freshIp(),
      },
      payload: sealed,
    });
  };

  it("opens a member account under the agent, which logs in and shows in the agent's team", async () => {
    const res = await post({ username: 'jadedown1', password: 'jade1234', confirmPassword: 'jade1234' });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toMatchObject({ customerId: expect.any(Number), username: 'jadedown1' });
    const token = await loginToken(t, 'jadedown1', 'jade1234');
    expect(body(await api.get('/wps/member/info', { token })).value.account).toBe('jadedown1');
    const team = body(await api.get('/wps/agent/team/members?username=jadedown1', { token: agent })).value;
    expect(JSON.stringify(team)).toContain('jadedown1');
  });

  it('refuses members, taken names, names and passwords outside the rules, and mismatched confirmations', async () => {
    const cases: [object, string, string][] = [
      [{ username: 'jadedown2', password: 'jade1234' }, member, 'permission.denied'],
      [{ username: 'demo002', password: 'jade1234' }, agent, 'username.exists'],
      [{ username: 'x!', password: 'jade1234' }, agent, 'reg_pattern_4'],
      [{ username: 'jadedown3', password: '1' }, agent, 'error_password'],
      [
        { username: 'jadedown4', password: 'jade1234', confirmPassword: 'jade9999' },
        agent,
        'in_confirmation_correct',
      ],
      [{ username: 'jadedown5' }, agent, 'request.invalid'],
    ];
    for (const [payload, token, expected] of cases) {
      const res = await post(payload, token);
      expect([JSON.stringify(payload), body(res).errorCode]).toEqual([JSON.stringify(payload), expected]);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
