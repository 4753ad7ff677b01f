import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHASE_ISSUES_MAX,
  FIELD_ORDER_STATUS,
  LINE_TICKETS_MAX,
  MULTIPLE_MAX,
  PRIZE_GROUP_MIN,
  chaseNumerosValue,
  hotGapValue,
  lotteryDrawPageValue,
  lotteryGameLogoValue,
  lotteryGameSeriesValue,
  lotteryGameSettingValue,
  lotteryOrderDetailValue,
  lotteryTodayOrdersValue,
  recentNumeroValue,
  subOrderCancelValue,
  type LotteryGameGroupView,
  type NearNumeroView,
} from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { client, loginToken } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { WalletRepository, WalletSetupService } from '../wallet/index.js';
import { memberIdOf } from '../wallet/test-support.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';

/**
 * The lottery calls of section 6 of the field protocol that only field clients make: a game's
 * betting modes, chase and upcoming issues, hot and cold numbers, one bet in detail, cancelling bets
 * by id, games with their prize groups and logos. Bare JSON under every prefix.
 */
let t: TestApp;
let token: string;
let bettor: string;
let other: string;
let groups: LotteryGameGroupView[];
const PREFIXES = ['/lgw', '/lotto/lgw', '/lotto-vn/lgw'];
const GAME = 'lotus_ssc_1m';
/** The bets are placed on the single-wallet merchant, whose members play from their main wallet. */
const BETS = 'alpha';
const LINE = { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 };

const get = (url: string, as: string | null = token, merchant = 'demo') =>
  client(t).get(url, { merchant, ...(as ? { token: as } : {}) });
const cancel = (ids: unknown, as = bettor, merchant = BETS) =>
  client(t).put('/lgw/orders/suborders/cancel', ids, { merchant, token: as });

const gameOf = (code: string) => groups.flatMap((g) => g.games).find((g) => g.gameCode === code)!;

async function near(gameId: number): Promise<NearNumeroView> {
  return (await get(`/lgw/numeros/near?gameId=${gameId}`, null)).json() as NearNumeroView;
}

async function placeBet(numero: string, chase?: number) {
  const slip = { gameCode: GAME, numero, bets: [LINE], ...(chase ? { chase: { issues: chase } } : {}) };
  const res = await client(t).post(
    '/lgw/orders/betting',
    { bettingSlipString: JSON.stringify(slip) },
    { merchant: BETS, token: bettor },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderNumber: string };
}

async function available(username: string): Promise<bigint> {
  const memberId = await memberIdOf(t, BETS, username);
  const [row] = rowsOf<{ available: string }>(
    await t.database.db.execute(
      sql`SELECT (balance - held)::text AS available FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'MAIN'`,
    ),
  );
  return BigInt(row!.available);
}

async function todayBets() {
  const res = await get('/lgw/orders/today?page=0&size=50', bettor, BETS);
  return lotteryTodayOrdersValue.parse(res.json()).content;
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number, errorCode: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ errorCode });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'demo001', 'demo1234');
  bettor = await loginToken(t, 'alpha001', 'alpha1234', BETS);
  other = await loginToken(t, 'demo002', 'demo1234');
  groups = (await get('/lgw/games', null)).json() as LotteryGameGroupView[];
});
afterAll(async () => {
  await t.close();
});

describe('GET /lgw/games', () => {
  it('names each group and game as the 2017 lobby reads them: code, displayName, remark', async () => {
    for (const group of groups) {
      expect(group).toMatchObject({
        code: group.gameGroupCode,
        displayName: group.labelName,
        remark: group.labelName,
      });
      for (const game of group.games) {
        expect(game).toMatchObject({ code: game.gameCode, gameGroupId: group.gameGroupId });
      }
    }
  });
});

