import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptBody, encryptRequest, encryptSessionKey, randomSessionKey } from '@platform/shared';
import { PlatformKeyRepository } from '../../modules/session/index.js';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.js';
import { desDecrypt } from './encrypted-body.js';

let t: TestApp;
let modulus: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/session/key/rsa',
    headers: { Merchant: 'demo' },
  });
  modulus = res.body;
});
afterAll(async () => {
  await t.close();
});

const credentials = { username: DEMO.username, password: DEMO.password, captcha: '', type: 'username' };

describe('GET /wps/session/key/rsa', () => {
  it('answers a 1024-bit modulus as plain-text hex', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/session/key/rsa',
      headers: { Merchant: 'demo' },
    });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt('0x' + res.body) >> 1023n).toBe(1n);
  });

  it('is the same key after a restart on the same database (shared by every node)', async () => {
    const { RsaKeyStore } = await import('./rsa-key-store.js');
    const again = await RsaKeyStore.load(new PlatformKeyRepository(t.database.db));
    expect(again.modulusHex).toBe(modulus);
  });
});

describe('encrypted bodies, encrypted the way browser clients do', () => {
  it('server DES matches the browser DES byte for byte', () => {
    const key = randomSessionKey();
    const cipher = encryptBody({ a: 'ü字', n: 1 }, key);
    expect(desDecrypt(cipher, key)).toBe('{"a":"ü字","n":1}');
  });

  it('recovers K from the raw-RSA Encryption header', () => {
    const key = randomSessionKey();
    expect(t.services.keys.recoverSessionKey(encryptSessionKey(key, modulus))).toBe(key);
  });

  it('logs in with the raw base64 string as the body', async () => {
    const { encryption, body } = encryptRequest(credentials, modulus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'demo', Encryption: encryption, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: DEMO.username } });
    expect(res.json().value.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs in with the {"value": base64} layout and ignores X-Digest / X-RSA', async () => {
    const { encryption, body } = encryptRequest(credentials, modulus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'demo', Encryption: encryption, 'X-Digest': 'ignored', 'X-RSA': 'ignored' },
      payload: { value: body },
    });
    expect(res.json().success).toBe(true);
  });

  it('also takes a text/plain body', async () => {
    const { encryption, body } = encryptRequest(credentials, modulus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'demo', Encryption: encryption, 'content-type': 'text/plain' },
      payload: body,
    });
    expect(res.json().success).toBe(true);
  });

  it('accepts plain JSON when no Encryption header is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'demo' },
      payload: credentials,
    });
    expect(res.json().success).toBe(true);
  });

  it('refuses a body encrypted with another key', async () => {
    const { encryption } = encryptRequest(credentials, modulus);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Merchant: 'demo', Encryption: encryption, 'content-type': 'text/plain' },
      payload: encryptBody(credentials, 'ZZZZZZZZZZZZZZZZ'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.invalid');
  });

  it('refuses garbage Encryption headers without a 5xx', async () => {
    for (const header of ['zz', 'f'.repeat(300), '0', modulus]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { Merchant: 'demo', Encryption: header, 'content-type': 'text/plain' },
        payload: 'AAAA',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('encryption.invalid');
    }
  });

  it('refuses plain JSON when the merchant requires encryption', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    merchant.extra.allowPlainBodies = false;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { Merchant: 'demo' },
        payload: credentials,
      });
      expect(res.json().errorCode).toBe('encryption.invalid');
    } finally {
      merchant.extra.allowPlainBodies = true;
    }
  });
});
