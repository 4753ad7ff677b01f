import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfoValue, rankProgressValue } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, patchExtra } from '../../platform/testing/accounts.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  token = await loginToken(t, DEMO.username, DEMO.password);
});
afterAll(async () => {
  await t.close();
});

describe('GET /wps/member/info', () => {
  it('answers the fields of spec 3 with the profile masked and no invented VIP data', async () => {
    const value = memberInfoValue.parse(body(await api.get('/wps/member/info', { token })).value);
    expect(value).toMatchObject({
      account: DEMO.username,
      nickname: 'Lucky Player',
      type: 0,
      isAgent: 0,
      toUpline: 1,
      // The seeded VIP ranks: no deposits or bets yet is the entry rank.
      showLevel: true,
      memberLabel: ['Bronze'],
      clubLabel: { labelName: 'Bronze', type: 'AUTO', rankLevel: 0 },
      profile: { mobileNo: '081****678', email: 'de***@goldenlotus.test' },
      icon: 1,
      referralCode: 'LUCKY001',
      affiliateCode: null,
    });
    expect(value.customerId).toBe(value.id);
    expect(typeof value.lastLogin).toBe('number');
    // Where older clients read them: the masked mobile, the registration time, the caller's token.
    expect(value).toMatchObject({ mobile: '081****678', token });
    expect(value.regDate).toBeLessThanOrEqual(Date.now());
    const agent = await loginToken(t, 'agent001', 'agent1234');
    expect(body(await api.get('/wps/member/info', { token: agent })).value).toMatchObject({
      isAgent: 1,
      affiliateCode: 'GOLD8888',
    });
  });
});

describe('profile icon', () => {
  it('reads and sets the icon within 1..PROFILE_ICON_COUNT', async () => {
    expect(body(await api.get('/wps/member/info/icon', { token })).value).toEqual({ icon: 1, count: 9 });
    expect(body(await api.put('/wps/member/info/icon', { icon: 7 }, { token })).value).toEqual({
      icon: 7,
      count: 9,
    });
    expect(body(await api.get('/wps/member/info/icon', { token })).value.icon).toBe(7);
    for (const icon of [0, 10, 'x']) {
      expect(body(await api.put('/wps/member/info/icon', { icon }, { token })).errorCode).toBe(
        'request.invalid',
      );
    }
    await patchExtra(t, 'demo', { gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12 } });
    expect(body(await api.put('/wps/member/info/icon', { icon: 12 }, { token })).value).toEqual({
      icon: 12,
      count: 12,
    });
  });

  it('needs a session of the merchant', async () => {
    expect(body(await api.get('/wps/member/info/icon')).errorCode).toBe('login.not.session');
    expect(
      body(await api.put('/wps/member/info/icon', { icon: 2 }, { token, merchant: 'alpha' })).errorCode,
    ).toBe('user.or.token.invalid');
  });
});

describe('PUT /wps/member/language', () => {
  it('stores a language the merchant offers', async () => {
    const res = body(await api.put('/wps/member/language', { language: 'th' }, { token }));
    expect(res.value).toEqual({ language: 'TH', saved: true });
    expect(body(await api.get('/wps/member/info', { token })).value.language).toBe('TH');
    const login = body(
      await api.post('/wps/session/login/unsecure', { username: DEMO.username, password: DEMO.password }),
    );
    expect(login.value.hisLang).toBe('TH');
  });

  it('refuses a language the merchant does not offer or does not exist', async () => {
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    expect(
      body(await api.put('/wps/member/language', { language: 'CN' }, { token: alpha, merchant: 'alpha' }))
        .errorCode,
    ).toBe('request.invalid');
    expect(body(await api.put('/wps/member/language', { language: 'XX' }, { token })).errorCode).toBe(
      'request.invalid',
    );
  });
});

describe('relay calls', () => {
  it('MCSFE_getPlayerRankProgress answers progress towards the next VIP rank from real activity', async () => {
    const value = rankProgressValue.parse(
      body(await api.get('/wps/relay/MCSFE_getPlayerRankProgress', { token })).value,
    );
    expect(value).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
      playerRankProgress: {
        labelId: expect.any(Number),
        labelName: 'Bronze',
        nextLabelId: expect.any(Number),
        nextLabelName: 'Silver',
        conditions: [
          { name: 'DEPOSIT', current: '0.00', required: '1000.00' },
          { name: 'BET', current: '0.00', required: '5000.00' },
        ],
      },
    });
    expect(body(await api.get('/wps/relay/MCSFE_getPlayerRankProgress')).errorCode).toBe('login.not.session');
  });

  it('WPSCORE_saveMemberInfoByAuthKey answers a short-lived signed key for this merchant only', async () => {
    const res = body(await api.post('/wps/relay/WPSCORE_saveMemberInfoByAuthKey', {}, { token }));
    expect(res.success).toBe(true);
    const key = res.value as string;
    const demo = (await t.services.directory.byMerchantCode('demo'))!;
    const alpha = (await t.services.directory.byMerchantCode('alpha'))!;
    expect(t.services.chatKeys.verify(demo, key)).toMatchObject({
      username: DEMO.username,
      merchant: 'demo',
    });
    expect(t.services.chatKeys.verify(alpha, key)).toBeNull();
    const [payload] = key.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), customerId: 999_999 })).toString('base64url')}.${key.split('.')[1]}`;
    expect(t.services.chatKeys.verify(demo, forged)).toBeNull();
  });

  it('an unknown relay answers resource.not.found', async () => {
    const res = await api.get('/wps/relay/NOPE_nothing', { token });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('resource.not.found');
  });
});

describe('tenant isolation of session calls', () => {
  it("refuses demo's token on every account call at alpha", async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/wps/member/info'],
      ['GET', '/wps/member/info/icon'],
      ['PUT', '/wps/member/info/icon', { icon: 2 }],
      ['PUT', '/wps/member/language', { language: 'EN' }],
      [
        'POST',
        '/wps/member/password',
        { oldPassword: DEMO.password, newPassword: 'x1234567', confirmNewPassword: 'x1234567' },
      ],
      ['GET', '/wps/v2/member/securityConfig'],
      ['POST', '/wps/v2/member/security/ga/start', {}],
      ['POST', '/wps/v2/member/security/ga/confirm', { code: '123456' }],
      ['POST', '/wps/v2/member/security/ga/disable', { code: '123456' }],
      ['GET', '/wps/relay/MCSFE_getPlayerRankProgress'],
      ['POST', '/wps/relay/WPSCORE_saveMemberInfoByAuthKey', {}],
      ['DELETE', '/wps/session/logout/all'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { Merchant: 'alpha', Authorization: token },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(body(res).errorCode, `${method} ${url}`).toBe('user.or.token.invalid');
    }
    // Nothing of the above touched demo's session.
    expect(body(await api.get('/wps/member/info', { token })).success).toBe(true);
  });
});
