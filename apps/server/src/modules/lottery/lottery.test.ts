import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ticketPayout,
  ticketStake,
  verifyDraw,
  type DrawKind,
  type NearNumeroView,
  type PlayerRankProgress,
} from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { client, loginToken } from '../../platform/testing/accounts.js';
import { checkLedger, memberIdOf, merchantIdOf, SOUND } from '../wallet/test-support.js';
import { rowsOf } from '../../platform/db/rows.js';
import { requestHash, WalletRepository } from '../wallet/index.js';
import { WalletSetupService } from '../wallet/index.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService, type LotteryOptions } from './lottery.service.js';
import { lotteryBets, lotteryGames, lotteryIssues } from './lottery.tables.js';
import { indexAt, indexOfNumero, issueAt } from './schedule.js';

let t: TestApp;
let alphaToken: string;
const ALL = '0,1,2,3,4,5,6,7,8,9';
/** Every digit at every position: 50 tickets, always exactly 5 winning. */
const SURE_WIN = `${ALL}|${ALL}|${ALL}|${ALL}|${ALL}`;

beforeAll(async () => {
  t = await createTestApp();
  alphaToken = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
});
afterAll(async () => {
  await t.close();
});

async function loginAdmin(): Promise<string> {
  const res = await client(t).post(
    '/admin/api/session/login',
    { username: 'admin', password: 'alphaadmin1' },
    { merchant: 'alpha' },
  );
  return (res.json() as { value: { token: string } }).value.token;
}

/** A second service on the same database with its own clock: a node that drives the schedule. */
function node(at: () => Date, options: Omit<LotteryOptions, 'now'> = {}): LotteryService {
  const db = t.database.db;
  return new LotteryService(
    new LotteryRepository(db),
    t.services.ledger,
    new WalletSetupService(new WalletRepository(db)),
    {
      // Its writes reach the app's caches, as a scheduler node's reach every node's over the bus.
      issues: t.services.currentIssues,
      ...options,
      now: at,
    },
  );
}

async function near(gameCode: string, merchant = 'alpha'): Promise<NearNumeroView> {
  const res = await client(t).get(`/lgw/numeros/near?gameCode=${gameCode}`, { merchant });
  expect(res.statusCode).toBe(200);
  return res.json() as NearNumeroView;
}

function slip(gameCode: string, numero: string, bets: object[], extra: object = {}) {
  return { bettingSlipString: JSON.stringify({ gameCode, numero, bets, ...extra }) };
}

async function bet(
  gameCode: string,
  numero: string,
  bets: object[],
  extra: object = {},
  token = alphaToken,
  merchant = 'alpha',
) {
  return client(t).post('/lgw/orders/betting', slip(gameCode, numero, bets, extra), { token, merchant });
}

async function balance(merchant: string, username: string, wallet = 'MAIN'): Promise<bigint> {
  const memberId = await memberIdOf(t, merchant, username);
  const [row] = rowsOf<{ available: string }>(
    await t.database.db.execute(
      sql`SELECT (balance - held)::text AS available FROM ledger_accounts WHERE member_id = ${memberId} AND code = ${wallet}`,
    ),
  );
  return BigInt(row?.available ?? '0');
}

/**
 * A numero of `gameCode` a few issues ahead of the wall clock. Earlier tests draw with clocks
 * ahead of it (a tick at a draw time settles every issue due by then, of every game), so the
 * issue near() calls next may already be drawn, depending on the time of day.
 */
async function openNumero(gameCode: string, merchant = 'alpha', ahead = 3): Promise<string> {
  const merchantId = await merchantIdOf(t, merchant);
  const games = await new LotteryRepository(t.database.db).allGames();
  const game = games.find((g) => g.code === gameCode && g.merchantId === merchantId)!;
  const spec = node(() => new Date()).schedule(game);
  return issueAt(spec, indexAt(spec, new Date()) + ahead).numero;
}

