import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PASSWORD, encryptRequest, registerValue } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import {
  body,
  captcha,
  client,
  freshIp,
  lastCode,
  setFlag,
  setRegisterField,
} from '../../platform/testing/accounts.js';
import { members } from './member.tables.js';
import { merchantDomains } from '../settings/settings.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => {
  await t.close();
});

/** Registers with a solved captcha; the payload's fields override a valid username registration. */
async function register(
  payload: Record<string, unknown>,
  o: { path?: string; merchant?: string; withCaptcha?: boolean; method?: 'POST' | 'PUT' } = {},
) {
  const ip = freshIp();
  const merchant = o.merchant ?? 'demo';
  const c = o.withCaptcha === false ? null : await captcha(t, { ip, merchant });
  return (o.method === 'PUT' ? api.put : api.post)(
    o.path ?? '/wps/member/register',
    { captcha: c?.code, ...payload },
    { ip, merchant, cookie: c?.cookie },
  );
}

const valid = (username: string) => ({ username, password: 'abc12345', verifyPwd: 'abc12345' });

async function row(username: string) {
  const [member] = await t.database.db.select().from(members).where(eq(members.username, username));
  return member!;
}

describe('username registration', () => {
  it('registers and answers a logged-in session like a login', async () => {
    const res = body(
      await register({ ...valid('newuser01'), email: 'New@Example.test', registerMethod: 'WEB' }),
    );
    expect(res.success).toBe(true);
    const value = registerValue.parse(res.value);
    expect(value).toMatchObject({
      userName: 'newuser01',
      firstTimeLogin: true,
      passwordExpired: false,
      isAgent: 0,
    });
    expect(body(await api.get('/wps/member/info', { token: value.token })).value.account).toBe('newuser01');
    const stored = await row('newuser01');
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(stored.registerMethod).toBe('WEB');
  });

  it('takes an encrypted body', async () => {
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const { encryption, body: cipher } = encryptRequest({ ...valid('cryptuser1'), captcha: c.code }, modulus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/register',
      headers: {
        Merchant: 'demo',
        Encryption: encryption,
        'X-Forwarded-For': ip,
        cookie: c.cookie,
        'content-type': 'text/plain',
      },
      payload: cipher,
    });
    expect(body(res).value.userName).toBe('cryptuser1');
  });

  it('registers by PUT as field clients do, the body plain or encrypted', async () => {
    const plain = body(await register(valid('putuser01'), { method: 'PUT' }));
    expect(plain.value.userName).toBe('putuser01');

    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const { encryption, body: cipher } = encryptRequest({ ...valid('putuser02'), captcha: c.code }, modulus);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { Merchant: 'demo', Encryption: encryption, 'X-Forwarded-For': ip, cookie: c.cookie },
      payload: { value: cipher },
    });
    expect(body(res).value.userName).toBe('putuser02');
  });

  it('refuses a duplicate username, also when it differs only by case', async () => {
    expect(body(await register(valid('dupuser01'))).success).toBe(true);
    expect(body(await register(valid('dupuser01'))).errorCode).toBe('username.exists');
    expect(body(await register(valid('DupUser01'))).errorCode).toBe('username.exists');
    expect(body(await register(valid('demo001'))).errorCode).toBe('username.exists');
  });

  it('tells field clients whether a name is free (GET /wps/check/username), in any letter case', async () => {
    expect(body(await register(valid('takenname1'))).success).toBe(true);
    const check = async (username: string, merchant = 'demo') =>
      body(await api.get(`/wps/check/username?username=${username}`, { merchant, ip: freshIp() }));
    expect(await check('freename01')).toMatchObject({ success: true, value: true });
    expect(await check('takenname1')).toMatchObject({ success: false, errorCode: 'username.exists' });
    expect(await check('TakenName1')).toMatchObject({ success: false, errorCode: 'username.exists' });
    expect(await check('takenname1', 'alpha')).toMatchObject({ success: true, value: true });
    expect(await check('')).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('allows the same username at another merchant', async () => {
    const res = body(await register(valid('demo001'), { merchant: 'alpha' }));
    expect(res).toMatchObject({ success: true, value: { merchantCode: 'alpha', userName: 'demo001' } });
  });

  it('enforces the field settings: required, length and pattern (in_please_information)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid(''), username: '' }, 'username'],
      [valid('short'), 'username'],
      [valid('waytoolongusername'), 'username'],
      [valid('bad_name!'), 'username'],
      [{ ...valid('okname01'), password: '123', verifyPwd: '123' }, 'password'],
      [{ ...valid('okname01'), email: 'not-an-email' }, 'email'],
      [{ ...valid('okname01'), mobileNum: '12ab5678901' }, 'mobileNum'],
      [{ ...valid('okname01'), payeeName: 'x' }, 'payeeName'],
    ];
    for (const [payload, field] of cases) {
      const res = body(await register(payload));
      expect(res, JSON.stringify(payload)).toMatchObject({
        errorCode: 'in_please_information',
        value: { field },
      });
    }
  });

  it('requires a field the merchant makes required', async () => {
    await setRegisterField(t, 'demo', 'payeeName', { required: true });
    try {
      expect(body(await register(valid('okname02')))).toMatchObject({
        errorCode: 'in_please_information',
        value: { field: 'payeeName' },
      });
      expect(body(await register({ ...valid('okname02'), payeeName: 'Ok Name' })).success).toBe(true);
    } finally {
      await setRegisterField(t, 'demo', 'payeeName', { required: false });
    }
  });

  it('ignores fields the merchant has switched off, and accepts anything for pattern *', async () => {
    const res = body(await register({ ...valid('okname03'), nickname: 'N', payeeName: '名字 with spaces' }));
    expect(res.success).toBe(true);
    const stored = await row('okname03');
    expect(stored.nickname).toBeNull();
    expect(stored.payeeName).toBe('名字 with spaces');
  });

  it('needs password and verifyPwd (or confirmPassword) to match (in_confirmation_correct)', async () => {
    expect(body(await register({ ...valid('okname04'), verifyPwd: 'abc12346' })).errorCode).toBe(
      'in_confirmation_correct',
    );
    expect(body(await register({ username: 'okname04', password: 'abc12345' })).errorCode).toBe(
      'in_confirmation_correct',
    );
    expect(
      body(await register({ username: 'okname04', password: 'abc12345', confirmPassword: 'abc12345' }))
        .success,
    ).toBe(true);
  });

  it('needs the terms ticked (in_register_agreed)', async () => {
    expect(body(await register({ ...valid('okname05'), agreed: false })).errorCode).toBe(
      'in_register_agreed',
    );
  });

  it('needs a valid captcha while the captcha field is enabled, and not when it is off', async () => {
    expect(body(await register(valid('okname06'), { withCaptcha: false })).errorCode).toBe(
      'captcha_required',
    );
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const wrong = body(
      await api.post(
        '/wps/member/register',
        { ...valid('okname06'), captcha: 'QQQQ' },
        { ip, cookie: c.cookie },
      ),
    );
    expect(wrong.errorCode).toBe('captcha_invalid');
    await setRegisterField(t, 'demo', 'captcha', { enabled: false });
    try {
      expect(body(await register(valid('okname06'), { withCaptcha: false })).success).toBe(true);
    } finally {
      await setRegisterField(t, 'demo', 'captcha', { enabled: true });
    }
  });

  it('is function.not.available when REG3 or USERNAMEREG3 is off', async () => {
    await setFlag(t, 'demo', 'USERNAMEREG3', false);
    try {
      expect(body(await register(valid('okname07'))).errorCode).toBe('function.not.available');
      expect(
        body(
          await register(
            { password: 'abc12345', verifyPwd: 'abc12345' },
            { path: '/wps/member/register/autoUsername' },
          ),
        ).errorCode,
      ).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'USERNAMEREG3', true);
    }
    await setFlag(t, 'demo', 'REG3', false);
    try {
      expect(body(await register(valid('okname07'))).errorCode).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'REG3', true);
    }
  });
});

