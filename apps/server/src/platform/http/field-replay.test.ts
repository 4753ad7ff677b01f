import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '@platform/shared';
import { createTestApp, ALPHA, type TestApp } from '../testing/test-app.js';
import { fieldOrderBody } from '../testing/field-orders.js';

/**
 * One sequence per generation of clients in the field, replayed as each sends it (verbs, paths,
 * headers, body layouts) and checked on the fields each reads: log in, balance, game list, launch,
 * bet, history, deposit, log out. Only their own calls and headers: nothing of our web client.
 */
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sent {
  status: number;
  text: string;
  /** The body as the client's JSON.parse gives it. */
  json: () => ReturnType<typeof JSON.parse>;
}

/** A call as a field client makes it: Merchant on every call, the bare token in Authorization. */
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
      Merchant: 'alpha',
      'X-Forwarded-For': `198.51.100.${n % 250}`,
      ...(o.token ? { Authorization: o.token } : {}),
      ...o.headers,
    },
    ...(o.payload === undefined ? {} : { payload: o.payload }),
  });
  return { status: res.statusCode, text: res.body, json: () => JSON.parse(res.body) };
}

const later = () => Date.now();

async function nextNumero(
  prefix: string,
  gameCode: string,
  token?: string,
): Promise<{ numero: string; gameId: number }> {
  const near = (await call('GET', `${prefix}/numeros/near?gameCode=${gameCode}`, { token })).json();
  return { numero: near.nextNumero.numero, gameId: near.currentNumero.gameId };
}

describe('the 2017 lobby (jQuery, legacy encrypted layout)', () => {
  it('logs in encrypted with a raw body, keeps alive, reads balances, bets a jQuery slip, cancels it by id, logs out by DELETE', async () => {
    const jq = { 'X-Requested-With': 'XMLHttpRequest', Device: 'web' };
    const modulus = (await call('GET', `/wps/session/key/rsa?_=${later()}`, { headers: jq })).text;
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
    const { encryption, body } = encryptRequest(
      { username: ALPHA.username, password: ALPHA.password, uuId: '11111', ipAddress: '', captcha: '' },
      modulus,
    );
    const login = await call('POST', '/wps/session/login', {
      headers: { ...jq, Encryption: encryption, 'Content-Type': 'application/json' },
      payload: body,
    });
    expect(login.json()).toMatchObject({ success: true, status: true });
    let token: string = login.json().value.token;

    // It overwrites its token with the one member info answers, and reads status, not success.
    const info = (await call('GET', '/wps/member/info', { token, headers: jq })).json();
    expect(info).toMatchObject({ status: true, value: { account: ALPHA.username, token } });
    token = info.value.token;
    expect((await call('GET', `/wps/session/touch?_=${later()}`, { token, headers: jq })).json().status).toBe(
      true,
    );

    const balances = (await call('GET', '/wps/wallets/balance', { token, headers: jq })).json().value
      .balances;
    // The lottery plays from LOTT where the merchant has it, else from MAIN.
    const paying = (list: { accountName: string; availBalance: number }[]) =>
      list.find((b) => b.accountName === 'LOTT') ?? list.find((b) => b.accountName === 'MAIN')!;
    const lott = paying(balances);
    expect(typeof lott.availBalance).toBe('number');

    // The lobby reads games, issue and draws with Merchant only.
    const groups = (await call('GET', '/lgw/games', { headers: jq })).json();
    expect(
      groups.flatMap((g: { games: { gameCode: string }[] }) => g.games.map((x) => x.gameCode)),
    ).toContain('lotus_ssc_1m');
    const { numero, gameId } = await nextNumero('/lgw', 'lotus_ssc_1m');
    expect(Array.isArray((await call('GET', '/lgw/draw', { headers: jq })).json())).toBe(true);
    // The betting page: the money mode's id and unit, hot and cold numbers, where a chase may start.
    const setting = (await call('GET', `/lgw/games/${gameId}/setting`, { token, headers: jq })).json();
    const dollar = setting.bettingModes.find((m: { code: string }) => m.code === 'Dollar');
    expect(dollar).toMatchObject({ bettingModeId: 1, unit: 1 });
    const hotGap = (await call('GET', `/lgw/draw/${gameId}/hot_gap_info`, { token, headers: jq })).json();
    expect(hotGap.hot.FIRST).toHaveLength(10);
    expect(hotGap.gap.FIFTH).toHaveLength(10);
    const chase = (await call('GET', `/lgw/numeros/chase/${gameId}`, { token, headers: jq })).json();
    expect(chase.chaseNumeros).toContain(numero);
    const bet = await call('POST', '/lgw/orders/betting', {
      token,
      headers: jq,
      payload: {
        gameId,
        currentNumero: numero,
        multiples: 1,
        series: 1950,
        bettingMode: dollar.bettingModeId,
        betCartAmountSum: '2',
        bettingSlipString: '2~1_2_3_4_5~1~1~1001~0',
      },
    });
    expect(bet.status).toBe(200);
    const order = bet.json();
    expect(order).toMatchObject({ numero, totalBettingAmount: '2' });
    const history = (await call('GET', '/lgw/orders?page=0&size=10', { token, headers: jq })).json();
    expect(history.list.map((o: { orderNumber: string }) => o.orderNumber)).toContain(order.orderNumber);
    const after = (await call('GET', '/wps/wallets/balance', { token, headers: jq })).json().value.balances;
    expect(paying(after).availBalance).toBe(lott.availBalance - 2);

    // Today's tab offers to cancel a bet whose orderStatus is 2, by its orderDetailId.
    const today = (
      await call('GET', `/lgw/orders/today?gameId=${gameId}&page=0&size=50`, { token, headers: jq })
    ).json().content;
    const placed = today.find((o: { orderNumber: string }) => o.orderNumber === order.orderNumber);
    expect(placed).toMatchObject({ orderStatus: 2, bettingModeCode: 'Dollar', stakes: 1, bettingAmount: 2 });
    const detail = (
      await call('GET', `/lgw/orders/detail/${placed.orderDetailId}`, { token, headers: jq })
    ).json();
    expect(detail).toMatchObject({ orderNumber: order.orderNumber, orderStatus: 2, winningNumber: null });
    expect(detail.orderInfos[0]).toMatchObject({ stakes: 1, bettingAmount: 2 });
    const cancelled = await call('PUT', '/lgw/orders/suborders/cancel', {
      token,
      headers: { ...jq, 'Content-Type': 'application/json' },
      payload: `[${placed.orderDetailId}]`,
    });
    expect(cancelled.status).toBe(200);
    const restored = (await call('GET', '/wps/wallets/balance', { token, headers: jq })).json().value
      .balances;
    expect(paying(restored).availBalance).toBe(lott.availBalance);

    expect((await call('DELETE', '/wps/session/logout', { token, headers: jq })).json().status).toBe(true);
    const gone = (await call('GET', '/wps/member/info', { token, headers: jq })).json();
    expect(gone).toMatchObject({ status: false, success: false });
  });
});

