import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, ALPHA, DEMO, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { rowsOf } from '../../platform/db/rows.js';
import { available, checkLedger, memberIdOf, merchantIdOf } from '../wallet/test-support.js';
import { promotions, raffleSchedules } from './promotion.tables.js';
import { promotionIdOf } from './test-support.js';

/**
 * The PROMOFE relays of current clients (field protocol 5.7), called as they call them: the promo
 * codes a member can enter, and claim tickets, which are our raffle windows drawn as prize wheels.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let demo1: string;
let demo2: string;
let alpha: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  // The demo merchant's content is seeded in six languages; these tests read its English texts.
  api = client(t, { language: 'EN' });
  demo1 = await loginToken(t, DEMO.username, DEMO.password);
  demo2 = await loginToken(t, 'demo002', 'demo1234');
  alpha = await loginToken(t, ALPHA.username, ALPHA.password, ALPHA.merchant);
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

const promotionId = (title: string, merchant = 'demo') => promotionIdOf(t, title, merchant);

/** A TICKET promotion of the merchant with this code, running unless told otherwise. */
async function ticketPromotion(
  merchant: string,
  code: string,
  o: { status?: string; startAt?: Date; endAt?: Date | null; bonus?: bigint } = {},
) {
  const m = await merchantIdOf(t, merchant);
  const [row] = await t.database.db
    .insert(promotions)
    .values({
      merchantId: m,
      promotionType: 'TICKET',
      title: `Code ${code}`,
      content: '<p>code</p>',
      startAt: o.startAt ?? new Date(Date.now() - DAY),
      endAt: o.endAt ?? null,
      currency: (await t.services.directory.byMerchantCode(merchant))!.currency,
      bonusAmount: o.bonus ?? 500n,
      promoCode: code,
      status: o.status ?? 'A',
    })
    .returning({ id: promotions.id });
  return row!.id;
}

const codesOf = async (token: string, merchant = 'demo') => {
  const res = await api.get('/wps/relay/PROMOFE_getPromoCode', { token, merchant });
  expect(res.statusCode).toBe(200);
  return body(res).value as { promoCode: string; description: string; promotionId: number; amount: string }[];
};

interface Ticket {
  transactionId: string;
  type: string;
  conditionStatus: string[];
  name: string;
  promotionId: number;
  startTime: number;
  endTime: number;
}
const ticketsOf = async (token: string, merchant = 'demo') => {
  const res = await api.get(
    `/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE&_=${Date.now()}`,
    {
      token,
      merchant,
    },
  );
  expect(res.statusCode).toBe(200);
  return body(res).value as Ticket[];
};

describe('PROMOFE_getPromoCode', () => {
  it('lists the running promo codes of the member’s merchant that the member has not used', async () => {
    const welcome = await promotionId('Promo Code WELCOME88');
    const inactive = await ticketPromotion('demo', 'SWITCHEDOFF', { status: 'I' });
    const ended = await ticketPromotion('demo', 'LASTWEEK', { endAt: new Date(Date.now() - DAY) });
    const later = await ticketPromotion('demo', 'NEXTWEEK', { startAt: new Date(Date.now() + 7 * DAY) });
    const nothing = await ticketPromotion('demo', 'ZEROBONUS', { bonus: 0n });
    const extra = await ticketPromotion('demo', 'DEMOONLY');

    const codes = await codesOf(demo1);
    expect(codes).toContainEqual({
      promoCode: 'WELCOME88',
      description: 'Promo Code WELCOME88',
      promotionId: welcome,
      amount: '8.80',
    });
    expect(codes.map((c) => c.promoCode).sort()).toEqual(['DEMOONLY', 'WELCOME88']);
    for (const id of [inactive, ended, later, nothing])
      expect(codes.map((c) => c.promotionId)).not.toContain(id);

    // A code the member claimed (through the field clients' claim) is no longer the member's to use.
    const claimed = await api.post(
      '/wps/relay/PROMOFE_claimPromoCode',
      { promoCode: 'demoonly' },
      { token: demo1 },
    );
    expect(body(claimed).value).toMatchObject({ promotionId: extra, amount: '5.00' });
    expect((await codesOf(demo1)).map((c) => c.promoCode)).toEqual(['WELCOME88']);
    expect((await codesOf(demo2)).map((c) => c.promoCode).sort()).toEqual(['DEMOONLY', 'WELCOME88']);
  });

  it('never shows another merchant’s codes, and needs a login', async () => {
    const mine = await promotionId('Promo Code WELCOME88', 'alpha');
    const codes = await codesOf(alpha, 'alpha');
    expect(codes.map((c) => [c.promoCode, c.promotionId])).toEqual([['WELCOME88', mine]]);

    const anonymous = await api.get('/wps/relay/PROMOFE_getPromoCode');
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).success).toBe(false);
    // A demo token does not log in at alpha.
    expect(
      (await api.get('/wps/relay/PROMOFE_getPromoCode', { token: demo1, merchant: 'alpha' })).statusCode,
    ).toBe(401);
  });
});