describe('auto-username registration', () => {
  it('generates a username and logs in', async () => {
    const res = body(
      await register(
        { password: 'abc12345', verifyPwd: 'abc12345', login: true },
        { path: '/wps/member/register/autoUsername' },
      ),
    );
    expect(res.success).toBe(true);
    expect(res.value.userName).toMatch(/^u\d{9}$/);
    // The generated name logs in like any other.
    const again = body(
      await api.post('/wps/session/login/unsecure', { username: res.value.userName, password: 'abc12345' }),
    );
    expect(again.success).toBe(true);
  });
});

describe('mobile registration', () => {
  const MOBILE = '0823456789';

  async function smsCode(mobileNo: string, merchant = 'demo') {
    const sent = body(
      await api.post('/wps/verification/sms/register', { countryDialingCode: '66', mobileNo }, { merchant }),
    );
    expect(sent.value).toEqual({ expiredMinutes: 5, resendSeconds: 60 });
    return lastCode(t, { mobile: mobileNo }, merchant);
  }

  it('needs the SMS code while REGMOBVERF3 is on, then registers with it', async () => {
    const payload = {
      mobileNum: MOBILE,
      countryDialingCode: '66',
      password: 'abc12345',
      verifyPwd: 'abc12345',
    };
    const path = '/wps/member/register/mobile';
    expect(body(await register(payload, { path })).errorCode).toBe('enter_verification_code');
    const code = await smsCode(MOBILE);
    expect(body(await register({ ...payload, verificationCode: '000000' }, { path })).errorCode).toBe(
      'verification.code.invalid',
    );
    const res = body(await register({ ...payload, verificationCode: code }, { path }));
    expect(res.success).toBe(true);
    expect(res.value.userName).toMatch(/^m\d{9}$/);
    expect(res.value.profile.mobileNo).toBe('082****789');
    // Logs in by mobile number and password.
    const login = body(
      await api.post('/wps/session/login/unsecure', {
        type: 'mobileNum',
        mobileNum: MOBILE,
        password: 'abc12345',
      }),
    );
    expect(login.value.userName).toBe(res.value.userName);
  });

  it('registers by PUT with the number sent as `mobile`, as field clients do', async () => {
    await setFlag(t, 'demo', 'REGMOBVERF3', false);
    try {
      const res = body(
        await register(
          { mobile: '0856789012', countryDialingCode: '66', password: 'abc12345', verifyPwd: 'abc12345' },
          { path: '/wps/member/register/mobile', method: 'PUT' },
        ),
      );
      expect(res.success).toBe(true);
      expect(res.value.profile.mobileNo).toBe('085****012');
    } finally {
      await setFlag(t, 'demo', 'REGMOBVERF3', true);
    }
  });

  it('refuses a number that is registered already (mobile.exists)', async () => {
    expect(body(await api.post('/wps/verification/sms/register', { mobileNo: MOBILE })).errorCode).toBe(
      'mobile.exists',
    );
    const res = body(
      await register(
        { mobileNum: '0812345678', password: 'abc12345', verifyPwd: 'abc12345', verificationCode: '123456' },
        { path: '/wps/member/register/mobile' },
      ),
    );
    expect(res.errorCode).toBe('mobile.exists');
  });

  it('checks the number when sending the code (br_enright_cphone, error_country_code_limit)', async () => {
    expect(body(await api.post('/wps/verification/sms/register', { mobileNo: '123' })).errorCode).toBe(
      'br_enright_cphone',
    );
    expect(
      body(
        await api.post('/wps/verification/sms/register', {
          mobileNo: '0834567890',
          countryDialingCode: '12345',
        }),
      ).errorCode,
    ).toBe('error_country_code_limit');
  });

  it('without a password (MOBILENUMPASSREG3 off) uses the default password and forces a change', async () => {
    const mobile = '0845678901';
    await setFlag(t, 'demo', 'MOBILENUMPASSREG3', false);
    await setFlag(t, 'demo', 'REGMOBVERF3', false);
    try {
      const res = body(await register({ mobileNum: mobile }, { path: '/wps/member/register/mobile' }));
      expect(res.success).toBe(true);
      expect(res.value.passwordExpired).toBe(true);
      const token = res.value.token as string;
      const info = body(await api.get('/wps/member/info', { token }));
      expect(info).toMatchObject({ errorCode: 'PWDEXPFORCECHANGE3', value: { passwordExpired: true } });

      // Nobody can log in with the well-known default password.
      const guess = body(
        await api.post('/wps/session/login/unsecure', {
          type: 'mobileNum',
          mobileNum: mobile,
          password: DEFAULT_PASSWORD,
        }),
      );
      expect(guess.errorCode).toBe('login.failed');

      const changed = body(
        await api.post(
          '/wps/member/password',
          { oldPassword: DEFAULT_PASSWORD, newPassword: 'mine1234', confirmNewPassword: 'mine1234' },
          { token },
        ),
      );
      expect(changed).toMatchObject({ success: true, value: { changed: true } });
      expect(body(await api.get('/wps/member/info', { token })).success).toBe(true);
      const login = body(
        await api.post('/wps/session/login/unsecure', {
          type: 'mobileNum',
          mobileNum: mobile,
          password: 'mine1234',
        }),
      );
      expect(login.value.passwordExpired).toBe(false);
    } finally {
      await setFlag(t, 'demo', 'MOBILENUMPASSREG3', true);
      await setFlag(t, 'demo', 'REGMOBVERF3', true);
    }
  });

  it('checks the country dialing code of the number (error_country_code_limit)', async () => {
    const res = body(
      await register(
        { mobileNum: '0889012345', countryDialingCode: '6666', password: 'abc12345', verifyPwd: 'abc12345' },
        { path: '/wps/member/register/mobile' },
      ),
    );
    expect(res).toMatchObject({ errorCode: 'error_country_code_limit', value: { min: 1, max: 3 } });
  });

  it('requires a password while MOBILENUMPASSREG3 is on', async () => {
    await setFlag(t, 'demo', 'REGMOBVERF3', false);
    try {
      const res = body(await register({ mobileNum: '0856789012' }, { path: '/wps/member/register/mobile' }));
      expect(res).toMatchObject({ errorCode: 'in_please_information', value: { field: 'password' } });
    } finally {
      await setFlag(t, 'demo', 'REGMOBVERF3', true);
    }
  });

  it('is function.not.available when MOBILENUMREG3 is off', async () => {
    await setFlag(t, 'demo', 'MOBILENUMREG3', false);
    try {
      const res = body(await register({ mobileNum: '0867890123' }, { path: '/wps/member/register/mobile' }));
      expect(res.errorCode).toBe('function.not.available');
    } finally {
      await setFlag(t, 'demo', 'MOBILENUMREG3', true);
    }
  });

  it('a registration code sent at demo is no code at alpha', async () => {
    const mobile = '0878901234';
    const code = await smsCode(mobile);
    const res = body(
      await register(
        { mobileNum: mobile, password: 'abc12345', verifyPwd: 'abc12345', verificationCode: code },
        { path: '/wps/member/register/mobile', merchant: 'alpha' },
      ),
    );
    expect(res.errorCode).toBe('verification.code.invalid');
  });
});

