import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValue } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import {
  body,
  captcha,
  client,
  freshIp,
  lastCode,
  lastMessage,
  loginToken,
  resetCounters,
  setFlag,
} from '../../platform/testing/accounts.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => {
  await t.close();
});

const DEMO_MOBILE = '0812345678';
const login = (payload: Record<string, unknown>, o: Parameters<typeof api.post>[2] = {}) =>
  api.post('/wps/session/login/unsecure', payload, o);

describe('username login', () => {
  it('answers the login value of the contract with masked profile', async () => {
    const value = loginValue.parse(
      body(await login({ username: DEMO.username, password: DEMO.password })).value,
    );
    expect(value).toMatchObject({
      userName: DEMO.username,
      account: DEMO.username,
      merchantCode: 'demo',
      passwordExpired: false,
      captcha: false,
      profile: { mobileNo: '081****678', email: 'de***@goldenlotus.test' },
    });
  });

  it('requires username and password (in_incorrect_password)', async () => {
    for (const payload of [{ username: '', password: 'x' }, { username: DEMO.username }, {}]) {
      expect(body(await login(payload)).errorCode).toBe('in_incorrect_password');
    }
  });

  it('checks the username format (reg_pattern_4) with the limits in the message', async () => {
    const res = await login({ username: 'ab', password: 'whatever1' }, { headers: { Language: 'EN' } });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      errorCode: 'reg_pattern_4',
      message: 'Username must be 6-13 letters or digits.',
      value: { field: 'username', min: 6, max: 13 },
    });
    expect(body(await login({ username: 'demo_001!', password: 'whatever1' })).errorCode).toBe(
      'reg_pattern_4',
    );
  });

  it('checks the password length (error_password)', async () => {
    expect(body(await login({ username: DEMO.username, password: '12345' })).errorCode).toBe(
      'error_password',
    );
    expect(body(await login({ username: DEMO.username, password: 'x'.repeat(17) })).errorCode).toBe(
      'error_password',
    );
  });

  it('trims the username and matches it without regard to case', async () => {
    const res = await login({ username: `  ${DEMO.username.toUpperCase()} `, password: DEMO.password });
    expect(body(res).value.userName).toBe(DEMO.username);
  });

  it('refuses an unknown login type', async () => {
    expect(
      body(await login({ type: 'magic', username: DEMO.username, password: DEMO.password })).errorCode,
    ).toBe('request.invalid');
  });
});

describe('captcha after failed logins', () => {
  it('asks for a captcha after 3 failures for a username, accepts a valid one once', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 3; i++) {
      const res = body(await login({ username: 'demo002', password: 'wrong-pass' }, { ip: freshIp() }));
      expect(res).toMatchObject({ errorCode: 'login.failed', value: { captcha: i >= 3 } });
    }
    // From any address, the name now needs a captcha, even with the right password.
    const missing = body(await login({ username: 'demo002', password: 'demo1234' }, { ip }));
    expect(missing).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });

    const wrong = await captcha(t, { ip });
    const bad = body(
      await login(
        { username: 'demo002', password: 'demo1234', captcha: 'ZZZZ' },
        { ip, cookie: wrong.cookie },
      ),
    );
    expect(bad).toMatchObject({ errorCode: 'captcha_invalid', value: { captcha: true } });
    // A captcha is used up by any check, right or wrong.
    const reused = body(
      await login(
        { username: 'demo002', password: 'demo1234', captcha: wrong.code },
        { ip, cookie: wrong.cookie },
      ),
    );
    expect(reused.errorCode).toBe('captcha_invalid');

    const good = await captcha(t, { ip });
    const ok = body(
      await login(
        { username: 'demo002', password: 'demo1234', captcha: good.code.toLowerCase() },
        { ip, cookie: good.cookie },
      ),
    );
    expect(ok.success).toBe(true);
    // Success clears the name's counter: the next login needs no captcha.
    expect(body(await login({ username: 'demo002', password: 'demo1234' })).success).toBe(true);
  });

  it('asks for a captcha after 3 failures from one address, whatever the names', async () => {
    const ip = freshIp();
    for (const name of ['nobody001', 'nobody002', 'nobody003']) {
      await login({ username: name, password: 'whatever1' }, { ip });
    }
    const res = body(await login({ username: DEMO.username, password: DEMO.password }, { ip }));
    expect(res.errorCode).toBe('captcha_required');
    const other = body(await login({ username: DEMO.username, password: DEMO.password }, { ip: freshIp() }));
    expect(other.success).toBe(true);
  });

  it("does not accept another merchant's captcha", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      await login({ username: 'alpha001', password: 'wrong-pass' }, { merchant: 'alpha', ip });
    const demoCaptcha = await captcha(t, { ip });
    const res = body(
      await login(
        { username: 'alpha001', password: 'alpha1234', captcha: demoCaptcha.code },
        { merchant: 'alpha', ip, cookie: demoCaptcha.cookie },
      ),
    );
    expect(res.errorCode).toBe('captcha_invalid');
  });
});

