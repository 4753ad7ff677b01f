import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decimalToMinor } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';
import { bookGameRounds } from '../game/index.js';
import { members } from '../member/member.tables.js';
import { lotteryBets, lotteryGames, lotteryIssues, lotteryOrders } from '../lottery/lottery.tables.js';
import { fundingRequests } from '../wallet/wallet.tables.js';
import { memberIdOf, merchantIdOf } from '../wallet/test-support.js';
import { chatConversations } from '../support/support.tables.js';
import { money2 } from './reports.service.js';

/**
 * A known set of transactions on two business days of 2020 (UTC+7), long before anything the demo
 * seed books, plus noise that must not count: other merchants, pending or rejected requests,
 * unsettled bets, trial accounts and times just outside the range.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let owner: string;
let finance: string;
let support: string;

const utc = (iso: string) => new Date(iso);
const THB = (text: string) => decimalToMinor(text, 'THB');

async function funding(
  merchant: string,
  direction: 'DEPOSIT' | 'WITHDRAW',
  amount: string,
  status: 'APPROVED' | 'PENDING' | 'REJECTED',
  decidedAt: Date | null,
) {
  const merchantId = await merchantIdOf(t, merchant);
  const memberId = await memberIdOf(t, merchant, merchant === 'demo' ? 'demo002' : 'alpha001');
  const currency = merchant === 'demo' ? 'THB' : 'VND';
  await t.database.db.insert(fundingRequests).values({
    merchantId,
    memberId,
    direction,
    method: 'BANK',
    currency,
    amount: decimalToMinor(amount, currency),
    status,
    decidedAt,
    idempotencyKey: `report-${Math.random()}`,
    requestHash: 'x'.repeat(64),
  });
}

async function lotteryBet(
  stake: string,
  payout: string,
  status: 'won' | 'lost' | 'pending',
  settledAt: Date | null,
) {
  const merchantId = await merchantIdOf(t, 'demo');
  const memberId = await memberIdOf(t, 'demo', 'demo002');
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
    memberId: await memberIdOf(t, 'demo', 'demo002'),
    vendorCode,
    tag,
    rounds: rounds.map(([bet, win, at]) => ({ bet: THB(bet), win: THB(win), at: utc(at) })),
  });
}

async function newMember(username: string, createdAt: string, isAgent = 0) {
  await t.database.db.insert(members).values({
    merchantId: await merchantIdOf(t, 'demo'),
    username,
    passwordHash: 'x',
    isAgent,
    createdAt: utc(createdAt),
  });
}

async function adminLogin(username: string, password: string): Promise<string> {
  const res = await api.post('/admin/api/session/login', { username, password });
  return body(res).value.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  owner = await adminLogin('admin', 'admin1234');
  finance = await adminLogin('finance', 'finance1234');
  support = await adminLogin('support', 'support1234');

  // Business day 2020-01-10 runs from 2020-01-09T17:00Z to 2020-01-10T17:00Z.
  await funding('demo', 'DEPOSIT', '1000.00', 'APPROVED', utc('2020-01-09T17:00:00Z'));
  await funding('demo', 'DEPOSIT', '250.50', 'APPROVED', utc('2020-01-10T16:59:59Z'));
  await funding('demo', 'DEPOSIT', '999.00', 'PENDING', null);
  await funding('demo', 'DEPOSIT', '777.00', 'REJECTED', utc('2020-01-10T10:00:00Z'));
  await funding('demo', 'WITHDRAW', '300.00', 'APPROVED', utc('2020-01-10T03:00:00Z'));
  await funding('alpha', 'DEPOSIT', '50000', 'APPROVED', utc('2020-01-10T03:00:00Z'));
  // 2020-01-11
  await funding('demo', 'DEPOSIT', '40.00', 'APPROVED', utc('2020-01-10T17:00:00Z'));
  await funding('demo', 'WITHDRAW', '20.25', 'APPROVED', utc('2020-01-11T12:00:00Z'));
  // Outside the range (2020-01-12 business day).
  await funding('demo', 'DEPOSIT', '5000.00', 'APPROVED', utc('2020-01-11T17:00:00Z'));

  await lotteryBet('100.00', '0.00', 'lost', utc('2020-01-10T05:00:00Z'));
  await lotteryBet('50.00', '95.00', 'won', utc('2020-01-10T06:00:00Z'));
  await lotteryBet('70.00', '0.00', 'pending', null);
  await lotteryBet('10.00', '0.00', 'lost', utc('2020-01-11T06:00:00Z'));

  await gameRounds('LOTUS', 'rep-a', [
    ['20.00', '5.00', '2020-01-10T07:00:00Z'],
    ['30.00', '0.00', '2020-01-10T08:00:00Z'],
  ]);
  await gameRounds('LOTUSX', 'rep-b', [['12.00', '30.00', '2020-01-11T09:00:00Z']]);

  await newMember('reportnew1', '2020-01-10T01:00:00Z');
  await newMember('reportnew2', '2020-01-10T02:00:00Z');
  await newMember('reporttrial', '2020-01-10T02:00:00Z', 40);
  await newMember('reportnew3', '2020-01-11T02:00:00Z');
});

afterAll(async () => {
  await t?.close();
});

describe('daily report', () => {
  it('adds up deposits, withdrawals, bets, payouts, GGR and new members per business day', async () => {
    const res = await api.get('/admin/api/reports/daily?from=2020-01-10&to=2020-01-11', { token: finance });
    expect(body(res).value).toEqual([
      {
        day: '2020-01-10',
        deposits: '1250.50',
        depositCount: 2,
        withdrawals: '300.00',
        withdrawalCount: 1,
        bets: '200.00',
        payouts: '100.00',
        ggr: '100.00',
        newMembers: 2,
      },
      {
        day: '2020-01-11',
        deposits: '40.00',
        depositCount: 1,
        withdrawals: '20.25',
        withdrawalCount: 1,
        bets: '22.00',
        payouts: '30.00',
        ggr: '-8.00',
        newMembers: 1,
      },
    ]);
  });

  it('answers GGR per game type over the range', async () => {
    const rows = body(
      await api.get('/admin/api/reports/ggr?from=2020-01-10&to=2020-01-11', { token: owner }),
    ).value;
    expect(rows).toEqual([
      { gameType: 'LOTTERY', bets: '160.00', payouts: '95.00', ggr: '65.00', betCount: 3 },
      { gameType: 'PVP', bets: '12.00', payouts: '30.00', ggr: '-18.00', betCount: 1 },
      { gameType: 'RNG', bets: '50.00', payouts: '5.00', ggr: '45.00', betCount: 2 },
    ]);
  });

  it('fills empty days, bounds the range and checks the dates', async () => {
    const empty = body(
      await api.get('/admin/api/reports/daily?from=2019-12-30&to=2019-12-31', { token: owner }),
    ).value;
    expect(empty.map((r: { day: string; deposits: string }) => [r.day, r.deposits])).toEqual([
      ['2019-12-30', '0.00'],
      ['2019-12-31', '0.00'],
    ]);
    const max = await api.get('/admin/api/reports/daily?from=2020-01-01&to=2020-04-01', { token: owner });
    expect(body(max).value).toHaveLength(92);
    for (const query of [
      'from=2020-01-01&to=2020-04-02',
      'from=2020-01-05&to=2020-01-04',
      'from=2020-02-30&to=2020-03-01',
      'from=x&to=y',
      '',
    ]) {
      const res = await api.get(`/admin/api/reports/daily?${query}`, { token: owner });
      expect(res.statusCode, query).toBe(400);
    }
    expect(
      body(await api.get('/admin/api/reports/daily?from=2020-01-10&to=2020-01-11', { token: support }))
        .errorCode,
    ).toBe('permission.denied');
  });

  it('formats money with two decimals whatever the currency scale', () => {
    expect(money2(12_345n, 'THB')).toBe('123.45');
    expect(money2(-5n, 'THB')).toBe('-0.05');
    expect(money2(1000n, 'VND')).toBe('1000.00');
  });
});

describe('dashboard', () => {
  it('shows today and what waits for an operator, to every role', async () => {
    const before = body(await api.get('/admin/api/dashboard', { token: support })).value;
    await funding('demo', 'WITHDRAW', '10.00', 'PENDING', null);
    const after = body(await api.get('/admin/api/dashboard', { token: support })).value;
    expect(after.pending.withdrawals).toBe(before.pending.withdrawals + 1);
    expect(after.pending.deposits).toBeGreaterThanOrEqual(1);
    expect(after.today).toMatchObject({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ggr: expect.any(String),
    });
    expect(after).toMatchObject({ currency: 'THB', members: expect.any(Number) });
  });

  it('counts the waiting and answered chats of its own merchant only', async () => {
    const chat = async (merchant: string, status: 'WAITING' | 'ACTIVE' | 'CLOSED') =>
      t.database.db.insert(chatConversations).values({
        merchantId: await merchantIdOf(t, merchant),
        visitorTokenHash: `report-${Math.random()}`.padEnd(64, '0').slice(0, 64),
        customerName: 'Visitor',
        customerIp: '127.0.0.1',
        status,
      });
    const before = body(await api.get('/admin/api/dashboard', { token: support })).value;
    await chat('demo', 'WAITING');
    await chat('demo', 'ACTIVE');
    await chat('demo', 'CLOSED');
    await chat('alpha', 'WAITING');
    const after = body(await api.get('/admin/api/dashboard', { token: support })).value;
    expect(after.openChats).toBe(before.openChats + 2);
  });
});
