import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';

/** GET /wps/member/lottoCustomersSeries: the 500cai client's copy of /lgw/customers/series, enveloped. */
let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => t?.close());

describe('lottoCustomersSeries', () => {
  it('answers the member merchant’s prize groups, as /lgw/customers/series does', async () => {
    const token = await loginToken(t, 'demo001', 'demo1234');
    const legacy = body(await api.get(`/wps/member/lottoCustomersSeries?_=${Date.now()}`, { token }));
    expect(legacy).toMatchObject({ success: true, status: true, description: 'request.success' });
    const bare = (await api.get('/lgw/customers/series', { token })).json();
    expect(legacy.value).toEqual(bare);
    expect(legacy.value.length).toBeGreaterThan(0);
    expect(legacy.value[0]).toEqual({
      gameGroupCode: expect.any(String),
      prizeModeId: expect.any(Number),
      maxSeries: expect.any(Number),
      minSeries: expect.any(Number),
      maxBetSeries: expect.any(Number),
      defaultSeries: expect.any(Number),
    });
  });

  it('is per merchant and needs a valid session of that merchant', async () => {
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const theirs = body(
      await api.get('/wps/member/lottoCustomersSeries', { token: alpha, merchant: 'alpha' }),
    );
    expect(theirs.value).toEqual(
      (await api.get('/lgw/customers/series', { token: alpha, merchant: 'alpha' })).json(),
    );
    const crossed = await api.get('/wps/member/lottoCustomersSeries', { token: alpha, merchant: 'demo' });
    expect(crossed.statusCode).toBe(401);
    expect(body(crossed)).toMatchObject({ success: false, status: false });
    expect(body(await api.get('/wps/member/lottoCustomersSeries')).errorCode).toBe('login.not.session');
    expect(
      (await api.get('/wps/member/lottoCustomersSeries', { token: 'x'.repeat(5000) })).statusCode,
    ).toBeLessThan(500);
  });
});
