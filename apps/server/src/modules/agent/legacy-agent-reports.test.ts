import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decimalToMinor } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { memberIdOf, merchantIdOf } from '../wallet/test-support.js';
import { bookGameRounds } from '../game/index.js';

/** The 500cai client's agent and product reports under /wps/report, as it sends them. */
let t: TestApp;
let api: ReturnType<typeof client>;
let agent: string;
let member: string;
const since = Date.now() - 5 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  agent = await loginToken(t, 'agent001', 'agent1234');
  member = await loginToken(t, 'demo001', 'demo1234');
  // demo001 (a direct downline of agent001) plays the PVP crash game and an RNG slot just now.
  const at = new Date(Date.now() - 60_000);
  const book = async (vendorCode: string, bet: string, win: string, tag: string) =>
    bookGameRounds(t.database.db, t.services.ledger, {
      merchantId: await merchantIdOf(t, 'demo'),
      currency: 'THB',
      memberId: await memberIdOf(t, 'demo', 'demo001'),
      vendorCode,
      tag,
      rounds: [{ bet: decimalToMinor(bet, 'THB'), win: decimalToMinor(win, 'THB'), at }],
    });
  await book('LOTUSX', '100.00', '30.00', 'legacy-report-pvp');
  await book('LOTUS', '50.00', '0.00', 'legacy-report-rng');
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

type Row = { username: string; betAmount: string; winAmount: string; profit: string };
const rowOf = (list: Row[], username: string) => list.find((r) => r.username === username);

describe('the legacy team reports', () => {
  it('answer our team statement, of the products each names', async () => {
    const all = body(await api.get('/wps/report/downlineTransaction?pageNo=1&pageSize=50', { token: agent }));
    expect(all).toMatchObject({ success: true, status: true });
    expect(all.value).toEqual(
      body(await api.get('/wps/agent/statements/team?page=1&size=50', { token: agent })).value,
    );

    const fishing = body(await api.get('/wps/report/teamPVPFishingPNL?pageSize=50', { token: agent })).value;
    expect(rowOf(fishing.list, 'demo001')).toMatchObject({
      betAmount: '100.00',
      winAmount: '30.00',
      profit: '70.00',
    });
    const betting = body(await api.get('/wps/report/teamPVPRNGBetting?pageSize=50', { token: agent })).value;
    expect(rowOf(betting.list, 'demo001')).toMatchObject({ betAmount: '150.00', winAmount: '30.00' });
    expect(betting.totals.betAmount).toBe('150.00');
    const lotto = body(await api.get('/wps/report/downlineLottoPNL?pageSize=50', { token: agent })).value;
    expect(rowOf(lotto.list, 'demo001')?.betAmount ?? '0.00').not.toBe('150.00');

    // Dates as the 2017 pickers send them (ms) name the same business day.
    const today = body(
      await api.get(`/wps/report/teamPVPFishingPNL?startDate=${Date.now()}&endDate=${Date.now()}`, {
        token: agent,
      }),
    ).value;
    expect(today.startDate).toBe(fishing.startDate);
  });

  it('income and commission are the agent’s own statement and payout records', async () => {
    const income = body(await api.get('/wps/report/income?pageNo=1&pageSize=5', { token: agent })).value;
    expect(income).toEqual(
      body(await api.get('/wps/agent/statements/personal?page=1&size=5', { token: agent })).value,
    );
    const commission = body(await api.get('/wps/report/commission', { token: agent })).value;
    expect(commission).toEqual(
      body(await api.get('/wps/agent/records/daily-salary', { token: agent })).value,
    );
    const dividend = body(
      await api.get('/wps/report/commission?kind=dividend&scope=team', { token: agent }),
    ).value;
    expect(dividend).toEqual(
      body(await api.get('/wps/agent/records/dividend?scope=team', { token: agent })).value,
    );
  });

  it('personal PVP and fishing P&L is the member’s own, per product type', async () => {
    const pnl = body(
      await api.get(`/wps/report/personalPVPFishingPNL?startDate=${since}&endDate=${Date.now() + 60_000}`, {
        token: member,
      }),
    ).value;
    expect(pnl.list).toEqual([
      { productType: 'PVP', bets: 1, betAmount: '100.00', payout: '30.00', profit: '-70.00' },
      { productType: 'FISH', bets: 0, betAmount: '0.00', payout: '0.00', profit: '0.00' },
    ]);
    expect(pnl).toMatchObject({ total: 2, currency: 'THB', totals: { bets: 1, profit: '-70.00' } });
    const other = body(
      await api.get(`/wps/report/personalPVPFishingPNL?startDate=${since}`, {
        token: await loginToken(t, 'demo002', 'demo1234'),
      }),
    ).value;
    expect(other.totals.bets).toBe(0);
  });

  it('team reports need an agent; nothing crosses merchants', async () => {
    for (const path of [
      'downlineTransaction',
      'downlineLottoPNL',
      'teamPVPFishingPNL',
      'teamPVPRNGBetting',
      'income',
    ]) {
      expect(body(await api.get(`/wps/report/${path}`, { token: member })).errorCode, path).toBe(
        'permission.denied',
      );
    }
    // Salaries are paid to whoever holds a contract, member or agent: a member reads its own.
    expect(body(await api.get('/wps/report/commission', { token: member })).value).toEqual(
      body(await api.get('/wps/agent/records/daily-salary', { token: member })).value,
    );
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    expect(
      body(await api.get('/wps/report/teamPVPFishingPNL', { token: alpha, merchant: 'alpha' })).errorCode,
    ).toBe('permission.denied');
    const theirs = body(
      await api.get(`/wps/report/personalPVPFishingPNL?startDate=${since}`, {
        token: alpha,
        merchant: 'alpha',
      }),
    ).value;
    expect(theirs.totals.bets).toBe(0);
    expect(
      (await api.get('/wps/report/downlineTransaction', { token: agent, merchant: 'alpha' })).statusCode,
    ).toBe(401);
  });

  it('answers request.invalid to bad input', async () => {
    for (const url of [
      '/wps/report/downlineTransaction?startDate=2026-13-45',
      '/wps/report/downlineTransaction?startDate=2026-01-01&endDate=2026-03-01',
      '/wps/report/teamPVPRNGBetting?pageSize=500',
      '/wps/report/downlineLottoPNL?username=' + 'x'.repeat(40),
      '/wps/report/income?pageNo=0',
      '/wps/report/commission?kind=BONUS',
      '/wps/report/commission?scope=world',
    ]) {
      const res = await api.get(url, { token: agent });
      expect(res.statusCode, url).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    for (const url of [
      `/wps/report/personalPVPFishingPNL?startDate=${Date.now()}&endDate=${since}`,
      '/wps/report/personalPVPFishingPNL?startDate=2026-01-01&endDate=2026-03-01',
      '/wps/report/personalPVPFishingPNL?pageSize=51',
      '/wps/report/personalPVPFishingPNL?startDate=yesterday',
    ]) {
      const res = await api.get(url, { token: member });
      expect(res.statusCode, url).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
  });
});
