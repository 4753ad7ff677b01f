import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ALPHA, DEMO, type TestApp } from '../testing/test-app.js';
import { lastCode } from '../testing/accounts.js';

/**
 * Calls of the field reference (protocol/real-clients.md) that the replays do not walk through,
 * sent as the clients send them and checked on the fields they read.
 */
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  o: { merchant?: string; headers?: Record<string, string>; payload?: string | object } = {},
) {
  n += 1;
  const res = await t.app.inject({
    method,
    url,
    headers: {
      Merchant: o.merchant ?? DEMO.merchant,
      'X-Forwarded-For': `198.51.100.${n % 250}`,
      ...o.headers,
    },
    ...(o.payload === undefined ? {} : { payload: o.payload }),
  });
  return { status: res.statusCode, headers: res.headers, json: () => JSON.parse(res.body) };
}

async function login(
  merchant: string = DEMO.merchant,
  username: string = DEMO.username,
  password: string = DEMO.password,
) {
  const res = await call('POST', '/wps/session/login/unsecure', {
    merchant,
    payload: { username, password },
  });
  return res.json().value.token as string;
}

describe('methods', () => {
  it('answers http_method_not_support when a known call is made with a method it does not take', async () => {
    const posted = await call('POST', '/wps/relay/GCSGAME_gameList?merchant=demo&pageNo=1&pageSize=5', {
      payload: {},
    });
    expect(posted.status).toBe(405);
    expect(posted.json()).toMatchObject({ success: false, errorCode: 'http_method_not_support' });
    const got = await call('GET', '/wps/relay/GCSGAME_gameList?merchant=demo&pageNo=1&pageSize=5');
    expect(got.json()).toMatchObject({ success: true });
    const unknown = await call('POST', '/wps/relay/GCSGAME_noSuchCall', { payload: {} });
    expect(unknown.json()).toMatchObject({ errorCode: 'resource.not.found' });
  });
});

describe('headers', () => {
  it('takes the token with or without a Bearer prefix', async () => {
    const token = await login();
    for (const authorization of [token, `Bearer ${token}`, `bearer  ${token}`]) {
      const info = await call('GET', '/wps/member/info', { headers: { Authorization: authorization } });
      expect(info.json()).toMatchObject({ success: true, value: { account: DEMO.username } });
    }
    expect((await call('GET', '/wps/member/info', { headers: { Authorization: 'Bearer ' } })).status).toBe(
      401,
    );
  });
});

describe('the C# bot login with a form content type', () => {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  it('reads a JSON object, a loosely written one and a URL-encoded one as the login body', async () => {
    const bodies = [
      `{"username":"${DEMO.username}","password":"${DEMO.password}"}`,
      `{username:"${DEMO.username}", password:'${DEMO.password}',}`,
      encodeURIComponent(`{"username":"${DEMO.username}","password":"${DEMO.password}"}`),
      `username=${DEMO.username}&password=${DEMO.password}`,
    ];
    for (const payload of bodies) {
      const res = await call('POST', '/wps/session/login/unsecure', { headers: form, payload });
      expect([payload, res.json().success, typeof res.json().value?.token]).toEqual([
        payload,
        true,
        'string',
      ]);
    }
  });

  it('answers request errors, never a 5xx, for a body that is no object', async () => {
    for (const payload of ['{username:', '{"a":[1,2', '%7B%zz', '[1,2]', '{}']) {
      const res = await call('POST', '/wps/session/login/unsecure', { headers: form, payload });
      expect([payload, res.status < 500, res.json().success]).toEqual([payload, true, false]);
    }
  });
});

describe('PUT /wps/member/register/mobile as the field sends it', () => {
  it('registers {mobile, password, captcha, referralCode} with no confirmation, refuses a wrong one', async () => {
    t.services.captcha.codeGenerator = () => 'K7PQ';
    const captcha = async () => {
      const image = await call('GET', `/wps/captcha?t=${n}`, {
        headers: { 'X-Forwarded-For': '198.51.100.251' },
      });
      return String(image.headers['set-cookie']).match(/captchaId=[^;]+/)![0];
    };
    const register = async (payload: object) =>
      (
        await call('PUT', '/wps/member/register/mobile', {
          headers: { cookie: await captcha(), 'X-Forwarded-For': '198.51.100.251' },
          payload,
        })
      ).json();
    const wrong = await register({
      mobile: '0861234501',
      password: 'abc12345',
      confirmPassword: 'abc1234',
      captcha: 'K7PQ',
      referralCode: '',
    });
    expect(wrong.errorCode).toBe('in_confirmation_correct');
    // The merchant checks the number by SMS: the client asks for the code first.
    const sent = await call('POST', '/wps/v2/verification/sms/send', {
      payload: { mobileNum: '0861234501', operationType: 'register', countryDialingCode: '66' },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: expect.any(Number) } });
    const verificationCode = await lastCode(t, { mobile: '0861234501' });
    const done = await register({
      mobile: '0861234501',
      password: 'abc12345',
      captcha: 'K7PQ',
      referralCode: '',
      verificationCode,
    });
    expect(done).toMatchObject({ success: true, value: { customerId: expect.any(Number) } });
    const token = await login(DEMO.merchant, '0861234501', 'abc12345');
    expect(token).toEqual(expect.any(String));
  });
});

