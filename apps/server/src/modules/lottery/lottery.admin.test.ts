import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDraw, type DrawKind, type NearNumeroView } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';
import { WalletRepository } from '../wallet/index.js';
import { WalletSetupService } from '../wallet/index.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let demoAdmin: string;
let member: string;

type Res = Awaited<ReturnType<typeof api.get>>;
const code = (res: Res) => body(res).errorCode;
const value = (res: Res) => body(res).value;
/** The lottery is played at alpha (MAIN wallet); demo is the other merchant. */
const own = () => ({ token: admin, merchant: 'alpha' });
const other = () => ({ token: demoAdmin, merchant: 'demo' });
const GAME = 'lotus_ssc_1m';
const LINE = { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 };

interface GameView {
  id: number;
  code: string;
  kind: string;
  enabled: boolean;
  prizeGroup: number;
  intervalSeconds: number;
  lockSeconds: number;
  currentIssue: { numero: string; drawTime: number } | null;
}
interface IssueView {
  id: number;
  numero: string;
  status: string;
  seed: string | null;
  seedHash: string;
  winNo: string | null;
  betCount: number;
  betAmount: string;
  gameCode: string;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t, 'alpha', 'alphaadmin1');
  demoAdmin = await adminToken(t);
  member = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function games(o = own()): Promise<GameView[]> {
  return value(await api.get('/admin/api/lottery/games', o)).list;
}
async function gameOf(code: string): Promise<GameView> {
  return (await games()).find((g) => g.code === code)!;
}
async function nextNumero(game = GAME): Promise<string> {
  const res = await api.get(`/lgw/numeros/near?gameCode=${game}`, { merchant: 'alpha' });
  return (res.json() as NearNumeroView).nextNumero!.numero;
}
async function bet(numero: string, game = GAME, line: object = LINE) {
  const slip = { bettingSlipString: JSON.stringify({ gameCode: game, numero, bets: [line] }) };
  return api.post('/lgw/orders/betting', slip, { token: member, merchant: 'alpha' });
}
async function issues(query: string, o = own()): Promise<IssueView[]> {
  const res = await api.get(`/admin/api/lottery/issues?${query}`, o);
  expect(code(res), res.body).toBeNull();
  return value(res).list;
}
/** Runs the scheduler on a node whose clock is just past the issue's draw. */
async function drawPast(drawTime: number) {
  const db = t.database.db;
  const node = new LotteryService(
    new LotteryRepository(db),
    t.services.ledger,
    new WalletSetupService(new WalletRepository(db)),
    {
      now: () => new Date(drawTime + 1000),
      // Its writes reach the app's caches, as a scheduler node's reach every node's over the bus.
      issues: t.services.currentIssues,
    },
  );
  await node.tick();
}

describe('games', () => {
  it('lists every game with its schedule and current issue, per merchant', async () => {
    const list = await games();
    const ssc = list.find((g) => g.code === GAME)!;
    expect(ssc).toMatchObject({ enabled: true, intervalSeconds: 60 });
    expect(ssc.currentIssue?.numero).toMatch(/^\d{8}-\d{4}$/);
    const alphaIds = (await games(other())).map((g) => g.id);
    expect(alphaIds.length).toBeGreaterThan(0);
    expect(alphaIds.some((id) => list.some((g) => g.id === id))).toBe(false);
  });

  it('changes the betting close within bounds and never a result field', async () => {
    const ssc = await gameOf(GAME);
    const ok = await api.put(`/admin/api/lottery/games/${ssc.id}`, { lockSeconds: 20 }, own());
    expect(value(ok)).toMatchObject({ id: ssc.id, lockSeconds: 20 });
    const tooLate = await api.put(`/admin/api/lottery/games/${ssc.id}`, { lockSeconds: 31 }, own());
    expect(code(tooLate)).toBe('request.invalid');
    const result = await api.put(
      `/admin/api/lottery/games/${ssc.id}`,
      { prizeGroup: 2000, kind: 'pk10', intervalSeconds: 5 },
      own(),
    );
    expect(code(result)).toBe('request.invalid');
    const after = await gameOf(GAME);
    expect(after).toMatchObject({
      prizeGroup: ssc.prizeGroup,
      kind: ssc.kind,
      intervalSeconds: 60,
      lockSeconds: 20,
    });
    await api.put(`/admin/api/lottery/games/${ssc.id}`, { lockSeconds: ssc.lockSeconds }, own());
  });

  it('answers lottery.game.not.found for another merchant game', async () => {
    const ssc = await gameOf(GAME);
    expect(code(await api.put(`/admin/api/lottery/games/${ssc.id}`, { enabled: false }, other()))).toBe(
      'lottery.game.not.found',
    );
    expect((await gameOf(GAME)).enabled).toBe(true);
  });
});

