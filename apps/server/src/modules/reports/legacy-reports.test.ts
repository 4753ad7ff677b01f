import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decimalToMinor } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { bookGameRounds } from '../game/index.js';
import { lotteryBets, lotteryGames, lotteryIssues, lotteryOrders } from '../lottery/lottery.tables.js';
import { memberIdOf, merchantIdOf } from '../wallet/test-support.js';

/**
 * The 500cai game reports (accountGameBetHistory, detailedLottoPNL) over a member's own play of a
 * bounded period: rounds and bets of 2020, long before anything the demo seed books, with noise
 * outside the period and of another member that must not show.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let token: string;
let other: string;

const utc = (iso: string) => new Date(iso);
const THB = (text: string) => decimalToMinor(text, 'THB');

async function lotteryBet(
  stake: string,
  payout: string,
  status: 'won' | 'lost' | 'pending',
  settledAt: Date | null,
) {
  const merchantId = await merchantIdOf(t, 'demo');
  const memberId = await memberIdOf(t, 'demo', 'demo001');
  const [game] = await t.database.db
    .select()
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantId, merchantId))
    .limit(1);
  const numero = `R${Math.floor(Math.random() * 1e9)}`;
  const [issue] = await t.database.db
    .insert(lotteryIssues)
    .values({
      merchantId,
      gameId: game!.id,
      numero,
      openAt: utc('2020-01-01T00:00:00Z'),
      lockAt: utc('2020-01-01T00:01:00Z'),
      drawAt: utc('2020-01-01T00:02:00Z'),
      seed: 's',
      seedHash: 'h',
      status: 'settled',
    })
    .returning();
  const [order] = await t.database.db
    .insert(lotteryOrders)
    .values({
      merchantId,
      memberId,
      gameId: game!.id,
      orderNumber: numero,
      numero,
      totalAmount: THB(stake),
      wallet: 'MAIN',
      currency: 'THB',
    })
    .returning();
  await t.database.db.insert(lotteryBets).values({
    merchantId,
    memberId,
    orderId: order!.id,
    issueId: issue!.id,
    line: 1,
    playType: 'test',
    content: '1',
    moneyMode: 'Y',
    multiple: 1,
    prizeGroup: 1900,
    tickets: 1,
    amount: THB(stake),
    payout: THB(payout),
    holdTransferId: 0,
    wallet: 'MAIN',
    currency: 'THB',
    status,
    settledAt,
  });
}

async function gameRounds(vendorCode: string, tag: string, rounds: [bet: string, win: string, at: string][]) {
  await bookGameRounds(t.database.db, t.services.ledger, {
    merchantId: await merchantIdOf(t, 'demo'),
    currency: 'THB',
    memberId: await memberIdOf(t, 'demo', 'demo001'),
    vendorCode,
    tag,
    rounds: rounds.map(([bet, win, at]) => ({ bet: THB(bet), win: THB(win), at: utc(at) })),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  token = await loginToken(t, 'demo001', 'demo1234');
  other = await loginToken(t, 'demo002', 'demo1234');
  await gameRounds('LOTUS', 'legacy-a', [
    ['10', '0', '2020-03-01T10:00:00Z'],
    ['20', '55.5', '2020-03-02T11:00:00Z'],
    ['5', '5', '2020-03-03T12:00:00Z'],
    // Outside the period asked for.
    ['99', '0', '2020-03-10T00:00:00Z'],
  ]);
  await lotteryBet('100', '0', 'lost', utc('2020-03-01T01:00:00Z'));
  await lotteryBet('50', '975', 'won', utc('2020-03-02T01:00:00Z'));
  // Unsettled, and settled outside the period: neither counts.
  await lotteryBet('70', '0', 'pending', null);
  await lotteryBet('30', '0', 'lost', utc('2020-03-05T00:00:00Z'));
});
afterAll(async () => {
  await t?.close();
});

const PERIOD = 'startDate=2020-03-01&endDate=2020-03-03';

describe('GET /wps/report/accountGameBetHistory', () => {
  it("answers the member's rounds of the period newest first, paged, with bet, win and profit", async () => {
    const first = body(
      await api.get(`/wps/report/accountGameBetHistory?${PERIOD}&pageNo=1&pageSize=2`, { token }),
    );
    expect(first.errorCode).toBeNull();
    expect(first.value).toMatchObject({
      page: 1,
      size: 2,
      total: 3,
      startDate: Date.parse('2020-03-01T00:00:00Z'),
      endDate: Date.parse('2020-03-04T00:00:00Z'),
    });
    expect(first.value.list).toEqual([
      expect.objectContaining({ vendor: 'LOTUS', betAmount: '5.00', winAmount: '5.00', profit: '0.00' }),
      expect.objectContaining({ betAmount: '20.00', winAmount: '55.50', profit: '35.50', currency: 'THB' }),
    ]);
    const second = body(
      await api.get(`/wps/report/accountGameBetHistory?${PERIOD}&page=2&size=2`, { token }),
    );
    expect(second.value.list).toEqual([expect.objectContaining({ betAmount: '10.00', profit: '-10.00' })]);
    // Another member sees none of it.
    expect(
      body(await api.get(`/wps/report/accountGameBetHistory?${PERIOD}`, { token: other })).value.total,
    ).toBe(0);
  });

  it('refuses a reversed or over-long period and bad dates with request.invalid, and needs a login', async () => {
    for (const query of [
      'startDate=2020-03-05&endDate=2020-03-01',
      'startDate=2020-01-01&endDate=2020-03-01',
      'startDate=2020-13-45',
      'startDate=yesterday',
      'pageSize=500',
    ]) {
      const res = await api.get(`/wps/report/accountGameBetHistory?${query}`, { token });
      expect([query, res.statusCode, body(res).errorCode]).toEqual([query, 400, 'request.invalid']);
    }
    expect((await api.get('/wps/report/accountGameBetHistory')).statusCode).toBe(401);
  });

  it('takes instants in ms as well as days', async () => {
    const from = Date.parse('2020-03-02T00:00:00Z');
    const to = Date.parse('2020-03-02T23:59:59Z');
    const res = body(
      await api.get(`/wps/report/accountGameBetHistory?startDate=${from}&endDate=${to}`, { token }),
    );
    expect(res.value.total).toBe(1);
    expect(res.value.endDate).toBe(to);
  });
});

describe('GET /wps/report/detailedLottoPNL', () => {
  it("sums the member's settled bets of the period per game, with the total", async () => {
    const res = body(await api.get(`/wps/report/detailedLottoPNL?${PERIOD}`, { token }));
    expect(res.success).toBe(true);
    expect(res.value.total).toEqual({ bets: 2, betAmount: '150.00', payout: '975.00', profit: '825.00' });
    expect(res.value.list).toHaveLength(1);
    expect(res.value.list[0]).toMatchObject({
      bets: 2,
      betAmount: '150.00',
      profit: '825.00',
      gameCode: expect.any(String),
    });
    expect(res.value.currency).toBe('THB');
    const empty = body(await api.get(`/wps/report/detailedLottoPNL?${PERIOD}`, { token: other })).value;
    expect(empty).toMatchObject({ list: [], total: { bets: 0, betAmount: '0.00', profit: '0.00' } });
    const long = await api.get('/wps/report/detailedLottoPNL?startDate=2020-01-01&endDate=2020-12-31', {
      token,
    });
    expect(body(long).errorCode).toBe('request.invalid');
  });
});
