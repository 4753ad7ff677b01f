import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { lineExposure, ticketPayout } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, operatorToken } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/app-error.js';
import { members } from '../member/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { adminToken, checkLedger, memberIdOf, SOUND } from '../wallet/test-support.js';
import { adminAuditLog } from '../admin/admin.tables.js';
import { indexAt, issueAt } from './schedule.js';
import { lotteryIssues } from './lottery.tables.js';

/**
 * House risk controls in the bet path: stake, multiple and payout limits (demo defaults and
 * the back office's), a member's own tighter limits, and the liability of each outcome, exact
 * under 200 concurrent bets on one number.
 */
let t: TestApp;
let merchant: MerchantContext;
let admin: string;
let player: string;
const GAME = 'lotus_ssc_5m';
const CONCURRENT = 200;

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.services.directory.byMerchantCode('demo'))!;
  admin = await operatorToken(t);
  player = await loginToken(t, 'demo001', 'demo1234');
  const memberId = await memberIdOf(t, 'demo', 'demo001');
  await t.services.ledger.transfer({
    merchantId: merchant.id,
    currency: merchant.currency,
    debit: { owner: 'house', code: 'CASH' },
    credit: { owner: 'member', memberId, wallet: await t.services.lottery.walletOf(merchant) },
    amount: 10_000_000n,
    kind: 'adjustment',
    idempotencyKey: 'riskbet:opening:demo001',
  });
});
afterAll(async () => {
  await t?.close();
});

async function openNumero(ahead = 2): Promise<string> {
  const game = await t.services.lottery.game(merchant, GAME);
  const spec = t.services.lottery.schedule(game);
  const index = indexAt(spec, new Date()) + ahead;
  await t.services.lottery.ensureIssue(game, index);
  return issueAt(spec, index).numero;
}

function slip(numero: string, bets: object[]) {
  return { bettingSlipString: JSON.stringify({ gameCode: GAME, numero, bets }) };
}

async function bet(numero: string, bets: object[], language = 'EN', token = player) {
  return client(t, { language }).post('/lgw/orders/betting', slip(numero, bets), { token, merchant: 'demo' });
}

async function held(username = 'demo001'): Promise<bigint> {
  const memberId = await memberIdOf(t, 'demo', username);
  const [row] = rowsOf<{ held: string }>(
    await t.database.db.execute(
      sql`SELECT coalesce(sum(held), 0)::text AS held FROM ledger_accounts WHERE member_id = ${memberId}`,
    ),
  );
  return BigInt(row!.held);
}

async function gameId(): Promise<number> {
  return (await t.services.lottery.game(merchant, GAME)).id;
}

async function saveLimit(limit: object) {
  const res = await client(t).put('/admin/api/lottery/limits', limit, { token: admin, merchant: 'demo' });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value;
}

async function issueOf(numero: string) {
  const game = await t.services.lottery.game(merchant, GAME);
  const [row] = await t.database.db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameId, game.id), eq(lotteryIssues.numero, numero)));
  return row!;
}

async function liabilityOf(numero: string, outcome: string): Promise<bigint | null> {
  const [row] = rowsOf<{ liability: string }>(
    await t.database.db.execute(sql`
      SELECT l.liability::text AS liability FROM lottery_liability l JOIN lottery_issues i ON i.id = l.issue_id
      WHERE i.numero = ${numero} AND i.game_id = ${await gameId()} AND l.outcome = ${outcome}`),
  );
  return row ? BigInt(row.liability) : null;
}

