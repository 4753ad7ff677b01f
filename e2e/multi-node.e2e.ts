import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@stomp/stompjs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import {
  LOTTERY_TOPIC,
  userTopic,
  type LotteryDrawEventData,
  type NearNumeroView,
  type RealtimeMessage,
} from '@platform/shared';
import { activate, stompClient } from '../apps/server/src/platform/realtime/test-support.js';
import { VIEWPORTS, ensureWebBuild, launchChromium, screenshotDir, webDist } from './harness.js';
import { callApi, type Envelope } from './member-api.js';
import {
  ensureServerBuild,
  startNode,
  startRoundRobinProxy,
  type RoundRobinProxy,
  type ServerNode,
} from './cluster.js';

// Two API nodes (the production bundle, each its own process) on one PostgreSQL database and one
// Redis, behind a round-robin reverse proxy: a member logged in through node A bets through node
// B, the issue is drawn and settled once although both nodes run the lottery scheduler, the draw
// reaches the member's sockets on either node, and a logout on one node ends the session on the
// other at once.
//
// The proxy is a small node:http one (cluster.ts), not nginx: it needs nothing installed, runs the
// same on a laptop as in CI, and counts which node got each request and socket.
//
// The e2e tier runs without DATABASE_URL (its other files use PGlite), so scripts/test-all.mjs
// hands the PostgreSQL URL on as E2E_DATABASE_URL; REDIS_URL is passed as it is. This file creates
// a database of its own on that server and drops it at the end.

const databaseUrl = process.env.E2E_DATABASE_URL || process.env.DATABASE_URL;
const redisUrl = process.env.E2E_REDIS_URL || process.env.REDIS_URL;
const missing = [
  ...(databaseUrl ? [] : ['PostgreSQL (E2E_DATABASE_URL)']),
  ...(redisUrl ? [] : ['Redis (REDIS_URL)']),
];
const inCi = ['true', '1'].includes(String(process.env.CI).toLowerCase());
// Outside CI a machine without them skips the file, and says so; CI starts both, so there a
// missing one fails the run.
const skip = missing.length > 0 && !inCi;
if (skip) console.warn(`multi-node e2e skipped: no ${missing.join(' and ')} configured`);

/** Every game draws this often: a bet is placed and its issue drawn within seconds. */
const INTERVAL_SECONDS = 8;
const GAME = 'lotus_ssc_1m';
const ALL = '0,1,2,3,4,5,6,7,8,9';
/** Every digit at every position: 50 tickets, exactly 5 of them win. */
const SURE_WIN = `${ALL}|${ALL}|${ALL}|${ALL}|${ALL}`;

let database: string;
let nodeA: ServerNode;
let nodeB: ServerNode;
let proxy: RoundRobinProxy;
let browser: Browser;
const sockets: Client[] = [];

function urlOfDatabase(name: string): string {
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>, url = databaseUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A query on the test's database. */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return onServer(async (client) => (await client.query<T>(text, values)).rows, urlOfDatabase(database));
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A member's socket straight to one node, listening to the lottery and its own topic. */
interface MemberSocket {
  node: string;
  draws: LotteryDrawEventData[];
  /** ERROR frames' message headers. */
  errors: string[];
  closedWith: Promise<number>;
}

async function memberSocket(node: ServerNode, token: string, customerId: number): Promise<MemberSocket> {
  const client = stompClient(`ws://127.0.0.1:${node.port}/ws`, { merchant: 'demo', token });
  const socket: MemberSocket = { node: node.name, draws: [], errors: [], closedWith: Promise.resolve(0) };
  socket.closedWith = new Promise((resolve) => {
    client.onWebSocketClose = (event: { code: number }) => resolve(event.code);
  });
  await activate(client);
  client.onStompError = (frame) => socket.errors.push(frame.headers.message ?? '');
  const onMessage = (body: string) => {
    const message = JSON.parse(body) as RealtimeMessage;
    if (message.type === 'LOTTERY_DRAW') socket.draws.push(message.data as LotteryDrawEventData);
  };
  client.subscribe(LOTTERY_TOPIC, (frame) => onMessage(frame.body));
  client.subscribe(userTopic(customerId), (frame) => onMessage(frame.body));
  sockets.push(client);
  return socket;
}

/** A page of the browser through the proxy whose tab holds the member's session. */
async function pageThroughProxy(token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: proxy.baseUrl, viewport: VIEWPORTS.desktop });
  await context.addInitScript(
    ([value]) => {
      if (!localStorage.getItem('e2e-session-set')) {
        sessionStorage.setItem('token', value);
        sessionStorage.setItem('publicityClosed', '1');
        localStorage.setItem('e2e-session-set', '1');
        localStorage.setItem('language', 'EN');
      }
    },
    [token] as const,
  );
  return context.newPage();
}

