import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { encryptRequest } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import {
  body,
  captcha,
  client,
  freshIp,
  lastCode,
  lastMessage,
  loginToken,
  patchExtra,
  setFlag,
  setRegisterField,
} from '../../platform/testing/accounts.js';
import { rateCounters } from '../security/security.tables.js';
import { members } from './member.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => {
  await t.close();
});

/** A fresh member per test, so password changes do not disturb other tests. */
async function newMember(username: string, extra: Record<string, unknown> = {}) {
  const ip = freshIp();
  const c = await captcha(t, { ip });
  const res = body(
    await api.post(
      '/wps/member/register',
      { username, password: 'first123', verifyPwd: 'first123', captcha: c.code, ...extra },
      { ip, cookie: c.cookie },
    ),
  );
  if (!res.success) throw new Error(JSON.stringify(res));
  return res.value.token as string;
}

const change = (token: string, payload: Record<string, unknown>) =>
  api.post('/wps/member/password', payload, { token });

describe('password change', () => {
  it('checks the new password (in_password_incorrect), the confirmation and the old password', async () => {
    const token = await newMember('pwuser01');
    const cases: [Record<string, unknown>, string][] = [
      [
        { oldPassword: 'first123', newPassword: '12345', confirmNewPassword: '12345' },
        'in_password_incorrect',
      ],
      [
        { oldPassword: 'first123', newPassword: 'x'.repeat(17), confirmNewPassword: 'x'.repeat(17) },
        'in_password_incorrect',
      ],
      [
        { oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second13' },
        'in_confirmation_correct',
      ],
      [
        { oldPassword: 'wrong123', newPassword: 'second12', confirmNewPassword: 'second12' },
        'old.password.incorrect',
      ],
      [
        { oldPassword: 'first123', newPassword: 'first123', confirmNewPassword: 'first123' },
        'password.unchanged',
      ],
    ];
    for (const [payload, code] of cases) expect(body(await change(token, payload)).errorCode).toBe(code);
  });

  it("applies the merchant's password pattern", async () => {
    const token = await newMember('pwuser02');
    await setRegisterField(t, 'demo', 'password', { acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$' });
    try {
      const res = body(
        await change(token, {
          oldPassword: 'first123',
          newPassword: 'onlyletters',
          confirmNewPassword: 'onlyletters',
        }),
      );
      expect(res.errorCode).toBe('in_password_incorrect');
    } finally {
      await setRegisterField(t, 'demo', 'password', { acceptedPattern: '*' });
    }
  });

  it('changes the password (encrypted body), ends the other sessions and keeps this one', async () => {
    const token = await newMember('pwuser03');
    const other = await loginToken(t, 'pwuser03', 'first123');
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const { encryption, body: cipher } = encryptRequest(
      { oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second12' },
      modulus,
    );
    const res = await api.post('/wps/member/password', cipher, {
      token,
      headers: { Encryption: encryption, 'content-type': 'text/plain' },
    });
    expect(body(res)).toMatchObject({ success: true, value: { changed: true } });
    expect(body(await api.get('/wps/member/info', { token })).success).toBe(true);
    expect(body(await api.get('/wps/member/info', { token: other })).errorCode).toBe('user.or.token.invalid');
    expect(
      body(await api.post('/wps/session/login/unsecure', { username: 'pwuser03', password: 'first123' }))
        .errorCode,
    ).toBe('login.failed');
    expect(
      body(await api.post('/wps/session/login/unsecure', { username: 'pwuser03', password: 'second12' }))
        .success,
    ).toBe(true);
  });
});

describe('forced change of an expired password', () => {
  it('restricts the session to the password change while PWDEXPFORCECHANGE3 is on', async () => {
    await newMember('pwuser04');
    await t.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(members.username, 'pwuser04'));
    const login = body(
      await api.post('/wps/session/login/unsecure', { username: 'pwuser04', password: 'first123' }),
    );
    expect(login.value.passwordExpired).toBe(true);
    const token = login.value.token as string;
    for (const res of [
      await api.get('/wps/member/info', { token }),
      await api.get('/wps/member/info/icon', { token }),
      await api.get('/wps/v2/member/securityConfig', { token }),
      await api.get('/wps/relay/MCSFE_getPlayerRankProgress', { token }),
    ]) {
      expect(body(res).errorCode).toBe('PWDEXPFORCECHANGE3');
    }
    expect(
      body(
        await change(token, {
          oldPassword: 'first123',
          newPassword: 'second12',
          confirmNewPassword: 'second12',
        }),
      ).success,
    ).toBe(true);
    expect(body(await api.get('/wps/member/info', { token })).success).toBe(true);
  });

  it("follows the merchant's maximum age, and not at all when the flag is off", async () => {
    await newMember('pwuser05');
    await t.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(members.username, 'pwuser05'));
    const login = () =>
      api.post('/wps/session/login/unsecure', { username: 'pwuser05', password: 'first123' });
    expect(body(await login()).value.passwordExpired).toBe(false);
    await patchExtra(t, 'demo', { passwordMaxAgeDays: 14 });
    try {
      expect(body(await login()).value.passwordExpired).toBe(true);
      await setFlag(t, 'demo', 'PWDEXPFORCECHANGE3', false);
      expect(body(await login()).value.passwordExpired).toBe(false);
    } finally {
      await setFlag(t, 'demo', 'PWDEXPFORCECHANGE3', true);
      await patchExtra(t, 'demo', { passwordMaxAgeDays: 90 });
    }
  });

  it('lets a restricted session log out', async () => {
    await newMember('pwuser06');
    await t.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(members.username, 'pwuser06'));
    const token = await loginToken(t, 'pwuser06', 'first123');
    expect(body(await api.del('/wps/session/logout/all', { token })).success).toBe(true);
  });
});

/** A reset request as a browser makes it: a captcha image first, then the call with its cookie. */
async function askSms(
  payload: Record<string, unknown>,
  o: { ip?: string; merchant?: string; captcha?: string | null } = {},
) {
  const ip = o.ip ?? freshIp();
  const c = await captcha(t, { ip, merchant: o.merchant });
  const typed = o.captcha === undefined ? c.code : o.captcha;
  return api.post(
    '/wps/member/password/sms',
    { ...payload, ...(typed === null ? {} : { captcha: typed }) },
    { ip, cookie: c.cookie, merchant: o.merchant, headers: { Language: 'EN' } },
  );
}

/** The e-mail request is form-encoded, as field clients send it. */
async function askEmail(fields: Record<string, string>, o: { ip?: string; captcha?: string | null } = {}) {
  const ip = o.ip ?? freshIp();
  const c = await captcha(t, { ip });
  const typed = o.captcha === undefined ? c.code : o.captcha;
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: {
      Merchant: 'demo',
      'content-type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': ip,
      cookie: c.cookie,
    },
    payload: new URLSearchParams({ ...fields, ...(typed === null ? {} : { captcha: typed }) }).toString(),
  });
}