/** Draws and settles everything due at the draw time of the named issue. */
async function drawThrough(gameCode: string, numero: string, merchant = 'alpha') {
  const merchantId = await merchantIdOf(t, merchant);
  const [row] = await t.database.db
    .select({ drawAt: lotteryIssues.drawAt })
    .from(lotteryIssues)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
    .where(
      and(
        eq(lotteryIssues.merchantId, merchantId),
        eq(lotteryIssues.numero, numero),
        eq(lotteryGames.code, gameCode),
      ),
    );
  const drawAt = row!.drawAt;
  // As the app's scheduler does, it tells the members' kept figures about what it settles.
  await node(() => new Date(drawAt.getTime() + 1000), { activity: t.services.activity }).tick();
  return drawAt;
}

/**
 * The issue of one game by its numero: games of other intervals number their issues alike (just
 * after midnight UTC every game's first issues are -0001, -0002, ...).
 */
async function issueOf(gameCode: string, numero: string, merchant = 'alpha') {
  const merchantId = await merchantIdOf(t, merchant);
  const [row] = await t.database.db
    .select({ issue: lotteryIssues })
    .from(lotteryIssues)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
    .where(
      and(
        eq(lotteryIssues.merchantId, merchantId),
        eq(lotteryIssues.numero, numero),
        eq(lotteryGames.code, gameCode),
      ),
    );
  return row?.issue;
}

describe('schedule', () => {
  it('numbers intraday and daily issues and reads numeros back', () => {
    const minute = { intervalSeconds: 60, lockSeconds: 10, dayOffsetSeconds: 0 };
    const at = new Date('2026-11-23T00:00:30Z');
    const i = indexAt(minute, at);
    expect(issueAt(minute, i)).toMatchObject({
      numero: '20261123-0001',
      drawAt: new Date('2026-11-23T00:01:00Z'),
    });
    expect(issueAt(minute, i).lockAt).toEqual(new Date('2026-11-23T00:00:50Z'));
    expect(issueAt(minute, i + 1439).numero).toBe('20261123-1440');
    expect(issueAt(minute, i + 1440).numero).toBe('20261124-0001');
    expect(indexOfNumero(minute, '20261123-1440')).toBe(i + 1439);
    expect(indexOfNumero(minute, '20261123-1441')).toBeNull();
    const daily = { intervalSeconds: 86_400, lockSeconds: 900, dayOffsetSeconds: 40_500 };
    const d = indexAt(daily, new Date('2026-11-23T12:00:00Z'));
    expect(issueAt(daily, d)).toMatchObject({ numero: '20261124', drawAt: new Date('2026-11-24T11:15:00Z') });
    expect(indexOfNumero(daily, '20261124')).toBe(d);
  });
});

