import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '@platform/shared';
import { createTestApp, DEMO, type TestApp } from '../testing/test-app.js';
import { fieldOrderBody } from '../testing/field-orders.js';

/**
 * Two generations of clients in the field the other replays do not speak for, replayed as they
 * send their calls (protocol/real-clients.md) and checked on the fields they read: the phub76
 * mobile SPA (installed as a PWA: Device OTHERS, Language CN, ModuleId per call, the site status
 * first, image captcha, encrypted {value} login with X-Digest/X-RSA, relays, the lottery by
 * /lgw with the token) and a go444 proxy client (Device web, X-Gateway-Version forwarded, the
 * encrypted {value} login without X-Digest/X-RSA, POST relays, /lotto/lgw). Both at the demo
 * merchant, whose lottery and slots pay from wallets of their own.
 */
let t: TestApp;
let n = 0;
const CAPTCHA = 'P4WA';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sent {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  json: () => ReturnType<typeof JSON.parse>;
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  o: { token?: string; ip?: string; headers?: Record<string, string>; payload?: string | object } = {},
): Promise<Sent> {
  n += 1;
  const res = await t.app.inject({
    method,
    url,
    headers: {
      Merchant: DEMO.merchant,
      'X-Forwarded-For': o.ip ?? `198.51.100.${n % 250}`,
      ...(o.token ? { Authorization: o.token } : {}),
      ...o.headers,
    },
    ...(o.payload === undefined ? {} : { payload: o.payload }),
  });
  return { status: res.statusCode, headers: res.headers, text: res.body, json: () => JSON.parse(res.body) };
}

const stamp = () => Date.now();
type V2Wallet = { accountName: string; accountTypeId: number | null; availBalance: string };

