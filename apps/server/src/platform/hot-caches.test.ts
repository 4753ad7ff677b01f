import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  enabledFlags,
  minorToDecimal,
  type FlagNode,
  type PlayerRankProgress,
} from '@platform/shared';
import { gameIdOf, launch, seamless } from '../modules/game/test-support.js';
import { MemberRepository } from '../modules/member/index.js';
import { SessionCache, SessionRepository, SessionService } from '../modules/session/index.js';
import type { Bus } from './bus.js';
import { createBus } from './realtime/create-bus.js';
import { SessionRevocations } from './session-revocation.js';
import { body, client, loginToken, operatorToken } from './testing/accounts.js';
import { createTestApp, createTestNode, type TestApp } from './testing/test-app.js';

/**
 * Sessions, members, merchants, flags, the game catalogue and the current lottery issues are
 * served from memory; every change that ends or alters
 * them must show on the very next request, on the node that made it and on every other.
 */

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

interface Card {
  id: number;
  accountTypeName: string;
  maintenance: { message: string } | null;
}
interface Near {
  gameCode: string;
  currentNumero: { numero: string; isSale: boolean; remainTime: number };
}
/** Lottery games seeded at every demo merchant: from daily to one a minute. */
const LOTTERY_GAMES = ['vn_mienbac', 'lotus_ssc_5m', 'lotus_ssc_1m'];

/** The game whose current issue takes bets longest from now: it does not lock during the test. */
async function steadyIssue(near: (gameCode: string) => Promise<Near>): Promise<Near> {
  const views = await Promise.all(LOTTERY_GAMES.map(near));
  const steady = views.sort((a, b) => b.currentNumero.remainTime - a.currentNumero.remainTime)[0]!;
  if (!steady.currentNumero.isSale || steady.currentNumero.remainTime < 30_000)
    throw new Error(`no issue on sale long enough: ${JSON.stringify(views)}`);
  return steady;
}

