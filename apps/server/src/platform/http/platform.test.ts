import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Merchant header', () => {
  it('answers the envelope for a known merchant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { Merchant: 'demo' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, errorCode: null, message: null });
    expect(body.value.permission).toBe('NORMAL');
  });

  it('refuses a missing Merchant header with a catalogue code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.header.required', value: null });
  });

  it('refuses an unknown merchant clearly', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { Merchant: 'nobody' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a Merchant header sent twice with 400 function.not.available', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { Merchant: ['demo', 'alpha'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('refuses the same merchant sent twice too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { Merchant: ['demo', 'demo'] },
    });
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('Language header', () => {
  it('translates error messages by the Language header', async () => {
    const en = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { Merchant: 'demo', Language: 'EN' },
    });
    const cn = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { Merchant: 'demo', Language: 'CN' },
    });
    expect(en.json().errorCode).toBe('login.not.session');
    expect(en.json().message).not.toEqual(cn.json().message);
  });

  it('falls back to the merchant default for a language the merchant does not offer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { Merchant: 'alpha', Language: 'JA' },
    });
    const vi = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { Merchant: 'alpha', Language: 'VI' },
    });
    expect(res.json().message).toEqual(vi.json().message);
  });

  it('reads zh_CN (what the winner board sends) as CN', async () => {
    const ask = (language: string, url = '/wps/member/info') =>
      t.app.inject({ method: 'GET', url, headers: { Merchant: 'demo', Language: language } });
    const cn = (await ask('CN')).json().message;
    expect((await ask('zh_CN')).json().message).toBe(cn);
    expect((await ask('EN')).json().message).not.toBe(cn);
    const board = await ask('zh_CN', '/lgw/winners?gameCategory=ALL&language=zh_CN&limitNum=100');
    expect(board.statusCode).toBe(200);
    expect(Array.isArray(board.json())).toBe(true);
  });
});

describe('errors never leak internals', () => {
  it('answers unknown API paths with resource.not.found in the envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/nothing/here',
      headers: { Merchant: 'demo' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'resource.not.found' });
  });

  it('answers malformed JSON with request.invalid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { Merchant: 'demo', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
    expect(res.body).not.toMatch(/at .*\.ts|SELECT|stack/i);
  });

  it('bounds input: an over-long username is refused, not looked up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { Merchant: 'demo' },
      payload: { username: 'x'.repeat(5000), password: 'p' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.invalid');
  });
});

describe('GET caching headers', () => {
  it('varies by tenant, language and token and revalidates with an ETag', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { Merchant: 'demo' },
    });
    expect(res.headers.vary).toContain('Merchant');
    expect(res.headers.vary).toContain('Authorization');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { Merchant: 'demo', 'If-None-Match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses answers of 1 KB and more by Accept-Encoding, each encoding with its own validator', async () => {
    const url = '/wps/system/settings/consolidated';
    const plain = await t.app.inject({ method: 'GET', url, headers: { Merchant: 'demo' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { Merchant: 'demo', 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { Merchant: 'demo', 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const gz = await t.app.inject({
      method: 'GET',
      url,
      headers: { Merchant: 'demo', 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // A small answer goes out as it is whatever the client accepts.
    const small = await t.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { Merchant: 'demo', 'Accept-Encoding': 'br' },
    });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never caches writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/unsecure',
      headers: { Merchant: 'demo' },
      payload: { username: DEMO.username, password: DEMO.password },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
