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

describe('forgot password by SMS', () => {
  it('sends a temporary password to the bound number, which must be changed at login', async () => {
    await newMember('pwuser07', { mobileNum: '0891234567' });
    const res = body(
      await api.post('/wps/member/password/sms', { username: 'pwuser07', mobileNumber: '0891234567' }),
    );
    expect(res).toMatchObject({ success: true, value: { accepted: true } });
    const text = (await lastMessage(t, { mobile: '0891234567' }))!;
    const temporary = text.match(/\b([a-z]{4}\d{4})\b/)![1]!;

    expect(
      body(await api.post('/wps/session/login/unsecure', { username: 'pwuser07', password: 'first123' }))
        .errorCode,
    ).toBe('login.failed');
    const login = body(
      await api.post('/wps/session/login/unsecure', { username: 'pwuser07', password: temporary }),
    );
    expect(login.value.passwordExpired).toBe(true);
    const token = login.value.token as string;
    expect(body(await api.get('/wps/member/info', { token })).errorCode).toBe('PWDEXPFORCECHANGE3');
    expect(
      body(
        await change(token, {
          oldPassword: temporary,
          newPassword: 'third123',
          confirmNewPassword: 'third123',
        }),
      ).success,
    ).toBe(true);
    expect(body(await api.get('/wps/member/info', { token })).success).toBe(true);
  });

  it('answers the same for a wrong number or unknown user and sends nothing', async () => {
    await newMember('pwuser08', { mobileNum: '0892345678' });
    const wrong = body(
      await api.post('/wps/member/password/sms', { username: 'pwuser08', mobileNumber: '0899999998' }),
    );
    const unknown = body(
      await api.post('/wps/member/password/sms', { username: 'nobody999', mobileNumber: '0892345678' }),
    );
    expect(wrong).toEqual(unknown);
    expect(await lastMessage(t, { mobile: '0892345678' })).toBeNull();
    expect(
      body(await api.post('/wps/session/login/unsecure', { username: 'pwuser08', password: 'first123' }))
        .success,
    ).toBe(true);
  });

  it('checks the fields (in_account_incorrect, br_enright_cphone) and limits sending per number', async () => {
    expect(
      body(await api.post('/wps/member/password/sms', { username: '', mobileNumber: '0891234567' }))
        .errorCode,
    ).toBe('in_account_incorrect');
    expect(
      body(await api.post('/wps/member/password/sms', { username: 'pwuser07', mobileNumber: '12' }))
        .errorCode,
    ).toBe('br_enright_cphone');
    await api.post('/wps/member/password/sms', { username: 'pwuser09', mobileNumber: '0893456789' });
    const again = await api.post('/wps/member/password/sms', {
      username: 'pwuser09',
      mobileNumber: '0893456789',
    });
    expect(again.statusCode).toBe(429);
    expect(body(again).errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it("alpha cannot reset demo's account", async () => {
    const res = body(
      await api.post(
        '/wps/member/password/sms',
        { username: 'demo001', mobileNumber: '0812345678' },
        { merchant: 'alpha' },
      ),
    );
    expect(res.success).toBe(true);
    expect(await lastMessage(t, { mobile: '0812345678' }, 'alpha')).toBeNull();
    expect(await lastMessage(t, { mobile: '0812345678' })).toBeNull();
  });
});

describe('forgot password by e-mail', () => {
  const form = (fields: Record<string, string>, merchant = 'demo') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: {
        Merchant: merchant,
        'content-type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': freshIp(),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends a reset code (form-encoded request) and sets a new password with it', async () => {
    await newMember('pwuser10', { email: 'pw10@example.test' });
    const res = body(await form({ username: 'pwuser10', email: 'PW10@example.test' }));
    expect(res).toMatchObject({ success: true, value: { accepted: true, expiredMinutes: 30 } });
    const code = await lastCode(t, { email: 'pw10@example.test' });

    const reset = (payload: Record<string, unknown>) =>
      api.post('/wps/member/password/verification', payload);
    expect(
      body(
        await reset({
          username: 'pwuser10',
          verificationCode: code,
          newPassword: 'reset123',
          confirmNewPassword: 'reset124',
        }),
      ).errorCode,
    ).toBe('inconsistent_twice');
    expect(
      body(
        await reset({
          username: 'pwuser10',
          verificationCode: '',
          newPassword: 'reset123',
          confirmNewPassword: 'reset123',
        }),
      ).errorCode,
    ).toBe('enter_verification_code');
    expect(
      body(
        await reset({
          username: 'pwuser10',
          verificationCode: '000000',
          newPassword: 'reset123',
          confirmNewPassword: 'reset123',
        }),
      ).errorCode,
    ).toBe('verification.code.invalid');
    // alpha knows nothing of demo's code.
    expect(
      body(
        await api.post(
          '/wps/member/password/verification',
          {
            username: 'pwuser10',
            verificationCode: code,
            newPassword: 'reset123',
            confirmNewPassword: 'reset123',
          },
          { merchant: 'alpha' },
        ),
      ).errorCode,
    ).toBe('verification.code.invalid');
    expect(
      body(
        await reset({
          username: 'pwuser10',
          verificationCode: code,
          newPassword: 'reset123',
          confirmNewPassword: 'reset123',
        }),
      ),
    ).toMatchObject({ success: true, value: { changed: true } });
    expect(
      body(await api.post('/wps/session/login/unsecure', { username: 'pwuser10', password: 'reset123' }))
        .success,
    ).toBe(true);
    // The code works once.
    expect(
      body(
        await reset({
          username: 'pwuser10',
          verificationCode: code,
          newPassword: 'again123',
          confirmNewPassword: 'again123',
        }),
      ).errorCode,
    ).toBe('verification.code.invalid');
  });

  it('answers the same whether or not the account exists', async () => {
    const unknown = body(await form({ username: 'nobody777', email: 'nobody@example.test' }));
    const mismatch = body(await form({ username: 'demo001', email: 'someone@example.test' }));
    expect(unknown).toEqual(mismatch);
    expect(unknown.success).toBe(true);
    expect(await lastMessage(t, { email: 'nobody@example.test' })).toBeNull();
    expect(await lastMessage(t, { email: 'someone@example.test' })).toBeNull();
  });

  it('checks the fields (in_account_incorrect, in_email_incorrect)', async () => {
    expect(body(await form({ username: '', email: 'a@b.test' })).errorCode).toBe('in_account_incorrect');
    expect(body(await form({ username: 'demo001', email: 'not-an-address' })).errorCode).toBe(
      'in_email_incorrect',
    );
  });

  it('stops after 5 wrong codes', async () => {
    await newMember('pwuser11', { email: 'pw11@example.test' });
    await form({ username: 'pwuser11', email: 'pw11@example.test' });
    const code = await lastCode(t, { email: 'pw11@example.test' });
    const attempt = (verificationCode: string) =>
      api.post('/wps/member/password/verification', {
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
  });
});