describe('the current React client (encrypted {value} layout, relays)', () => {
  it('logs in, reads balance v2 and the game list, launches by code, bets a React slip, deposits, logs out by POST', async () => {
    const h = {
      Language: 'EN',
      ModuleId: 'COMM3',
      'X-Real-UA': Buffer.from('Mozilla/5.0').toString('base64'),
    };
    const modulus = (await call('GET', `/wps/session/key/rsa?t=${later()}`, { headers: h })).text;
    const { encryption, body } = encryptRequest(
      {
        username: ALPHA.username,
        password: ALPHA.password,
        captcha: '',
        type: 'username',
        loginDeviceId: 'dev-1',
      },
      modulus,
    );
    const login = await call('POST', '/wps/session/login', {
      headers: { ...h, Encryption: encryption, 'X-Digest': body, 'X-RSA': modulus },
      payload: { value: body },
    });
    expect(login.json().success).toBe(true);
    const token: string = login.json().value.token;

    const balance = (await call('GET', '/wps/v2/wallets/balance?typeId=0', { token, headers: h })).json()
      .value;
    expect(balance).toMatchObject({ currency: 'VND', sumBalance: expect.any(String) });
    expect(balance.balance.find((b: { accountTypeId: number | null }) => b.accountTypeId === 2)).toBeTruthy();

    const list = (
      await call(
        'GET',
        `/wps/relay/GCSGAME_gameList?merchant=alpha&platform=html5&clientType=2&language=EN&pageNo=1&pageSize=20&gameType=RNG`,
        { token, headers: { ...h, ModuleId: 'GAMELO3' } },
      )
    ).json().value;
    expect(list.totalCount).toBeGreaterThan(0);
    const game = list.games.find((g: { gameCode: string }) => g.gameCode === 'lotus_fortune');
    const launch = await call(
      'GET',
      `/wps/game/launchGame?confirmTrans=0&launchMode=GLS&platform=html5&clientType=2&gameId=${game.gameCode}` +
        `&nodeId=${game.nodeId}&accountType=1&vassalage=${game.vassalage}&username=${ALPHA.username}&language=EN&webView=false&isCoin=false`,
      { token, headers: h },
    );
    expect(launch.json().value.content.game_url).toMatch(
      /^https?:\/\/[^/]+\/vendor\/lotus\/play\/lotus_fortune\?/,
    );

    const { numero, gameId } = await nextNumero('/lotto/lgw', 'lotus_ssc_1m', token);
    const menu = (await call('GET', `/lotto/lgw/games/${gameId}/play_menu`, { token, headers: h })).json();
    const playId = menu[0].playMenuGroups[0].playMenus[0].playId;
    const bet = await call('POST', '/lotto/lgw/orders/betting', {
      token,
      headers: h,
      payload: fieldOrderBody(gameId, numero, `1,2_3_4_5_6~1~${playId}~1~1950~1`),
    });
    expect(bet.json()).toMatchObject({ numero, totalBettingAmount: '4' });
    const today = (
      await call('GET', `/lotto/lgw/orders/today?gameId=${gameId}&page=0&size=50`, { token, headers: h })
    ).json();
    expect(JSON.stringify(today)).toContain(bet.json().orderNumber);

    const dpst = { ...h, ModuleId: 'DPSTBAS3' };
    const settings = (
      await call('GET', '/wps/relay/MCSFE_getDepositSettings', { token, headers: dpst })
    ).json().value;
    expect(settings).toMatchObject({ allowDeposit: true, totalDepositSuccessCount: expect.any(Number) });
    const deposit = await call('POST', '/wps/relay/MCSFE_depositByQRImageUrl', {
      token,
      headers: dpst,
      payload: {
        targetUsername: ALPHA.username,
        amount: 500_000,
        bankCode: 'VCB',
        bankType: 1,
        showQrImageOnly: false,
      },
    });
    expect(deposit.json()).toMatchObject({ success: true, value: { status: 'PENDING' } });

    expect(
      (await call('POST', '/wps/session/logout', { token, headers: h, payload: {} })).json().success,
    ).toBe(true);
    expect((await call('GET', '/wps/member/info', { token, headers: h })).status).toBe(401);
  });
});

