import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { firebaseSettingValue } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, patchExtra, setFlag } from '../../platform/testing/accounts.js';

let t: TestApp;
let api: ReturnType<typeof client>;

const PEM = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

const DEMO_FIREBASE = {
  projectId: 'golden-lotus-web',
  publicKeys: { 'key-1': PEM },
  web: {
    apiKey: 'AIzaDemoWebKey0001',
    authDomain: 'golden-lotus-web.firebaseapp.com',
    appId: '1:111:web:aaa',
  },
};
const ALPHA_FIREBASE = {
  projectId: 'alpha-play-web',
  publicKeys: { 'key-9': PEM },
  web: {
    apiKey: 'AIzaAlphaWebKey0009',
    authDomain: 'alpha-play-web.firebaseapp.com',
    appId: '1:999:web:zzz',
  },
};

const setting = async (merchant = 'demo') => {
  const res = await api.get('/wps/system/setting/firebase', { merchant });
  expect(res.statusCode).toBe(200);
  const envelope = body(res);
  expect(envelope.success).toBe(true);
  return firebaseSettingValue.parse(envelope.value);
};

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await patchExtra(t, 'demo', { firebase: DEMO_FIREBASE });
  await patchExtra(t, 'alpha', { firebase: null });
  for (const flag of ['LOGIN', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3', 'LINELOGIN3'])
    await setFlag(t, 'demo', flag, true);
});

describe('GET /wps/system/setting/firebase', () => {
  it('answers the public web configuration and the channels switched on, never the keys', async () => {
    const value = await setting();
    expect(value).toEqual({
      enabled: true,
      channels: ['google', 'facebook', 'twitter', 'line'],
      config: {
        apiKey: 'AIzaDemoWebKey0001',
        authDomain: 'golden-lotus-web.firebaseapp.com',
        projectId: 'golden-lotus-web',
        appId: '1:111:web:aaa',
      },
    });
    const raw = (await api.get('/wps/system/setting/firebase')).body;
    expect(raw).not.toContain('BEGIN PUBLIC KEY');
    expect(raw).not.toContain('publicKeys');
  });

  it('lists only the channels whose flags are on, and is off with none', async () => {
    await setFlag(t, 'demo', 'TWITTERLOGIN3', false);
    await setFlag(t, 'demo', 'LINELOGIN3', false);
    expect((await setting()).channels).toEqual(['google', 'facebook']);

    await setFlag(t, 'demo', 'GOOGLELOGIN3', false);
    await setFlag(t, 'demo', 'FACEBOOKLOGIN3', false);
    const none = await setting();
    expect(none.channels).toEqual([]);
    expect(none.enabled).toBe(false);
  });

  it('honours the parent flag: every channel is off under a switched-off LOGIN group', async () => {
    await setFlag(t, 'demo', 'LOGIN', false);
    const value = await setting();
    expect(value.channels).toEqual([]);
    expect(value.enabled).toBe(false);
  });

  it('is off with no config: no project, no web part, an incomplete web part or no keys', async () => {
    const cases = [
      null,
      { projectId: DEMO_FIREBASE.projectId, publicKeys: DEMO_FIREBASE.publicKeys },
      { ...DEMO_FIREBASE, web: null },
      { ...DEMO_FIREBASE, web: { ...DEMO_FIREBASE.web, apiKey: '' } },
      { ...DEMO_FIREBASE, publicKeys: {} },
      { ...DEMO_FIREBASE, projectId: '' },
    ];
    for (const firebase of cases) {
      await patchExtra(t, 'demo', { firebase });
      const value = await setting();
      expect(value, JSON.stringify(firebase)).toMatchObject({ enabled: false, config: null });
      // The flags still say which channels the merchant wants; the page shows none while off.
      expect(value.channels).toContain('google');
    }
  });

  it('each merchant sees only its own project', async () => {
    const alphaOff = await setting('alpha');
    expect(alphaOff).toMatchObject({ enabled: false, config: null });

    await patchExtra(t, 'alpha', { firebase: ALPHA_FIREBASE });
    const alpha = await setting('alpha');
    expect(alpha.enabled).toBe(true);
    expect(alpha.config).toEqual({
      apiKey: 'AIzaAlphaWebKey0009',
      authDomain: 'alpha-play-web.firebaseapp.com',
      projectId: 'alpha-play-web',
      appId: '1:999:web:zzz',
    });
    // Alpha's flags are its own: switching demo's off leaves alpha's channels as they were.
    const alphaChannels = alpha.channels;
    await setFlag(t, 'demo', 'GOOGLELOGIN3', false);
    expect((await setting('alpha')).channels).toEqual(alphaChannels);
    expect((await setting()).config?.projectId).toBe('golden-lotus-web');
    expect((await setting()).channels).not.toContain('google');
  });
});
