import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decimalToMinor, type NearNumeroView } from '@platform/shared';
import { createTestApp, DEMO_PAYMENT_PASSWORD, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { gameIdOf, launch, seamless } from '../game/test-support.js';
import { LotteryRepository, LotteryService } from '../lottery/index.js';
import { MainBalanceRepository, WalletRepository, WalletSetupService } from '../wallet/index.js';
import { adminToken, checkLedger, memberIdOf, merchantIdOf, SOUND } from '../wallet/test-support.js';

/**
 * member/info carries `money`: what the member may spend from the main wallet. It is read from
 * the ledger on every call, so every committed change shows on the very next request, whichever
 * path moved the money.
 */

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

async function info(token: string, merchant = 'demo') {
  const res = await api.get('/wps/member/info', { token, merchant });
  expect(res.statusCode).toBe(200);
  return body(res).value as { id: number; money: string; currency: string };
}

/** member/info's money in minor units, after checking it is the wire's decimal string. */
async function money(token: string, merchant = 'demo'): Promise<bigint> {
  const value = await info(token, merchant);
  expect(typeof value.money).toBe('string');
  return decimalToMinor(value.money, value.currency);
}

/** The main wallet as GET /wps/v2/wallets/balance answers it. */
async function mainAvailBalance(token: string, merchant = 'demo'): Promise<string> {
  const value = body(await api.get('/wps/v2/wallets/balance?typeId=0', { token, merchant })).value as {
    balance: { code: string; availBalance: string }[];
  };
  return value.balance.find((w) => w.code === 'MAIN')!.availBalance;
}

describe('GET /wps/member/info money', () => {
  it('is the main wallet available balance, as the balance call writes it', async () => {
    const token = await loginToken(t, 'demo002', 'demo1234');
    const value = await info(token);
    expect(value.money).toBe('8800.50');
    expect(value.money).toBe(await mainAvailBalance(token));
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    expect((await info(alpha, 'alpha')).money).toBe(await mainAvailBalance(alpha, 'alpha'));
  });

  it('follows a deposit, a withdrawal and its refusal, a transfer and an adjustment at once', async () => {
    const token = await loginToken(t, 'demo001', 'demo1234');
    const id = await memberIdOf(t, 'demo', 'demo001');
    let expected = await money(token);
    // Read before every change: a kept value would show after it.
    const step = async (change: () => Promise<unknown>, delta: bigint) => {
      expect(await money(token)).toBe(expected);
      await change();
      expected += delta;
      expect(await money(token)).toBe(expected);
      expect(decimalToMinor(await mainAvailBalance(token), 'THB')).toBe(expected);
    };

    const deposit = body(
      await api.post('/wps/wallet/deposit', { amount: '700', payerName: 'Jade Tiger' }, { token }),
    ).value as { id: number };
    await step(async () => {
      const approved = await api.post(`/admin/api/deposits/${deposit.id}/approve`, {}, { token: admin });
      expect(body(approved)).toMatchObject({ value: { status: 'APPROVED' } });
    }, 70_000n);

    let withdrawal = 0;
    await step(async () => {
      const res = await api.post(
        '/wps/wallet/withdraw',
        {
          amount: '300',
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          bankName: 'Kasikorn',
          accountNo: '0123456789',
        },
        { token },
      );
      withdrawal = (body(res).value as { id: number }).id;
      expect(withdrawal).toBeGreaterThan(0);
    }, -30_000n);
    await step(async () => {
      const res = await api.post(
        `/admin/api/withdrawals/${withdrawal}/reject`,
        { remarks: 'name mismatch' },
        { token: admin },
      );
      expect(body(res)).toMatchObject({ value: { status: 'REJECTED' } });
    }, 30_000n);

    await step(async () => {
      const res = await api.post(
        '/wps/wallet/transfer',
        { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '25.50', requestId: `mm-transfer-${Date.now()}` },
        { token },
      );
      expect(body(res).success).toBe(true);
    }, -2_550n);

    await step(async () => {
      const res = await api.post(
        `/admin/api/members/${id}/adjust`,
        { amount: '12.34', reason: 'goodwill bonus', requestId: `mm-adjust-${Date.now()}` },
        { token: admin },
      );
      expect(body(res).success).toBe(true);
    }, 1_234n);
  });

  it("follows a vendor's bet and its settlement at once (single-wallet merchant: games play from main)", async () => {
    const token = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const game = await launch(t, token, await gameIdOf(t, 'alpha', 'jade_dragon'), { merchant: 'alpha' });
    const round = `mm-round-${Date.now()}`;
    const call = (kind: 'debit' | 'credit', amount: string) =>
      seamless(t, 'LOTUS', kind, {
        sessionToken: game.session,
        playerId: game.player,
        currency: 'VND',
        transactionId: `${round}-${kind}`,
        roundId: round,
        gameCode: 'jade_dragon',
        amount,
      });
    const before = await money(token, 'alpha');
    expect((await call('debit', '4000')).status).toBe('OK');
    expect(await money(token, 'alpha')).toBe(before - 4_000n);
    expect((await call('credit', '9550')).status).toBe('OK');
    expect(await money(token, 'alpha')).toBe(before - 4_000n + 9_550n);
  });

  it('follows a lottery stake held, cancelled, and held again then settled (single-wallet merchant)', async () => {
    const token = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const near = async (gameCode: string) =>
      (
        await api.get(`/lgw/numeros/near?gameCode=${gameCode}`, { merchant: 'alpha' })
      ).json() as NearNumeroView;
    const bet = async (gameCode: string, numero: string, bets: object[]) => {
      const res = await api.post(
        '/lgw/orders/betting',
        { bettingSlipString: JSON.stringify({ gameCode, numero, bets }) },
        { token, merchant: 'alpha' },
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { orderNumber: string; totalBettingAmount: string };
    };

    const start = await money(token, 'alpha');
    const k3 = (await near('lotus_k3_5m')).nextNumero!.numero;
    const placed = await bet('lotus_k3_5m', k3, [
      { playType: 'SUM', content: '3,10,18', moneyMode: 'Y', multiple: 10 },
    ]);
    expect(placed.totalBettingAmount).toBe('60');
    expect(await money(token, 'alpha')).toBe(start - 60n);
    const cancel = await api.post(
      `/lgw/orders/${placed.orderNumber}/cancel`,
      {},
      { token, merchant: 'alpha' },
    );
    expect(cancel.json()).toMatchObject({ refundAmount: '60' });
    expect(await money(token, 'alpha')).toBe(start);

    // Every digit at every position: exactly 5 of the 50 tickets win, whatever is drawn.
    const all = '0,1,2,3,4,5,6,7,8,9';
    const ssc = (await near('lotus_ssc_1m')).nextNumero!.numero;
    await bet('lotus_ssc_1m', ssc, [
      { playType: '1D_POSITION', content: [all, all, all, all, all].join('|'), moneyMode: 'Y', multiple: 3 },
    ]);
    expect(await money(token, 'alpha')).toBe(start - 300n);

    // A scheduler node with its clock past the draw settles the issue, as any node would.
    const [issue] = rowsOf<{ draw_at: Date | string }>(
      await t.database.db.execute(sql`
        SELECT i.draw_at FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        WHERE i.merchant_id = ${await merchantIdOf(t, 'alpha')} AND g.code = 'lotus_ssc_1m' AND i.numero = ${ssc}`),
    );
    const drawAt = new Date(issue!.draw_at).getTime();
    const db = t.database.db;
    await new LotteryService(
      new LotteryRepository(db),
      t.services.ledger,
      new WalletSetupService(new WalletRepository(db)),
      { issues: t.services.currentIssues, activity: t.services.activity, now: () => new Date(drawAt + 1000) },
    ).tick();
    const orders = (
      await api.get('/lgw/orders?gameCode=lotus_ssc_1m', { token, merchant: 'alpha' })
    ).json() as {
      list: { numero: string; status: string; winAmount?: string | number }[];
    };
    expect(orders.list.find((o) => o.numero === ssc)?.status).toBe('won');
    // 5 winning tickets of 6 at 1950/2000 × 10: 292.5, rounded down.
    expect(await money(token, 'alpha')).toBe(start - 300n + 292n);
  });

  it("answers each member their own merchant's money, also when asked together", async () => {
    const tokens = [
      { token: await loginToken(t, 'demo001', 'demo1234'), merchant: 'demo' },
      { token: await loginToken(t, 'demo002', 'demo1234'), merchant: 'demo' },
      { token: await loginToken(t, 'alpha001', 'alpha1234', 'alpha'), merchant: 'alpha' },
      { token: await loginToken(t, 'agent001', 'agent1234'), merchant: 'demo' },
    ];
    const expected = await Promise.all(tokens.map((m) => mainAvailBalance(m.token, m.merchant)));
    expect(new Set(expected).size).toBe(tokens.length);
    // Arriving together, they share the ledger read.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [...tokens, ...tokens].map(async (m) => (await info(m.token, m.merchant)).money),
      );
      expect(answers).toEqual([...expected, ...expected]);
    }
    // The shared statement matches an account by merchant, currency and member together.
    const [demo, alpha] = [await merchantIdOf(t, 'demo'), await merchantIdOf(t, 'alpha')];
    const demo001 = await memberIdOf(t, 'demo', 'demo001');
    const found = await new MainBalanceRepository(t.database.db).available([
      { merchantId: alpha, currency: 'VND', memberId: demo001 },
      { merchantId: alpha, currency: 'THB', memberId: demo001 },
      { merchantId: demo, currency: 'VND', memberId: demo001 },
      { merchantId: demo, currency: 'THB', memberId: demo001 },
    ]);
    expect([...found.entries()]).toEqual([[`${demo}|THB|${demo001}`, decimalToMinor(expected[0]!, 'THB')]]);
    const alone = (merchantId: number, currency: string) =>
      new MainBalanceRepository(t.database.db).available([{ merchantId, currency, memberId: demo001 }]);
    expect((await alone(alpha, 'THB')).size).toBe(0);
    expect((await alone(alpha, 'VND')).size).toBe(0);
    expect([...(await alone(demo, 'THB')).values()]).toEqual([decimalToMinor(expected[0]!, 'THB')]);
    // A token of one merchant is nobody at another: no money leaks across.
    const foreign = await api.get('/wps/member/info', { token: tokens[2]!.token, merchant: 'demo' });
    expect(foreign.statusCode).toBe(401);
    expect(body(foreign).value ?? null).toBeNull();
  });

  it('leaves the ledger sound', async () => {
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