describe('issues', () => {
  it('filters by draw time and pages, and never lists another merchant issue', async () => {
    const ssc = await gameOf(GAME);
    await nextNumero();
    const all = value(await api.get(`/admin/api/lottery/issues?gameId=${ssc.id}&size=2`, own()));
    expect(all.list.length).toBeLessThanOrEqual(2);
    expect(all.total).toBeGreaterThan(0);
    const future = await issues(`from=${Date.now() + 365 * 86_400_000}`);
    expect(future).toEqual([]);
    expect(await issues(`gameId=${ssc.id}`, other())).toEqual([]);
    const bad = await api.get('/admin/api/lottery/issues?from=10&to=5', own());
    expect(code(bad)).toBe('request.invalid');
  });

  it('voids an undrawn issue by id, refunding its bets, once', async () => {
    // Another game than the one the last test switches off, so each has its own open issue.
    const pk10 = 'lotus_pk10_5m';
    const numero = await nextNumero(pk10);
    const line = { playType: 'FIRST_DIRECT', content: '01', moneyMode: 'Y', multiple: 1 };
    expect((await bet(numero, pk10, line)).json()).toHaveProperty('orderNumber');
    const issue = (await issues('status=open&size=100')).find(
      (i) => i.numero === numero && i.gameCode === pk10,
    )!;
    expect(issue.betCount).toBe(1);

    expect(code(await api.post(`/admin/api/lottery/issues/${issue.id}/void`, {}, other()))).toBe(
      'resource.not.found',
    );
    const voided = await api.post(`/admin/api/lottery/issues/${issue.id}/void`, {}, own());
    expect(value(voided)).toMatchObject({
      gameCode: pk10,
      numero,
      voidedBets: 1,
      refundAmount: issue.betAmount,
    });
    const again = await api.post(`/admin/api/lottery/issues/${issue.id}/void`, {}, own());
    expect(code(again)).toBe('lottery.issue.not.voidable');
    const after = (await issues('status=voided&size=100')).find((i) => i.id === issue.id)!;
    expect(after.seed).toBeNull();
  });

  it('never answers a 5xx to fuzzed input', async () => {
    for (const q of [
      'gameId=x',
      'status=burnt',
      'from=-1',
      'to=9e99',
      'page=0',
      'size=101',
      'gameId=99999999999999999999',
    ]) {
      expect((await api.get(`/admin/api/lottery/issues?${q}`, own())).statusCode, q).toBeLessThan(500);
    }
    for (const b of [
      {},
      [],
      'x',
      { enabled: 'no' },
      { lockSeconds: -1 },
      { lockSeconds: 1e9 },
      { sort: 1.5 },
    ]) {
      const res = await api.put('/admin/api/lottery/games/1', b, own());
      expect(res.statusCode, JSON.stringify(b)).toBeLessThan(500);
      expect(code(res)).not.toBeNull();
    }
    for (const id of ['abc', '0', '-3', '1e3']) {
      expect((await api.post(`/admin/api/lottery/issues/${id}/void`, {}, own())).statusCode).toBeLessThan(
        500,
      );
    }
  });
});

// Last: it draws with a node clock past the next issue, which closes that issue for the tests above.
describe('switching a game off', () => {
  it('a disabled game takes no bets, yet its open issue is still drawn and settled', async () => {
    const ssc = await gameOf(GAME);
    const numero = await nextNumero();
    expect((await bet(numero)).json()).toHaveProperty('orderNumber');
    const off = await api.put(`/admin/api/lottery/games/${ssc.id}`, { enabled: false }, own());
    expect(value(off)).toMatchObject({ enabled: false, currentIssue: null });
    expect((await bet(numero)).json()).toMatchObject({ errorCode: 'lottery.game.not.found' });

    const [open] = await issues(`gameId=${ssc.id}&status=open&size=100`).then((l) =>
      l.filter((i) => i.numero === numero),
    );
    expect(open).toMatchObject({ betCount: 1, seed: null });
    expect(open!.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const drawTime = (await api.get(`/admin/api/lottery/issues?gameId=${ssc.id}&size=100`, own()))
      .json()
      .value.list.find((i: IssueView & { drawTime: number }) => i.numero === numero).drawTime as number;
    await drawPast(drawTime);
    const settled = (await issues(`gameId=${ssc.id}&status=settled&size=100`)).find(
      (i) => i.numero === numero,
    )!;
    expect(settled.betCount).toBe(1);
    expect(settled.seed).not.toBeNull();
    expect(
      verifyDraw({
        kind: ssc.kind as DrawKind,
        gameCode: GAME,
        numero,
        seed: settled.seed!,
        seedHash: settled.seedHash,
        winNo: settled.winNo!,
      }),
    ).toMatchObject({ commitmentMatches: true, resultMatches: true });
    await api.put(`/admin/api/lottery/games/${ssc.id}`, { enabled: true }, own());
  });
});
