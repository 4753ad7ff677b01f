import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { gameIdOf, launch, seamless } from '../game/test-support.js';
import { adminToken, checkLedger, memberIdOf, SOUND } from './test-support.js';

/**
 * Turnover before withdrawal: deposits and bonuses ask for wagering (the demo merchant: once),
 * counted from running totals; withdrawals are refused with the remaining amount until it is met.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let member: string;
let memberId: number;
let game: { session: string; player: string };

const deposit = async (amount: string): Promise<number> =>
  body(await api.post('/wps/wallet/deposit', { amount, payerName: 'Jade Tiger' }, { token: member })).value
    .id;
const approve = (id: number) => api.post(`/admin/api/deposits/${id}/approve`, {}, { token: admin });
const withdraw = (amount: string, language = 'EN') =>
  client(t, { language }).post(
    '/wps/wallet/withdraw',
    { amount, paymentPassword: DEMO_PAYMENT_PASSWORD, bankName: 'Kasikorn', accountNo: '0123456789' },
    { token: member },
  );
const remaining = async () => body(await api.get('/wps/wallet/turnover', { token: member })).value.remaining;
const vendor = (call: 'debit' | 'rollback', transactionId: string, extra: Record<string, unknown>) =>
  seamless(t, 'LOTUS', call, {
    sessionToken: game.session,
    playerId: game.player,
    currency: 'THB',
    transactionId,
    roundId: `r-${transactionId}`,
    gameCode: 'jade_dragon',
    ...extra,
  });
const bet = (transactionId: string, amount: string) => vendor('debit', transactionId, { amount });

beforeAll(async () => {
  t = await createTestApp({}, { turnover: true });
  api = client(t);
  admin = await adminToken(t);
  member = await loginToken(t, DEMO.username, DEMO.password);
  memberId = await memberIdOf(t, 'demo', DEMO.username);
  // The launch moves the main wallet into the game's: withdrawals below are paid from deposits.
  game = await launch(t, member, await gameIdOf(t, 'demo', 'jade_dragon'), { confirmTrans: 1 });
});
afterAll(async () => t?.close());

describe('turnover before withdrawal', () => {
  it('the merchant setting: the demo asks for deposits and bonuses once; the owner changes it', async () => {
    expect(body(await api.get('/admin/api/merchant/turnover', { token: admin })).value).toEqual({
      depositMultiple: 1,
      bonusMultiple: 1,
    });
    const changed = await api.put(
      '/admin/api/merchant/turnover',
      { depositMultiple: 2.5, bonusMultiple: 3 },
      { token: admin },
    );
    expect(body(changed).value).toEqual({ depositMultiple: 2.5, bonusMultiple: 3 });
    const bad = await api.put(
      '/admin/api/merchant/turnover',
      { depositMultiple: -1, bonusMultiple: 1 },
      { token: admin },
    );
    expect(body(bad).errorCode).toBe('request.invalid');
    await api.put('/admin/api/merchant/turnover', { depositMultiple: 1, bonusMultiple: 1 }, { token: admin });
    // Seeded balances are no deposits: nothing is asked of the member yet.
    expect(await remaining()).toBe('0.00');
  });

  it('an approved deposit must be wagered once; the withdrawal is refused naming what remains', async () => {
    await approve(await deposit('1000'));
    const summary = body(await api.get('/wps/wallet/turnover', { token: member })).value;
    expect(summary).toMatchObject({ currency: 'THB', remaining: '1000.00' });
    expect(summary.requirements[0]).toMatchObject({
      source: 'DEPOSIT',
      amount: '1000.00',
      multiple: 1,
      required: '1000.00',
      achieved: '0.00',
      status: 'OPEN',
    });

    const refused = await withdraw('100');
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      errorCode: 'withdraw.turnover.required',
      message: 'Please wager 1,000.00 more before withdrawing.',
      value: { remaining: '1000.00', currency: 'THB' },
    });
    const cn = body(await withdraw('100', 'CN'));
    expect(cn.message).toBe('提现前还需完成 1,000.00 的流水。');
    // Nothing stays held by a refused withdrawal.
    expect(body(await api.get('/wps/wallet/withdrawals', { token: member })).value.total).toBe(0);
  });

  it('counts vendor debits that stand; a cancelled (rolled-back) bet does not count', async () => {
    await bet('to-1', '300.00');
    await bet('to-2', '200.00');
    await vendor('rollback', 'to-2-rb', { referenceTransactionId: 'to-2' });
    expect(await remaining()).toBe('700.00');
    const operator = body(await api.get(`/admin/api/members/${memberId}/turnover`, { token: admin })).value;
    expect(operator).toMatchObject({ remaining: '700.00', turnover: '300.00' });
    expect(operator.requirements[0]).toMatchObject({ achieved: '300.00', status: 'OPEN' });
  });

  it('requirements queue up; an operator waives one (audited) and the next moves forward', async () => {
    await approve(await deposit('500'));
    expect(await remaining()).toBe('1200.00');
    const before = body(await api.get(`/admin/api/members/${memberId}/turnover`, { token: admin })).value;
    const first = before.requirements.find((r: { amount: string }) => r.amount === '1000.00');
    const waived = await api.post(
      `/admin/api/members/${memberId}/turnover/${first.id}/waive`,
      { remarks: 'goodwill after a complaint' },
      { token: admin },
    );
    expect(body(waived).value).toMatchObject({ remaining: '500.00' });
    expect(body(waived).value.requirements.find((r: { id: number }) => r.id === first.id)).toMatchObject({
      status: 'WAIVED',
      waiveRemarks: 'goodwill after a complaint',
      waivedAt: expect.any(Number),
    });
    const again = await api.post(
      `/admin/api/members/${memberId}/turnover/${first.id}/waive`,
      { remarks: 'twice' },
      { token: admin },
    );
    expect(body(again).errorCode).toBe('turnover.requirement.not.open');
    const audit = body(await api.get('/admin/api/audit?page=1&size=20', { token: admin })).value;
    expect(audit.list[0]).toMatchObject({
      action: 'POST /admin/api/members/:id/turnover/:requirementId/waive',
      detail: { remarks: 'goodwill after a complaint' },
      outcome: 'OK',
    });

    await bet('to-3', '500.00');
    expect(await remaining()).toBe('0.00');
    const paid = await withdraw('100');
    expect(body(paid)).toMatchObject({ success: true, value: { status: 'PENDING' } });
  });

  it('concurrent bets, a deposit approval and a withdrawal: the totals stay exact', async () => {
    await approve(await deposit('1000'));
    const pending = await deposit('400');
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => bet(`to-par-${i}`, '50.00')),
      approve(pending),
      withdraw('100'),
    ]);
    expect(results.slice(0, 10).every((r) => (r as { status: string }).status === 'OK')).toBe(true);
    // Whatever the order: 1000 + 400 asked, 500 wagered since, 900 left; the withdrawal was refused.
    expect(await remaining()).toBe('900.00');
    const refused = results[11] as Awaited<ReturnType<typeof withdraw>>;
    expect(body(refused).errorCode).toBe('withdraw.turnover.required');
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it("a promotion bonus asks for the promotion's own multiple, over the merchant's bonus default", async () => {
    await api.put('/admin/api/merchant/turnover', { depositMultiple: 1, bonusMultiple: 3 }, { token: admin });
    const before = Number(await remaining());
    const tasks = body(await api.get('/wps/promotion/tasks?kind=SIGN_IN', { token: member })).value;
    const claimed = body(
      await api.post('/wps/promotion/tasks/claim', { promotionId: tasks[0].promotionId }, { token: member }),
    ).value;
    expect(claimed).toMatchObject({ amount: '5.00', turnoverRequired: '5.00' });
    expect(Number(await remaining())).toBe(before + 5);
    const latest = body(await api.get('/wps/wallet/turnover', { token: member })).value.requirements[0];
    expect(latest).toMatchObject({
      source: 'BONUS',
      amount: '5.00',
      multiple: 1,
      required: '5.00',
      status: 'OPEN',
    });
  });
  it('counts a lottery bet once its issue settles; a cancelled bet never counts', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    await t.services.ledger.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      debit: { owner: 'house', code: 'CASH' },
      credit: { owner: 'member', memberId, wallet: await t.services.lottery.walletOf(merchant) },
      amount: 100_000n,
      kind: 'adjustment',
      idempotencyKey: 'turnover:lottery:opening',
    });
    await approve(await deposit('100'));
    const before = Number(await remaining());
    const game = await t.services.lottery.game(merchant, 'lotus_ssc_5m');
    // The issue after the current one takes bets for a while yet.
    const { next: issue } = await t.services.lottery.currentIssues(game);
    const numero = issue.numero;
    const place = async () => {
      const slip = JSON.stringify({
        gameCode: 'lotus_ssc_5m',
        numero,
        bets: [{ playType: '1D_POSITION', content: '1||||', moneyMode: 'Y', multiple: 5 }],
      });
      const res = await api.post('/lgw/orders/betting', { bettingSlipString: slip }, { token: member });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { orderNumber: string; totalBettingAmount: string };
    };
    const kept = await place();
    const cancelled = await place();
    const cancel = await api.post(`/lgw/orders/${cancelled.orderNumber}/cancel`, {}, { token: member });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A bet counts when it stands, at settlement: nothing moved yet.
    expect(Number(await remaining())).toBe(before);
    await t.services.lottery.draw(issue);
    await t.services.lottery.settleIssue(issue.id);
    expect(Number(await remaining())).toBeCloseTo(before - Number(kept.totalBettingAmount), 2);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