describe('GET /lgw/games/{gameId}/setting', () => {
  it('answers the money modes the currency prices, with the limits every bet is held to', async () => {
    const game = gameOf(GAME);
    for (const prefix of PREFIXES) {
      for (const id of [game.gameId, GAME]) {
        const res = await get(`${prefix}/games/${id}/setting`, null);
        expect(res.statusCode, res.body).toBe(200);
        const setting = lotteryGameSettingValue.parse(res.json());
        expect(setting.gameId).toBe(game.gameId);
        expect(setting.bettingModes.map((m) => [m.bettingModeId, m.code, m.unit])).toEqual([
          [1, 'Dollar', 1],
          [2, 'Dime', 0.1],
          [3, 'Cent', 0.01],
        ]);
        const dollar = setting.bettingModes[0]!;
        expect(dollar.betMultipleMax).toBe(MULTIPLE_MAX);
        expect(dollar.betAmountMax).toBe(2 * MULTIPLE_MAX * LINE_TICKETS_MAX);
        // The rarest outcome of a five-digit game is one number in 100 000.
        expect(dollar.winAmountMax).toBe((2 * MULTIPLE_MAX * game.prizeGroup * 100_000) / 2000);
        expect(setting.bettingModes[1]!.betAmountMax).toBe(dollar.betAmountMax / 10);
      }
    }
    // A currency without minor units prices whole tickets only.
    const vnd = await get(`/lgw/games/${GAME}/setting`, null, 'alpha');
    expect(lotteryGameSettingValue.parse(vnd.json()).bettingModes.map((m) => m.code)).toEqual(['Dollar']);
    expectError(await get('/lgw/games/999999/setting', null), 404, 'lottery.game.not.found');
    expectError(await get('/lgw/games/no_such_game/setting', null), 404, 'lottery.game.not.found');
  });
});