describe('GET /wps/system/status as phub76 sends it', () => {
  it('answers maintenance, regionRestriction, location and the consolidated settings as info', async () => {
    const res = await call(
      'GET',
      '/wps/system/status?device=MOBILE&url=www.goldenlotus.test&originalDomain=&track=',
    );
    const value = res.json().value;
    expect(value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: expect.any(String), allowed: true },
      info: {
        merchantCode: DEMO.merchant,
        mainDomain: 'www.goldenlotus.test',
        imageCDNs: expect.any(Array),
        mobileTemplate: expect.any(Object),
        resources: expect.any(Array),
        whitelabel: expect.any(Array),
      },
    });
    expect(value.info.customerService[0]).toMatchObject({
      path: expect.any(String),
      title: expect.any(String),
    });
    // Our own web app asks by host, without device: no settings ride along.
    const own = (await call('GET', '/wps/system/status?host=localhost')).json().value;
    expect(own.info).toBeUndefined();
    expect(own.permission).toBe('NORMAL');
  });

  it('answers domain_not_available for a page address the merchant does not serve, bare host or URL', async () => {
    for (const url of ['elsewhere.test', 'https://elsewhere.test/m/#/home']) {
      const res = await call('GET', `/wps/system/status?device=MOBILE&url=${encodeURIComponent(url)}`);
      expect([url, res.json().errorCode]).toEqual([url, 'domain_not_available']);
    }
    const served = await call(
      'GET',
      `/wps/system/status?device=MOBILE&url=${encodeURIComponent('https://m.goldenlotus.test/')}`,
    );
    expect(served.json().success).toBe(true);
  });
});

describe("announcements with the field's empty filters", () => {
  it('reads type=&category=&platform= as no filter', async () => {
    const res = await call('GET', '/wps/system/announcements/advanced?type=&category=&platform=');
    expect(res.json()).toMatchObject({ success: true, value: { list: expect.any(Array) } });
    expect(res.json().value.list.length).toBeGreaterThan(0);
    expect((await call('GET', '/wps/system/announcements/advanced?platform=TV')).status).toBe(400);
  });
});

describe('launchGame from the 2017 lobby and in free play', () => {
  it('opens the lottery lobby and a lottery game by lottoGameCode and lottoMode=Traditional, without launchMode', async () => {
    const token = await login();
    const lobby = await call('GET', '/wps/game/launchGame?lottoGameCode=lobby&lottoMode=Traditional', {
      headers: { Authorization: token },
    });
    expect(lobby.json().value.gameUrl).toMatch(/^https?:\/\/[^/]+\/lottery$/);
    const game = await call('GET', '/wps/game/launchGame?lottoGameCode=lotus_ssc_1m&lottoMode=Traditional', {
      headers: { Authorization: token },
    });
    expect(game.json().value.gameUrl).toMatch(/^https?:\/\/[^/]+\/lottery\?gameCode=lotus_ssc_1m$/);
    // Without a lottery game or a launchMode there is nothing to launch.
    const none = await call('GET', '/wps/game/launchGame?gameId=lotus_fortune&accountType=1', {
      headers: { Authorization: token },
    });
    expect([none.status, none.json().errorCode]).toEqual([400, 'request.invalid']);
  });

  it("launches accountType=0 as the game's free play, with no money in the game wallet", async () => {
    const token = await login();
    const res = await call(
      'GET',
      '/wps/game/launchGame?confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=lotus_fortune&accountType=0&vassalage=LOTUS&language=EN',
      { headers: { Authorization: token } },
    );
    expect(res.json()).toMatchObject({
      success: true,
      value: { content: { game_url: expect.stringMatching(/^https?:\/\//) } },
    });
  });
});

describe('POST /wps/member/info (profile update, plain JSON)', () => {
  it('changes the nickname and contacts of the caller only, and answers the member info', async () => {
    const token = await login();
    const res = await call('POST', '/wps/member/info', {
      headers: { Authorization: token },
      payload: { nickname: 'Jade Tiger', qq: '123456', line: 'jadetiger' },
    });
    expect(res.json()).toMatchObject({
      success: true,
      value: { nickname: 'Jade Tiger', qq: '123456', money: expect.any(String) },
    });
    const info = (await call('GET', '/wps/member/info', { headers: { Authorization: token } })).json().value;
    expect(info).toMatchObject({ nickname: 'Jade Tiger', qq: '123456' });
    const cleared = await call('POST', '/wps/member/info', {
      headers: { Authorization: token },
      payload: { qqNum: '' },
    });
    expect(cleared.json().value.qq).toBeNull();

    // Another merchant's member is untouched; its token means nothing here.
    const alpha = await login(ALPHA.merchant, ALPHA.username, ALPHA.password);
    const foreign = await call('POST', '/wps/member/info', {
      headers: { Authorization: alpha },
      payload: { nickname: 'X' },
    });
    expect(foreign.status).toBe(401);
    const alphaInfo = (
      await call('GET', '/wps/member/info', { merchant: ALPHA.merchant, headers: { Authorization: alpha } })
    ).json().value;
    expect(alphaInfo.nickname).toBe('Alpha One');
  });

  it('refuses bad input with request.invalid, trial accounts with in_need_true_account', async () => {
    const token = await login();
    for (const payload of [{ nickname: 'x'.repeat(41) }, { nickname: '' }, { line: 5 }]) {
      const res = await call('POST', '/wps/member/info', { headers: { Authorization: token }, payload });
      expect([res.status, res.json().errorCode]).toEqual([400, 'request.invalid']);
    }
    const trial = (await call('POST', '/wps/session/login/freeplay')).json().value.token;
    const res = await call('POST', '/wps/member/info', {
      headers: { Authorization: trial },
      payload: { nickname: 'T' },
    });
    expect(res.json().errorCode).toBe('in_need_true_account');
  });
});
