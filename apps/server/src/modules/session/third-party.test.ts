import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { bindRequiredValue, telegramSettingValue } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, captcha, client, freshIp, patchExtra, setFlag } from '../../platform/testing/accounts.js';

let t: TestApp;
let api: ReturnType<typeof client>;

const BOT_TOKEN = '123456789:TEST-bot-token-for-the-hash-check';
const PROJECT = 'golden-lotus-test';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  await patchExtra(t, 'demo', {
    telegram: { botId: '123456789', botToken: BOT_TOKEN, authDomain: 'www.goldenlotus.test' },
    firebase: { projectId: PROJECT, publicKeys: { 'key-1': pem(keys.publicKey) } },
  });
  // Alpha has its own bot and project; nothing of demo's must work there.
  await patchExtra(t, 'alpha', {
    telegram: { botId: '987654321', botToken: '987654321:ALPHA-bot', authDomain: 'www.alphaplay.test' },
    firebase: { projectId: 'alpha-project', publicKeys: { 'key-1': pem(otherKeys.publicKey) } },
  });
});
afterAll(async () => {
  await t.close();
});

/** Widget data signed the way Telegram does (data-check-string, secret SHA256(bot token)). */
function telegramAuth(fields: Record<string, string | number>, botToken = BOT_TOKEN) {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(checkString).digest('hex') };
}

const now = () => Math.floor(Date.now() / 1000);

