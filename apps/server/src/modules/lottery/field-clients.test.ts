import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIZE_GROUP_MIN,
  lotteryDrawPageValue,
  lotterySeriesValue,
  lotteryTodayOrdersValue,
  type LotteryGameGroupView,
  type NearNumeroView,
} from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { client, loginToken } from '../../platform/testing/accounts.js';
import { WalletRepository, WalletSetupService } from '../wallet/index.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';

/**
 * The lottery calls as clients in the field make them (section 6 of the field protocol): bare JSON,
 * Merchant on every call, the raw token in Authorization, zero-based pages, numeric game ids.
 */
let t: TestApp;
let token: string;
let groups: LotteryGameGroupView[];
const PREFIXES = ['/lgw', '/lotto/lgw', '/lotto-vn/lgw'];
const MERCHANT = 'alpha';
const GAME = 'lotus_ssc_1m';
const LINE = { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 };

const get = (url: string, withToken = true) =>
  client(t).get(url, { merchant: MERCHANT, ...(withToken ? { token } : {}) });

const gameIdOf = (code: string) => groups.flatMap((g) => g.games).find((g) => g.gameCode === code)!.gameId;

async function near(gameId: number): Promise<NearNumeroView> {
  const res = await get(`/lgw/numeros/near?gameId=${gameId}`, false);
  expect(res.statusCode).toBe(200);
  return res.json() as NearNumeroView;
}

async function placeBet(numero: string) {
  const bettingSlipString = JSON.stringify({ gameCode: GAME, numero, bets: [LINE] });
  const res = await client(t).post(
    '/lgw/orders/betting',
    { bettingSlipString },
    { merchant: MERCHANT, token },
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { orderNumber: string };
}

/** Draws and settles what is due at `at`, as the scheduler node does. */
async function drawAt(at: number) {
  const db = t.database.db;
  const node = new LotteryService(
    new LotteryRepository(db),
    t.services.ledger,
    new WalletSetupService(new WalletRepository(db)),
    { issues: t.services.currentIssues, activity: t.services.activity, now: () => new Date(at) },
  );
  await node.tick();
}

/** Every error of the family is a non-2xx bare body with the catalogue code, never a 5xx. */
function expectError(res: Awaited<ReturnType<typeof get>>, status: number, errorCode: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ errorCode });
  expect(res.json()).not.toHaveProperty('success');
}

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'alpha001', 'alpha1234', MERCHANT);
  groups = (await get('/lgw/games', false)).json() as LotteryGameGroupView[];
});
afterAll(async () => {
  await t.close();
});

describe('GET /lgw/games/mobile', () => {
  it('answers the game groups and games of /lgw/games under every prefix, without a token', async () => {
    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/games/mobile`, false);
      expect(res.statusCode).toBe(200);
      const mobile = res.json() as LotteryGameGroupView[];
      expect(mobile.map((g) => [g.gameGroupId, g.games.map((x) => [x.gameId, x.gameCode])])).toEqual(
        groups.map((g) => [g.gameGroupId, g.games.map((x) => [x.gameId, x.gameCode])]),
      );
    }
    expectError(await get('/lgw/games/mobile?prizeMode=9', false), 400, 'request.invalid');
  });
});

describe('GET /lgw/numeros/near?gameId=', () => {
  it('carries the game in currentNumero.gameId', async () => {
    const id = gameIdOf(GAME);
    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/numeros/near?gameId=${id}`, false);
      const n = res.json() as NearNumeroView;
      expect(n.currentNumero).toMatchObject({ gameId: id, numero: expect.stringMatching(/^\d{8}-\d{4}$/) });
      expect(n.currentNumero!.remainTime).toBeGreaterThanOrEqual(0);
      expect(typeof n.currentNumero!.isSale).toBe('boolean');
      expect(n.nextNumero!.numero > n.currentNumero!.numero).toBe(true);
    }
    expectError(await get('/lgw/numeros/near?gameId=999999', false), 404, 'lottery.game.not.found');
    expectError(await get('/lgw/numeros/near?gameId=abc', false), 400, 'request.invalid');
  });
});