describe('phub76 (mobile SPA as an installed PWA)', () => {
  it('checks the site, logs in with the captcha, reads balance and games, launches, bets, reads history, deposits, logs out', async () => {
    const ip = '198.51.100.252';
    const h = {
      Language: 'CN',
      Device: 'OTHERS',
      'X-Real-UA': Buffer.from('Mozilla/5.0 (Linux; Android 13) Mobile').toString('base64'),
    };
    // Its interceptor: /lgw answers pass as they are; others must say success, else 401 logs out.
    const wps = (res: Sent) => {
      expect(res.status).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      return body.value;
    };

    const status = wps(
      await call('GET', '/wps/system/status?device=MOBILE&url=m.goldenlotus.test&originalDomain=&track=', {
        ip,
        headers: h,
      }),
    );
    expect(status).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(status.info.customerService.length).toBeGreaterThan(0);
    expect(status.info.mobileTemplate).toEqual(expect.any(Object));

    t.services.captcha.codeGenerator = () => CAPTCHA;
    const image = await call('GET', `/wps/captcha?t=${stamp()}`, {
      ip,
      headers: { ...h, ModuleId: 'CAPTCHA3' },
    });
    // Rendered as data:image/png;base64, + value: no prefix of its own.
    expect(wps(image)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const captchaCookie = String(image.headers['set-cookie']).match(/captchaId=[^;]+/)![0];

    const modulus = (await call('GET', `/wps/session/key/rsa?t=${stamp()}`, { ip, headers: h })).text;
    const { encryption, body } = encryptRequest(
      {
        username: DEMO.username,
        password: DEMO.password,
        captcha: CAPTCHA,
        type: 'username',
        loginDeviceId: 'pwa-device-7',
        isOfficialAppLogin: false,
      },
      modulus,
    );
    const login = wps(
      await call('POST', '/wps/session/login', {
        ip,
        headers: {
          ...h,
          ModuleId: 'COMM3',
          Encryption: encryption,
          'X-Digest': body,
          'X-RSA': modulus,
          'Content-Type': 'application/json;charset=UTF-8',
          cookie: `SHELL_deviceId=pwa-device-7; ${captchaCookie}`,
        },
        payload: { value: body },
      }),
    );
    // MC_SESSION_INFO: {id, token, merchantCode, userName, type, firstTimeLogin}.
    expect(login).toMatchObject({
      id: expect.any(Number),
      token: expect.any(String),
      merchantCode: DEMO.merchant,
      userName: DEMO.username,
      customerType: 0,
      firstTimeLogin: expect.any(Boolean),
      passwordExpired: false,
    });
    const token: string = login.token;

    const info = wps(await call('GET', '/wps/member/info', { token, headers: { ...h, ModuleId: 'COMM3' } }));
    expect(info).toMatchObject({
      account: DEMO.username,
      type: 0,
      clubLabel: { labelName: expect.any(String) },
    });
    expect(typeof info.regDate).toBe('number');

    const balance = wps(
      await call('GET', `/wps/v2/wallets/balance?typeId=0&t=${stamp()}`, { token, headers: h }),
    );
    expect(balance).toMatchObject({ currency: 'THB', currencySymbol: '฿', sumBalance: expect.any(String) });
    const main = balance.balance.find((b: V2Wallet) => b.accountTypeId === 2);
    expect(Number(main.availBalance)).toBeGreaterThan(0);

    // Money into the slots and lottery wallets, by the current transfer relay.
    for (const toWallet of ['RNG', 'LOTT']) {
      const moved = wps(
        await call('POST', '/wps/relay/GCS_walletTransfer', {
          token,
          headers: h,
          payload: { fromWallet: 'MAIN', toWallet, amount: '200' },
        }),
      );
      expect(moved).toMatchObject({ status: 'posted' });
    }

    const list = wps(
      await call(
        'GET',
        `/wps/relay/GCSGAME_gameList?merchant=${DEMO.merchant}&platform=html5&clientType=2&language=CN&pageNo=1&pageSize=30&gameType=RNG`,
        { token, headers: { ...h, ModuleId: 'GAMELO3' } },
      ),
    );
    expect(list).toMatchObject({ totalCount: expect.any(Number), totalPages: expect.any(Number) });
    const game = list.games[0];
    expect(game).toMatchObject({
      nodeId: expect.any(Number),
      gameType: 'RNG',
      vassalage: expect.any(String),
    });
    const launch = wps(
      await call(
        'GET',
        `/wps/game/launchGame?confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=${game.gameCode}` +
          `&nodeId=${game.nodeId}&accountType=1&vassalage=${game.vassalage}&username=${DEMO.username}` +
          '&language=CN&webView=true&isCoin=false',
        { token, headers: { ...h, ModuleId: 'GAMELO3' } },
      ),
    );
    expect(launch.content.game_url).toMatch(/^https?:\/\//);

    // The lottery: its answers are bare JSON; it sends the token too.
    const groups = (await call('GET', '/lgw/games', { token, headers: h })).json();
    const lotto = groups
      .flatMap((g: { games: { gameId: number; code: string }[] }) => g.games)
      .find((g: { code: string }) => g.code === 'lotus_ssc_1m');
    const near = (
      await call('GET', `/lgw/numeros/near?gameId=${lotto.gameId}`, { token, headers: h })
    ).json();
    expect(near.currentNumero).toMatchObject({ gameId: lotto.gameId, remainTime: expect.any(Number) });
    const series = (await call('GET', '/lgw/customers/series', { token, headers: h })).json();
    const ssc = series.find((s: { gameGroupCode: string }) => s.gameGroupCode === 'SSC');
    const menu = (await call('GET', `/lgw/games/${lotto.gameId}/play_menu`, { token, headers: h })).json();
    const playId = menu[0].playMenuGroups[0].playMenus[0].playId;
    const bet = await call('POST', '/lgw/orders/betting', {
      token,
      headers: h,
      payload: fieldOrderBody(
        lotto.gameId,
        near.nextNumero.numero,
        `1_2_3_4_5~1~${playId}~1~${ssc.defaultSeries}~2`,
      ),
    });
    // Amounts are decimal strings in the merchant's currency (baht: two places).
    expect(bet.json()).toMatchObject({ numero: near.nextNumero.numero, totalBettingAmount: '4.00' });
    const today = (
      await call('GET', `/lgw/orders/today?gameId=${lotto.gameId}&page=0&size=50`, { token, headers: h })
    ).json();
    expect(today.content.map((o: { orderNumber: string }) => o.orderNumber)).toContain(
      bet.json().orderNumber,
    );

    const dpst = { ...h, ModuleId: 'DPSTBAS3' };
    const settings = wps(await call('GET', '/wps/relay/MCSFE_getDepositSettings', { token, headers: dpst }));
    expect(settings).toMatchObject({ allowDeposit: true, totalDepositSuccessCount: expect.any(Number) });
    const deposit = wps(
      await call('POST', '/wps/relay/MCSFE_manualTransferByAccountName', {
        token,
        headers: dpst,
        payload: {
          targetUsername: DEMO.username,
          amount: 500,
          bankCode: 'SCB',
          bankType: 1,
          payeeName: 'Lucky Player',
        },
      }),
    );
    expect(deposit).toMatchObject({ status: 'PENDING', amount: '500.00' });
    expect(typeof wps(await call('GET', '/wps/relay/EMFE_getInboxUnreadCount', { token, headers: h }))).toBe(
      'number',
    );

    expect(wps(await call('POST', '/wps/session/logout', { token, headers: h, payload: {} }))).toBe(true);
    // Any 401 logs it out.
    expect((await call('GET', '/wps/member/info', { token, headers: h })).status).toBe(401);
  });
});

describe('a go444 proxy client', () => {
  it('logs in without X-Digest/X-RSA, reads v2 balance and hot games, launches, bets on /lotto/lgw, deposits, logs out', async () => {
    const h = { Device: 'web', Language: 'EN', 'X-Gateway-Version': '1' };
    // Anonymous member info: 401 login.not.session.
    const anonymous = await call('GET', '/wps/member/info', { headers: h });
    expect([anonymous.status, anonymous.json().errorCode]).toEqual([401, 'login.not.session']);

    const modulus = (await call('GET', `/wps/session/key/rsa?_=${stamp()}`, { headers: h })).text;
    expect(modulus.length).toBeGreaterThan(200);
    const { encryption, body } = encryptRequest(
      {
        username: DEMO.username,
        password: DEMO.password,
        captcha: '',
        type: 'username',
        loginDeviceId: 'go444',
      },
      modulus,
    );
    const login = await call('POST', '/wps/session/login', {
      headers: { ...h, Encryption: encryption, 'Content-Type': 'application/json' },
      payload: { value: body },
    });
    expect(login.json()).toMatchObject({ success: true, value: { token: expect.any(String) } });
    const token: string = login.json().value.token;

    const balance = (await call('GET', '/wps/v2/wallets/balance?typeId=0', { token, headers: h })).json()
      .value;
    expect(balance.balance.find((b: V2Wallet) => b.accountTypeId === 2)).toBeTruthy();
    const consolidated = (await call('GET', '/wps/wallets/gcs', { token, headers: h })).json().value;
    expect(consolidated.sumBalance).toBe(balance.sumBalance);

    const hot = (
      await call('POST', '/wps/relay/GCSGAME_hotGamesV2', {
        token,
        headers: { ...h, ModuleId: 'GAMELO3', 'X-Timestamp': String(stamp()) },
        payload: { merchant: DEMO.merchant, platform: 'html5', clientType: 2, language: 'EN' },
      })
    ).json();
    expect(hot.success).toBe(true);
    const game = hot.value.games.find((g: { gameType: string }) => g.gameType === 'RNG');
    // Slots pay from their own wallet here: confirmTrans=1 moves the main balance in first.
    const launch = await call(
      'GET',
      `/wps/game/launchGame?confirmTrans=1&launchMode=GLS&platform=html5&clientType=2&gameId=${game.gameCode}` +
        `&nodeId=${game.nodeId}&accountType=1&vassalage=${game.vassalage}&username=${DEMO.username}&language=EN`,
      { token, headers: h },
    );
    expect(launch.json().value.content.game_url).toMatch(/^https?:\/\//);
    // Back to main for the lottery's own wallet.
    const rng = (await call('GET', '/wps/wallets/balance', { token, headers: h })).json().value.balances;
    const inRng = rng.find((b: { accountName: string }) => b.accountName === 'RNG').availBalance;
    expect(inRng).toBeGreaterThan(0);
    const back = await call('POST', '/wps/relay/GCS_walletTransfer', {
      token,
      headers: h,
      payload: { fromWallet: 'RNG', toWallet: 'LOTT', amount: '100' },
    });
    expect(back.json().success).toBe(true);

    const near = (
      await call('GET', '/lotto/lgw/numeros/near?gameCode=lotus_ssc_1m', { token, headers: h })
    ).json();
    const gameId = near.currentNumero.gameId;
    const menu = (await call('GET', `/lotto/lgw/games/${gameId}/play_menu`, { token, headers: h })).json();
    const playId = menu[0].playMenuGroups[0].playMenus[0].playId;
    const bet = await call('POST', '/lotto/lgw/orders/betting', {
      token,
      headers: h,
      payload: fieldOrderBody(
        gameId,
        near.nextNumero.numero,
        `9_8_7_6_5~1~${playId}~1~1950~1;0_0_0_0_0~1~${playId}~1~1950~1`,
      ),
    });
    expect(bet.text).toContain('"orderNumber":"');
    expect(bet.json().totalBettingAmount).toBe('4.00');
    const history = (await call('GET', '/lotto/lgw/orders?page=0&size=10', { token, headers: h })).json();
    expect(history.list.map((o: { orderNumber: string }) => o.orderNumber)).toContain(bet.json().orderNumber);

    const deposit = await call('POST', '/wps/relay/MCSFE_depositByQRImageUrl', {
      token,
      headers: { ...h, ModuleId: 'DPSTBAS3' },
      payload: {
        targetUsername: DEMO.username,
        amount: 300,
        bankCode: 'PROMPTPAY',
        bankType: 2,
        showQrImageOnly: true,
      },
    });
    expect(deposit.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });

    expect(
      (await call('POST', '/wps/session/logout', { token, headers: h, payload: {} })).json().success,
    ).toBe(true);
    const gone = await call('GET', '/wps/v2/wallets/balance?typeId=0', { token, headers: h });
    expect(gone.status).toBe(401);
  });
});
