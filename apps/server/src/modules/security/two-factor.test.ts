import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { loginVerifyRequiredValue, securityConfigValue, totpStartValue } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, captcha, client, freshIp, lastCode, loginToken } from '../../platform/testing/accounts.js';
import { memberIdOf } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  t.services.twoFactor.now = () => new Date(clock);
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, merchant = 'demo') =>
  api.post('/wps/session/login/unsecure', { username, password }, { merchant });

/**
 * The authenticator's clock, stepped by the test: a code is accepted once per time step, so each
 * successful check moves to the next step (as a person would wait for the next code).
 */
let clock = Date.now();
function nextCode(secret: string): string {
  clock += 30_000;
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: clock });
}

async function memberId(username: string, merchant = 'demo'): Promise<number> {
  const token = await loginToken(t, username, username === 'alpha001' ? 'alpha1234' : 'demo1234', merchant);
  return body(await api.get('/wps/member/info', { token, merchant })).value.id;
}

describe('authenticator enrolment and login_verify_required', () => {
  let secret = '';

  it('answers the security config with required methods and enrolment state', async () => {
    const token = await loginToken(t, 'demo002', 'demo1234');
    const value = securityConfigValue.parse(
      body(await api.get('/wps/v2/member/securityConfig', { token })).value,
    );
    expect(value).toMatchObject({
      payeeName: false,
      sms: false,
      ga: false,
      email: false,
      enrolment: { ga: 'NONE' },
      bound: { mobileNo: null, email: null, payeeName: false },
    });
    expect(body(await api.get('/wps/v2/member/securityConfig')).errorCode).toBe('login.not.session');
  });

  it('starts with a secret, an otpauth URI and a QR data URL, then confirms with a code', async () => {
    const token = await loginToken(t, 'demo002', 'demo1234');
    const start = totpStartValue.parse(
      body(await api.post('/wps/v2/member/security/ga/start', {}, { token })).value,
    );
    expect(start.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(start.qrCode).toMatch(/^data:image\/png;base64,/);
    secret = start.secret;
    expect(body(await api.get('/wps/v2/member/securityConfig', { token })).value.enrolment.ga).toBe(
      'PENDING',
    );

    const wrong = body(await api.post('/wps/v2/member/security/ga/confirm', { code: '000000' }, { token }));
    expect(wrong.errorCode).toBe('verification.code.invalid');
    const empty = body(await api.post('/wps/v2/member/security/ga/confirm', { code: '' }, { token }));
    expect(empty.errorCode).toBe('enter_verification_code');
    const ok = body(
      await api.post('/wps/v2/member/security/ga/confirm', { code: nextCode(secret) }, { token }),
    );
    expect(ok.value).toMatchObject({ ga: true, enrolment: { ga: 'ENABLED' } });
    expect(body(await api.post('/wps/v2/member/security/ga/start', {}, { token })).errorCode).toBe(
      'totp.already.enabled',
    );
  });

  it('tells the back office whose authenticator is on, within the merchant', async () => {
    const demo = (await t.services.directory.byMerchantCode('demo'))!;
    const alpha = (await t.services.directory.byMerchantCode('alpha'))!;
    const enrolled = await memberIdOf(t, 'demo', 'demo002');
    expect(await t.services.twoFactor.authenticatorOn(demo, enrolled)).toBe(true);
    expect(await t.services.twoFactor.authenticatorOn(alpha, enrolled)).toBe(false);
    expect(await t.services.twoFactor.authenticatorOn(demo, await memberIdOf(t, 'demo', 'demo001'))).toBe(
      false,
    );
  });

  it('login then answers login_verify_required (HTTP 200) with the methods and a ticket', async () => {
    const res = await login('demo002', 'demo1234');
    expect(res.statusCode).toBe(200);
    const answer = body(res);
    expect(answer).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    const value = loginVerifyRequiredValue.parse(answer.value);
    expect(value).toMatchObject({
      ga: true,
      sms: false,
      email: false,
      payeeName: false,
      userName: 'demo002',
    });
    expect(value.expiresIn).toBe(300);
  });

  it('completes the login with the ticket and a code computed by otpauth', async () => {
    const ticket = body(await login('demo002', 'demo1234')).value.ticket;
    const wrong = body(
      await api.post('/wps/session/login/verification', {
        username: 'demo002',
        ticket,
        method: 'G',
        authCode: '123456',
      }),
    );
    expect(wrong.errorCode).toBe('login_verify_failed');
    const missing = body(await api.post('/wps/session/login/verification', { ticket, method: 'G' }));
    expect(missing).toMatchObject({ errorCode: 'not_empty', value: { field: 'authCode' } });
    const notRequired = body(
      await api.post('/wps/session/login/verification', { ticket, method: 'P', payeeName: 'x' }),
    );
    expect(notRequired.errorCode).toBe('login_verify_failed');

    const code = nextCode(secret);
    const ok = body(
      await api.post('/wps/session/login/verification', {
        username: 'demo002',
        ticket,
        method: 'G',
        authCode: code,
      }),
    );
    expect(ok.success).toBe(true);
    expect(ok.value).toMatchObject({ userName: 'demo002', passwordExpired: false });
    expect(body(await api.get('/wps/member/info', { token: ok.value.token })).success).toBe(true);

    // The ticket is used up, and the code cannot be replayed.
    const again = body(
      await api.post('/wps/session/login/verification', { ticket, method: 'G', authCode: code }),
    );
    expect(again.errorCode).toBe('login_verify_expired');
    const ticket2 = body(await login('demo002', 'demo1234')).value.ticket;
    const replay = body(
      await api.post('/wps/session/login/verification', { ticket: ticket2, method: 'G', authCode: code }),
    );
    expect(replay.errorCode).toBe('login_verify_failed');
  });

  it('also completes with username and password instead of a ticket (spec payload)', async () => {
    const ok = body(
      await api.post('/wps/session/login/verification', {
        username: 'demo002',
        password: 'demo1234',
        method: 'G',
        authCode: nextCode(secret),
      }),
    );
    expect(ok.success).toBe(true);
    const wrongPassword = body(
      await api.post('/wps/session/login/verification', {
        username: 'demo002',
        password: 'wrong-pass',
        method: 'G',
        authCode: nextCode(secret),
      }),
    );
    expect(wrongPassword.errorCode).toBe('login.failed');
  });

  it('burns a ticket after 5 wrong answers', async () => {
    const ticket = body(await login('demo002', 'demo1234')).value.ticket;
    for (let i = 0; i < 5; i++) {
      const res = body(
        await api.post('/wps/session/login/verification', { ticket, method: 'G', authCode: '000000' }),
      );
      expect(res.errorCode).toBe('login_verify_failed');
    }
    const after = body(
      await api.post('/wps/session/login/verification', { ticket, method: 'G', authCode: nextCode(secret) }),
    );
    expect(after.errorCode).toBe('login_verify_expired');
  });

  it('a demo ticket is no ticket at alpha', async () => {
    const ticket = body(await login('demo002', 'demo1234')).value.ticket;
    const res = body(
      await api.post(
        '/wps/session/login/verification',
        { ticket, method: 'G', authCode: nextCode(secret) },
        { merchant: 'alpha' },
      ),
    );
    expect(res.errorCode).toBe('login_verify_expired');
  });

  it('disables with a code; login then needs no second factor', async () => {
    const ticket = body(await login('demo002', 'demo1234')).value.ticket;
    const token = body(
      await api.post('/wps/session/login/verification', { ticket, method: 'G', authCode: nextCode(secret) }),
    ).value.token;
    expect(
      body(await api.post('/wps/v2/member/security/ga/disable', { code: '999999' }, { token })).errorCode,
    ).toBe('verification.code.invalid');
    const off = body(
      await api.post('/wps/v2/member/security/ga/disable', { code: nextCode(secret) }, { token }),
    );
    expect(off.value).toMatchObject({ ga: false, enrolment: { ga: 'NONE' } });
    const demo = (await t.services.directory.byMerchantCode('demo'))!;
    expect(await t.services.twoFactor.authenticatorOn(demo, await memberIdOf(t, 'demo', 'demo002'))).toBe(
      false,
    );
    expect(
      body(await api.post('/wps/v2/member/security/ga/disable', { code: '123456' }, { token })).errorCode,
    ).toBe('totp.not.enabled');
    expect(body(await login('demo002', 'demo1234')).success).toBe(true);
  });

  it('refuses to confirm without a started enrolment', async () => {
    const token = await loginToken(t, 'agent001', 'agent1234');
    expect(
      body(await api.post('/wps/v2/member/security/ga/confirm', { code: '123456' }, { token })).errorCode,
    ).toBe('totp.enrolment.missing');
  });
});

describe('payee name, SMS and e-mail methods', () => {
  it('verifies the payee name method', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    const id = await memberId(DEMO.username);
    await t.services.twoFactor.setRequired(merchant, id, { payeeName: true });
    try {
      const required = body(await login(DEMO.username, DEMO.password));
      expect(required.value).toMatchObject({ payeeName: true, ga: false });
      const ticket = required.value.ticket;
      expect(
        body(
          await api.post('/wps/session/login/verification', {
            ticket,
            method: 'P',
            payeeName: 'Someone Else',
          }),
        ).errorCode,
      ).toBe('login_verify_failed');
      const ok = body(
        await api.post('/wps/session/login/verification', {
          ticket,
          method: 'P',
          payeeName: ' lucky player ',
        }),
      );
      expect(ok.success).toBe(true);
    } finally {
      await t.services.twoFactor.setRequired(merchant, id, { payeeName: false });
    }
  });

  it('verifies the SMS method with a code sent by sms/noLogin', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    const id = await memberId(DEMO.username);
    await t.services.twoFactor.setRequired(merchant, id, { sms: true });
    try {
      const ticket = body(await login(DEMO.username, DEMO.password)).value.ticket;
      const ip = freshIp();
      const c = await captcha(t, { ip });
      await api.post(
        '/wps/verification/sms/noLogin',
        { mobileNum: '0812345678', captcha: c.code },
        { ip, cookie: c.cookie },
      );
      const code = await lastCode(t, { mobile: '0812345678' });
      const wrongNumber = body(
        await api.post('/wps/session/login/verification', {
          ticket,
          method: 'S',
          mobileNum: '0899999999',
          verificationCode: code,
        }),
      );
      expect(wrongNumber.errorCode).toBe('login_verify_failed');
      const ok = body(
        await api.post('/wps/session/login/verification', {
          ticket,
          method: 'S',
          mobileNum: '0812345678',
          verificationCode: code,
        }),
      );
      expect(ok.success).toBe(true);
    } finally {
      await t.services.twoFactor.setRequired(merchant, id, { sms: false });
    }
  });

  it('verifies the e-mail method with a code sent by email/noLogin', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    const id = await memberId(DEMO.username);
    await t.services.twoFactor.setRequired(merchant, id, { email: true });
    try {
      const ticket = body(await login(DEMO.username, DEMO.password)).value.ticket;
      const ip = freshIp();
      const c = await captcha(t, { ip });
      const sent = body(
        await api.post(
          '/wps/verification/email/noLogin',
          { email: 'DEMO001@goldenlotus.test', captcha: c.code },
          { ip, cookie: c.cookie },
        ),
      );
      expect(sent.value.expiredMinutes).toBe(5);
      const code = await lastCode(t, { email: 'demo001@goldenlotus.test' });
      const ok = body(
        await api.post('/wps/session/login/verification', {
          ticket,
          method: 'E',
          email: 'demo001@goldenlotus.test',
          verificationCode: code,
        }),
      );
      expect(ok.success).toBe(true);
    } finally {
      await t.services.twoFactor.setRequired(merchant, id, { email: false });
    }
  });
});