describe('lottery stake limits', () => {
  it('the demo merchant has its defaults, shown to the back office', async () => {
    const res = await client(t).get('/admin/api/lottery/limits', { token: admin, merchant: 'demo' });
    expect(res.statusCode).toBe(200);
    const list = body(res).value.list as { gameId: number | null; gameCode: string | null }[];
    expect(list).toContainEqual(
      expect.objectContaining({
        gameId: null,
        minStake: '1.00',
        maxStake: '50000.00',
        maxOrderPayout: '1000000.00',
      }),
    );
    expect(list).toContainEqual(expect.objectContaining({ gameCode: GAME, liabilityCap: '2000000.00' }));
    expect(list).toContainEqual(
      expect.objectContaining({ gameCode: 'lotus_11x5_3m', liabilityCap: '2000000.00' }),
    );
  });

  it('refuses a line under the minimum or over the maximum stake, naming it in the language asked, holding nothing', async () => {
    const numero = await openNumero();
    const before = await held();
    // F: 0.02 a ticket.
    const low = await bet(numero, [
      { playType: '1D_POSITION', content: '1||||', moneyMode: 'F', multiple: 1 },
    ]);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ errorCode: 'lottery.limit.stake.min' });
    expect(low.json().message).toContain('1.00');
    const cn = await bet(
      numero,
      [{ playType: '1D_POSITION', content: '1||||', moneyMode: 'F', multiple: 1 }],
      'CN',
    );
    expect(cn.json().message).toBe('每注投注额不能低于 1.00。');
    // 25 001 tickets' worth: 2.00 × 1000 × 26 > 50 000.00.
    const high = await bet(numero, [
      {
        playType: '1D_POSITION',
        content: '0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5||',
        moneyMode: 'Y',
        multiple: 1000,
      },
    ]);
    expect(high.json()).toMatchObject({ errorCode: 'lottery.limit.stake.max' });
    expect(high.json().message).toContain('50,000.00');
    expect(await held()).toBe(before);
  });

  it('refuses a multiple over the limit and an order that could win over the per-order cap', async () => {
    const numero = await openNumero();
    const unknown = await client(t).put(
      '/admin/api/lottery/limits',
      { gameId: await gameId(), playType: 'ANY_5', maxMultiple: 20 },
      { token: admin, merchant: 'demo' },
    );
    expect(unknown.statusCode).toBe(400);
    await saveLimit({ gameId: await gameId(), playType: '2D_BACK_DIRECT', maxMultiple: 20 });
    const many = await bet(numero, [
      { playType: '2D_BACK_DIRECT', content: '3|4', moneyMode: 'Y', multiple: 21 },
    ]);
    expect(many.json()).toMatchObject({ errorCode: 'lottery.limit.multiple', value: { max: 20 } });
    // A five-digit ticket of 2.00 pays 195 000.00: 6 of them are over 1 000 000.00.
    const before = await held();
    const big = await bet(numero, [
      { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 6 },
    ]);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      errorCode: 'lottery.limit.payout',
      value: { max: '1000000.00', remaining: '10.25' },
    });
    expect(big.json().message).toBe(
      'An order may win at most 1,000,000.00; you can still stake at most 10.25.',
    );
    expect(await held()).toBe(before);
    await saveLimit({ gameId: await gameId(), playType: '2D_BACK_DIRECT', maxMultiple: null });
  });

  it("tightens one member's limits, and caps what a member may win on one issue", async () => {
    const numero = await openNumero();
    const memberId = await memberIdOf(t, 'demo', 'demo001');
    const put = await client(t).put(
      `/admin/api/lottery/members/${memberId}/limits`,
      { maxStake: '10', maxMultiple: null, maxOrderPayout: null, maxMemberIssuePayout: '400' },
      { token: admin, merchant: 'demo' },
    );
    expect(put.statusCode, put.body).toBe(200);
    const got = await client(t).get(`/admin/api/lottery/members/${memberId}/limits`, {
      token: admin,
      merchant: 'demo',
    });
    expect(body(got).value).toMatchObject({ maxStake: '10.00', maxMemberIssuePayout: '400.00' });
    const over = await bet(numero, [
      { playType: '1D_POSITION', content: '1||||', moneyMode: 'Y', multiple: 6 },
    ]);
    expect(over.json()).toMatchObject({ errorCode: 'lottery.limit.stake.max' });
    // 1D pays 19.50 a ticket at 2.00: 4.00 stakes 39.00, twice is 78.00… 400.00 holds ten of them.
    const line = { playType: '1D_POSITION', content: '1||||', moneyMode: 'Y', multiple: 5 };
    for (let i = 0; i < 4; i++) expect((await bet(numero, [line])).statusCode).toBe(200);
    const refused = await bet(numero, [line]);
    expect(refused.json()).toMatchObject({
      errorCode: 'lottery.limit.member.payout',
      value: { max: '400.00', remaining: '1.02' },
    });
    await client(t).put(
      `/admin/api/lottery/members/${memberId}/limits`,
      { maxStake: null, maxMultiple: null, maxOrderPayout: null, maxMemberIssuePayout: null },
      { token: admin, merchant: 'demo' },
    );
  });
});

