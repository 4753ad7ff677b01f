import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '@platform/shared';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { operatorToken } from '../testing/accounts.js';
import { fieldOrderBody } from '../testing/field-orders.js';

/**
 * The registration bots in the field: they ask whether a name is free, solve the captcha, register
 * by PUT with the legacy encrypted layout (the DES text as the raw body, the key in Encryption)
 * and `login: true`, then use the token they get back: balance, lottery games, a deposit the
 * merchant approves, a transfer to the lottery wallet, a bet, the history, logout. Only their calls and headers.
 */
let t: TestApp;
let n = 0;
const BOT_IP = '198.51.100.77';
const CAPTCHA = 'R8ZQ';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sent {
  status: number;
  headers: Record<string, unknown>;
  json: () => ReturnType<typeof JSON.parse>;
  text: string;
}

/** One call from the bot's address (the captcha is bound to it), Merchant on every call. */
async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  o: { token?: string; headers?: Record<string, string>; payload?: string | object } = {},
): Promise<Sent> {
  n += 1;
  const res = await t.app.inject({
    method,
    url,
    headers: {
      Merchant: 'demo',
      Language: 'EN',
      Device: 'web',
      'X-Forwarded-For': BOT_IP,
      ...(o.token ? { Authorization: o.token } : {}),
      ...o.headers,
    },
    ...(o.payload === undefined ? {} : { payload: o.payload }),
  });
  return { status: res.statusCode, headers: res.headers, text: res.body, json: () => JSON.parse(res.body) };
}

describe('a registration bot (PUT /wps/member/register, legacy encrypted layout)', () => {
  it('finds a free name, registers with login, funds, bets, reads its history and logs out', async () => {
    const username = `regbot${Date.now().toString(36).slice(-6)}`;
    expect((await call('GET', `/wps/check/username?username=${username}`)).json().success).toBe(true);
    const rules = (await call('GET', '/wps/system/setting/register')).json().value;
    expect(rules.username).toMatchObject({ enabled: true });

    // The image's text is what the bot's OCR reads; the test fixes it instead.
    t.services.captcha.codeGenerator = () => CAPTCHA;
    const image = await call('GET', `/wps/captcha?t=${n}`, { headers: { ModuleId: 'CAPTCHA3' } });
    expect(image.json().value).toMatch(/^data:image\/png;base64,|^[A-Za-z0-9+/=]+$/);
    const cookie = String(image.headers['set-cookie']).match(/captchaId=[^;]+/)![0];

    const modulus = (await call('GET', '/wps/session/key/rsa')).text;
    const { encryption, body } = encryptRequest(
      {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        captcha: CAPTCHA,
        login: true,
        registerMethod: 'WEB',
        loginDeviceId: 'bot-device-1',
        merchantCode: 'demo',
      },
      modulus,
    );
    const registered = await call('PUT', '/wps/member/register', {
      headers: { Encryption: encryption, 'Content-Type': 'application/json', cookie, ModuleId: 'REG3' },
      payload: body,
    });
    expect(registered.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    const token: string = registered.json().value.token;
    // The name is taken now: success false is how the bots read it.
    expect((await call('GET', `/wps/check/username?username=${username}`)).json().success).toBe(false);

    const balances = (await call('GET', '/wps/wallets/balance', { token })).json().value.balances;
    expect(balances.length).toBeGreaterThan(0);
    const groups = (await call('GET', '/lgw/games', { token })).json();
    const game = groups
      .flatMap((g: { games: { gameId: number; code: string }[] }) => g.games)
      .find((g: { code: string }) => g.code === 'lotus_ssc_1m');
    expect(game).toBeTruthy();

    const deposit = await call('POST', '/wps/transaction/deposit/mt', {
      token,
      payload: { amount: 300, bankCode: 'KBANK', payeeName: 'Bot Owner' },
    });
    expect(deposit.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });
    const admin = await operatorToken(t);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${deposit.json().value.id}/approve`,
      headers: { Merchant: 'demo', Authorization: admin },
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect((await call('GET', '/wps/member/info', { token })).json().value.money).toBe('300.00');

    // The lottery pays from its own wallet at this merchant: the bot moves money there first.
    const moved = await call('POST', '/wps/wallets/transferFromMainWallet', {
      token,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'accountName=LOTT&amount=100',
    });
    expect(moved.json()).toMatchObject({ success: true, value: { status: 'posted' } });
    const lott = (await call('GET', '/wps/wallets/balance', { token })).json().value.balances;
    expect(lott.find((b: { accountName: string }) => b.accountName === 'LOTT').availBalance).toBe(100);

    const near = (await call('GET', `/lgw/numeros/near?gameId=${game.gameId}`, { token })).json();
    const menu = (await call('GET', `/lgw/games/${game.gameId}/play_menu`, { token })).json();
    const playId = menu[0].playMenuGroups[0].playMenus[0].playId;
    const bet = await call('POST', '/lgw/orders/betting', {
      token,
      payload: fieldOrderBody(game.gameId, near.nextNumero.numero, `1,2_3_4_5_6~1~${playId}~1~1950~1`),
    });
    expect(bet.text).toContain('"orderNumber":"');
    const history = (await call('GET', `/lgw/orders?page=0&size=10`, { token })).json();
    expect(JSON.stringify(history)).toContain(bet.json().orderNumber);

    expect((await call('POST', '/wps/session/logout', { token, payload: {} })).json().success).toBe(true);
    expect((await call('GET', '/wps/member/info', { token })).status).toBe(401);
  });
});