describe('the C# betting bot (unsecure login, /lotto/lgw, ~ slips with position)', () => {
  it('logs in unsecure, reads the legacy balance, bets and finds "orderNumber":" in the answer', async () => {
    const h = { 'X-Gateway-Version': '1', 'X-Timestamp': String(later()) };
    // Its login body is written by hand, not quite JSON, and labelled as a form.
    const login = await call('POST', '/wps/session/login/unsecure', {
      headers: { ...h, 'Content-Type': 'application/x-www-form-urlencoded' },
      payload: `{username:'${ALPHA.username}', password:'${ALPHA.password}',}`,
    });
    const token: string = login.json().value.token;
    const balances = (await call('GET', '/wps/wallets/balance', { token, headers: h })).json().value.balances;
    expect(balances.length).toBeGreaterThan(0);
    const { numero, gameId } = await nextNumero('/lotto/lgw', 'lotus_ssc_1m', token);
    const bet = await call('POST', '/lotto/lgw/orders/betting', {
      token,
      headers: h,
      payload: fieldOrderBody(gameId, numero, '12345,54321~2~1001~1~1950~1~~;1_2~1~1005~1~1950~3~~'),
    });
    expect(bet.text).toContain('"orderNumber":"');
    expect(bet.json().totalBettingAmount).toBe('10');
    expect((await call('POST', '/wps/session/logout', { token, headers: h, payload: {} })).status).toBe(200);
  });
});

describe('the QA scripts (Vietnamese lottery, current relays)', () => {
  it('logs in unsecure, opens the VN lottery, bets on /lotto-vn/lgw/betting and reads the history', async () => {
    const h = { Language: 'VI', ModuleId: 'GAMELO3', 'X-Timestamp': String(later()) };
    const token: string = (
      await call('POST', '/wps/session/login/unsecure', {
        headers: h,
        payload: { username: ALPHA.username, password: ALPHA.password },
      })
    ).json().value.token;
    const menu = (await call('GET', '/lgw/vn/games/game_menu', { token, headers: h })).json();
    expect(menu.flatMap((g: { gameMenus: { code: string }[] }) => g.gameMenus.map((m) => m.code))).toContain(
      'vn_mienbac',
    );
    const launch = await call(
      'GET',
      '/wps/game/launchGame?device=WEB&lottoArea=VN&lottoPrizeMode=Lott&launchMode=LOTT&language=EN&lottoView=betting&lottoGameCode=vn_mienbac',
      { token, headers: h },
    );
    expect(launch.json().success).toBe(true);
    const { numero, gameId } = await nextNumero('/lotto-vn/lgw', 'vn_mienbac', token);
    const bet = await call('POST', `/lotto-vn/lgw/betting?t=${later()}`, {
      token,
      headers: h,
      payload: {
        prizeMode: 'Lott',
        device: 'WEB',
        contents: [
          {
            gameId,
            winStop: false,
            playId: 5001,
            bettingContent: '4_1',
            singleBetPrice: 2,
            bettingApproach: 1,
            bettingSlip: null,
            numero: [{ numero, multiple: 1 }],
          },
        ],
      },
    });
    expect(bet.json()).toMatchObject({ numero, totalBettingAmount: '2' });
    const history = (await call('GET', '/lotto-vn/lgw/orders?page=0&size=10', { token, headers: h })).json();
    expect(history.list[0]).toMatchObject({
      orderNumber: bet.json().orderNumber,
      playType: 'DE',
      content: '41',
    });
    const withdraw = (
      await call('GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', {
        token,
        headers: { ...h, ModuleId: 'DPSTBAS3' },
      })
    ).json().value;
    expect(withdraw).toMatchObject({ minimumAmount: expect.any(String), maximumAmount: expect.any(String) });
    expect(
      (await call('POST', '/wps/session/logout', { token, headers: h, payload: {} })).json().success,
    ).toBe(true);
  });
});
