import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { encryptRequest } from '@platform/shared';
import { createTestApp, DEMO_PAYMENT_PASSWORD, type TestApp } from '../testing/test-app.js';
import { body, client, loginToken, operatorToken, resetCounters } from '../testing/accounts.js';
import { redactDetail } from '../../modules/admin/index.js';
import { isStorableText, storableText } from '../db/text.js';
import { inputProblem, jsonTooDeep } from './input-guard.js';

/**
 * Text the database cannot store (NUL, unpaired surrogates) and prototype keys are refused at the
 * edge with 400 request.invalid, in each family's shape, wherever in the request they arrive.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
  owner = await operatorToken(t);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

function expectRefused(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  expect(res.json(), label).toMatchObject({ errorCode: 'request.invalid' });
  expect(res.body).not.toMatch(/\bat .+:\d+:\d+|invalid byte sequence|unsupported Unicode/);
}

function multipart(fields: Record<string, string>) {
  const boundary = 'guardboundary';
  const text =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { payload: text, type: `multipart/form-data; boundary=${boundary}` };
}

describe('text the database cannot store', () => {
  const poisons = ['Jade\u0000Tiger', 'Jade\ud800Tiger', 'Jade\udc00'];

  it('is refused in the money routes that used to answer 500', async () => {
    for (const poison of poisons) {
      expectRefused(
        await api.post('/wps/wallet/deposit', { amount: '100', payerName: poison }, { token: member }),
        'deposit',
      );
      expectRefused(
        await api.post(
          '/wps/wallet/withdraw',
          {
            amount: '100',
            paymentPassword: DEMO_PAYMENT_PASSWORD,
            bankName: poison,
            accountNo: '0123456789',
          },
          { token: member },
        ),
        'withdraw',
      );
    }
    // A surrogate pair is a character like any other.
    const fine = await api.post(
      '/wps/wallet/deposit',
      { amount: '100', payerName: '玉虎 🐯' },
      { token: member },
    );
    expect(body(fine).value).toMatchObject({ status: 'PENDING' });
  });

  it('is refused in a decrypted body (point redemption)', async () => {
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    for (const poison of poisons) {
      const { encryption, body: cipher } = encryptRequest(
        {
          rewardId: 1,
          quantity: 1,
          redeemType: 'P',
          password: DEMO_PAYMENT_PASSWORD,
          name: poison,
          address: 'x',
        },
        modulus,
      );
      const res = await api.post('/wps/relay/MCSFE_postRedeemPoint', cipher, {
        token: member,
        headers: { Encryption: encryption, 'content-type': 'text/plain' },
      });
      expectRefused(res, 'redemption');
    }
  });

  it('is refused on routes open to anyone', async () => {
    for (const poison of poisons) {
      expectRefused(await api.post('/wps/chat/open', { name: poison }), 'chat open');
      expectRefused(
        await api.post('/wps/member/password/sms', { username: poison, mobileNumber: '0812345678' }),
        'password sms',
      );
      expectRefused(
        await api.post('/admin/api/session/login', { username: poison, password: 'x' }),
        'admin login',
      );
    }
  });

  it('is refused in keys, queries, route parameters, forms and multipart fields', async () => {
    expectRefused(await api.post('/wps/chat/open', { ['na\u0000me']: 'x' }), 'key');
    expectRefused(await api.get('/admin/api/members?q=a%00b', { token: owner }), 'query');
    expectRefused(await api.get('/wps/message/1%00', { token: member }), 'param');
    const form = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { Merchant: 'demo', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo002%00&password=demo1234',
    });
    expectRefused(form, 'form');
    const { payload, type } = multipart({ content: 'slow \u0000 site', type: '1' });
    const feedback = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { Merchant: 'demo', Authorization: member, 'content-type': type },
      payload,
    });
    expectRefused(feedback, 'multipart');
  });

  it('is refused in the lottery family with its bare error shape', async () => {
    const res = await api.post('/lgw/orders/betting', { bettingSlipString: 'x\u0000' }, { token: member });
    expectRefused(res, 'lgw');
    expect(res.json()).not.toHaveProperty('success');
    const draw = await api.get('/lotto/lgw/draw/code/a%00b');
    expectRefused(draw, 'lgw param');
    expect(draw.json()).not.toHaveProperty('success');
  });
});

describe('prototype keys and empty updates', () => {
  it('never pollute objects and are refused', async () => {
    for (const raw of [
      '{"__proto__":{"polluted":true},"name":"x"}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"name":"x","extra":[{"__proto__":{"polluted":true}}]}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/chat/open',
        headers: { Merchant: 'demo', 'content-type': 'application/json' },
        payload: raw,
      });
      expectRefused(res, raw);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('an update with nothing to set is refused, whatever keys it came with', async () => {
    const operators = body(await api.get('/admin/api/operators?size=50', { token: owner })).value.list as {
      id: number;
      username: string;
      role: string;
    }[];
    const finance = operators.find((o) => o.username === 'finance')!;
    for (const raw of ['{}', '{"__proto__":{"role":"OWNER"}}', '{"unknown":"x"}']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/admin/api/operators/${finance.id}`,
        headers: { Merchant: 'demo', Authorization: owner, 'content-type': 'application/json' },
        payload: raw,
      });
      expectRefused(res, raw);
    }
    expectRefused(await api.put('/admin/api/merchant/settings', {}, { token: owner }), 'settings');
    const banners = body(await api.get('/admin/api/banners', { token: owner })).value.list as {
      id: number;
    }[];
    expectRefused(await api.put(`/admin/api/banners/${banners[0]!.id}`, {}, { token: owner }), 'banner');
    const agent = await loginToken(t, 'agent001', 'agent1234');
    const created = body(
      await api.post('/wps/agent/register/codes', { accountType: 0 }, { token: agent }),
    ).value;
    expectRefused(await api.put(`/wps/agent/register/codes/${created.codeId}`, {}, { token: agent }), 'code');
    const after = body(await api.get('/admin/api/operators?size=50', { token: owner })).value.list;
    expect(after.find((o: { id: number }) => o.id === finance.id).role).toBe(finance.role);
  });

  it('JSON nested deeper than any request is refused before it is parsed', async () => {
    for (const raw of [
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/chat/open',
        headers: { Merchant: 'demo', 'content-type': 'application/json' },
        payload: raw,
      });
      expectRefused(res, 'deep');
    }
  });
});

describe('the checks themselves', () => {
  it('tell storable text from the rest, surrogate pairs included', () => {
    expect(isStorableText('玉虎 🐯 ok')).toBe(true);
    for (const bad of ['\u0000', 'a\ud800', '\udc00b', '\ud83d\ud83d', 'x\ude00y'])
      expect(isStorableText(bad)).toBe(false);
    expect(storableText('a\u0000b\ud800c🐯')).toBe('a\ufffdb\ufffdc🐯');
  });

  it('name where the problem is, and walk any depth without recursion', () => {
    expect(inputProblem({ a: [{ b: 'x\u0000' }] }, 'body')).toBe(
      'body.a.0.b: text with a NUL or an unpaired surrogate',
    );
    expect(inputProblem({ ['__proto__']: 1 }, 'body')).toMatch(/reserved key/);
    expect(inputProblem(JSON.parse('{"constructor":1}'), 'query')).toMatch(
      /^query\.constructor: reserved key/,
    );
    expect(inputProblem({ fine: ['a', 1, null, { b: '🐯' }] }, 'body')).toBeNull();
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem(deep, 'body')).toMatch(/nested too deeply/);
    expect(
      jsonTooDeep('{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}'),
    ).toBe(false);
    expect(jsonTooDeep('['.repeat(65))).toBe(true);
  });

  it('keep only storable text in an audit detail, keys and cut strings included', () => {
    const detail = redactDetail({ ['no\u0000te']: 'a\ud800', long: `${'x'.repeat(199)}🐯tail` }) as Record<
      string,
      string
    >;
    expect(detail).toEqual({ 'no\ufffdte': 'a\ufffd', long: `${'x'.repeat(199)}\ufffd…` });
    expect(JSON.stringify(redactDetail(JSON.parse('{"__proto__":{"a":1}}')))).toBe('{"__proto__":{"a":1}}');
  });
});
