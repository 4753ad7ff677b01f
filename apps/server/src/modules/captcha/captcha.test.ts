import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geetestValue } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, patchExtra } from '../../platform/testing/accounts.js';

let t: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG and sets an httpOnly, SameSite=Lax captchaId cookie', async () => {
    const res = await api.get('/wps/captcha?t=1700000000000');
    const value = body(res).value as string;
    expect(Buffer.from(value, 'base64').subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const cookie = res.cookies.find((c) => c.name === 'captchaId')!;
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 300 });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('stores only a hash of the code, and each check uses the captcha up', async () => {
    t.services.captcha.codeGenerator = () => 'ABCD';
    const res = await api.get('/wps/captcha');
    const id = res.cookies.find((c) => c.name === 'captchaId')!.value;
    const demo = (await t.services.directory.byMerchantCode('demo'))!;
    const alpha = (await t.services.directory.byMerchantCode('alpha'))!;
    // Another merchant's check fails and leaves the captcha alone.
    await expect(t.services.captcha.check(alpha, id, 'ABCD')).rejects.toMatchObject({
      code: 'captcha_invalid',
    });
    await expect(t.services.captcha.check(demo, id, 'abcd')).resolves.toBeUndefined();
    await expect(t.services.captcha.check(demo, id, 'abcd')).rejects.toMatchObject({
      code: 'captcha_invalid',
    });
    await expect(t.services.captcha.check(demo, id, '')).rejects.toMatchObject({ code: 'captcha_required' });
  });
});

describe('GET /wps/captcha/geetest', () => {
  it('answers success 0 and no challenge when the merchant has no GEETEST_ID', async () => {
    const value = geetestValue.parse(body(await api.get('/wps/captcha/geetest?t=1')).value);
    expect(value).toEqual({ gt: '', challenge: '', newCaptcha: true, success: 0 });
  });

  it('answers the offline mode (success 0) with the merchant gt when it has one', async () => {
    await patchExtra(t, 'alpha', {
      gw: { GEETEST_ID: 'a1b2c3d4e5', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
    });
    const value = geetestValue.parse(
      body(await api.get('/wps/captcha/geetest', { merchant: 'alpha' })).value,
    );
    expect(value).toMatchObject({ gt: 'a1b2c3d4e5', newCaptcha: true, success: 0 });
    expect(value.challenge).toMatch(/^[0-9a-f]{32}$/);
  });
});