describe('per-outcome liability', () => {
  const line = { playType: '2D_BACK_DIRECT', content: '7|7', moneyMode: 'Y', multiple: 1 };
  const perBet = ticketPayout(200n, 1950, { numer: 1, denom: 100 });

  it('maps lines to the counters of their outcomes', () => {
    const direct = lineExposure('digits', {
      playType: '3D_BACK_DIRECT',
      content: '1,2|3|4',
      amount: 400n,
      tickets: 2,
      prizeGroup: 1950,
    });
    expect([...direct!.outcomes.keys()]).toEqual(['3D_BACK_DIRECT:1|3|4', '3D_BACK_DIRECT:2|3|4']);
    expect(direct!.worst).toBe(195_000n);
    const any = lineExposure('pick', {
      playType: 'ANY_2',
      content: '01,02,03',
      amount: 600n,
      tickets: 3,
      prizeGroup: 1950,
    });
    expect(any!.outcomes.size).toBe(3);
    expect(any!.worst).toBe(3n * [...any!.outcomes.values()][0]!);
    const lo = lineExposure('vn', {
      playType: 'LO',
      content: '12',
      amount: 2n,
      tickets: 1,
      prizeGroup: 1950,
    });
    expect(lo!.worst).toBe(27n * ticketPayout(2n, 1950, { numer: 27, denom: 100 }));
  });

  it('keeps the counter of a number, refuses past the cap, and a cancel gives it back', async () => {
    const numero = await openNumero(3);
    await saveLimit({
      gameId: await gameId(),
      liabilityCap: ((perBet * 3n) / 100n).toString(),
      alertPercent: 50,
    });
    const first = await bet(numero, [line]);
    expect(first.statusCode, first.body).toBe(200);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBe(perBet);
    const second = await bet(numero, [line]);
    expect(second.statusCode, second.body).toBe(200);
    const third = await bet(numero, [line]);
    expect(third.statusCode, third.body).toBe(200);
    const before = await held();
    const over = await bet(numero, [line], 'CN');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'lottery.limit.liability', value: { remaining: '0.00' } });
    expect(over.json().message).toContain('585.00');
    expect(await held()).toBe(before);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBe(perBet * 3n);
    // The live view shows it.
    const view = await client(t).get('/admin/api/lottery/liability', { token: admin, merchant: 'demo' });
    const issue = (
      body(view).value.issues as { numero: string; worstPercent: number; outcomes: { outcome: string }[] }[]
    ).find((i) => i.numero === numero);
    expect(issue).toMatchObject({
      worstPercent: 100,
      outcomes: [{ outcome: '2D_BACK_DIRECT:7|7', liability: '585.00' }],
    });
    expect(issue).toMatchObject({
      numbers: [{ number: '7|7', liability: '585.00' }],
      totalStake: '6.00',
      bets: 3,
    });
    // Cancelling one bet frees its part.
    const cancel = await client(t).post(
      `/lgw/orders/${first.json().orderNumber}/cancel`,
      {},
      { token: player, merchant: 'demo' },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBe(perBet * 2n);
    expect((await bet(numero, [line])).statusCode).toBe(200);
    // Drawn and settled, the issue owes nothing any more: its counters go.
    const drawn = await issueOf(numero);
    await t.services.lottery.draw(drawn);
    await t.services.lottery.settleIssue(drawn.id);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBeNull();
  });

  it('cuts a bet to what fits when the merchant chooses', async () => {
    const numero = await openNumero(4);
    await saveLimit({
      gameId: await gameId(),
      liabilityCap: ((perBet * 5n) / 100n).toString(),
      liabilityMode: 'cut',
    });
    expect((await bet(numero, [{ ...line, multiple: 3 }])).statusCode).toBe(200);
    const cut = await bet(numero, [{ ...line, multiple: 4 }]);
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json().totalBettingAmount).toBe('4.00');
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBe(perBet * 5n);
    expect((await bet(numero, [line])).json()).toMatchObject({ errorCode: 'lottery.limit.liability' });
    // A voided issue's counters go with its bets.
    const issue = await issueOf(numero);
    const voided = await client(t).post(
      `/admin/api/lottery/issues/${issue.id}/void`,
      {},
      { token: admin, merchant: 'demo' },
    );
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBeNull();
    await saveLimit({ gameId: await gameId(), liabilityCap: '2000000', liabilityMode: 'refuse' });
  });

  it(`never passes the cap under ${CONCURRENT} concurrent bets on one number`, async () => {
    const numero = await openNumero(5);
    const fits = 37n;
    await saveLimit({ gameId: await gameId(), liabilityCap: ((perBet * fits) / 100n).toString() });
    const rows = await t.database.db
      .insert(members)
      .values(
        Array.from({ length: CONCURRENT }, (_, i) => ({
          merchantId: merchant.id,
          username: `riskbet${i}`,
          passwordHash: 'not-a-password-hash',
          referralCode: `RISKBET${i}`,
        })),
      )
      .returning();
    const wallet = await t.services.lottery.walletOf(merchant);
    for (const member of rows) {
      await t.services.ledger.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        debit: { owner: 'house', code: 'CASH' },
        credit: { owner: 'member', memberId: member.id, wallet },
        amount: 100_000n,
        kind: 'adjustment',
        idempotencyKey: `riskbet:opening:${member.id}`,
      });
    }
    const sessions: SessionContext[] = rows.map((member) => ({
      merchantId: merchant.id,
      memberId: member.id,
      customerId: member.id,
      username: member.username,
      isAgent: 0,
      tokenHash: '',
      scope: 'member' as SessionContext['scope'],
    }));
    const text = JSON.stringify({ gameCode: GAME, numero, bets: [line] });
    const outcomes = await Promise.all(
      sessions.map((session) =>
        t.services.lottery.place(merchant, session, text).then(
          () => 'placed',
          (error: unknown) => (error instanceof AppError ? error.code : String(error)),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'placed')).toHaveLength(Number(fits));
    expect(outcomes.filter((o) => o !== 'placed').every((o) => o === 'lottery.limit.liability')).toBe(true);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:7|7')).toBe(perBet * fits);
    const [{ bets }] = rowsOf<{ bets: string }>(
      await t.database.db.execute(sql`
        SELECT count(*)::text AS bets FROM lottery_bets b JOIN lottery_issues i ON i.id = b.issue_id
        WHERE i.numero = ${numero} AND i.game_id = ${await gameId()} AND b.status = 'pending'`),
    ) as [{ bets: string }];
    expect(bets).toBe(String(fits));
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
    await saveLimit({ gameId: await gameId(), liabilityCap: '2000000' });
  }, 120_000);
});

