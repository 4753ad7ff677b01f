import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginToken } from '../testing/accounts.js';
import { attachRealtime } from '../realtime/attach.js';
import { activate, stompClient, wsUrl } from '../realtime/test-support.js';
import { client } from '../testing/accounts.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.js';
import { LotteryRepository, LotteryService } from '../../modules/lottery/index.js';
import { WalletRepository, WalletSetupService } from '../../modules/wallet/index.js';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let open: TestApp;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  open = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await open.close();
});

/** The value of one sample line of the text format, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** The sum of every sample of a series, whatever its labels. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

const scrape = async (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}`, ...headers },
  });

describe('GET /metrics', () => {
  it('counts requests per route pattern and errors per catalogue code, in the Prometheus format', async () => {
    const before = (await scrape(t)).body;
    for (const id of [1, 2, 3]) {
      await t.app.inject({ method: 'GET', url: `/wps/system/status?t=${id}`, headers: { Merchant: 'demo' } });
    }
    await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { Merchant: 'demo' } });
    await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { Merchant: 'nobody-here' } });

    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const ok = { method: 'GET', route: '/wps/system/status', status: '200' };
    expect(sample(text, 'http_requests_total', ok) - sample(before, 'http_requests_total', ok)).toBe(3);
    // No series per URL: the query strings above left none behind.
    expect(text).not.toContain('t=1');
    const noSession = { code: 'login.not.session', status: '401' };
    expect(
      sample(text, 'http_errors_total', noSession) - sample(before, 'http_errors_total', noSession),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: '/wps/system/status' }),
    ).toBeGreaterThanOrEqual(3);
    // The node's own figures: event-loop lag, heap, sockets, and the pool on PostgreSQL.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(/^stomp_connections \d+$/m);
    if (process.env.DATABASE_URL)
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
  });

  it('is not found without the token, with a wrong one, or for a forwarded request without a token set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape(t, { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(404);
    expect((await scrape(t, { authorization: TOKEN })).statusCode).toBe(404);
    // No token configured: a request from this machine may read it, unless a proxy forwarded it.
    const local = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const forwarded = await open.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    const remote = await open.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('counts the STOMP connections and messages of the node’s broker', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const realtime = attachRealtime(t.app.server, {
      bus: t.bus,
      callers: t.services.callers,
      logger: t.app.log,
    });
    t.services.metrics.watchRealtime(realtime.broker);
    const token = await loginToken(t, 'demo002', 'demo1234');
    const stomp = stompClient(wsUrl(t.app.server), { merchant: 'demo', token });
    try {
      await activate(stomp);
      const connected = (await scrape(t)).body;
      expect(connected).toMatch(/^stomp_connections 1$/m);
      expect(connected).toMatch(/^stomp_frames_received [1-9]\d*$/m);
    } finally {
      await stomp.deactivate();
      await realtime.close();
    }
    await expect.poll(async () => /^stomp_connections 0$/m.test((await scrape(t)).body)).toBe(true);
  });

  it('reads the ledger and lottery figures from the database at each scrape', async () => {
    const game = { game: 'lotus_ssc_1m' };
    const before = (await scrape(t)).body;
    // Every game has its undrawn-issues series from the start, at 0 when all is well.
    expect(before).toMatch(/^lottery_open_issues_undrawn\{game="lotus_ssc_1m"\} \d+$/m);
    expect(before).toContain('the same on every node (read with max())');

    const token = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const near = await client(t).get('/lgw/numeros/near?gameCode=lotus_ssc_1m', { merchant: 'alpha' });
    const numero = (near.json() as { nextNumero: { numero: string } }).nextNumero.numero;
    const slip = {
      gameCode: 'lotus_ssc_1m',
      numero,
      bets: [
        { playType: '5D_DIRECT', content: '1|2|3|4|5', moneyMode: 'Y', multiple: 1 },
        { playType: '5D_DIRECT', content: '5|4|3|2|1', moneyMode: 'Y', multiple: 1 },
      ],
    };
    const placed = await client(t).post(
      '/lgw/orders/betting',
      { bettingSlipString: JSON.stringify(slip) },
      { token, merchant: 'alpha' },
    );
    expect(placed.statusCode).toBe(200);

    const afterBet = (await scrape(t)).body;
    expect(
      sample(afterBet, 'lottery_bets_placed_24h', game) - sample(before, 'lottery_bets_placed_24h', game),
    ).toBe(2);
    // The stake's hold is a ledger transfer of the bet's amount (2 + 2 in major units).
    expect(
      total(afterBet, 'ledger_transfers_24h') - total(before, 'ledger_transfers_24h'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      total(afterBet, 'ledger_transfer_amount_24h') - total(before, 'ledger_transfer_amount_24h'),
    ).toBeGreaterThanOrEqual(4);

    // A transfer between a demo member's wallets: one ledger transfer of its kind and amount.
    const demo = await loginToken(t, 'demo002', 'demo1234');
    const moved = await client(t).post(
      '/wps/wallet/transfer',
      { fromWallet: 'MAIN', toWallet: 'lott', amount: '12.50' },
      { token: demo },
    );
    expect(moved.statusCode).toBe(200);
    const afterTransfer = (await scrape(t)).body;
    const kind = { kind: 'wallet_transfer' };
    expect(
      sample(afterTransfer, 'ledger_transfers_24h', kind) - sample(afterBet, 'ledger_transfers_24h', kind),
    ).toBe(1);
    expect(
      sample(afterTransfer, 'ledger_transfer_amount_24h', kind) -
        sample(afterBet, 'ledger_transfer_amount_24h', kind),
    ).toBeCloseTo(12.5, 6);

    // A scheduler node draws and settles the issue one second after its draw time.
    const db = t.database.db;
    const [issue] = rowsOf<{ draw_at: string | Date }>(
      await db.execute(sql`
        SELECT i.draw_at FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        JOIN merchants m ON m.id = i.merchant_id
        WHERE g.code = 'lotus_ssc_1m' AND m.code = 'alpha' AND i.numero = ${numero}`),
    );
    const drawAt = new Date(issue!.draw_at);
    await new LotteryService(
      new LotteryRepository(db),
      t.services.ledger,
      new WalletSetupService(new WalletRepository(db)),
      { issues: t.services.currentIssues, now: () => new Date(drawAt.getTime() + 1000) },
    ).tick();

    const settled = (await scrape(t)).body;
    expect(
      sample(settled, 'lottery_bets_settled_24h', game) - sample(before, 'lottery_bets_settled_24h', game),
    ).toBe(2);
    expect(sample(settled, 'lottery_settlement_lag_seconds', game)).toBeGreaterThanOrEqual(1);
  });

  it('has every series the Grafana dashboard in the repository charts', async () => {
    const dashboard = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'ops/grafana/platform-dashboard.json'), 'utf8'),
    ) as { panels: { targets: { expr: string }[] }[] };
    const text = (await scrape(t)).body;
    const functions = new Set([
      'sum',
      'by',
      'rate',
      'histogram_quantile',
      'le',
      'route',
      'code',
      'status',
      'state',
      'instance',
      'max',
      'kind',
      'currency',
      'game',
    ]);
    const names = dashboard.panels
      .flatMap((p) => p.targets.map((target) => target.expr))
      .flatMap((expr) => expr.replace(/"[^"]*"/g, '').match(/[a-z_][a-z0-9_]*/g) ?? [])
      .filter((name) => !functions.has(name) && name.includes('_'))
      // The pool is PostgreSQL's: PGlite is one connection.
      .filter((name) => process.env.DATABASE_URL || !name.startsWith('db_pool_'));
    expect(names.length).toBeGreaterThan(8);
    for (const name of new Set(names)) expect(text, name).toMatch(new RegExp(`^${name}[ {]`, 'm'));
  });
});
