import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { adminToken, checkLedger, SOUND } from '../wallet/test-support.js';
import { dayOf } from './seamless.service.js';
import { gameIdOf, launch, seamless, vendorIdOf } from './test-support.js';

/** Per-vendor win caps: credits above them are held for review, answered OK, paid only on approval. */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let vendorId: number;

type Player = { session: string; player: string };
async function player(username: string): Promise<Player> {
  const token = await loginToken(t, username, DEMO.password);
  return launch(t, token, await gameIdOf(t, 'demo', 'jade_dragon'), { confirmTrans: 1 });
}
const money = (p: Player, call: 'debit' | 'credit', transactionId: string, amount: string) =>
  seamless(t, 'LOTUS', call, {
    sessionToken: p.session,
    playerId: p.player,
    currency: 'THB',
    transactionId,
    roundId: `r-${transactionId}`,
    gameCode: 'jade_dragon',
    amount,
  });
const balance = async (p: Player) =>
  Number(
    (await seamless(t, 'LOTUS', 'balance', { sessionToken: p.session, playerId: p.player, currency: 'THB' }))
      .balance,
  );
const held = async (status = 'HELD') =>
  body(await api.get(`/admin/api/vendors/held-payouts?status=${status}&size=100`, { token: admin })).value;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  vendorId = await vendorIdOf(t, 'demo', 'LOTUS');
});
afterAll(async () => t?.close());

describe('vendor win caps', () => {
  it('count the business day (UTC+7), as the reports do', () => {
    expect(dayOf(new Date('2026-11-27T16:59:59Z'))).toBe('2026-11-27');
    expect(dayOf(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
  });

  it('are set on the vendor page: per round and per member and day, cleared with null', async () => {
    const bad = await api.put(`/admin/api/vendors/${vendorId}`, { maxWinPerRound: 'lots' }, { token: admin });
    expect(body(bad).errorCode).toBe('request.invalid');
    const set = body(
      await api.put(
        `/admin/api/vendors/${vendorId}`,
        { maxWinPerRound: '500', maxDailyWin: 1000 },
        { token: admin },
      ),
    ).value;
    expect(set).toMatchObject({ id: vendorId, maxWinPerRound: '500.00', maxDailyWin: '1000.00' });
    const list = body(await api.get('/admin/api/vendors', { token: admin })).value.list;
    expect(list.find((v: { id: number }) => v.id === vendorId)).toMatchObject({ maxWinPerRound: '500.00' });
  });

  it('hold a credit above the cap per round: OK to the vendor, no money, approved once, paid once', async () => {
    const p = await player(DEMO.username);
    const before = await balance(p);
    const answer = await money(p, 'credit', 'cap-round-1', '600.00');
    expect(answer).toMatchObject({ status: 'OK', balance: before.toFixed(2), transactionId: 'cap-round-1' });
    // The vendor's retry gets the same answer and nothing moves.
    expect(await money(p, 'credit', 'cap-round-1', '600.00')).toEqual(answer);
    expect(await balance(p)).toBe(before);

    const queue = await held();
    const item = queue.list.find((h: { transactionId: string }) => h.transactionId === 'cap-round-1');
    expect(item).toMatchObject({
      reason: 'ROUND',
      status: 'HELD',
      amount: '600.00',
      username: DEMO.username,
    });

    const approved = body(
      await api.post(`/admin/api/vendors/held-payouts/${item.id}/approve`, {}, { token: admin }),
    );
    expect(approved.value).toMatchObject({ status: 'APPROVED', reviewedAt: expect.any(Number) });
    expect(await balance(p)).toBe(before + 600);
    // Approving again answers the paid payout and pays nothing more; rejecting it now is refused.
    const again = body(
      await api.post(`/admin/api/vendors/held-payouts/${item.id}/approve`, {}, { token: admin }),
    );
    expect(again.value.status).toBe('APPROVED');
    expect(await balance(p)).toBe(before + 600);
    const reject = await api.post(`/admin/api/vendors/held-payouts/${item.id}/reject`, {}, { token: admin });
    expect(reject.statusCode).toBe(409);
    expect(body(reject).errorCode).toBe('game.payout.already.reviewed');

    // A rejected one moves nothing and is listed as such.
    await money(p, 'credit', 'cap-round-2', '700.00');
    const second = (await held()).list.find(
      (h: { transactionId: string }) => h.transactionId === 'cap-round-2',
    );
    const rejected = body(
      await api.post(`/admin/api/vendors/held-payouts/${second.id}/reject`, {}, { token: admin }),
    );
    expect(rejected.value.status).toBe('REJECTED');
    expect(await balance(p)).toBe(before + 600);
    expect((await held('REJECTED')).list.map((h: { id: number }) => h.id)).toContain(second.id);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('parallel credits that together cross the daily cap: only those within it are paid', async () => {
    const p = await player('demo002');
    const before = await balance(p);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => money(p, 'credit', `cap-day-${i}`, '200.00')),
    );
    expect(answers.every((a) => a.status === 'OK')).toBe(true);
    // Net win of the day 1000 at most: five credits of 200 are paid, three held.
    expect(await balance(p)).toBe(before + 1000);
    const dayHeld = (await held()).list.filter((h: { transactionId: string }) =>
      h.transactionId.startsWith('cap-day-'),
    );
    expect(dayHeld).toHaveLength(3);
    expect(dayHeld.every((h: { reason: string }) => h.reason === 'DAY')).toBe(true);

    // Stakes count against the win: after a debit of 400 a credit of 300 stays within the cap.
    await money(p, 'debit', 'cap-day-bet', '400.00');
    expect((await money(p, 'credit', 'cap-day-win', '300.00')).status).toBe('OK');
    expect(await balance(p)).toBe(before + 1000 - 400 + 300);
    // A rolled-back stake does not: the next credit of 200 would take the net win to 1100.
    await seamless(t, 'LOTUS', 'rollback', {
      sessionToken: p.session,
      playerId: p.player,
      currency: 'THB',
      transactionId: 'cap-day-rb',
      referenceTransactionId: 'cap-day-bet',
      roundId: 'cap-rb',
      gameCode: 'jade_dragon',
    });
    await money(p, 'credit', 'cap-day-late', '100.00');
    const late = (await held()).list.find(
      (h: { transactionId: string }) => h.transactionId === 'cap-day-late',
    );
    expect(late).toMatchObject({ reason: 'DAY', status: 'HELD' });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