describe("the member's orders", () => {
  let orderNumber: string;
  beforeAll(async () => {
    const { nextNumero } = await near(gameIdOf(GAME));
    ({ orderNumber } = await placeBet(nextNumero!.numero));
  });

  it('GET /lgw/orders takes the field’s page=0 as the first page, as page=1 of the web', async () => {
    for (const prefix of PREFIXES) {
      const zero = await get(`${prefix}/orders?page=0&size=10`);
      expect(zero.statusCode).toBe(200);
      const one = await get(`${prefix}/orders?page=1&size=10`);
      const first = zero.json() as { page: number; list: { orderNumber: string }[] };
      expect(first.page).toBe(1);
      expect(first.list[0]!.orderNumber).toBe(orderNumber);
      expect(first).toEqual(one.json());
    }
    expectError(await get('/lgw/orders?page=-1'), 400, 'request.invalid');
    expect((await get('/lgw/orders?page=0', false)).statusCode).toBe(401);
  });

  it('GET /lgw/orders/today?gameId=&page=0&size=50 pages today’s bets from 0, Spring style', async () => {
    const id = gameIdOf(GAME);
    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/orders/today?gameId=${id}&page=0&size=50`);
      expect(res.statusCode).toBe(200);
      const page = lotteryTodayOrdersValue.parse(res.json());
      expect(page).toMatchObject({ number: 0, size: 50, first: true, last: true, totalElements: 1 });
      expect(page.content).toHaveLength(1);
      expect(page.content[0]).toMatchObject({
        orderNumber,
        gameId: id,
        gameCode: GAME,
        amount: '2',
        status: 'pending',
      });
    }
    // Without gameId every game counts; the page after the last one is empty.
    const all = lotteryTodayOrdersValue.parse((await get('/lgw/orders/today?page=0&size=50')).json());
    expect(all.totalElements).toBe(1);
    const beyond = lotteryTodayOrdersValue.parse((await get('/lgw/orders/today?page=1&size=50')).json());
    expect(beyond).toMatchObject({ number: 1, empty: true, first: false, last: true, content: [] });
    // Another game of the merchant has none of the member's bets today.
    const other = gameIdOf('lotus_11x5_3m');
    const none = lotteryTodayOrdersValue.parse((await get(`/lgw/orders/today?gameId=${other}`)).json());
    expect(none).toMatchObject({ totalElements: 0, totalPages: 0, empty: true });

    expect((await get('/lgw/orders/today?page=0', false)).statusCode).toBe(401);
    expectError(await get('/lgw/orders/today?gameId=999999&page=0'), 404, 'lottery.game.not.found');
    expectError(await get('/lgw/orders/today?page=-1'), 400, 'request.invalid');
    expectError(await get('/lgw/orders/today?size=0'), 400, 'request.invalid');
  });
});

describe('GET /lgw/draw/{gameId}?page=0&size=10', () => {
  it('pages one game’s results from 0, newest first, with winNo', async () => {
    const id = gameIdOf(GAME);
    const { currentNumero, nextNumero } = await near(id);
    await drawAt(nextNumero!.drawTime + 1000);

    const res = await get(`/lgw/draw/${id}?page=0&size=1`, false);
    expect(res.statusCode).toBe(200);
    const page = lotteryDrawPageValue.parse(res.json());
    expect(page).toMatchObject({ number: 0, size: 1, first: true, numberOfElements: 1 });
    expect(page.totalElements).toBeGreaterThanOrEqual(2);
    expect(page.content[0]).toMatchObject({ gameId: id, gameCode: GAME, numero: nextNumero!.numero });
    expect(page.content[0]!.winNo).toMatch(/^\d(,\d){4}$/);
    const second = lotteryDrawPageValue.parse((await get(`/lgw/draw/${id}?page=1&size=1`, false)).json());
    expect(second.content[0]!.numero).toBe(currentNumero!.numero);
    for (const prefix of PREFIXES) {
      const again = lotteryDrawPageValue.parse(
        (await get(`${prefix}/draw/${id}?page=0&size=10`, false)).json(),
      );
      expect(again.content.map((d) => d.numero).slice(0, 2)).toEqual([
        nextNumero!.numero,
        currentNumero!.numero,
      ]);
    }
    // The code-keyed history still answers beside it.
    expect((await get(`/lgw/draw/code/${GAME}`, false)).statusCode).toBe(200);

    expectError(await get('/lgw/draw/999999?page=0', false), 404, 'lottery.game.not.found');
    expectError(await get('/lgw/draw/abc', false), 400, 'request.invalid');
    expectError(await get(`/lgw/draw/${id}?page=-1`, false), 400, 'request.invalid');
  });
});

describe('GET /lgw/customers/series', () => {
  it("answers each group's prize groups from the merchant's games", async () => {
    for (const prefix of PREFIXES) {
      const res = await get(`${prefix}/customers/series`);
      expect(res.statusCode).toBe(200);
      const series = lotterySeriesValue.array().parse(res.json());
      for (const group of groups) {
        for (const mode of new Set(group.games.map((g) => g.lottoMode))) {
          const prizes = group.games.filter((g) => g.lottoMode === mode).map((g) => g.prizeGroup);
          expect(
            series.find((s) => s.gameGroupCode === group.gameGroupCode && s.prizeModeId === mode),
          ).toEqual({
            gameGroupCode: group.gameGroupCode,
            prizeModeId: mode,
            maxSeries: Math.max(...prizes),
            minSeries: PRIZE_GROUP_MIN,
            maxBetSeries: Math.min(...prizes),
            defaultSeries: Math.min(...prizes),
          });
        }
      }
    }
    expect((await get('/lgw/customers/series', false)).statusCode).toBe(401);
    expect(
      (await client(t).get('/lgw/customers/series', { merchant: MERCHANT, token: 'nope' })).statusCode,
    ).toBe(401);
  });
});