const reset = (payload: Record<string, unknown>, merchant = 'demo') =>
  api.post('/wps/member/password/verification', payload, { merchant });

const canLogIn = async (username: string, password: string) =>
  body(await api.post('/wps/session/login/unsecure', { username, password })).success;

const sessionAlive = async (token: string) => body(await api.get('/wps/member/info', { token })).success;

describe('forgot password by SMS', () => {
  it('refuses a request without a captcha or with a wrong one, and changes nothing', async () => {
    const token = await newMember('pwuser07', { mobileNum: '0891234567' });
    const bare = await api.post('/wps/member/password/sms', {
      username: 'pwuser07',
      mobileNumber: '0891234567',
    });
    expect(bare.statusCode).toBe(400);
    expect(body(bare)).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
    const wrong = body(
      await askSms({ username: 'pwuser07', mobileNumber: '0891234567' }, { captcha: 'ZZZZ' }),
    );
    expect(wrong.errorCode).toBe('captcha_invalid');
    // A captcha is good once: the cookie of a used one does not serve a second request.
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const first = { username: 'nobody123', mobileNumber: '0891111111', captcha: c.code };
    expect(body(await api.post('/wps/member/password/sms', first, { ip, cookie: c.cookie })).success).toBe(
      true,
    );
    const replay = { username: 'pwuser07', mobileNumber: '0891234567', captcha: c.code };
    expect(body(await api.post('/wps/member/password/sms', replay, { ip, cookie: c.cookie })).errorCode).toBe(
      'captcha_invalid',
    );

    expect(await lastMessage(t, { mobile: '0891234567' })).toBeNull();
    expect(await canLogIn('pwuser07', 'first123')).toBe(true);
    expect(await sessionAlive(token)).toBe(true);
  });

  it('sends a reset code; password and sessions stay until the code sets a new password', async () => {
    const token = await newMember('pwuser17', { mobileNum: '0891234577' });
    const res = body(await askSms({ username: 'pwuser17', mobileNumber: '0891234577' }));
    expect(res).toMatchObject({
      success: true,
      value: { accepted: true, expiredMinutes: 5, resendSeconds: 60 },
    });
    const text = (await lastMessage(t, { mobile: '0891234577' }))!;
    expect(text).toMatch(/password reset code is \d{6}/);
    const code = await lastCode(t, { mobile: '0891234577' });

    // Nothing has changed yet: the old password logs in and the session lives.
    expect(await canLogIn('pwuser17', 'first123')).toBe(true);
    expect(await sessionAlive(token)).toBe(true);
    const other = await loginToken(t, 'pwuser17', 'first123');

    const payload = {
      username: 'pwuser17',
      mobileNumber: '0891234577',
      verificationCode: code,
      newPassword: 'reset123',
      confirmNewPassword: 'reset123',
    };
    expect(body(await reset({ ...payload, verificationCode: '' })).errorCode).toBe('enter_verification_code');
    expect(body(await reset({ ...payload, confirmNewPassword: 'reset124' })).errorCode).toBe(
      'inconsistent_twice',
    );
    expect(body(await reset({ ...payload, newPassword: '123', confirmNewPassword: '123' })).errorCode).toBe(
      'in_password_incorrect',
    );
    // alpha knows nothing of demo's code.
    expect(body(await reset(payload, 'alpha')).errorCode).toBe('verification.code.invalid');
    expect(await canLogIn('pwuser17', 'first123')).toBe(true);

    expect(body(await reset(payload))).toMatchObject({ success: true, value: { changed: true } });
    expect(await sessionAlive(token)).toBe(false);
    expect(body(await api.get('/wps/member/info', { token: other })).errorCode).toBe('user.or.token.invalid');
    expect(await canLogIn('pwuser17', 'first123')).toBe(false);
    expect(await canLogIn('pwuser17', 'reset123')).toBe(true);
    // The code works once.
    expect(
      body(await reset({ ...payload, newPassword: 'again123', confirmNewPassword: 'again123' })).errorCode,
    ).toBe('verification.code.invalid');
    expect(await canLogIn('pwuser17', 'reset123')).toBe(true);
  });

  it('accepts an encrypted completion, as field clients send it, and one that names no channel', async () => {
    await newMember('pwuser18', { mobileNum: '0891234588' });
    await askSms({ username: 'pwuser18', mobileNumber: '0891234588' });
    const code = await lastCode(t, { mobile: '0891234588' });
    const modulus = (await api.get('/wps/session/key/rsa')).body;
    const { encryption, body: cipher } = encryptRequest(
      {
        username: 'pwuser18',
        verificationCode: code,
        newPassword: 'crypt123',
        confirmNewPassword: 'crypt123',
      },
      modulus,
    );
    const res = await api.post('/wps/member/password/verification', cipher, {
      headers: { Encryption: encryption, 'content-type': 'text/plain' },
    });
    expect(body(res)).toMatchObject({ success: true, value: { changed: true } });
    expect(await canLogIn('pwuser18', 'crypt123')).toBe(true);
  });

  it('takes the code only by the channel it came by and only for the account it was sent for', async () => {
    await newMember('pwuser19', { mobileNum: '0891234599', email: 'pw19@example.test' });
    await askSms({ username: 'pwuser19', mobileNumber: '0891234599' });
    const code = await lastCode(t, { mobile: '0891234599' });
    const payload = {
      username: 'pwuser19',
      verificationCode: code,
      newPassword: 'chan1234',
      confirmNewPassword: 'chan1234',
    };
    expect(body(await reset({ ...payload, email: 'pw19@example.test' })).errorCode).toBe(
      'verification.code.invalid',
    );
    expect(body(await reset({ ...payload, mobileNumber: '0890000001' })).errorCode).toBe(
      'verification.code.invalid',
    );
    expect(
      body(await reset({ ...payload, username: 'pwuser07', mobileNumber: '0891234599' })).errorCode,
    ).toBe('verification.code.invalid');
    expect(body(await reset({ ...payload, mobileNumber: '0891234599' })).success).toBe(true);
  });

  it('answers the same for a wrong number or unknown user and sends nothing', async () => {
    await newMember('pwuser08', { mobileNum: '0892345678' });
    const wrong = body(await askSms({ username: 'pwuser08', mobileNumber: '0899999998' }));
    const unknown = body(await askSms({ username: 'nobody999', mobileNumber: '0892345678' }));
    expect(wrong).toEqual(unknown);
    expect(wrong.success).toBe(true);
    expect(await lastMessage(t, { mobile: '0892345678' })).toBeNull();
    expect(await lastMessage(t, { mobile: '0899999998' })).toBeNull();
    expect(await canLogIn('pwuser08', 'first123')).toBe(true);
  });

  it('checks the fields (in_account_incorrect, br_enright_cphone) before using up the captcha', async () => {
    expect(body(await askSms({ username: '', mobileNumber: '0891234567' })).errorCode).toBe(
      'in_account_incorrect',
    );
    expect(body(await askSms({ username: 'pwuser07', mobileNumber: '12' })).errorCode).toBe(
      'br_enright_cphone',
    );
  });

  it("alpha cannot reset demo's account", async () => {
    const res = body(
      await askSms({ username: 'demo001', mobileNumber: '0812345678' }, { merchant: 'alpha' }),
    );
    expect(res.success).toBe(true);
    expect(await lastMessage(t, { mobile: '0812345678' }, 'alpha')).toBeNull();
    expect(await lastMessage(t, { mobile: '0812345678' })).toBeNull();
  });
});