function firebaseToken(
  claims: Record<string, unknown> = {},
  options: { kid?: string; key?: KeyObject; alg?: string } = {},
) {
  const header = { alg: options.alg ?? 'RS256', kid: options.kid ?? 'key-1', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now() - 10,
    iat: now() - 10,
    exp: now() + 3600,
    sub: 'firebase-uid-0001',
    ...claims,
  };
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const signingInput = `${encode(header)}.${encode(payload)}`;
  const signature = sign('RSA-SHA256', Buffer.from(signingInput), options.key ?? keys.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

describe('Telegram login', () => {
  it('answers botId and authDomain, never the bot token', async () => {
    const res = body(await api.get('/wps/system/setting/telegram'));
    expect(telegramSettingValue.parse(res.value)).toEqual({
      enabled: true,
      botId: '123456789',
      authDomain: 'www.goldenlotus.test',
    });
    expect(JSON.stringify(res)).not.toContain('TEST-bot-token');
    const alpha = body(await api.get('/wps/system/setting/telegram', { merchant: 'alpha' })).value;
    expect(alpha).toEqual({ enabled: true, botId: '987654321', authDomain: 'www.alphaplay.test' });
  });

  it('answers bind_customer_required (HTTP 200) for a valid hash with no bound account', async () => {
    const auth = telegramAuth({ id: 555001, first_name: 'Lin', username: 'lin_tg', auth_date: now() });
    const res = await api.post('/wps/session/login/telegram', {
      telegramAuth: auth,
      domain: 'www.goldenlotus.test',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: false, errorCode: 'bind_customer_required' });
    expect(bindRequiredValue.parse(body(res).value)).toEqual({
      provider: 'telegram',
      autoCreate: false,
      manualRegister: true,
    });
  });

  it('refuses a tampered field, a wrong hash, another bot and data older than a day', async () => {
    const auth = telegramAuth({ id: 555001, first_name: 'Lin', auth_date: now() });
    const cases = [
      { ...auth, first_name: 'Mallory' },
      { ...auth, hash: 'f'.repeat(64) },
      telegramAuth({ id: 555001, first_name: 'Lin', auth_date: now() }, 'another:bot-token'),
      telegramAuth({ id: 555001, first_name: 'Lin', auth_date: now() - 86_401 }),
    ];
    for (const telegramAuthData of cases) {
      const res = body(await api.post('/wps/session/login/telegram', { telegramAuth: telegramAuthData }));
      expect(res.errorCode).toBe('telegram_auth_invalid');
    }
  });

  it('binds on registration via telegramAuth, then logs in with Telegram', async () => {
    const auth = telegramAuth({ id: 555002, first_name: 'Wei', auth_date: now() });
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const registered = body(
      await api.post(
        '/wps/member/register',
        {
          username: 'tguser01',
          password: 'abc12345',
          verifyPwd: 'abc12345',
          captcha: c.code,
          telegramAuth: JSON.stringify(auth),
        },
        { ip, cookie: c.cookie },
      ),
    );
    expect(registered.success).toBe(true);
    const res = body(await api.post('/wps/session/login/telegram', { telegramAuth: auth }));
    expect(res).toMatchObject({ success: true, value: { userName: 'tguser01' } });

    // The same Telegram account cannot be bound to a second member.
    const c2 = await captcha(t, { ip });
    const again = body(
      await api.post(
        '/wps/member/register',
        {
          username: 'tguser02',
          password: 'abc12345',
          verifyPwd: 'abc12345',
          captcha: c2.code,
          telegramAuth: auth,
        },
        { ip, cookie: c2.cookie },
      ),
    );
    expect(again.errorCode).toBe('identity.already.bound');
  });

  it('binds when logging in with an existing account', async () => {
    const auth = telegramAuth({ id: 555003, first_name: 'Jade', auth_date: now() });
    const login = body(
      await api.post('/wps/session/login/unsecure', {
        username: 'demo002',
        password: 'demo1234',
        telegramAuth: auth,
      }),
    );
    expect(login.success).toBe(true);
    expect(body(await api.post('/wps/session/login/telegram', { telegramAuth: auth })).value.userName).toBe(
      'demo002',
    );
  });

  it("demo's Telegram data is refused at alpha (other bot token)", async () => {
    const auth = telegramAuth({ id: 555002, first_name: 'Wei', auth_date: now() });
    const res = body(
      await api.post('/wps/session/login/telegram', { telegramAuth: auth }, { merchant: 'alpha' }),
    );
    expect(res.errorCode).toBe('telegram_auth_invalid');
  });

  it('is function.not.available when TELEGRAMLOGIN3 is off', async () => {
    await setFlag(t, 'demo', 'TELEGRAMLOGIN3', false);
    try {
      const auth = telegramAuth({ id: 555002, first_name: 'Wei', auth_date: now() });
      expect(body(await api.post('/wps/session/login/telegram', { telegramAuth: auth })).errorCode).toBe(
        'function.not.available',
      );
      expect(body(await api.get('/wps/system/setting/telegram')).value.enabled).toBe(false);
    } finally {
      await setFlag(t, 'demo', 'TELEGRAMLOGIN3', true);
    }
  });
});

describe('Firebase sign-in', () => {
  const firebaseLogin = (token: string, merchant = 'demo', extra: Record<string, unknown> = {}) =>
    api.post(
      '/wps/session/login/unsecure',
      { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token, ...extra },
      { merchant },
    );

  it('answers bind_customer_required when no account is bound and auto-create is off', async () => {
    await setFlag(t, 'demo', 'FIREBASECREATEACC3', false);
    try {
      const res = body(await firebaseLogin(firebaseToken()));
      expect(res).toMatchObject({
        success: false,
        errorCode: 'bind_customer_required',
        value: { provider: 'firebase', autoCreate: false },
      });
    } finally {
      await setFlag(t, 'demo', 'FIREBASECREATEACC3', true);
    }
  });

  it('creates and binds an account when FIREBASECREATEACC3 is on, and finds it next time', async () => {
    const token = firebaseToken({ sub: 'firebase-uid-auto' });
    const first = body(await firebaseLogin(token));
    expect(first.success).toBe(true);
    expect(first.value.userName).toMatch(/^fb\d{9}$/);
    const second = body(await firebaseLogin(firebaseToken({ sub: 'firebase-uid-auto' })));
    expect(second.value.id).toBe(first.value.id);
    // Field clients send the same sign-in to /wps/session/login/3rd.
    const third = await api.post('/wps/session/login/3rd', {
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: firebaseToken({ sub: 'firebase-uid-auto' }),
    });
    expect(body(third).value.id, third.body).toBe(first.value.id);
  });

  it('refuses tokens with a wrong signature, kid, alg, audience, issuer, expiry, issue time or subject', async () => {
    const bad = [
      firebaseToken({}, { key: otherKeys.privateKey }),
      firebaseToken({}, { kid: 'unknown-kid' }),
      firebaseToken({}, { alg: 'HS256' }),
      firebaseToken({ aud: 'another-project' }),
      firebaseToken({ iss: 'https://securetoken.google.com/another-project' }),
      firebaseToken({ exp: now() - 1 }),
      firebaseToken({ iat: now() + 3600 }),
      firebaseToken({ sub: '' }),
      firebaseToken({ sub: 'x'.repeat(129) }),
      'not.a.token',
      firebaseToken().slice(0, -4) + 'AAAA',
    ];
    for (const token of bad) {
      const res = body(await firebaseLogin(token));
      expect(res.errorCode, token.slice(0, 40)).toBe('firebase_token_invalid');
    }
  });

  it('binds to an existing account logging in with username, password and firebaseIdToken', async () => {
    const token = firebaseToken({ sub: 'firebase-uid-demo001' });
    const login = body(
      await api.post('/wps/session/login/unsecure', {
        username: DEMO.username,
        password: DEMO.password,
        firebaseIdToken: token,
        firebaseChannel: 'google',
      }),
    );
    expect(login.success).toBe(true);
    expect(body(await firebaseLogin(firebaseToken({ sub: 'firebase-uid-demo001' }))).value.userName).toBe(
      DEMO.username,
    );
  });

  it('binds on registration via firebaseIdToken2', async () => {
    const ip = freshIp();
    const c = await captcha(t, { ip });
    const res = body(
      await api.post(
        '/wps/member/register',
        {
          username: 'fbuser01',
          password: 'abc12345',
          verifyPwd: 'abc12345',
          captcha: c.code,
          firebaseChannel2: 'google',
          firebaseIdToken2: firebaseToken({ sub: 'firebase-uid-reg' }),
        },
        { ip, cookie: c.cookie },
      ),
    );
    expect(res.success).toBe(true);
    expect(body(await firebaseLogin(firebaseToken({ sub: 'firebase-uid-reg' }))).value.userName).toBe(
      'fbuser01',
    );
  });

  it("demo's token is refused at alpha (other project and keys)", async () => {
    expect(body(await firebaseLogin(firebaseToken({ sub: 'firebase-uid-auto' }), 'alpha')).errorCode).toBe(
      'firebase_token_invalid',
    );
  });

  it('refuses every token while the configured key is broken', async () => {
    await patchExtra(t, 'demo', {
      firebase: {
        projectId: PROJECT,
        publicKeys: { 'key-1': '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
      },
    });
    try {
      expect(body(await firebaseLogin(firebaseToken())).errorCode).toBe('firebase_token_invalid');
    } finally {
      await patchExtra(t, 'demo', {
        firebase: { projectId: PROJECT, publicKeys: { 'key-1': pem(keys.publicKey) } },
      });
    }
  });

  it('is function.not.available for a channel whose flag is off, or without a Firebase project', async () => {
    await setFlag(t, 'demo', 'TWITTERLOGIN3', false);
    expect(body(await firebaseLogin(firebaseToken(), 'demo', { firebaseChannel: 'twitter' })).errorCode).toBe(
      'function.not.available',
    );
    await patchExtra(t, 'demo', { firebase: null });
    try {
      expect(body(await firebaseLogin(firebaseToken())).errorCode).toBe('function.not.available');
    } finally {
      await patchExtra(t, 'demo', {
        firebase: { projectId: PROJECT, publicKeys: { 'key-1': pem(keys.publicKey) } },
      });
    }
  });
});
