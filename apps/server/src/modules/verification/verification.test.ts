import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxValue } from '@platform/shared';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, captcha, client, freshIp, lastCode, resetCounters } from '../../platform/testing/accounts.js';
import { verificationCodes } from './verification.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => {
  await t.close();
});

const noLogin = async (payload: Record<string, unknown>, ip = freshIp(), merchant = 'demo') => {
  const c = await captcha(t, { ip, merchant });
  return api.post(
    '/wps/verification/sms/noLogin',
    { captcha: c.code, ...payload },
    { ip, cookie: c.cookie, merchant },
  );
};

describe('POST /wps/verification/sms/noLogin', () => {
  it('validates the number, the country code and the captcha', async () => {
    expect(body(await noLogin({ mobileNum: '08123' })).errorCode).toBe('br_enright_cphone');
    expect(body(await noLogin({ mobileNum: '0812345678', countryDialingCode: '66a' })).errorCode).toBe(
      'error_country_code_limit',
    );
    const noCaptcha = await api.post('/wps/verification/sms/noLogin', { mobileNum: '0812345678' });
    expect(body(noCaptcha)).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
  });

  it('sends one code per number a minute (TOO_MANY_REQUESTS)', async () => {
    expect(body(await noLogin({ mobileNum: '0812345678', countryDialingCode: '+66' })).success).toBe(true);
    const again = await noLogin({ mobileNum: '0812345678' });
    expect(again.statusCode).toBe(429);
    expect(body(again).errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('sends at most 10 codes an hour from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(body(await noLogin({ mobileNum: `08700000${String(i).padStart(2, '0')}` }, ip)).success).toBe(
        true,
      );
    }
    expect(body(await noLogin({ mobileNum: '0870000099' }, ip)).errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('POST /wps/v2/verification/sms/send', () => {
  const send = (payload: unknown, ip = freshIp(), extra: { cookie?: string } = {}) =>
    api.post('/wps/v2/verification/sms/send', payload, { ip, ...extra });

  it('sends a registration code by operationType, under the registration limits', async () => {
    await resetCounters(t);
    const mobile = '0867000001';
    const res = await send({ mobileNum: mobile, operationType: 'register', countryDialingCode: '66' });
    expect(res.statusCode).toBe(200);
    const sent = body(res);
    expect(sent.success).toBe(true);
    expect(sent.value).toMatchObject({ expiredMinutes: expect.any(Number) });
    const code = await lastCode(t, { mobile });
    const demo = (await t.services.directory.byMerchantCode('demo'))!;
    await expect(
      t.services.verification.verify(demo, 'sms', 'register', mobile, code),
    ).resolves.toBeUndefined();

    const again = await send({ mobileNum: mobile, operationType: 'REGISTER', countryDialingCode: '66' });
    expect(again.statusCode).toBe(429);
    expect(body(again).errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('sends a login code with the captcha, as /sms/noLogin does', async () => {
    const ip = freshIp();
    const noCaptcha = await send({ mobileNum: '0867000002', operationType: 'LOGIN' }, ip);
    expect(body(noCaptcha).errorCode).toBe('captcha_required');
    const c = await captcha(t, { ip });
    const res = await send(
      { mobileNum: '0867000002', operationType: 'LOGIN', countryDialingCode: '66', captcha: c.code },
      ip,
      { cookie: c.cookie },
    );
    expect(body(res)).toMatchObject({ success: true, value: { expiredMinutes: expect.any(Number) } });
  });

  it('answers catalogue codes for bad input, never a server error', async () => {
    const cases: [unknown, string][] = [
      [{ mobileNum: '08123', operationType: 'REGISTER' }, 'br_enright_cphone'],
      [
        { mobileNum: '0867000003', operationType: 'REGISTER', countryDialingCode: '66a' },
        'error_country_code_limit',
      ],
      [{ mobileNum: '0867000003', operationType: 'TRANSFER' }, 'request.invalid'],
      [{ mobileNum: '0867000003' }, 'request.invalid'],
      [{}, 'request.invalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await send(payload);
      expect(res.statusCode).toBeLessThan(500);
      expect(body(res)).toMatchObject({ success: false, errorCode: code });
    }
  });
});

describe('codes', () => {
  const mobile = '0823450000';

  async function registerCode(): Promise<string> {
    await resetCounters(t);
    body(await api.post('/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '66' }));
    return lastCode(t, { mobile });
  }
  const merchant = async () => (await t.services.directory.byMerchantCode('demo'))!;

  it('are six digits, stored only as a keyed hash', async () => {
    const code = await registerCode();
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.recipient, mobile));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });

  it('expire after expiredMinutes', async () => {
    const code = await registerCode();
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.recipient, mobile));
    await expect(
      t.services.verification.verify(await merchant(), 'sms', 'register', mobile, code),
    ).rejects.toMatchObject({
      code: 'verification.code.invalid',
    });
  });

  it('survive 4 wrong guesses, not 5; a newer code replaces an older one', async () => {
    const first = await registerCode();
    const second = await registerCode();
    const m = await merchant();
    if (first !== second) {
      await expect(t.services.verification.verify(m, 'sms', 'register', mobile, first)).rejects.toMatchObject(
        {
          code: 'verification.code.invalid',
        },
      );
    }
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await expect(t.services.verification.verify(m, 'sms', 'register', mobile, wrong)).rejects.toMatchObject(
        {
          code: 'verification.code.invalid',
        },
      );
    }
    await expect(
      t.services.verification.verify(m, 'sms', 'register', mobile, second),
    ).resolves.toBeUndefined();

    const third = await registerCode();
    for (let i = 1; i <= 5; i++) {
      await expect(t.services.verification.verify(m, 'sms', 'register', mobile, wrong)).rejects.toMatchObject(
        {
          code: i < 5 ? 'verification.code.invalid' : 'verification.attempts.exceeded',
        },
      );
    }
    await expect(t.services.verification.verify(m, 'sms', 'register', mobile, third)).rejects.toMatchObject({
      code: 'verification.attempts.exceeded',
    });
  });
});

describe('GET /wps/dev/outbox', () => {
  it('answers the latest messages, paged, for one merchant only', async () => {
    const res = body(await api.get('/wps/dev/outbox?mobile=0823450000&page=1&size=2'));
    const value = outboxValue.parse(res.value);
    expect(value.list.length).toBeLessThanOrEqual(2);
    expect(value.total).toBeGreaterThanOrEqual(value.list.length);
    expect(value.list[0]!.body).toMatch(/\d{6}/);
    const alpha = outboxValue.parse(
      body(await api.get('/wps/dev/outbox?mobile=0823450000', { merchant: 'alpha' })).value,
    );
    expect(alpha.list).toEqual([]);
    expect(body(await api.get('/wps/dev/outbox')).errorCode).toBe('request.invalid');
    expect(body(await api.get('/wps/dev/outbox?mobile=1&size=500')).errorCode).toBe('request.invalid');
  });

  it('does not exist unless DEV_OUTBOX turns it on, in development too', async () => {
    // The parser decides the default (config.test.ts covers the settings themselves).
    const closed = await createTestApp({ devOutbox: loadConfig({ NODE_ENV: 'development' }).devOutbox });
    try {
      const res = await closed.app.inject({
        method: 'GET',
        url: '/wps/dev/outbox?mobile=0823450000',
        headers: { Merchant: 'demo' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('resource.not.found');
    } finally {
      await closed.close();
    }
  });
});