describe('issues ahead', () => {
  it('GET /lgw/numeros/chase/{gameId} lists the issues a chase may start at, from the first on sale', async () => {
    const game = gameOf(GAME);
    const { currentNumero, nextNumero } = await near(game.gameId);
    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/numeros/chase/${game.gameId}`, null);
      expect(res.statusCode).toBe(200);
      const { chaseNumeros } = chaseNumerosValue.parse(res.json());
      expect(chaseNumeros).toHaveLength(CHASE_ISSUES_MAX);
      expect(chaseNumeros[0]).toBe(currentNumero!.isSale ? currentNumero!.numero : nextNumero!.numero);
      expect(new Set(chaseNumeros).size).toBe(CHASE_ISSUES_MAX);
      expect([...chaseNumeros].sort()).toEqual(chaseNumeros);
    }
    expectError(await get('/lgw/numeros/chase/999999', null), 404, 'lottery.game.not.found');
  });

  it('GET /lgw/numeros/recent?gameId=&count= lists the issue on sale now and the ones after it', async () => {
    const game = gameOf(GAME);
    const { currentNumero, nextNumero } = await near(game.gameId);
    const res = await get(`/lgw/numeros/recent?gameId=${game.gameId}&count=3`, null);
    expect(res.statusCode).toBe(200);
    const issues = recentNumeroValue.array().parse(res.json());
    expect(issues.map((i) => i.numero).slice(0, 2)).toEqual([currentNumero!.numero, nextNumero!.numero]);
    expect(issues).toHaveLength(3);
    expect(issues[2]!.drawTime - issues[1]!.drawTime).toBe(game.intervalSeconds * 1000);
    expect(issues.slice(1).every((i) => !i.isSale && i.remainTime > 0)).toBe(true);
    expect((await get(`/lgw/numeros/recent?gameId=${GAME}`, null)).json()).toHaveLength(10);
    expectError(await get('/lgw/numeros/recent?count=3', null), 400, 'request.invalid');
    expectError(
      await get(`/lgw/numeros/recent?gameId=${game.gameId}&count=101`, null),
      400,
      'request.invalid',
    );
  });
});

describe("the member's bets by id", () => {
  let single: number;
  let chased: number[];
  beforeAll(async () => {
    const res = await get(`/lgw/numeros/near?gameCode=${GAME}`, null, BETS);
    const { nextNumero } = res.json() as NearNumeroView;
    await placeBet(nextNumero!.numero, 3);
    await placeBet(nextNumero!.numero);
    const bets = await todayBets();
    single = bets[0]!.orderDetailId;
    chased = bets.slice(1).map((b) => b.orderDetailId);
  });

  it('lists each bet with the field’s names: id, status number, mode, series, stakes, amounts, chase place', async () => {
    const bets = await todayBets();
    expect(bets).toHaveLength(4);
    expect(bets[0]).toMatchObject({
      orderDetailId: single,
      orderStatus: FIELD_ORDER_STATUS.cancellable,
      winningNumber: null,
      bettingModeId: 1,
      bettingModeCode: 'Dollar',
      series: gameOf(GAME).prizeGroup,
      stakes: 1,
      bettingAmount: 2,
      winningAmount: null,
      chasing: false,
      chasingOrder: 1,
    });
    // The chase's bets, newest first: the last issue has the highest place.
    expect(bets.slice(1).map((b) => [b.chasing, b.chasingOrder])).toEqual([
      [true, 3],
      [true, 2],
      [true, 1],
    ]);
    expect(new Set(bets.slice(1).map((b) => b.orderMasterId)).size).toBe(1);
  });

  it('GET /lgw/orders/detail/{orderDetailId} answers the bet with its line by position', async () => {
    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/orders/detail/${single}`, bettor, BETS);
      expect(res.statusCode).toBe(200);
      const detail = lotteryOrderDetailValue.parse(res.json());
      expect(detail).toMatchObject({ orderDetailId: single, gameCode: GAME, stakes: 1, multiple: 1 });
      expect(detail.orderInfos).toEqual([
        {
          playCode: '5D_DIRECT',
          bettingContent: '1|2|3|4|5',
          first: '1',
          second: '2',
          third: '3',
          fourth: '4',
          fifth: '5',
          stakes: 1,
          bettingAmount: 2,
        },
      ]);
    }
    // A member of another merchant asking for the bet's id does not find it.
    expectError(await get(`/lgw/orders/detail/${single}`, other), 404, 'lottery.order.not.found');
    expect((await get(`/lgw/orders/detail/${single}`, null, BETS)).statusCode).toBe(401);
    expectError(await get('/lgw/orders/detail/abc', bettor, BETS), 400, 'request.invalid');
  });

  it('PUT /lgw/orders/suborders/cancel releases the stakes of the listed bets, all or none', async () => {
    const before = await available('alpha001');
    // Another merchant's member, an id that does not exist, a body that is not a list: nothing moves.
    expectError(await cancel([single], other, 'demo'), 404, 'lottery.order.not.found');
    expectError(await cancel([single, 987654321]), 404, 'lottery.order.not.found');
    expectError(await cancel([]), 400, 'request.invalid');
    expectError(await cancel({ id: single }), 400, 'request.invalid');
    expect(await available('alpha001')).toBe(before);

    const res = await cancel([single]);
    expect(res.statusCode).toBe(200);
    expect(subOrderCancelValue.parse(res.json())).toEqual({
      orderDetailIds: [single],
      cancelledBets: 1,
      refundAmount: '2',
    });
    expect(await available('alpha001')).toBe(before + 2n);
    expect((await todayBets())[0]).toMatchObject({
      orderDetailId: single,
      orderStatus: FIELD_ORDER_STATUS.cancelled,
    });

    // A cancelled bet beside a cancellable one: neither is touched.
    expectError(await cancel([chased[0], single]), 409, 'lottery.order.not.cancellable');
    expect((await todayBets()).find((b) => b.orderDetailId === chased[0])!.orderStatus).toBe(
      FIELD_ORDER_STATUS.cancellable,
    );
    // The chase's later issues, by id as strings too (the jQuery page sends "[id,id]").
    const later = await cancel(chased.slice(0, 2).map(String));
    expect(later.statusCode).toBe(200);
    expect(await available('alpha001')).toBe(before + 6n);
    const anonymous = await client(t).put('/lgw/orders/suborders/cancel', [single], { merchant: BETS });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /lgw/draw/{gameId}/hot_gap_info', () => {
  it('counts each ball per position over the latest draws, and the draws since it last came', async () => {
    const game = gameOf('lotus_11x5_3m');
    const { nextNumero } = await near(game.gameId);
    const db = t.database.db;
    for (let k = 0; k < 4; k++) {
      const node = new LotteryService(
        new LotteryRepository(db),
        t.services.ledger,
        new WalletSetupService(new WalletRepository(db)),
        { issues: t.services.currentIssues, now: () => new Date(nextNumero!.drawTime + 1000 + k * 180_000) },
      );
      await node.tick();
    }
    const page = lotteryDrawPageValue.parse((await get(`/lgw/draw/${game.gameId}?size=3`, null)).json());
    // The latest results carry when each was drawn, as winningTime.
    const latest = (await get('/lgw/draw', null)).json() as { gameCode: string; winningTime: number }[];
    const drawn = latest.find((d) => d.gameCode === game.gameCode)!;
    expect(drawn.winningTime).toBeGreaterThanOrEqual(page.content[0]!.drawTime);
    const draws = page.content.map((d) => d.winNo.split(',').map(Number));
    expect(draws).toHaveLength(3);

    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/draw/${game.gameId}/hot_gap_info?count=3`, null);
      expect(res.statusCode).toBe(200);
      const info = hotGapValue.parse(res.json());
      expect(info.draws).toBe(3);
      expect(info.balls).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']);
      expect(Object.keys(info.hot)).toEqual(['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH']);
      ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH'].forEach((position, p) => {
        info.balls.forEach((ball, i) => {
          const at = draws.map((d) => d[p] === Number(ball));
          expect(info.hot[position]![i]).toBe(at.filter(Boolean).length);
          expect(info.gap[position]![i]).toBe(at.includes(true) ? at.indexOf(true) : 3);
        });
        // Five different balls per draw: each position holds one ball of each draw.
        expect(info.hot[position]!.reduce((a, b) => a + b, 0)).toBe(3);
      });
    }
    const digits = hotGapValue.parse((await get(`/lgw/draw/${GAME}/hot_gap_info`, null)).json());
    expect(digits.balls).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expectError(await get(`/lgw/draw/${game.gameId}/hot_gap_info?count=0`, null), 400, 'request.invalid');
    expectError(await get('/lgw/draw/999999/hot_gap_info', null), 404, 'lottery.game.not.found');
  });
});

describe('games with their prize groups and logos', () => {
  it('GET /lgw/games/series answers each game with the prize groups it takes', async () => {
    const res = await get('/lgw/games/series', null);
    expect(res.statusCode).toBe(200);
    const series = lotteryGameSeriesValue.array().parse(res.json());
    const games = groups.flatMap((g) => g.games);
    expect(series.map((s) => s.gameId)).toEqual(games.map((g) => g.gameId));
    const ssc = series.find((s) => s.gameCode === GAME)!;
    expect(ssc.series).toEqual([
      {
        gameGroupId: gameOf(GAME).gameGroupId,
        gameGroupCode: gameOf(GAME).gameGroupCode,
        prizeModeId: gameOf(GAME).lottoMode,
        maxSeries: gameOf(GAME).prizeGroup,
        minSeries: PRIZE_GROUP_MIN,
        maxBetSeries: gameOf(GAME).prizeGroup,
        defaultSeries: gameOf(GAME).prizeGroup,
      },
    ]);
  });

  it('GET /lgw/games/show_logo and /lgw/vn/games/show_logo answer the games with their logos', async () => {
    const all = lotteryGameLogoValue.array().parse((await get('/lgw/games/show_logo', null)).json());
    expect(all.map((g) => g.gameCode)).toEqual(groups.flatMap((g) => g.games).map((g) => g.gameCode));
    for (const logo of all) {
      expect(logo.logoUrl).toBe(gameOf(logo.gameCode).webIconUrl);
      expect(logo.showLogo).toBe(logo.logoUrl !== null);
    }
    const vn = lotteryGameLogoValue.array().parse((await get('/lgw/vn/games/show_logo', null)).json());
    expect(vn.map((g) => g.gameCode)).toEqual(['vn_mienbac']);
  });

  it('GET /lgw/games/mobile_game_menus answers the menus of game_menus; vn recent is empty for a visitor', async () => {
    const menus = await get('/lgw/games/game_menus', null);
    const mobile = await get('/lgw/games/mobile_game_menus', null);
    expect(mobile.statusCode).toBe(200);
    expect(mobile.json()).toEqual(menus.json());
    expect((await get('/lgw/vn/games/game_menu/recent', null)).json()).toEqual([]);
    // alpha001 played only the five-digit game: no Vietnamese game among the recent ones.
    expect((await get('/lgw/vn/games/game_menu/recent', bettor, BETS)).json()).toEqual([]);
  });
});
