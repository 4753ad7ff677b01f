import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LotteryGameGroupView, LotteryOrderView, NearNumeroView, PlayMenu } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { client, loginToken } from '../../platform/testing/accounts.js';
import { checkLedger, memberIdOf, SOUND } from '../wallet/test-support.js';
import { rowsOf } from '../../platform/db/rows.js';
import { fieldOrderBody } from '../../platform/testing/field-orders.js';

/** Field clients' lottery calls, made as they make them: play menu, `~` slips, the VN page's bet. */
let t: TestApp;
let token: string;
const gameIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
  const groups = (await client(t).get('/lgw/games', { merchant: 'alpha' })).json() as LotteryGameGroupView[];
  for (const game of groups.flatMap((g) => g.games)) gameIds.set(game.gameCode, game.gameId);
});
afterAll(async () => {
  await t.close();
});

async function available(): Promise<bigint> {
  const memberId = await memberIdOf(t, 'alpha', 'alpha001');
  const [row] = rowsOf<{ available: string }>(
    await t.database.db.execute(
      sql`SELECT (balance - held)::text AS available FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'MAIN'`,
    ),
  );
  return BigInt(row?.available ?? '0');
}

async function nextNumero(gameCode: string): Promise<string> {
  const res = await client(t).get(`/lgw/numeros/near?gameCode=${gameCode}`, { merchant: 'alpha' });
  return (res.json() as NearNumeroView).nextNumero!.numero;
}

/** The order's lines as our history shows them. */
async function linesOf(orderNumber: string): Promise<LotteryOrderView[]> {
  const res = await client(t).get('/lgw/orders?size=50', { merchant: 'alpha', token });
  return (res.json() as { list: LotteryOrderView[] }).list.filter((o) => o.orderNumber === orderNumber);
}

/** The body the React and C# clients send beside their slips, for one of the merchant's games. */
const reactOrder = (
  gameCode: string,
  currentNumero: string,
  bettingSlipString: string,
  extra: object = {},
) => ({
  ...fieldOrderBody(gameIds.get(gameCode), currentNumero, bettingSlipString),
  ...extra,
});

describe('play menu', () => {
  it("serves a game's plays by id, named in the caller's language, under every prefix", async () => {
    const id = gameIds.get('lotus_ssc_1m')!;
    for (const prefix of ['/lgw', '/lotto/lgw', '/lotto-vn/lgw']) {
      const res = await client(t).get(`${prefix}/games/${id}/play_menu`, {
        merchant: 'alpha',
        headers: { Language: 'EN' },
      });
      expect(res.statusCode).toBe(200);
      const menu = res.json() as PlayMenu;
      expect(menu.map((m) => m.prizeModeId)).toEqual([1, 2]);
      expect(menu[1]!.playMenuGroups).toEqual([]);
      const direct = menu[0]!.playMenuGroups.find((g) => g.playCode === 'DIRECT')!;
      expect(direct).toMatchObject({ groupSwitch: true, playName: 'Direct', sorting: 1 });
      expect(direct.playMenus[0]).toEqual({
        playId: 1001,
        singleBetPrice: 2,
        playName: '5 digits direct',
        playSwitch: true,
        playType: '5D_DIRECT',
      });
    }
    const vi = (
      await client(t).get(`/lgw/games/${id}/play_menu`, { merchant: 'alpha', headers: { Language: 'VI' } })
    ).json() as PlayMenu;
    expect(vi[0]!.playMenuGroups[0]!.playMenus[0]!.playName).toBe('5 số trực tiếp');
    // The entertainment game's plays sit under the second prize mode.
    const ent = (
      await client(t).get(`/lgw/games/${gameIds.get('long_dragon')}/play_menu`, { merchant: 'alpha' })
    ).json() as PlayMenu;
    expect(ent[0]!.playMenuGroups).toEqual([]);
    expect(ent[1]!.playMenuGroups.length).toBeGreaterThan(0);
  });

  it("answers lottery.game.not.found for an unknown id and for another merchant's game", async () => {
    const otherGroups = (
      await client(t).get('/lgw/games', { merchant: 'demo' })
    ).json() as LotteryGameGroupView[];
    const otherSsc = otherGroups.flatMap((g) => g.games).find((g) => g.gameCode === 'lotus_ssc_1m')!.gameId;
    expect(otherSsc).not.toBe(gameIds.get('lotus_ssc_1m'));
    for (const id of [999_999, otherSsc, 'nope']) {
      const res = await client(t).get(`/lgw/games/${id}/play_menu`, { merchant: 'alpha' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'lottery.game.not.found' });
    }
  });
});