async function lotteryBalance(node: ServerNode, token: string): Promise<number> {
  const res = await callApi<{ walletList: { code: string; availBalance: string }[] }>(
    node,
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  expect(res.success, JSON.stringify(res)).toBe(true);
  return Number(res.value.walletList.find((w) => w.code === 'LOTT')!.availBalance);
}

/** Bets SURE_WIN once on the next issue through `node`; retried when the issue closes meanwhile. */
async function placeSureWin(node: ServerNode, token: string) {
  for (let attempt = 0; ; attempt++) {
    const near = (await (
      await fetch(`${node.baseUrl}/lgw/numeros/near?gameCode=${GAME}`, { headers: { Merchant: 'demo' } })
    ).json()) as NearNumeroView;
    const numero = near.nextNumero?.numero ?? near.currentNumero?.numero;
    const slip = {
      gameCode: GAME,
      numero,
      bets: [{ playType: '1D_POSITION', content: SURE_WIN, moneyMode: 'Y', multiple: 1 }],
    };
    const res = await fetch(`${node.baseUrl}/lgw/orders/betting`, {
      method: 'POST',
      headers: { Merchant: 'demo', Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ bettingSlipString: JSON.stringify(slip) }),
    });
    const body = (await res.json()) as { orderNumber: string; numero: string; totalBettingAmount: string };
    if (res.status === 200) return body;
    if (attempt >= 4) throw new Error(`bet through ${node.name}: ${res.status} ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe.skipIf(skip)(
  `two API nodes on PostgreSQL and Redis behind a round-robin proxy${missing.length ? ` (needs ${missing.join(' and ')})` : ''}`,
  () => {
    let token: string;
    let customerId: number;
    /** The member's sockets straight to node A and to node B: one of them is not on the node that drew. */
    let socketA: MemberSocket;
    let socketB: MemberSocket;
    let page: Page;

    beforeAll(async () => {
      if (missing.length)
        throw new Error(`CI run without ${missing.join(' and ')}: the multi-node test cannot run`);
      ensureServerBuild((line) => console.log(`e2e: ${line}`));
      ensureWebBuild();
      database = `e2e_multinode_${randomBytes(4).toString('hex')}`;
      await onServer((client) => client.query(`CREATE DATABASE "${database}"`));
      const env = {
        DATABASE_URL: urlOfDatabase(database),
        REDIS_URL: redisUrl!,
        WEB_DIST: webDist,
        LOTTERY_INTERVAL_SECONDS: String(INTERVAL_SECONDS),
      };
      // Started together on the empty database, as a deployment's nodes are: they take turns
      // to migrate, and only node A seeds the demo merchants. Requests wait for both to be ready.
      [nodeA, nodeB] = await Promise.all([
        startNode({ name: 'A', env: { ...env, SEED_DEMO: 'true' } }),
        startNode({ name: 'B', env: { ...env, SEED_DEMO: 'false' } }),
      ]);
      proxy = await startRoundRobinProxy([nodeA, nodeB].map((n) => ({ host: '127.0.0.1', port: n.port })));
      browser = await launchChromium();
    }, 240_000);

    afterAll(async () => {
      for (const client of sockets) await client.deactivate().catch(() => undefined);
      await browser?.close().catch(() => undefined);
      await proxy?.close();
      await Promise.all([nodeA?.stop(), nodeB?.stop()]);
      if (database) {
        await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      }
    });

    it('a member logged in through node A bets through node B; the issue is drawn and paid once; every socket hears the draw', async () => {
      const login = await callApi<{ token: string; customerId: number }>(
        nodeA,
        'POST',
        '/wps/session/login',
        {
          type: 'username',
          username: 'demo001',
          password: 'demo1234',
        },
      );
      expect(login.success, JSON.stringify(login)).toBe(true);
      ({ token, customerId } = login.value);

      // Node B knows the session node A opened.
      const info = await callApi(nodeB, 'GET', '/wps/member/info', undefined, token);
      expect(info.success, JSON.stringify(info)).toBe(true);
      const moved = await callApi(
        nodeB,
        'POST',
        '/wps/wallet/transfer',
        { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '1000' },
        token,
      );
      expect(moved.success, JSON.stringify(moved)).toBe(true);

      socketA = await memberSocket(nodeA, token, customerId);
      socketB = await memberSocket(nodeB, token, customerId);
      page = await pageThroughProxy(token);
      const pageDraws: string[] = [];
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('LOTTERY_DRAW')) pageDraws.push(String(frame.payload));
        }),
      );
      await page.goto(`/lottery?gameCode=${GAME}&playType=1D_POSITION`);
      await page.getByTestId('lottery-betting').waitFor({ state: 'visible', timeout: 30_000 });

      const before = await lotteryBalance(nodeA, token);
      const placed = await placeSureWin(nodeB, token);
      const stake = Number(placed.totalBettingAmount);
      expect(stake).toBe(100);

      // Both nodes' schedulers try to draw and settle the issue; the database lets one do each step.
      const [issue] = await waitFor(
        `issue ${placed.numero} settled`,
        () =>
          query<{ id: string; status: string; win_no: string | null }>(
            `SELECT i.id, i.status, i.win_no FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
              WHERE g.code = $1 AND i.numero = $2 AND i.merchant_id = g.merchant_id
                AND g.merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`,
            [GAME, placed.numero],
          ),
        (rows) => rows[0]?.status === 'settled',
        6 * INTERVAL_SECONDS * 1000,
      );
      expect(issue!.win_no).toMatch(/^\d(,\d){4}$/);

      // The draw reaches the member's socket on each node: whichever node drew, one of the two
      // sockets sits on the other, and the push crossed Redis to it.
      const drawsOf = (s: MemberSocket) =>
        s.draws.filter((d) => d.gameCode === GAME && d.numero === placed.numero);
      await waitFor(
        'the draw on both sockets',
        async () => [drawsOf(socketA).length, drawsOf(socketB).length],
        ([a, b]) => a! > 0 && b! > 0,
        10_000,
      );
      // Given time for a second announcement, there is none: the issue was drawn once.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const socket of [socketA, socketB]) {
        expect(drawsOf(socket), `draw pushes on node ${socket.node}`).toEqual([
          expect.objectContaining({ gameCode: GAME, numero: placed.numero, winNumber: issue!.win_no }),
        ]);
        // Nor any other issue of any game drawn meanwhile.
        const keys = socket.draws.map((d) => `${d.gameCode} ${d.numero}`);
        expect(
          keys.filter((key, i) => keys.indexOf(key) !== i),
          `repeated draws on node ${socket.node}`,
        ).toEqual([]);
      }

      // One result row; each bet settled once; one payout transfer per winning bet.
      const bets = await query<{ id: string; status: string; payout: string; hold_status: string }>(
        `SELECT b.id, b.status, b.payout::text, t.status AS hold_status
           FROM lottery_bets b JOIN lottery_orders o ON o.id = b.order_id
           JOIN ledger_transfers t ON t.id = b.hold_transfer_id
          WHERE o.order_number = $1`,
        [placed.orderNumber],
      );
      expect(bets.length).toBe(1);
      expect(bets.map((b) => [b.status, b.hold_status])).toEqual([['won', 'posted']]);
      const payouts = await query<{ idempotency_key: string; amount: string; entries: number }>(
        `SELECT t.idempotency_key, t.amount::text,
                (SELECT count(*)::int FROM ledger_entries e WHERE e.transfer_id = t.id) AS entries
           FROM ledger_transfers t
          WHERE t.kind = 'payout' AND t.reference = $1 AND t.idempotency_key LIKE 'lot-pay:%'`,
        [placed.numero],
      );
      expect(payouts.map((p) => p.idempotency_key)).toEqual([`lot-pay:${bets[0]!.id}`]);
      expect(payouts[0]!.amount).toBe(bets[0]!.payout);
      expect(payouts[0]!.entries).toBe(2);
      const payout = Number(bets[0]!.payout) / 100;
      expect(payout).toBeGreaterThan(0);

      // Both nodes read the same money.
      const expected = before - stake + payout;
      expect(await lotteryBalance(nodeA, token)).toBeCloseTo(expected, 2);
      expect(await lotteryBalance(nodeB, token)).toBeCloseTo(expected, 2);

      // The page, whose requests and socket the proxy spreads over both nodes, shows the win
      // without a reload.
      const order = page.getByTestId('bet-order').filter({ hasText: placed.numero }).first();
      await expect
        .poll(() => order.getAttribute('data-status').catch(() => null), { timeout: 30_000, interval: 500 })
        .toBe('won');
      expect(pageDraws.some((frame) => frame.includes(placed.numero))).toBe(true);
      const shown = expected.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      await expect
        .poll(() => page.getByTestId('bet-wallet-balance').innerText(), { timeout: 15_000 })
        .toContain(shown);
      await order.scrollIntoViewIfNeeded();
      fs.mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, 'multi-node-won-en-desktop.png') });
      expect(
        proxy.requests.every((n) => n > 0),
        `requests per node ${proxy.requests.join('/')}`,
      ).toBe(true);
    });

    it('a logout through node A ends the session on node B at once, its sockets on both nodes included', async () => {
      // Both nodes hold the session now (each has just answered with it).
      for (const node of [nodeA, nodeB]) {
        const res = await callApi(node, 'GET', '/wps/member/info', undefined, token);
        expect(res.success, `${node.name}: ${JSON.stringify(res)}`).toBe(true);
      }
      const out = await callApi(nodeA, 'POST', '/wps/session/logout', undefined, token);
      expect(out.success, JSON.stringify(out)).toBe(true);

      // The very next request on node B is refused: no waiting for a cache to expire.
      const refused: Envelope = await callApi(nodeB, 'GET', '/wps/member/info', undefined, token);
      expect([refused.success, refused.errorCode]).toEqual([false, 'user.or.token.invalid']);
      const refusedA: Envelope = await callApi(nodeA, 'GET', '/wps/member/info', undefined, token);
      expect([refusedA.success, refusedA.errorCode]).toEqual([false, 'user.or.token.invalid']);

      // The member's sockets on both nodes are told and closed (policy violation).
      for (const socket of [socketA, socketB]) {
        const code = await Promise.race([
          socket.closedWith,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
        ]);
        expect(code, `socket on node ${socket.node}`).toBe(1008);
        expect(socket.errors, `socket on node ${socket.node}`).toEqual(['user.or.token.invalid']);
      }
    });
  },
);