describe('mobile number login', () => {
  it('logs in with mobile number and password', async () => {
    const res = body(await login({ type: 'mobileNum', mobileNum: DEMO_MOBILE, password: DEMO.password }));
    expect(res.value.userName).toBe(DEMO.username);
  });

  it('checks the mobile number (error_phone_number_limit) and country code (error_country_code_limit)', async () => {
    const short = await login(
      { type: 'mobileNum', mobileNum: '12345', password: DEMO.password },
      { headers: { Language: 'EN' } },
    );
    expect(body(short)).toMatchObject({
      errorCode: 'error_phone_number_limit',
      message: 'Mobile number must be 10-16 digits.',
    });
    const code = body(
      await login({
        type: 'mobileNum',
        mobileNum: DEMO_MOBILE,
        countryDialingCode: '6666',
        password: DEMO.password,
      }),
    );
    expect(code.errorCode).toBe('error_country_code_limit');
  });

  it('takes a number sent as the username with type "username", as field clients send it', async () => {
    const res = body(await login({ type: 'username', username: DEMO_MOBILE, password: DEMO.password }));
    expect(res.value.userName).toBe(DEMO.username);
    const noType = body(await login({ username: DEMO_MOBILE, password: DEMO.password }));
    expect(noType.value.userName).toBe(DEMO.username);
    const wrong = body(await login({ type: 'username', username: DEMO_MOBILE, password: 'wrong-pass' }));
    expect(wrong.errorCode).toBe('login.failed');
    await setFlag(t, 'demo', 'MOBILELOGIN3', false);
    try {
      const off = body(await login({ type: 'username', username: DEMO_MOBILE, password: DEMO.password }));
      expect(off.success).toBe(false);
    } finally {
      await setFlag(t, 'demo', 'MOBILELOGIN3', true);
    }
  });

  it('refuses a wrong password like an unknown number', async () => {
    const wrong = body(await login({ type: 'mobileNum', mobileNum: DEMO_MOBILE, password: 'wrong-pass' }));
    const unknown = body(await login({ type: 'mobileNum', mobileNum: '0899999999', password: 'wrong-pass' }));
    expect(wrong.errorCode).toBe('login.failed');
    expect(unknown.errorCode).toBe('login.failed');
  });

  it('is function.not.available when MOBILELOGIN3 is off', async () => {
    await setFlag(t, 'demo', 'MOBILELOGIN3', false);
    try {
      const res = body(await login({ type: 'mobileNum', mobileNum: DEMO_MOBILE, password: DEMO.password }));
      expect(res.errorCode).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'MOBILELOGIN3', true);
    }
  });
});

