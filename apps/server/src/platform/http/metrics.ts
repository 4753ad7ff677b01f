import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/client.js';

declare module 'fastify' {
  interface FastifyReply {
    /** The catalogue code of an error answer (set by sendError), for the error counter. */
    errorCode: string | null;
  }
}

/** What the real-time broker tells the metrics at scrape time. */
export interface RealtimeGauges {
  readonly connectionCount: number;
  readonly stats: { readonly messagesDelivered: number; readonly framesReceived: number };
}

/** A figure per game code (the lottery module's LotteryFigures answers these). */
export interface GameFigureRow {
  readonly game: string;
  readonly value: number;
}

/**
 * Business figures read from the database at scrape time, each by one cheap aggregate query of
 * the module that owns the table (wallet: LedgerFigures; lottery: LotteryFigures), handed in by
 * app.ts so that the platform knows no module. They describe committed data, not the node: every
 * node answers the same, so dashboards read them with max() across nodes, never sum().
 */
export interface DomainFigures {
  readonly recentTransfers: () => Promise<
    readonly { kind: string; currency: string; transfers: number; amount: number }[]
  >;
  readonly betsPlaced24h: () => Promise<readonly GameFigureRow[]>;
  readonly betsSettled24h: () => Promise<readonly GameFigureRow[]>;
  readonly openIssuesUndrawn: () => Promise<readonly GameFigureRow[]>;
  readonly settlementLagSeconds: () => Promise<readonly GameFigureRow[]>;
}

/** The same for every node: read with max() across nodes. */
const SAME_ON_EVERY_NODE = 'read from the database, the same on every node (read with max())';

/**
 * One call shared by the callers that ask while it runs: the registry collects every series of a
 * scrape at once, and the two ledger series come from one query.
 */
function sharedWhileRunning<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= load().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Latency buckets in seconds: the API answers in milliseconds, a slow report in seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The node's metrics in one registry of its own (a test process builds many apps; the default
 * global registry would refuse the second one's names). Series read at scrape time (sockets,
 * database pool) ask their source then, so nothing runs between scrapes.
 */
export class PlatformMetrics {
  readonly registry = new Registry();
  private realtime: RealtimeGauges | null = null;
  private defaultsOn = false;

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers, by catalogue error code and status code (4xx and 5xx)',
    labelNames: ['code', 'status'] as const,
    registers: [this.registry],
  });

  constructor(poolStats?: () => PoolStats, domain?: DomainFigures) {
    const realtime = () => this.realtime;
    new Gauge({
      name: 'stomp_connections',
      help: 'Open STOMP WebSocket connections on this node',
      registers: [this.registry],
      collect() {
        this.set(realtime()?.connectionCount ?? 0);
      },
    });
    new Gauge({
      name: 'stomp_messages_delivered',
      help: 'MESSAGE frames written to sockets since the node started (a counter; read with rate())',
      registers: [this.registry],
      collect() {
        this.set(realtime()?.stats.messagesDelivered ?? 0);
      },
    });
    new Gauge({
      name: 'stomp_frames_received',
      help: 'Frames received from STOMP clients since the node started (a counter; read with rate())',
      registers: [this.registry],
      collect() {
        this.set(realtime()?.stats.framesReceived ?? 0);
      },
    });
    if (poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (max: the pool size)',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          const pool = poolStats();
          this.set({ state: 'max' }, pool.max);
          this.set({ state: 'total' }, pool.total);
          this.set({ state: 'idle' }, pool.idle);
          this.set({ state: 'waiting' }, pool.waiting);
        },
      });
    }
    if (domain) this.figureGauges(domain);
  }

  /**
   * A series per label set read at scrape time; a failed query leaves the series out of that
   * scrape (its absence is the alarm) instead of failing the whole answer.
   */
  private figureGauges(domain: DomainFigures): void {
    const transfers = sharedWhileRunning(domain.recentTransfers);
    const perGame = (name: string, help: string, read: () => Promise<readonly GameFigureRow[]>) =>
      new Gauge({
        name,
        help: `${help}; ${SAME_ON_EVERY_NODE}`,
        labelNames: ['game'] as const,
        registers: [this.registry],
        async collect() {
          const rows = await read().catch(() => null);
          this.reset();
          for (const row of rows ?? []) this.set({ game: row.game }, row.value);
        },
      });
    new Gauge({
      name: 'ledger_transfers_24h',
      help: `Ledger transfers made in the last 24 hours, by kind and currency; ${SAME_ON_EVERY_NODE}`,
      labelNames: ['kind', 'currency'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await transfers().catch(() => null);
        this.reset();
        for (const r of rows ?? []) this.set({ kind: r.kind, currency: r.currency }, r.transfers);
      },
    });
    new Gauge({
      name: 'ledger_transfer_amount_24h',
      help: `Sum of the ledger transfers made in the last 24 hours in major units, by kind and currency; ${SAME_ON_EVERY_NODE}`,
      labelNames: ['kind', 'currency'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await transfers().catch(() => null);
        this.reset();
        for (const r of rows ?? []) this.set({ kind: r.kind, currency: r.currency }, r.amount);
      },
    });
    perGame(
      'lottery_bets_placed_24h',
      'Lottery bets placed in the last 24 hours, by game code',
      domain.betsPlaced24h,
    );
    perGame(
      'lottery_bets_settled_24h',
      'Lottery bets won or lost in the last 24 hours, by game code',
      domain.betsSettled24h,
    );
    perGame(
      'lottery_open_issues_undrawn',
      'Lottery issues past their draw time and not drawn yet, by game code',
      domain.openIssuesUndrawn,
    );
    perGame(
      'lottery_settlement_lag_seconds',
      'Seconds from draw to settlement: the age of the oldest drawn issue not settled yet, or else what the newest settled issue took, by game code',
      domain.settlementLagSeconds,
    );
  }

  /** The broker starts after the app is built (main.ts); its series read 0 until then. */
  watchRealtime(realtime: RealtimeGauges): void {
    this.realtime = realtime;
  }

  /**
   * Process, heap, garbage collection and event-loop lag. Turned on by the first scrape, so that
   * an app no one scrapes (every test app) starts no event-loop monitor.
   */
  private ensureDefaults(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  async text(): Promise<string> {
    this.ensureDefaults();
    return this.registry.metrics();
  }
}

/** The route pattern, never the raw URL: ids and query strings would make a series per request. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request may read the metrics: with METRICS_TOKEN set, by that Bearer token only;
 * without it, only a peer on this machine that no proxy forwarded (a proxy on the same host
 * would otherwise pass anyone's request on from loopback).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameSecret(header.slice(7).trim(), token);
  }
  const peer = request.raw.socket.remoteAddress ?? '';
  const local = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  return local && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

/** Counts every answer; register it before the other hooks so that their refusals count too. */
export function registerMetrics(app: FastifyInstance, metrics: PlatformMetrics): void {
  app.decorateReply('errorCode', null);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status });
    metrics.latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 400) metrics.errors.inc({ code: reply.errorCode ?? `http.${status}`, status });
    done();
  });
}

/**
 * GET /metrics in the Prometheus text format. A route takes the error handler in force when it is
 * registered, so this one is registered with the API routes, after the error handling.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: PlatformMetrics,
  options: { token: string | null },
): void {
  app.get('/metrics', { config: { merchant: 'none' } }, async (request, reply) => {
    // Not found rather than forbidden: the endpoint does not announce itself to strangers.
    if (!mayReadMetrics(request, options.token)) return reply.code(404).send('Not Found');
    const body = await metrics.text();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