describe('PROMOFE_getClaimTicketList and PROMOFE_claimTicket', () => {
  it('lists today’s open raffle window as a prize-wheel ticket, the one MCSFE_getRaffleStatus names', async () => {
    const raffle = await promotionId('Lucky Draw');
    const status = body(
      await api.get(`/wps/relay/MCSFE_getRaffleStatus?rafflePromotionId=${raffle}`, { token: demo2 }),
    ).value;
    const tickets = await ticketsOf(demo2);
    expect(tickets).toHaveLength(1);
    const [ticket] = tickets;
    expect(ticket).toEqual({
      transactionId: String(status.raffleScheduleId),
      type: 'PRIZE_WHEEL',
      conditionStatus: [],
      name: 'Lucky Draw',
      promotionId: raffle,
      startTime: expect.any(Number),
      endTime: status.due,
    });
    expect(ticket!.startTime).toBeLessThanOrEqual(Date.now());
    expect(ticket!.endTime).toBeGreaterThan(Date.now());
    // Without the optional filters, and with lower-case values, the same list.
    expect(body(await api.get('/wps/relay/PROMOFE_getClaimTicketList', { token: demo2 })).value).toEqual(
      tickets,
    );
    expect(
      body(
        await api.get('/wps/relay/PROMOFE_getClaimTicketList?isApp=y&status=available&isAll=N', {
          token: demo2,
        }),
      ).value,
    ).toEqual(tickets);
  });

  it('pays a ticket once through the bonus ledger path, however many claims race for it', async () => {
    const raffle = await promotionId('Lucky Draw');
    const memberId = await memberIdOf(t, 'demo', 'demo001');
    const [ticket] = await ticketsOf(demo1);
    const before = Number(await available(t, demo1));
    const claim = () =>
      api.post(
        '/wps/relay/PROMOFE_claimTicket',
        { transactionId: ticket!.transactionId, isApp: 'N' },
        { token: demo1 },
      );
    // The field clients' claim and our own raffle claim of the same window, all at once.
    const ours = () =>
      api.post(
        '/wps/relay/MCSFE_claimRaffle',
        { promotionId: raffle, raffleScheduleId: Number(ticket!.transactionId) },
        { token: demo1 },
      );
    const results = await Promise.all([claim(), claim(), ours(), claim(), ours(), claim()]);
    const ok = results.filter((r) => body(r).success);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => !body(x).success)) {
      expect(r.statusCode).toBe(409);
      expect(body(r).errorCode).toBe('promotion.already.claimed');
    }
    const paid = body(ok[0]!).value;
    const amount = Number(paid.amount);
    expect(amount).toBeGreaterThanOrEqual(8);
    expect(amount).toBeLessThanOrEqual(88);
    if ('transactionId' in paid) {
      // Won by a ticket claim (not by the raffle claim): the answer carries the ticket and the prize.
      expect(paid).toMatchObject({
        transactionId: ticket!.transactionId,
        type: 'PRIZE_WHEEL',
        configId: raffle,
        value: paid.amount,
      });
    }
    expect(Number(await available(t, demo1))).toBeCloseTo(before + amount, 2);

    // One bonus, one ledger transfer, and the ledger still balances.
    const key = `raffle:${ticket!.transactionId}:${memberId}`;
    const bonuses = rowsOf<{ n: string }>(
      await t.database.db.execute(
        sql`SELECT count(*)::text AS n FROM promotion_bonuses WHERE claim_key = ${key}`,
      ),
    );
    expect(bonuses[0]!.n).toBe('1');
    const transfers = rowsOf<{ n: string; amount: string }>(
      await t.database.db.execute(
        sql`SELECT count(*)::text AS n, max(amount)::text AS amount FROM ledger_transfers WHERE idempotency_key = ${`promo:${key}`}`,
      ),
    );
    expect(transfers[0]!.n).toBe('1');
    const ledger = await checkLedger(t.database.db);
    expect(ledger).toMatchObject({ unbalanced: [], overdrawn: 0, historyMismatch: 0, transferMismatch: 0 });

    // Drawn: gone from the list, and a later claim pays nothing.
    expect(await ticketsOf(demo1)).toEqual([]);
    const again = await api.post(
      '/wps/relay/PROMOFE_claimTicket',
      { transactionId: ticket!.transactionId, isApp: 'N' },
      { token: demo1 },
    );
    expect(again.statusCode).toBe(409);
    expect(body(again).errorCode).toBe('promotion.already.claimed');
    expect(Number(await available(t, demo1))).toBeCloseTo(before + amount, 2);
  });

  it('answers configId and value from the draw, taking the id as a number too', async () => {
    const raffle = await promotionId('Lucky Draw');
    const [ticket] = await ticketsOf(demo2);
    const res = await api.post(
      '/wps/relay/PROMOFE_claimTicket',
      { transactionId: Number(ticket!.transactionId) },
      { token: demo2 },
    );
    expect(res.statusCode).toBe(200);
    const value = body(res).value;
    expect(value).toEqual({
      transactionId: ticket!.transactionId,
      type: 'PRIZE_WHEEL',
      configId: raffle,
      value: value.amount,
      promotionId: raffle,
      amount: value.amount,
      turnoverRequired: value.amount,
      claimedAt: expect.any(Number),
    });
  });

  it('a window not open yet is no ticket and cannot be drawn', async () => {
    const raffle = await promotionId('Lucky Draw');
    const [future] = await t.database.db
      .select()
      .from(raffleSchedules)
      .where(sql`${raffleSchedules.promotionId} = ${raffle} AND ${raffleSchedules.startAt} > now()`)
      .limit(1);
    const res = await api.post(
      '/wps/relay/PROMOFE_claimTicket',
      { transactionId: String(future!.id) },
      { token: demo2 },
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('raffle.not.open');
    expect((await ticketsOf(demo2)).map((x) => x.transactionId)).not.toContain(String(future!.id));
  });

  it('never shows or pays another merchant’s tickets', async () => {
    const demoRaffle = await promotionId('Lucky Draw');
    const alphaRaffle = await promotionId('Lucky Draw', 'alpha');
    const demoWindows = (
      await t.database.db
        .select({ id: raffleSchedules.id })
        .from(raffleSchedules)
        .where(eq(raffleSchedules.promotionId, demoRaffle))
    ).map((r) => String(r.id));
    const alphaTickets = await ticketsOf(alpha, 'alpha');
    expect(alphaTickets).toHaveLength(1);
    expect(alphaTickets[0]).toMatchObject({ promotionId: alphaRaffle, type: 'PRIZE_WHEEL' });
    expect(demoWindows).not.toContain(alphaTickets[0]!.transactionId);

    // A demo window claimed at alpha, and alpha's window claimed at demo, name no ticket.
    const demoOpen = (
      await t.database.db
        .select({ id: raffleSchedules.id })
        .from(raffleSchedules)
        .where(
          sql`${raffleSchedules.promotionId} = ${demoRaffle} AND ${raffleSchedules.startAt} <= now() AND ${raffleSchedules.endAt} > now()`,
        )
    )[0]!.id;
    const before = await available(t, alpha, 'alpha');
    const cross = await api.post(
      '/wps/relay/PROMOFE_claimTicket',
      { transactionId: String(demoOpen), isApp: 'N' },
      { token: alpha, merchant: 'alpha' },
    );
    expect(cross.statusCode).toBe(404);
    expect(body(cross).errorCode).toBe('promotion.not.found');
    expect(await available(t, alpha, 'alpha')).toBe(before);
    const back = await api.post(
      '/wps/relay/PROMOFE_claimTicket',
      { transactionId: alphaTickets[0]!.transactionId },
      { token: demo2 },
    );
    expect(body(back).errorCode).toBe('promotion.not.found');
    // Alpha's own ticket is still there to draw.
    expect(await ticketsOf(alpha, 'alpha')).toEqual(alphaTickets);
  });

  it('needs a login, and refuses bad input with request.invalid', async () => {
    for (const res of [
      await api.get('/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE'),
      await api.post('/wps/relay/PROMOFE_claimTicket', { transactionId: '1', isApp: 'N' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(body(res).success).toBe(false);
    }
    for (const query of ['status=USED', 'status=', 'isApp=maybe', 'isAll=1']) {
      const res = await api.get(`/wps/relay/PROMOFE_getClaimTicketList?${query}`, { token: demo2 });
      expect(res.statusCode, query).toBe(400);
      expect(body(res).errorCode, query).toBe('request.invalid');
    }
    for (const payload of [
      {},
      { isApp: 'N' },
      { transactionId: 'abc' },
      { transactionId: '' },
      { transactionId: -1 },
      { transactionId: 0 },
      { transactionId: 1.5 },
      { transactionId: '1e3' },
      { transactionId: true },
      { transactionId: [5] },
      { transactionId: '99999999999999999999' },
      { transactionId: 1, isApp: 'maybe' },
    ]) {
      const res = await api.post('/wps/relay/PROMOFE_claimTicket', payload, { token: demo2 });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode, JSON.stringify(payload)).toBe('request.invalid');
    }
    const unknown = await api.post(
      '/wps/relay/PROMOFE_claimTicket',
      { transactionId: '987654321' },
      { token: demo2 },
    );
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).errorCode).toBe('promotion.not.found');
  });
});