describe('SMS code login', () => {
  const askCode = async (mobileNum: string, ip = freshIp(), merchant = 'demo') => {
    const c = await captcha(t, { ip, merchant });
    return api.post(
      '/wps/verification/sms/noLogin',
      { mobileNum, countryDialingCode: '66', captcha: c.code },
      { ip, cookie: c.cookie, merchant },
    );
  };

  it('sends a code by SMS and logs in with it once', async () => {
    const sent = body(await askCode(DEMO_MOBILE));
    expect(sent).toMatchObject({ success: true, value: { expiredMinutes: 5, resendSeconds: 60 } });
    const code = await lastCode(t, { mobile: DEMO_MOBILE });
    const res = body(await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: code }));
    expect(res.value.userName).toBe(DEMO.username);
    const again = body(await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: code }));
    expect(again).toMatchObject({ errorCode: 'verification.code.invalid', value: { captcha: false } });
  });

  it('validates the mobile (br_enright_cphone) and the code (enter_verification_code)', async () => {
    expect(body(await login({ type: 'sms', mobileNum: '12ab', verificationCode: '123456' })).errorCode).toBe(
      'br_enright_cphone',
    );
    expect(body(await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: '' })).errorCode).toBe(
      'enter_verification_code',
    );
    expect(
      body(await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: '12345678901' })).errorCode,
    ).toBe('enter_verification_code');
  });

  it('is function.not.available when MOBILEVERCODELOGIN3 is off', async () => {
    await setFlag(t, 'demo', 'MOBILEVERCODELOGIN3', false);
    try {
      expect(
        body(await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: '123456' })).errorCode,
      ).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'MOBILEVERCODELOGIN3', true);
    }
  });

  it('answers alike for an unknown number and sends nothing', async () => {
    expect(body(await askCode('0877777777')).value).toEqual({ expiredMinutes: 5, resendSeconds: 60 });
    expect(await lastMessage(t, { mobile: '0877777777' })).toBeNull();
  });

  it('a code sent at demo is no code at alpha', async () => {
    await resetCounters(t);
    expect(body(await askCode(DEMO_MOBILE)).success).toBe(true);
    const code = await lastCode(t, { mobile: DEMO_MOBILE });
    const alpha = body(
      await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: code }, { merchant: 'alpha' }),
    );
    expect(alpha.errorCode).toBe('verification.code.invalid');
    expect(await lastMessage(t, { mobile: DEMO_MOBILE }, 'alpha')).toBeNull();
    expect(body(await login({ type: 'sms', mobileNum: DEMO_MOBILE, verificationCode: code })).success).toBe(
      true,
    );
  });
});

describe('free play', () => {
  it('creates a trial account (isAgent 4) with a generated username when FREEPLAY3 is on', async () => {
    const res = body(await api.post('/wps/session/login/freeplay'));
    expect(res.success).toBe(true);
    expect(res.value).toMatchObject({
      isAgent: 4,
      customerType: 4,
      passwordExpired: false,
      firstTimeLogin: true,
    });
    expect(res.value.userName).toMatch(/^[A-Za-z0-9]{6,13}$/);
    const info = body(await api.get('/wps/member/info', { token: res.value.token }));
    expect(info.value).toMatchObject({ isAgent: 4, account: res.value.userName });
  });

  it('is function.not.available where FREEPLAY3 is off', async () => {
    expect(body(await api.post('/wps/session/login/freeplay', {}, { merchant: 'alpha' })).errorCode).toBe(
      'function.not.available',
    );
  });

  it('trial accounts do not store a language and have no member centre', async () => {
    const token = body(await api.post('/wps/session/login/freeplay')).value.token;
    const language = body(await api.put('/wps/member/language', { language: 'EN' }, { token }));
    expect(language).toMatchObject({ success: true, value: { language: 'EN', saved: false } });
    expect(body(await api.get('/wps/member/info', { token })).value.language).toBe('CN');
    expect(body(await api.get('/wps/v2/member/securityConfig', { token })).errorCode).toBe(
      'in_please_account',
    );
    expect(
      body(
        await api.post(
          '/wps/member/password',
          { oldPassword: 'x', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
          { token },
        ),
      ).errorCode,
    ).toBe('in_please_account');
    expect(body(await api.post('/wps/relay/WPSCORE_saveMemberInfoByAuthKey', {}, { token })).errorCode).toBe(
      'in_please_account',
    );
  });
});

describe('logout from all devices', () => {
  it('revokes every session of the member and only that member', async () => {
    const first = await loginToken(t, DEMO.username, DEMO.password);
    const second = await loginToken(t, DEMO.username, DEMO.password);
    const other = await loginToken(t, 'agent001', 'agent1234');
    const res = body(await api.del('/wps/session/logout/all', { token: first }));
    expect(res).toMatchObject({ success: true, value: { revoked: true } });
    for (const token of [first, second]) {
      expect(body(await api.get('/wps/member/info', { token })).errorCode).toBe('user.or.token.invalid');
    }
    expect(body(await api.get('/wps/member/info', { token: other })).success).toBe(true);
  });

  it('needs a session, and a demo token means nothing at alpha', async () => {
    expect(body(await api.del('/wps/session/logout/all')).errorCode).toBe('login.not.session');
    const token = await loginToken(t, DEMO.username, DEMO.password);
    expect(body(await api.del('/wps/session/logout/all', { merchant: 'alpha', token })).errorCode).toBe(
      'user.or.token.invalid',
    );
    expect(body(await api.get('/wps/member/info', { token })).success).toBe(true);
  });
});