describe('lottery wire', () => {
  it('lists games, menus, issues under every prefix as bare JSON', async () => {
    for (const prefix of ['/lgw', '/lotto/lgw', '/lotto-vn/lgw']) {
      const res = await client(t).get(`${prefix}/games`);
      expect(res.statusCode).toBe(200);
      const groups = res.json() as {
        gameGroupCode: string;
        games: { gameCode: string; playTypes: { code: string; odds: number }[] }[];
      }[];
      expect(groups.map((g) => g.gameGroupCode)).toEqual(['SSC', '11X5', 'PK10', 'K3', 'VN', 'ENT']);
      const ssc = groups[0]!.games[0]!;
      expect(ssc.gameCode).toBe('lotus_ssc_1m');
      expect(ssc.playTypes.find((p) => p.code === '5D_DIRECT')!.odds).toBe(195_000);
    }
    const popular = (await client(t).get('/lgw/games/popular?count=4')).json() as { gameCode: string }[];
    expect(popular.map((g) => g.gameCode)).toEqual([
      'lotus_ssc_1m',
      'lotus_11x5_3m',
      'lotus_pk10_5m',
      'lotus_k3_5m',
    ]);
    const menus = (await client(t).get('/lgw/games/game_menus')).json() as { gameMenus: unknown[] }[];
    expect(menus).toHaveLength(6);
    const vn = (await client(t).get('/lgw/vn/games/game_menu')).json() as { gameMenus: { code: string }[] }[];
    expect(vn.flatMap((g) => g.gameMenus.map((m) => m.code))).toEqual(['vn_mienbac']);
    const opened = (await client(t).get('/lgw/games/opened/numero')).json() as {
      gameCode: string;
      seedHash: string;
    }[];
    expect(opened).toHaveLength(7);
    expect(opened[0]!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const n = await near('lotus_ssc_1m', 'demo');
    expect(n.currentNumero!.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(n.lockTime).toBe(10);
    expect(n.remainTime).toBeLessThanOrEqual(50_000);
    const missing = await client(t).get('/lgw/numeros/near?gameCode=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'lottery.game.not.found' });
    expect(missing.json()).not.toHaveProperty('success');
  });

  it('refuses bad slips, closed issues and missing login', async () => {
    const { nextNumero } = await near('lotus_ssc_1m');
    const line = { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 };
    expect(
      (
        await client(t).post('/lgw/orders/betting', slip('lotus_ssc_1m', nextNumero!.numero, [line]), {
          merchant: 'alpha',
        })
      ).statusCode,
    ).toBe(401);
    for (const bad of [
      { bettingSlipString: 'not json' },
      slip('lotus_ssc_1m', nextNumero!.numero, [{ ...line, content: '1|2|3|4' }]),
      slip('lotus_ssc_1m', nextNumero!.numero, [{ ...line, playType: 'ANY_5' }]),
      slip('lotus_ssc_1m', nextNumero!.numero, [{ ...line, prizeGroup: 2000 }]),
      slip('lotus_ssc_1m', nextNumero!.numero, [{ ...line, moneyMode: 'F' }]), // finer than 1 VND
      slip('lotus_ssc_1m', nextNumero!.numero, [{ ...line, multiple: 0 }]),
    ]) {
      const res = await client(t).post('/lgw/orders/betting', bad, { token: alphaToken, merchant: 'alpha' });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'lottery.bet.invalid' });
    }
    const old = await bet('lotus_ssc_1m', '20200101-0001', [line]);
    expect(old.json()).toMatchObject({ errorCode: 'lottery.numero.closed' });
    // 100 000 tickets × 2 × 1000 is far beyond the balance, and first beyond the demo's stake
    // limit of a line (50 000.00), which refuses it before any money is asked for.
    const rich = await bet('lotus_ssc_1m', nextNumero!.numero, [
      { ...line, content: SURE_WIN, multiple: 1000 },
    ]);
    expect(rich.json()).toMatchObject({ errorCode: 'lottery.limit.stake.max' });
  });

  it('places a bet, draws it from the committed seed, pays the win once and shows it everywhere', async () => {
    const { nextNumero } = await near('lotus_ssc_1m');
    const numero = nextNumero!.numero;
    const before = await balance('alpha', 'alpha001');
    const res = await bet(
      'lotus_ssc_1m',
      numero,
      [
        { playType: '1D_POSITION', content: SURE_WIN, moneyMode: 'Y', multiple: 3 },
        { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 },
      ],
      { requestId: 'alpha-bet-000001' },
    );
    expect(res.statusCode).toBe(200);
    const placed = res.json() as { orderNumber: string; numero: string; totalBettingAmount: string };
    expect(placed).toMatchObject({ numero, totalBettingAmount: '302' }); // 50 × 2 × 3 + 2
    expect(placed.orderNumber).toMatch(/^L[0-9A-Z]+$/);
    const replay = await bet('lotus_ssc_1m', numero, [], {}, alphaToken).then(() =>
      bet(
        'lotus_ssc_1m',
        numero,
        [
          { playType: '1D_POSITION', content: SURE_WIN, moneyMode: 'Y', multiple: 3 },
          { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 },
        ],
        { requestId: 'alpha-bet-000001' },
      ),
    );
    expect(replay.json()).toEqual(placed);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balance('alpha', 'alpha001')).toBe(before - 302n);

    const orders = (
      await client(t).get('/lgw/orders?gameCode=lotus_ssc_1m', { token: alphaToken, merchant: 'alpha' })
    ).json() as { list: { status: string; orderNumber: string }[] };
    expect(orders.list.filter((o) => o.orderNumber === placed.orderNumber).map((o) => o.status)).toEqual([
      'pending',
      'pending',
    ]);

    await drawThrough('lotus_ssc_1m', numero);
    const draws = (
      await client(t).get('/lgw/draw/code/lotus_ssc_1m?size=5', { merchant: 'alpha' })
    ).json() as {
      list: {
        numero: string;
        winNo: string;
        seed: string;
        seedHash: string;
        kind: DrawKind;
        gameCode: string;
      }[];
    };
    const draw = draws.list.find((d) => d.numero === numero)!;
    expect(draw.seedHash).toBe(nextNumero!.seedHash);
    expect(verifyDraw(draw)).toMatchObject({ commitmentMatches: true, resultMatches: true });

    const stake = ticketStake('Y', 0)! * 3n;
    const digits = draw.winNo.split(',');
    const direct = digits.join('') === '12345' ? ticketPayout(2n, 1950, { numer: 1, denom: 100_000 }) : 0n;
    const prize = ticketPayout(stake, 1950, { tickets: 5, numer: 1, denom: 10 }) + direct;
    expect(prize).toBe(292n); // 5 × 6 × 1950 / 2000 × 10 = 292.5, rounded down
    expect(await balance('alpha', 'alpha001')).toBe(before - 302n + prize);
    // A second pass changes nothing.
    await drawThrough('lotus_ssc_1m', numero);
    expect(await balance('alpha', 'alpha001')).toBe(before - 302n + prize);
    const after = (
      await client(t).get('/lgw/orders?gameCode=lotus_ssc_1m', { token: alphaToken, merchant: 'alpha' })
    ).json() as { list: { status: string; payout: string; orderNumber: string }[] };
    expect(after.list.find((o) => o.orderNumber === placed.orderNumber && o.status === 'won')!.payout).toBe(
      '292',
    );
    const winners = (await client(t).get('/lgw/winners?limitNum=100', { merchant: 'alpha' })).json() as {
      userName: string;
      winAmount: string;
    }[];
    expect(winners[0]).toMatchObject({ userName: 'al***1', winAmount: '292' });
    const latest = (await client(t).get('/lgw/draw', { merchant: 'alpha' })).json() as unknown[];
    expect(latest.length).toBeGreaterThanOrEqual(1);
    expect((await client(t).get('/lgw/jackpot', { merchant: 'alpha' })).json()).toMatchObject({
      merchantCode: 'alpha',
      currency: 'VND',
    });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('answers the games a member played last (none to a visitor) and the VN issues under every prefix', async () => {
    const line = { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 };
    expect((await bet('lotus_ssc_1m', await openNumero('lotus_ssc_1m'), [line])).statusCode).toBe(200);
    for (const prefix of ['/lgw', '/lotto/lgw', '/lotto-vn/lgw']) {
      const mine = await client(t).get(`${prefix}/games/game_menus/recent`, {
        token: alphaToken,
        merchant: 'alpha',
      });
      expect(mine.statusCode).toBe(200);
      expect((mine.json() as { code: string }[]).map((g) => g.code)).toContain('lotus_ssc_1m');
      const visitor = await client(t).get(`${prefix}/games/game_menus/recent`, { merchant: 'alpha' });
      expect(visitor.json()).toEqual([]);
      const vn = await client(t).get(`${prefix}/vn/numeros/opened/game`);
      expect(vn.statusCode).toBe(200);
      expect(vn.json()).toMatchObject([{ gameCode: 'vn_mienbac', numero: expect.any(String) }]);
    }
  });

  it('plays from the LOTT wallet on a transfer-wallet merchant', async () => {
    const token = await loginToken(t, 'demo002', 'demo1234');
    const { nextNumero } = await near('lotus_11x5_3m', 'demo');
    // 3 tickets of 0.20 × 2: over the demo's least stake of a line (1.00).
    const line = { playType: 'ANY_2', content: '01,02,03', moneyMode: 'J', multiple: 2 };
    expect((await bet('lotus_11x5_3m', nextNumero!.numero, [line], {}, token, 'demo')).json()).toMatchObject({
      errorCode: 'balance.insufficient',
    });
    const move = await client(t).post(
      '/wps/wallet/transfer',
      { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '100' },
      { token, merchant: 'demo' },
    );
    expect(move.json()).toMatchObject({ success: true });
    const res = await bet('lotus_11x5_3m', nextNumero!.numero, [line], {}, token, 'demo');
    expect(res.json()).toMatchObject({ totalBettingAmount: '1.20' });
    expect(await balance('demo', 'demo002', 'LOTT')).toBe(10_000n - 120n);
  });

  it('cancels before the lock, and not twice', async () => {
    const { nextNumero } = await near('lotus_k3_5m');
    const before = await balance('alpha', 'alpha001');
    const placed = (
      await bet('lotus_k3_5m', nextNumero!.numero, [
        { playType: 'SUM', content: '3,10,18', moneyMode: 'Y', multiple: 10 },
      ])
    ).json() as { orderNumber: string };
    expect(await balance('alpha', 'alpha001')).toBe(before - 60n);
    const cancel = await client(t).post(
      `/lgw/orders/${placed.orderNumber}/cancel`,
      {},
      { token: alphaToken, merchant: 'alpha' },
    );
    expect(cancel.json()).toMatchObject({ cancelledBets: 1, refundAmount: '60' });
    expect(await balance('alpha', 'alpha001')).toBe(before);
    const again = await client(t).post(
      `/lgw/orders/${placed.orderNumber}/cancel`,
      {},
      { token: alphaToken, merchant: 'alpha' },
    );
    expect(again.statusCode).toBe(409);
    const demoToken = await loginToken(t, 'demo001', 'demo1234');
    const foreign = await client(t).post(
      `/lgw/orders/${placed.orderNumber}/cancel`,
      {},
      { token: demoToken, merchant: 'demo' },
    );
    expect(foreign.json()).toMatchObject({ errorCode: 'lottery.order.not.found' });
  });

  it('a chase follows issues and stops at the first win, refunding the rest', async () => {
    const { nextNumero } = await near('long_dragon');
    const before = await balance('alpha', 'alpha001');
    const res = await bet(
      'long_dragon',
      nextNumero!.numero,
      [{ playType: '1D_POSITION', content: SURE_WIN, moneyMode: 'Y', multiple: 1 }],
      { chase: { issues: 3, stopOnWin: true } },
    );
    expect(res.json()).toMatchObject({ numero: nextNumero!.numero, totalBettingAmount: '300' });
    await drawThrough('long_dragon', nextNumero!.numero);
    // Won 5 × 2 × 9.75 = 97 on the first issue; the two later issues are refunded.
    expect(await balance('alpha', 'alpha001')).toBe(before - 100n + 97n);
    const orders = (
      await client(t).get('/lgw/orders?gameCode=long_dragon', { token: alphaToken, merchant: 'alpha' })
    ).json() as { list: { status: string; chaseNumber: string | null }[] };
    expect(orders.list.map((o) => o.status).sort()).toEqual(['cancelled', 'cancelled', 'won']);
    expect(orders.list.every((o) => o.chaseNumber)).toBe(true);
  });

  it('voids an undrawn issue with refunds; a drawn issue cannot be voided', async () => {
    const { nextNumero } = await near('lotus_pk10_5m');
    const before = await balance('alpha', 'alpha001');
    await bet('lotus_pk10_5m', nextNumero!.numero, [
      { playType: 'FIRST_DIRECT', content: '01,02', moneyMode: 'Y', multiple: 2 },
    ]);
    expect(await balance('alpha', 'alpha001')).toBe(before - 8n);
    const adminToken = await loginAdmin();
    const voidOf = (gameCode: string, numero: string, token?: string) =>
      client(t).post('/admin/api/lottery/issues/void', { gameCode, numero }, { merchant: 'alpha', token });
    expect((await voidOf('lotus_pk10_5m', nextNumero!.numero)).statusCode).toBe(401);
    expect((await voidOf('lotus_pk10_5m', nextNumero!.numero, adminToken)).json()).toMatchObject({
      success: true,
      value: { voidedBets: 1, refundAmount: '8' },
    });
    expect(await balance('alpha', 'alpha001')).toBe(before);
    const voided = await bet('lotus_pk10_5m', nextNumero!.numero, [
      { playType: 'FIRST_DIRECT', content: '01', moneyMode: 'Y', multiple: 1 },
    ]);
    expect(voided.json()).toMatchObject({ errorCode: 'lottery.numero.closed' });
    await drawThrough('lotus_ssc_1m', (await near('lotus_ssc_1m')).nextNumero!.numero);
    const drawn = (await client(t).get('/lgw/draw/code/lotus_ssc_1m', { merchant: 'alpha' })).json() as {
      list: { numero: string }[];
    };
    expect((await voidOf('lotus_ssc_1m', drawn.list[0]!.numero, adminToken)).json()).toMatchObject({
      success: false,
      errorCode: 'lottery.issue.not.voidable',
    });
  });
});

describe('settlement', () => {
  it('settles every bet exactly once across a crash mid-settlement and a restart', async () => {
    const numero = await openNumero('lotus_11x5_3m');
    const memberId = await memberIdOf(t, 'alpha', 'alpha001');
    const before = await balance('alpha', 'alpha001');
    const lines = ['ANY_1', 'ANY_2', 'ANY_3'].map((playType) => ({
      playType,
      content: '01,02,03,04,05,06',
      moneyMode: 'Y',
      multiple: 1,
    }));
    let staked = 0n;
    for (let i = 0; i < 12; i++) {
      const res = await bet('lotus_11x5_3m', numero, lines);
      staked += BigInt((res.json() as { totalBettingAmount: string }).totalBettingAmount);
    }
    const issue = await issueOf('lotus_11x5_3m', numero);
    const drawTime = new Date(issue!.drawAt.getTime() + 1000);

    // The node dies in the middle of its second batch: the first batch is committed, the second is not.
    let steps = 0;
    const crashing = node(() => drawTime, {
      settlementBatch: 10,
      onSettleStep: () => {
        if (++steps === 14) throw new Error('process killed');
      },
    });
    await expect(crashing.tick()).rejects.toThrow('process killed');
    const pendingAfterCrash = await t.database.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.issueId, issue!.id), eq(lotteryBets.status, 'pending')));
    expect(pendingAfterCrash).toHaveLength(36 - 10);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);

    // Restarted (and a second node racing it) finish the job.
    const restarted = node(() => drawTime, { settlementBatch: 10 });
    const other = node(() => drawTime, { settlementBatch: 7 });
    await Promise.all([restarted.tick(), other.tick()]);

    const bets = await t.database.db.select().from(lotteryBets).where(eq(lotteryBets.issueId, issue!.id));
    expect(bets).toHaveLength(36);
    expect(bets.every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
    const holds = rowsOf<{ status: string; n: string }>(
      await t.database.db.execute(
        sql`SELECT t.status, count(*)::text AS n FROM ledger_transfers t JOIN lottery_bets b ON b.hold_transfer_id = t.id WHERE b.issue_id = ${issue!.id} GROUP BY t.status`,
      ),
    );
    expect(holds).toEqual([{ status: 'posted', n: '36' }]);
    const [payouts] = rowsOf<{ n: string; total: string | null }>(
      await t.database.db.execute(
        sql`SELECT count(*)::text AS n, sum(amount)::text AS total FROM ledger_transfers WHERE kind = 'payout' AND idempotency_key IN (SELECT 'lot-pay:' || id FROM lottery_bets WHERE issue_id = ${issue!.id})`,
      ),
    );
    const won = bets.filter((b) => b.status === 'won');
    expect(Number(payouts!.n)).toBe(won.length);
    const paid = won.reduce((s, b) => s + b.payout, 0n);
    expect(BigInt(payouts!.total ?? '0')).toBe(paid);
    // Expected prizes straight from the drawn numbers.
    const drawn = (
      await t.database.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue!.id))
    )[0]!;
    const hits = ['01', '02', '03', '04', '05', '06'].filter((n) =>
      drawn.winNo!.split(',').includes(n),
    ).length;
    const choose = (n: number, k: number) =>
      k > n ? 0 : [...Array(k).keys()].reduce((r, i) => (r * (n - i)) / (i + 1), 1);
    const per = [
      ticketPayout(2n, 1950, { tickets: choose(hits, 1), numer: 5, denom: 11 }),
      ticketPayout(2n, 1950, { tickets: choose(hits, 2), numer: 2, denom: 11 }),
      ticketPayout(2n, 1950, { tickets: choose(hits, 3), numer: 2, denom: 33 }),
    ].reduce((a, b) => a + b, 0n);
    expect(paid).toBe(per * 12n);
    expect(drawn.status).toBe('settled');
    expect(await balance('alpha', 'alpha001')).toBe(before - staked + paid);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
    void memberId;
  });

  it('settling in batches posts what settling bet by bet would: one entry per move, balances chained', async () => {
    const numero = await openNumero('lotus_ssc_5m');
    const merchantId = await merchantIdOf(t, 'alpha');
    const accounts = async () =>
      new Map(
        rowsOf<{ id: string; balance: string; held: string }>(
          await t.database.db.execute(
            sql`SELECT id::text, balance::text, held::text FROM ledger_accounts WHERE merchant_id = ${merchantId}`,
          ),
        ).map((a) => [Number(a.id), { balance: BigInt(a.balance), held: BigInt(a.held) }]),
      );
    // Every order wins on its sure line; its single-digit line wins on one digit of ten.
    for (let i = 0; i < 12; i++) {
      const res = await bet('lotus_ssc_5m', numero, [
        { playType: '1D_POSITION', content: SURE_WIN, moneyMode: 'Y', multiple: 1 },
        { playType: '1D_POSITION', content: `${i % 10}||||`, moneyMode: 'Y', multiple: 1 + (i % 3) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const issue = await issueOf('lotus_ssc_5m', numero);
    const before = await accounts();
    const firstEntry = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`SELECT coalesce(max(id), 0)::text AS id FROM ledger_entries`),
    )[0]!.id;

    const drawTime = new Date(issue!.drawAt.getTime() + 1000);
    const settling = node(() => drawTime, { settlementBatch: 5 });
    await settling.draw(issue!);
    expect(await settling.settleIssue(issue!.id)).toMatchObject({ settled: 24 });

    // Bet by bet: the hold leaves the member for the house, then the prize comes back.
    const bets = await t.database.db.select().from(lotteryBets).where(eq(lotteryBets.issueId, issue!.id));
    expect(bets.filter((b) => b.status === 'won').length).toBeGreaterThanOrEqual(12);
    const holds = rowsOf<{ id: string; debit: string; credit: string; amount: string; status: string }>(
      await t.database.db.execute(sql`
        SELECT t.id::text, t.debit_account_id::text AS debit, t.credit_account_id::text AS credit,
               t.amount::text, t.status
        FROM ledger_transfers t JOIN lottery_bets b ON b.hold_transfer_id = t.id WHERE b.issue_id = ${issue!.id}`),
    );
    const expected = new Map([...before].map(([id, a]) => [id, { ...a }]));
    const move = (id: number, balance: bigint, held: bigint) => {
      const account = expected.get(id)!;
      account.balance += balance;
      account.held += held;
    };
    const holdOf = new Map(holds.map((h) => [Number(h.id), h]));
    for (const b of bets) {
      const hold = holdOf.get(b.holdTransferId)!;
      expect(hold.status).toBe('posted');
      expect(BigInt(hold.amount)).toBe(b.amount);
      move(Number(hold.debit), -b.amount, -b.amount);
      move(Number(hold.credit), b.amount, 0n);
      if (b.payout > 0n) {
        move(Number(hold.credit), -b.payout, 0n);
        move(Number(hold.debit), b.payout, 0n);
      }
    }
    const after = await accounts();
    expect(after).toEqual(expected);

    // One history entry per account and transfer, each carrying the balances it left behind.
    const entries = rowsOf<{
      account: string;
      transfer: string;
      event: string;
      bd: string;
      hd: string;
      ba: string;
      ha: string;
    }>(
      await t.database.db.execute(sql`
        SELECT account_id::text AS account, transfer_id::text AS transfer, event, balance_delta::text AS bd,
               held_delta::text AS hd, balance_after::text AS ba, held_after::text AS ha
        FROM ledger_entries WHERE id > ${firstEntry}::bigint AND merchant_id = ${merchantId} ORDER BY id`),
    );
    const won = bets.filter((b) => b.payout > 0n).length;
    expect(entries.filter((e) => e.event === 'post')).toHaveLength(2 * bets.length);
    expect(entries.filter((e) => e.event === 'direct')).toHaveLength(2 * won);
    const running = new Map([...before].map(([id, a]) => [id, { ...a }]));
    for (const e of entries) {
      const account = running.get(Number(e.account))!;
      account.balance += BigInt(e.bd);
      account.held += BigInt(e.hd);
      expect([e.ba, e.ha]).toEqual([account.balance.toString(), account.held.toString()]);
    }
    expect(running).toEqual(after);

    // Each prize: keyed by its bet, its reference the issue, fingerprinted as requestHash() would.
    const prizes = rowsOf<{ key: string; hash: string; amount: string; reference: string; credit: string }>(
      await t.database.db.execute(sql`
        SELECT idempotency_key AS key, request_hash AS hash, amount::text, reference, credit_account_id::text AS credit
        FROM ledger_transfers WHERE kind = 'payout' AND idempotency_key IN (
          SELECT 'lot-pay:' || id FROM lottery_bets WHERE issue_id = ${issue!.id})`),
    );
    expect(prizes).toHaveLength(won);
    for (const b of bets.filter((bet) => bet.payout > 0n)) {
      const prize = prizes.find((p) => p.key === `lot-pay:${b.id}`)!;
      expect(prize).toEqual({
        key: `lot-pay:${b.id}`,
        hash: requestHash({ hold: b.holdTransferId, amount: b.payout, kind: 'payout' }),
        amount: b.payout.toString(),
        reference: numero,
        credit: holdOf.get(b.holdTransferId)!.debit,
      });
    }
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

describe('running totals', () => {
  it('counts settled bets in the VIP standing on the next request', async () => {
    const betTotal = async () => {
      const res = await client(t).get('/wps/relay/MCSFE_getPlayerRankProgress', {
        token: alphaToken,
        merchant: 'alpha',
      });
      const value = res.json().value as PlayerRankProgress;
      const condition = value.playerRankProgress.conditions.find((c) => c.name === 'BET');
      if (!condition) throw new Error('alpha001 has no next VIP rank to make progress to');
      return Number(condition.current);
    };
    const numero = await openNumero('lotus_k3_5m');
    const res = await bet('lotus_k3_5m', numero, [
      { playType: 'SUM', content: '10', moneyMode: 'Y', multiple: 4 },
    ]);
    expect(res.statusCode).toBe(200);
    const stake = Number((res.json() as { totalBettingAmount: string }).totalBettingAmount);
    const before = await betTotal();
    expect(await betTotal()).toBe(before);
    await drawThrough('lotus_k3_5m', numero);
    expect(await betTotal()).toBe(before + stake);
  });
});