describe('reset sending limits', () => {
  it('sends one code a minute to a number, whatever the username', async () => {
    await newMember('pwuser20', { mobileNum: '0893456780' });
    expect(body(await askSms({ username: 'pwuser20', mobileNumber: '0893456780' })).success).toBe(true);
    const again = await askSms({ username: 'nobody020', mobileNumber: '0893456780' });
    expect(again.statusCode).toBe(429);
    expect(body(again).errorCode).toBe('TOO_MANY_REQUESTS');
    expect(await canLogIn('pwuser20', 'first123')).toBe(true);
  });

  it('sends a username at most 5 codes an hour, across numbers, channels and addresses', async () => {
    await newMember('pwuser21', { mobileNum: '0893456781', email: 'pw21@example.test' });
    for (let i = 0; i < 4; i++) {
      const res = body(await askSms({ username: 'PWUSER21', mobileNumber: `089345679${i}` }));
      expect(res.success, `request ${i + 1}`).toBe(true);
    }
    expect(body(await askEmail({ username: 'pwuser21', email: 'pw21@example.test' })).success).toBe(true);
    const sixth = await askSms({ username: 'pwuser21', mobileNumber: '0893456781' });
    expect(body(sixth).errorCode).toBe('TOO_MANY_REQUESTS');
    expect(await lastMessage(t, { mobile: '0893456781' })).toBeNull();
    // An unknown username is counted the same, so the refusal does not tell which names exist.
    for (let i = 0; i < 5; i++) {
      expect(body(await askSms({ username: 'ghost0021', mobileNumber: `089345680${i}` })).success).toBe(true);
    }
    expect(body(await askSms({ username: 'ghost0021', mobileNumber: '0893456809' })).errorCode).toBe(
      'TOO_MANY_REQUESTS',
    );
  });

  it('sends a number at most 5 reset codes an hour', async () => {
    const mobile = '0893456782';
    await newMember('pwuser22', { mobileNum: mobile });
    for (let i = 0; i < 5; i++) {
      expect(body(await askSms({ username: `pwmany${i}x`, mobileNumber: mobile })).success).toBe(true);
      // Past the one-a-minute limit, which is not what this test is about.
      await t.database.db.delete(rateCounters).where(eq(rateCounters.scope, 'sms:to'));
    }
    expect(body(await askSms({ username: 'pwuser22', mobileNumber: mobile })).errorCode).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect(await lastMessage(t, { mobile })).toBeNull();
  });

  it('takes at most 10 reset requests an hour from one address, both channels together', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      const res = body(await askSms({ username: `pwip${i}sms`, mobileNumber: `089456780${i}` }, { ip }));
      expect(res.success, `sms ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      const res = body(await askEmail({ username: `pwip${i}mail`, email: `pwip${i}@example.test` }, { ip }));
      expect(res.success, `e-mail ${i + 1}`).toBe(true);
    }
    const eleventh = await askEmail({ username: 'pwip9mail', email: 'pwip9@example.test' }, { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(body(eleventh).errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('forgot password by e-mail', () => {
  it('refuses a request without a captcha and sends nothing', async () => {
    await newMember('pwuser12', { email: 'pw12@example.test' });
    const res = await askEmail({ username: 'pwuser12', email: 'pw12@example.test' }, { captcha: null });
    expect(body(res).errorCode).toBe('captcha_required');
    expect(await lastMessage(t, { email: 'pw12@example.test' })).toBeNull();
  });

  it('sends a reset code (form-encoded request) and sets a new password with it', async () => {
    const token = await newMember('pwuser10', { email: 'pw10@example.test' });
    const res = body(await askEmail({ username: 'pwuser10', email: 'PW10@example.test' }));
    expect(res).toMatchObject({ success: true, value: { accepted: true, expiredMinutes: 30 } });
    const code = await lastCode(t, { email: 'pw10@example.test' });
    expect(await canLogIn('pwuser10', 'first123')).toBe(true);
    expect(await sessionAlive(token)).toBe(true);

    const payload = {
      username: 'pwuser10',
      verificationCode: code,
      newPassword: 'reset123',
      confirmNewPassword: 'reset123',
    };
    expect(body(await reset({ ...payload, verificationCode: '000000' })).errorCode).toBe(
      'verification.code.invalid',
    );
    expect(body(await reset({ ...payload, email: 'pw10@example.test' }))).toMatchObject({
      success: true,
      value: { changed: true },
    });
    expect(await sessionAlive(token)).toBe(false);
    expect(await canLogIn('pwuser10', 'reset123')).toBe(true);
    expect(
      body(await reset({ ...payload, newPassword: 'again123', confirmNewPassword: 'again123' })).errorCode,
    ).toBe('verification.code.invalid');
  });

  it('does not let a code sent for one account reset another that shares the address', async () => {
    await newMember('pwuser13', { email: 'shared13@example.test' });
    await newMember('pwuser14', { email: 'shared13@example.test' });
    await askEmail({ username: 'pwuser13', email: 'shared13@example.test' });
    const code = await lastCode(t, { email: 'shared13@example.test' });
    const payload = { verificationCode: code, newPassword: 'share123', confirmNewPassword: 'share123' };
    expect(body(await reset({ ...payload, username: 'pwuser14' })).errorCode).toBe(
      'verification.code.invalid',
    );
    expect(await canLogIn('pwuser14', 'first123')).toBe(true);
    expect(body(await reset({ ...payload, username: 'pwuser13' })).success).toBe(true);
  });

  it('answers the same whether or not the account exists', async () => {
    const unknown = body(await askEmail({ username: 'nobody777', email: 'nobody@example.test' }));
    const mismatch = body(await askEmail({ username: 'demo001', email: 'someone@example.test' }));
    expect(unknown).toEqual(mismatch);
    expect(unknown.success).toBe(true);
    expect(await lastMessage(t, { email: 'nobody@example.test' })).toBeNull();
    expect(await lastMessage(t, { email: 'someone@example.test' })).toBeNull();
  });

  it('checks the fields (in_account_incorrect, in_email_incorrect)', async () => {
    expect(body(await askEmail({ username: '', email: 'a@b.test' })).errorCode).toBe('in_account_incorrect');
    expect(body(await askEmail({ username: 'demo001', email: 'not-an-address' })).errorCode).toBe(
      'in_email_incorrect',
    );
  });

  it('stops after 5 wrong codes', async () => {
    await newMember('pwuser11', { email: 'pw11@example.test' });
    await askEmail({ username: 'pwuser11', email: 'pw11@example.test' });
    const code = await lastCode(t, { email: 'pw11@example.test' });
    const attempt = (verificationCode: string) =>
      reset({
        username: 'pwuser11',
        verificationCode,
        newPassword: 'reset123',
        confirmNewPassword: 'reset123',
      });
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 5; i++) {
      expect(body(await attempt(wrong)).errorCode).toBe(
        i < 5 ? 'verification.code.invalid' : 'verification.attempts.exceeded',
      );
    }
    expect(body(await attempt(code)).errorCode).toBe('verification.attempts.exceeded');
    expect(await canLogIn('pwuser11', 'first123')).toBe(true);
  });
});