describe('liability alerts kept for the back office', () => {
  const line = { playType: '2D_BACK_DIRECT', content: '7|7', moneyMode: 'Y', multiple: 1 };
  const perBet = ticketPayout(200n, 1950, { numer: 1, denom: 100 });

  it('stores each alert with its bet, lists them newest first, paged, and an operator acknowledges one (audited)', async () => {
    const numero = await openNumero(6);
    await saveLimit({
      gameId: await gameId(),
      liabilityCap: ((perBet * 4n) / 100n).toString(),
      alertPercent: 50,
    });
    const list = (query = '', token = admin, merchant = 'demo') =>
      client(t).get(`/admin/api/lottery/alerts${query}`, { token, merchant });
    const before = body(await list()).value.total as number;
    // 25%: no alert; 50%: one; 75%: none again (the threshold was crossed already).
    for (let i = 0; i < 3; i++) expect((await bet(numero, [line])).statusCode).toBe(200);
    const page = body(await list('?page=1&size=1')).value;
    expect(page).toMatchObject({ page: 1, size: 1, total: before + 1 });
    expect(page.list).toEqual([
      expect.objectContaining({
        gameCode: GAME,
        numero,
        outcome: '2D_BACK_DIRECT:7|7',
        liability: ((perBet * 2n) / 100n).toString() + '.00',
        percent: 50,
        acknowledgedAt: null,
        acknowledgedBy: null,
      }),
    ]);
    const id = page.list[0].id as number;
    // A refused bet leaves no alert: nothing of it is kept.
    await saveLimit({
      gameId: await gameId(),
      liabilityCap: ((perBet * 3n) / 100n).toString(),
      alertPercent: 100,
    });
    expect((await bet(numero, [{ ...line, multiple: 2 }])).json()).toMatchObject({
      errorCode: 'lottery.limit.liability',
    });
    expect(body(await list()).value.total).toBe(before + 1);

    // Another merchant neither sees nor acknowledges it.
    const alpha = await adminToken(t, 'alpha', 'alphaadmin1');
    const theirs = body(await list('', alpha, 'alpha')).value;
    expect(theirs.list.some((a: { id: number }) => a.id === id)).toBe(false);
    const foreign = await client(t).post(
      `/admin/api/lottery/alerts/${id}/acknowledge`,
      {},
      { token: alpha, merchant: 'alpha' },
    );
    expect(foreign.statusCode).toBe(404);

    const ack = await client(t).post(
      `/admin/api/lottery/alerts/${id}/acknowledge`,
      {},
      { token: admin, merchant: 'demo' },
    );
    expect(ack.statusCode, ack.body).toBe(200);
    expect(body(ack).value).toMatchObject({ id, acknowledgedBy: 'admin' });
    expect(body(ack).value.acknowledgedAt).toEqual(expect.any(Number));
    const [audit] = await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ targetId: String(id) });
    const again = await client(t).post(
      `/admin/api/lottery/alerts/${id}/acknowledge`,
      {},
      { token: admin, merchant: 'demo' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'lottery.alert.acknowledged' });
    const open = body(await list('?open=true&size=50')).value;
    expect(open.list.some((a: { id: number }) => a.id === id)).toBe(false);
    await saveLimit({ gameId: await gameId(), liabilityCap: '2000000', alertPercent: 80 });
  });
});