describe('field slips over HTTP', () => {
  it("places the React client's order and answers what the C# bot looks for", async () => {
    const numero = await nextNumero('lotus_ssc_1m');
    const before = await available();
    const res = await client(t).post(
      '/lgw/orders/betting',
      reactOrder('lotus_ssc_1m', numero, '1,2_3_4_5_6~1~1001~1~1950~2;12345~2~1001~1~~1~~'),
      { merchant: 'alpha', token },
    );
    expect(res.body).toContain('"orderNumber":"');
    expect(res.statusCode).toBe(200);
    // The merchant plays in dong: 2 tickets × 2 × 2, and one ticket of 2.
    expect(res.json()).toMatchObject({ numero, totalBettingAmount: '10' });
    expect(await available()).toBe(before - 10n);
    const lines = await linesOf((res.json() as { orderNumber: string }).orderNumber);
    expect(lines.map((l) => [l.playType, l.content, l.moneyMode, l.multiple, l.prizeGroup]).sort()).toEqual([
      ['5D_DIRECT', '1,2|3|4|5|6', 'Y', 2, 1950],
      ['5D_DIRECT', '1|2|3|4|5', 'Y', 1, 1950],
    ]);
  });

  it("places the jQuery page's order with its order-wide multiple and a chase of equal multiples", async () => {
    const numero = await nextNumero('lotus_ssc_1m');
    const before = await available();
    const res = await client(t).post(
      '/lotto/lgw/orders/betting',
      {
        gameId: String(gameIds.get('lotus_ssc_1m')),
        currentNumero: numero,
        multiples: 1,
        series: 1950,
        bettingMode: 1,
        chaseSlip: { numero, multiples: [2, 2, 2] },
        winningStop: true,
        betCartAmountSum: '12.00',
        bettingSlipString: '2.00~1_2_3_4_5~1~1~1001~0',
      },
      { merchant: 'alpha', token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ numero, totalBettingAmount: '12' });
    expect(await available()).toBe(before - 12n);
    const lines = await linesOf((res.json() as { orderNumber: string }).orderNumber);
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((l) => l.multiple))).toEqual(new Set([2]));
  });

  it('refuses with the reason and takes nothing: unknown play, wrong rows, a total that differs', async () => {
    const numero = await nextNumero('lotus_ssc_1m');
    const before = await available();
    const cases: [object, string][] = [
      [reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~2001~1~~1'), 'playId 2001'],
      [reactOrder('lotus_ssc_1m', numero, '1_2_3_4~1~1001~1~~1'), '5 rows'],
      [reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~1001~2~~1'), 'finer than VND'],
      [reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~1001~1~2000~1'), 'above'],
      [
        reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~1001~1~~1', { betCartAmountSum: '4.0000' }),
        'differs',
      ],
      [{ ...reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~1001~1~~1'), gameId: undefined }, 'gameId'],
    ];
    for (const [body, reason] of cases) {
      const res = await client(t).post('/lgw/orders/betting', body, { merchant: 'alpha', token });
      expect(res.statusCode).toBe(400);
      const answer = res.json() as { errorCode: string; value: { reason: string } };
      expect(answer.errorCode).toBe('lottery.bet.invalid');
      expect(answer.value.reason).toContain(reason);
      expect(answer).not.toHaveProperty('success');
    }
    const otherGroups = (
      await client(t).get('/lgw/games', { merchant: 'demo' })
    ).json() as LotteryGameGroupView[];
    const otherSsc = otherGroups.flatMap((g) => g.games).find((g) => g.gameCode === 'lotus_ssc_1m')!.gameId;
    const foreign = await client(t).post(
      '/lgw/orders/betting',
      { ...reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~1001~1~~1'), gameId: otherSsc },
      { merchant: 'alpha', token },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'lottery.game.not.found' });
    const anonymous = await client(t).post(
      '/lgw/orders/betting',
      reactOrder('lotus_ssc_1m', numero, '1_2_3_4_5~1~1001~1~~1'),
      {
        merchant: 'alpha',
      },
    );
    expect(anonymous.statusCode).toBe(401);
    expect(await available()).toBe(before);
  });
});

describe('VN page bets', () => {
  it('places the contents as one order and refuses contents it cannot map', async () => {
    const numero = await nextNumero('vn_mienbac');
    const gameId = gameIds.get('vn_mienbac')!;
    const before = await available();
    const line = { gameId, winStop: false, singleBetPrice: 2, bettingApproach: 1, bettingSlip: null };
    const res = await client(t).post(
      '/lotto-vn/lgw/betting?t=1764000000000',
      {
        prizeMode: 'Lott',
        device: 'WEB',
        contents: [
          { ...line, playId: 5001, bettingContent: '4_1', numero: [{ numero, multiple: 1 }] },
          { ...line, playId: 5003, bettingContent: '0,1_2', numero: [{ numero, multiple: 1 }] },
        ],
      },
      { merchant: 'alpha', token },
    );
    expect(res.statusCode).toBe(200);
    // One đề ticket and two lô tickets at 2 dong each.
    expect(res.json()).toMatchObject({ numero, totalBettingAmount: '6' });
    expect(await available()).toBe(before - 6n);
    const lines = await linesOf((res.json() as { orderNumber: string }).orderNumber);
    expect(lines.map((l) => [l.playType, l.content]).sort()).toEqual([
      ['DE', '41'],
      ['LO', '02,12'],
    ]);
    const bad = await client(t).post(
      '/lotto-vn/lgw/betting',
      {
        prizeMode: 'Lott',
        contents: [{ ...line, playId: 1001, bettingContent: '4_1', numero: [{ numero, multiple: 1 }] }],
      },
      { merchant: 'alpha', token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'lottery.bet.invalid',
      value: { reason: expect.stringContaining('1001') },
    });
    const malformed = await client(t).post(
      '/lotto-vn/lgw/betting',
      { contents: 'x' },
      { merchant: 'alpha', token },
    );
    expect(malformed.statusCode).toBe(400);
    expect(await available()).toBe(before - 6n);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