describe('affiliate and referral codes', () => {
  it('checks an affiliate code of an agent of the merchant', async () => {
    expect(body(await api.get('/wps/agent/affiliate?code=gold8888'))).toMatchObject({
      success: true,
      value: { affiliateCode: 'GOLD8888', valid: true },
    });
    expect(body(await api.get('/wps/agent/affiliate?code=NOPE1234')).errorCode).toBe(
      'affiliate.code.invalid',
    );
    expect(body(await api.get('/wps/agent/affiliate?code=GOLD8888', { merchant: 'alpha' })).errorCode).toBe(
      'affiliate.code.invalid',
    );
    expect(body(await api.get('/wps/agent/affiliate')).value).toEqual({ affiliateCode: null, valid: false });
  });

  it("registers under the agent of the code, or of the domain's code", async () => {
    const res = body(await register({ ...valid('downline01'), affiliateCode: 'GOLD8888' }));
    expect(res.success).toBe(true);
    const agent = await row('agent001');
    expect((await row('downline01')).uplineId).toBe(agent.id);
    expect(body(await register({ ...valid('downline02'), affiliateCode: 'NOPE1234' })).errorCode).toBe(
      'affiliate.code.invalid',
    );

    await t.database.db
      .update(merchantDomains)
      .set({ affiliateCode: 'GOLD8888' })
      .where(eq(merchantDomains.domain, 'm.goldenlotus.test'));
    expect(body(await api.get('/wps/agent/affiliate?domain=m.goldenlotus.test')).value).toEqual({
      affiliateCode: 'GOLD8888',
      valid: true,
    });
    expect(body(await register({ ...valid('downline03'), domain: 'm.goldenlotus.test' })).success).toBe(true);
    expect((await row('downline03')).uplineId).toBe(agent.id);
  });

  it('takes an affiliate code as short as three characters, as codes in the field are', async () => {
    const agent = await row('agent001');
    await t.database.db.update(members).set({ affiliateCode: 'WWW' }).where(eq(members.id, agent.id));
    try {
      expect(body(await register({ ...valid('downline04'), affiliateCode: 'www' }))).toMatchObject({
        success: true,
      });
      expect((await row('downline04')).uplineId).toBe(agent.id);
    } finally {
      await t.database.db.update(members).set({ affiliateCode: 'GOLD8888' }).where(eq(members.id, agent.id));
    }
  });

  it('stores the referrer of a referral code; refuses an unknown one', async () => {
    const res = body(await register({ ...valid('referred01'), referralCode: 'lucky001' }));
    expect(res.success).toBe(true);
    expect((await row('referred01')).referrerId).toBe((await row('demo001')).id);
    expect(body(await register({ ...valid('referred02'), referralCode: 'ZZZZ9999' })).errorCode).toBe(
      'referral.code.invalid',
    );
    // alpha001's code means nothing at demo.
    expect(body(await register({ ...valid('referred03'), referralCode: 'ALPHA001' })).errorCode).toBe(
      'referral.code.invalid',
    );
  });
});