describe('one node', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let owner: string;
  const info = (token: string) => api.get('/wps/member/info', { token });

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    owner = await operatorToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a logged-out token on the next request, though it was served from memory', async () => {
    const token = await loginToken(t, 'demo001', 'demo1234');
    for (let i = 0; i < 3; i++) expect((await info(token)).statusCode).toBe(200);
    expect(body(await api.del('/wps/session/logout', { token })).success).toBe(true);
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(body(after).errorCode).toBe('user.or.token.invalid');
  });

  it('ends every session of a member logged out everywhere', async () => {
    const [one, two] = [
      await loginToken(t, 'demo001', 'demo1234'),
      await loginToken(t, 'demo001', 'demo1234'),
    ];
    for (const token of [one, two]) expect((await info(token)).statusCode).toBe(200);
    expect(body(await api.del('/wps/session/logout/all', { token: one })).success).toBe(true);
    for (const token of [one, two]) expect((await info(token)).statusCode).toBe(401);
  });

  it('refuses the sessions of a member an operator locks, and serves the new row once unlocked', async () => {
    const token = await loginToken(t, 'demo002', 'demo1234');
    const before = body(await info(token)).value as { id: number; account: string };
    const lock = (locked: boolean) =>
      api.post(`/admin/api/members/${before.id}/lock`, { locked, reason: 'review' }, { token: owner });
    expect(body(await lock(true)).value).toEqual({ id: before.id, locked: true });
    expect((await info(token)).statusCode).toBe(401);
    expect(body(await lock(false)).value).toEqual({ id: before.id, locked: false });
    const again = await loginToken(t, 'demo002', 'demo1234');
    expect(body(await info(again)).value.account).toBe(before.account);
  });

  it('ends the other sessions of a member who changes the password, and keeps the one that did', async () => {
    const stays = await loginToken(t, 'demo001', 'demo1234');
    const ends = await loginToken(t, 'demo001', 'demo1234');
    for (const token of [stays, ends]) expect((await info(token)).statusCode).toBe(200);
    const change = (token: string, from: string, to: string) =>
      api.post(
        '/wps/member/password',
        { oldPassword: from, newPassword: to, confirmNewPassword: to },
        { token },
      );
    expect(body(await change(stays, 'demo1234', 'other123')).success).toBe(true);
    expect((await info(ends)).statusCode).toBe(401);
    expect((await info(stays)).statusCode).toBe(200);
    expect(body(await change(stays, 'other123', 'demo1234')).success).toBe(true);
  });

  it('shows a changed avatar at once (the member row is not served stale)', async () => {
    const token = await loginToken(t, 'demo001', 'demo1234');
    const icon = (body(await info(token)).value.icon as number) === 2 ? 3 : 2;
    expect(body(await api.put('/wps/member/info/icon', { icon }, { token })).success).toBe(true);
    expect(body(await info(token)).value.icon).toBe(icon);
  });

  it('counts an approved deposit and a vendor bet in the VIP standing on the next request', async () => {
    const token = await loginToken(t, 'demo001', 'demo1234');
    const progress = async () => {
      const value = body(await api.get('/wps/relay/MCSFE_getPlayerRankProgress', { token }))
        .value as PlayerRankProgress;
      const current = (name: 'DEPOSIT' | 'BET') => {
        const condition = value.playerRankProgress.conditions.find((c) => c.name === name);
        if (!condition) throw new Error(`demo001 has no next VIP rank to make progress to`);
        return Number(condition.current);
      };
      return { deposit: current('DEPOSIT'), bet: current('BET') };
    };
    const before = await progress();
    expect(await progress()).toEqual(before);

    const deposit = body(
      await api.post('/wps/wallet/deposit', { amount: '700', payerName: 'Jade Tiger' }, { token }),
    ).value as { id: number };
    expect(await progress()).toEqual(before);
    const approved = await api.post(`/admin/api/deposits/${deposit.id}/approve`, {}, { token: owner });
    expect(body(approved).success).toBe(true);
    expect(await progress()).toEqual({ ...before, deposit: before.deposit + 700 });

    const game = await launch(t, token, await gameIdOf(t, 'demo', 'jade_dragon'));
    const debit = await seamless(t, 'LOTUS', 'debit', {
      sessionToken: game.session,
      playerId: game.player,
      currency: 'THB',
      transactionId: `vip-standing-${Date.now()}`,
      roundId: 'vip-standing',
      gameCode: 'jade_dragon',
      amount: '30.00',
    });
    expect(debit.status).toBe('OK');
    expect(await progress()).toEqual({ deposit: before.deposit + 700, bet: before.bet + 30 });
  });

  it("shows an operator's settings and flag changes on the next request", async () => {
    const status = async () => body(await api.get('/wps/system/status')).value as { permission: string };
    expect((await status()).permission).not.toBe('MAINTENANCE');
    const put = (url: string, payload: unknown) => api.put(url, payload, { token: owner });
    await put('/admin/api/merchant/settings', {
      maintenanceStart: Date.now() - 60_000,
      maintenanceEnd: Date.now() + 3_600_000,
      maintenanceMessage: 'cache check',
    });
    expect((await status()).permission).toBe('MAINTENANCE');
    await put('/admin/api/merchant/settings', { maintenanceStart: null, maintenanceEnd: null });
    expect((await status()).permission).not.toBe('MAINTENANCE');

    const whitelabel = async () =>
      enabledFlags(body(await api.get('/wps/system/whitelabel')).value as FlagNode[]);
    const flags = body(await api.get('/admin/api/merchant/flags', { token: owner })).value as {
      modId: string;
      parentModId: string | null;
      enabled: boolean;
    }[];
    const leaf = flags.find((f) => f.parentModId !== null && f.enabled)!;
    expect((await whitelabel()).has(leaf.modId)).toBe(true);
    await put('/admin/api/merchant/flags', { modId: leaf.modId, enabled: false });
    expect((await whitelabel()).has(leaf.modId)).toBe(false);
    await put('/admin/api/merchant/flags', { modId: leaf.modId, enabled: true });
    expect((await whitelabel()).has(leaf.modId)).toBe(true);
  });

  it('drops a vendor an operator switches off from the cards, lanes and lists at once, and shows it again', async () => {
    const cards = async () => body(await api.get('/wps/game/vendors')).value as Card[];
    const laneCodes = async () =>
      (body(await api.get('/wps/game/lanes')).value as { cards: Card[] }[]).flatMap((l) =>
        l.cards.map((c) => c.accountTypeName),
      );
    const listed = async (vendor: string) =>
      body(await api.get(`/wps/game/list?vassalage=${vendor}&pageSize=100`)).value.total as number;
    const before = await cards();
    const vendor = before.find((c) => c.accountTypeName === 'LOTUS')!;
    expect(await listed('LOTUS')).toBeGreaterThan(0);
    expect(await laneCodes()).toContain('LOTUS');
    const set = (enabled: boolean) =>
      api.put(`/admin/api/vendors/${vendor.id}`, { enabled }, { token: owner });
    expect(body(await set(false)).success).toBe(true);
    try {
      expect((await cards()).map((c) => c.accountTypeName)).not.toContain('LOTUS');
      expect(await laneCodes()).not.toContain('LOTUS');
      expect(await listed('LOTUS')).toBe(0);
    } finally {
      expect(body(await set(true)).success).toBe(true);
    }
    expect((await cards()).map((c) => c.accountTypeName)).toEqual(before.map((c) => c.accountTypeName));
    expect(await listed('LOTUS')).toBeGreaterThan(0);
  });

  it('shows a game switched off, a new order and a maintenance window on the next request', async () => {
    type Listed = { gameId: number };
    const page = async () =>
      (body(await api.get('/wps/game/list?vassalage=LOTUS&pageSize=100')).value.games as Listed[]).map(
        (g) => g.gameId,
      );
    const types = async () =>
      body(await api.get('/wps/game/types')).value as { gameType: string; gameCount: number }[];
    const ids = await page();
    const [first, second] = ids;
    const rngBefore = (await types()).find((x) => x.gameType === 'RNG')!.gameCount;
    const game = (id: number, patch: object) => api.put(`/admin/api/games/${id}`, patch, { token: owner });
    expect(body(await game(first!, { enabled: false })).success).toBe(true);
    expect(await page()).not.toContain(first);
    expect((await types()).find((x) => x.gameType === 'RNG')!.gameCount).toBe(rngBefore - 1);
    expect(body(await game(first!, { enabled: true })).success).toBe(true);
    expect(await page()).toEqual(ids);

    // Sorted to the end, then back: the kept page follows the order.
    const vendorId = (await api.get('/wps/game/vendors'))
      .json()
      .value.find((c: Card) => c.accountTypeName === 'LOTUS').id as number;
    const admin = body(await api.get(`/admin/api/games?vendorId=${vendorId}&size=50`, { token: owner })).value
      .list as { id: number; sort: number }[];
    const sort = admin.find((g) => g.id === first)!.sort;
    expect(body(await game(first!, { sort: 100_000 })).success).toBe(true);
    expect((await page()).at(-1)).toBe(first);
    expect((await page())[0]).toBe(second);
    expect(body(await game(first!, { sort })).success).toBe(true);
    expect(await page()).toEqual(ids);

    const cards = async () => body(await api.get('/wps/game/vendors')).value as Card[];
    const lotus = (await cards()).find((c) => c.accountTypeName === 'LOTUS')!;
    expect(lotus.maintenance).toBeNull();
    const created = await api.post(
      `/admin/api/vendors/${lotus.id}/maintenance`,
      { startTime: Date.now() - 1000, endTime: Date.now() + 3_600_000, message: 'cache check' },
      { token: owner },
    );
    const windowId = body(created).value.id as number;
    expect((await cards()).find((c) => c.id === lotus.id)!.maintenance).toMatchObject({
      message: 'cache check',
    });
    const recommended = body(await api.get('/wps/game/recommended?vassalage=LOTUS')).value;
    expect(recommended).toMatchObject({ list: [], maintenance: { message: 'cache check' } });
    await api.del(`/admin/api/vendors/${lotus.id}/maintenance/${windowId}`, { token: owner });
    expect((await cards()).find((c) => c.id === lotus.id)!.maintenance).toBeNull();
  });

  it("keeps a member's favourite flags out of the shared game pages", async () => {
    const [one, two] = [
      await loginToken(t, 'demo001', 'demo1234'),
      await loginToken(t, 'demo002', 'demo1234'),
    ];
    type Listed = { gameId: number; nodeId: number; vendor: string; favourite: boolean };
    const page = async (token?: string) =>
      body(await api.get('/wps/game/list?vassalage=LOTUS&pageSize=100', { token })).value.games as Listed[];
    const game = (await page(one))[0]!;
    const favourite = { nodeId: game.nodeId, vendor: game.vendor };
    expect(body(await api.post('/wps/game/favourite', favourite, { token: one })).success).toBe(true);
    try {
      expect((await page(one)).find((g) => g.gameId === game.gameId)!.favourite).toBe(true);
      expect((await page(two)).find((g) => g.gameId === game.gameId)!.favourite).toBe(false);
      expect((await page()).find((g) => g.gameId === game.gameId)!.favourite).toBe(false);
    } finally {
      await api.del(`/wps/game/favourite?nodeId=${game.nodeId}&vendor=${game.vendor}`, { token: one });
    }
    expect((await page(one)).find((g) => g.gameId === game.gameId)!.favourite).toBe(false);
  });

  it('shows a lottery issue an operator voids as closed on the next request', async () => {
    const near = async (gameCode: string) =>
      (await api.get(`/lgw/numeros/near?gameCode=${gameCode}`)).json() as Near;
    const steady = await steadyIssue(near);
    expect((await near(steady.gameCode)).currentNumero.isSale).toBe(true);
    const issues = body(await api.get('/admin/api/lottery/issues?status=open&size=50', { token: owner }))
      .value.list as { id: number; numero: string; gameCode: string }[];
    const issue = issues.find(
      (i) => i.gameCode === steady.gameCode && i.numero === steady.currentNumero.numero,
    )!;
    expect(
      body(await api.post(`/admin/api/lottery/issues/${issue.id}/void`, {}, { token: owner })).success,
    ).toBe(true);
    const after = await near(steady.gameCode);
    expect(after.currentNumero.numero).toBe(steady.currentNumero.numero);
    expect(after.currentNumero.isSale).toBe(false);
  });

  it('ends a kept session at its expiry to the millisecond', async () => {
    const merchant = (await t.services.directory.byMerchantCode('demo'))!;
    let now = new Date();
    const ttl = 60_000;
    const sessions = new SessionService(
      new SessionRepository(t.database.db),
      new MemberRepository(t.database.db),
      ttl,
      new SessionRevocations(t.bus, quiet),
      () => now,
      new SessionCache(),
    );
    const row = (await new MemberRepository(t.database.db).findByUsername(merchant.id, 'demo001'))!;
    const token = await sessions.issue(row, '127.0.0.1', null);
    const issuedAt = now.getTime();
    expect(await sessions.resolve(merchant, token)).not.toBeNull();
    now = new Date(issuedAt + ttl - 1);
    expect(await sessions.resolve(merchant, token)).not.toBeNull();
    now = new Date(issuedAt + ttl);
    expect(await sessions.resolve(merchant, token)).toBeNull();
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('two nodes sharing one Redis bus (REDIS_URL)', () => {
  let t: TestApp;
  const buses: Bus[] = [];
  const nodes: FastifyInstance[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    // Its own node stays unused: both nodes here talk over Redis, sharing only the database.
    t = await createTestApp();
    // Test files run side by side on one Redis: the nodes of this file hear only each other.
    const namespace = `test:${randomUUID()}:`;
    for (let i = 0; i < 2; i++) {
      const bus = await createBus(REDIS_URL!, quiet, namespace);
      buses.push(bus);
      const node = await createTestNode(t.database, bus);
      await node.listen({ port: 0, host: '127.0.0.1' });
      nodes.push(node);
      urls.push(`http://127.0.0.1:${(node.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    for (const bus of buses) await bus.close();
    await t?.close();
  });

  /** Real HTTP: each node hears the bus over its own sockets, as in production. */
  async function call(
    node: number,
    method: string,
    path: string,
    o: { token?: string; body?: unknown; merchant?: string } = {},
  ) {
    const res = await fetch(`${urls[node]}${path}`, {
      method,
      headers: {
        Merchant: o.merchant ?? 'demo',
        ...(o.token ? { Authorization: o.token } : {}),
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const answer = (await res.json()) as { success: boolean; value: any; errorCode: string | null };
    return { status: res.status, body: answer };
  }

  async function login(
    node: number,
    username: string,
    password: string,
    path = '/wps/session/login/unsecure',
    merchant = 'demo',
  ) {
    const res = await call(node, 'POST', path, { body: { username, password }, merchant });
    if (!res.body.value?.token) throw new Error(JSON.stringify(res.body));
    return res.body.value.token as string;
  }

  it('refuses on node B a token logged out on node A, at once', async () => {
    const token = await login(0, 'demo001', 'demo1234');
    for (const node of [0, 1, 1])
      expect((await call(node, 'GET', '/wps/member/info', { token })).status).toBe(200);
    expect((await call(0, 'DELETE', '/wps/session/logout', { token })).body.success).toBe(true);
    expect((await call(1, 'GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await call(0, 'GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it("shows on node B the money a change on node A moved, at once, and no other merchant's", async () => {
    const token = await login(1, 'demo002', 'demo1234');
    const alpha = await login(1, 'alpha001', 'alpha1234', '/wps/session/login/unsecure', 'alpha');
    const money = async (node: number, as = token, merchant = 'demo') =>
      (await call(node, 'GET', '/wps/member/info', { token: as, merchant })).body.value.money as string;
    const before = await money(1);
    const alphaBefore = await money(1, alpha, 'alpha');
    for (const node of [0, 1, 1]) expect(await money(node)).toBe(before);

    const deposit = await call(0, 'POST', '/wps/wallet/deposit', {
      token,
      body: { amount: '150.25', payerName: 'Jade Tiger' },
    });
    const owner = await login(0, 'admin', 'admin1234', '/admin/api/session/login');
    const approved = await call(0, 'POST', `/admin/api/deposits/${deposit.body.value.id}/approve`, {
      token: owner,
      body: {},
    });
    expect(approved.body.value.status).toBe('APPROVED');
    const plus = (minor: bigint) => minorToDecimal(decimalToMinor(before, 'THB') + minor, 'THB');
    const after = plus(15_025n);
    expect(await money(1)).toBe(after);
    expect(await money(0)).toBe(after);

    // And back the other way: a wallet transfer on node B shows on node A.
    const transfer = await call(1, 'POST', '/wps/wallet/transfer', {
      token,
      body: { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '50.25', requestId: `two-nodes-${Date.now()}` },
    });
    expect(transfer.body.success).toBe(true);
    expect(await money(0)).toBe(plus(10_000n));

    // The other merchant's member saw none of it.
    expect(await money(0, alpha, 'alpha')).toBe(alphaBefore);
    expect((await call(0, 'GET', '/wps/member/info', { token: alpha })).status).toBe(401);
  });

  it('refuses on node B the sessions of a member locked on node A', async () => {
    const token = await login(1, 'demo002', 'demo1234');
    const id = (await call(1, 'GET', '/wps/member/info', { token })).body.value.id as number;
    const owner = await login(0, 'admin', 'admin1234', '/admin/api/session/login');
    const lock = (locked: boolean) =>
      call(0, 'POST', `/admin/api/members/${id}/lock`, { token: owner, body: { locked, reason: 'review' } });
    expect((await lock(true)).body.value).toEqual({ id, locked: true });
    expect((await call(1, 'GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await lock(false)).body.success).toBe(true);
  });

  it('drops on node B a vendor switched off on node A, and shows it again once switched on', async () => {
    const codes = async (node: number) =>
      ((await call(node, 'GET', '/wps/game/vendors')).body.value as Card[]).map((c) => c.accountTypeName);
    const listed = async (node: number) =>
      (await call(node, 'GET', '/wps/game/list?vassalage=LOTUS&pageSize=100')).body.value.total as number;
    const lotus = ((await call(1, 'GET', '/wps/game/vendors')).body.value as Card[]).find(
      (c) => c.accountTypeName === 'LOTUS',
    )!;
    for (const node of [0, 1, 1]) {
      expect(await codes(node)).toContain('LOTUS');
      expect(await listed(node)).toBeGreaterThan(0);
    }
    const owner = await login(0, 'admin', 'admin1234', '/admin/api/session/login');
    const set = (enabled: boolean) =>
      call(0, 'PUT', `/admin/api/vendors/${lotus.id}`, { token: owner, body: { enabled } });
    expect((await set(false)).body.success).toBe(true);
    try {
      expect(await codes(1)).not.toContain('LOTUS');
      expect(await listed(1)).toBe(0);
    } finally {
      expect((await set(true)).body.success).toBe(true);
    }
    expect(await codes(1)).toContain('LOTUS');
    expect(await listed(1)).toBeGreaterThan(0);
  });

  it('shows on node B a lottery issue voided on node A as closed', async () => {
    const near = async (gameCode: string) =>
      (await call(1, 'GET', `/lgw/numeros/near?gameCode=${gameCode}`)).body as unknown as Near;
    const steady = await steadyIssue(near);
    expect((await near(steady.gameCode)).currentNumero.isSale).toBe(true);
    const owner = await login(0, 'admin', 'admin1234', '/admin/api/session/login');
    const issues = (await call(0, 'GET', '/admin/api/lottery/issues?status=open&size=50', { token: owner }))
      .body.value.list as { id: number; numero: string; gameCode: string }[];
    const issue = issues.find(
      (i) => i.gameCode === steady.gameCode && i.numero === steady.currentNumero.numero,
    )!;
    const voided = await call(0, 'POST', `/admin/api/lottery/issues/${issue.id}/void`, {
      token: owner,
      body: {},
    });
    expect(voided.body.success).toBe(true);
    expect((await near(steady.gameCode)).currentNumero.isSale).toBe(false);
  });

  it('shows on node B a settings change made on node A', async () => {
    const status = async (node: number) =>
      (await call(node, 'GET', '/wps/system/status')).body.value.permission as string;
    for (const node of [0, 1]) expect(await status(node)).not.toBe('MAINTENANCE');
    const owner = await login(0, 'admin', 'admin1234', '/admin/api/session/login');
    const settings = (body: unknown) =>
      call(0, 'PUT', '/admin/api/merchant/settings', { token: owner, body });
    await settings({ maintenanceStart: Date.now() - 60_000, maintenanceEnd: Date.now() + 3_600_000 });
    expect(await status(1)).toBe('MAINTENANCE');
    await settings({ maintenanceStart: null, maintenanceEnd: null });
    expect(await status(1)).not.toBe('MAINTENANCE');
  });
});