describe('counters built again when a cap is set', () => {
  const line = { playType: '2D_BACK_DIRECT', content: '3|9', moneyMode: 'Y', multiple: 1 };
  const perBet = ticketPayout(200n, 1950, { numer: 1, denom: 100 });

  it('bets placed while the game kept no liability count once a cap is set on it', async () => {
    const numero = await openNumero(7);
    // No cap on the game (nor on the merchant's default): nothing is counted.
    await saveLimit({ gameId: await gameId(), liabilityCap: null });
    expect((await bet(numero, [line])).statusCode).toBe(200);
    expect((await bet(numero, [line])).statusCode).toBe(200);
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:3|9')).toBeNull();
    // A cap of three bets: the two already placed are in its counter at once.
    await saveLimit({ gameId: await gameId(), liabilityCap: ((perBet * 3n) / 100n).toString() });
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:3|9')).toBe(perBet * 2n);
    expect((await bet(numero, [line])).statusCode).toBe(200);
    const over = await bet(numero, [line]);
    expect(over.json()).toMatchObject({ errorCode: 'lottery.limit.liability', value: { remaining: '0.00' } });
    // A mode change builds them again from the pending bets: the same figure, not twice it.
    await saveLimit({
      gameId: await gameId(),
      liabilityCap: ((perBet * 3n) / 100n).toString(),
      liabilityMode: 'cut',
    });
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:3|9')).toBe(perBet * 3n);
    await saveLimit({ gameId: await gameId(), liabilityCap: '2000000', liabilityMode: 'refuse' });
    expect(await liabilityOf(numero, '2D_BACK_DIRECT:3|9')).toBe(perBet * 3n);
  });
});
