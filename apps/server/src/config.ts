import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, from src/config.ts and from the bundle in dist/ alike. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  webDist: string;
  requestTimeoutMs: number;
  /** Fastify trustProxy: which peers may set X-Forwarded-For. */
  trustProxy: boolean | string;
  tokenTtlMs: number;
  /** SMTP server of outgoing e-mail (nodemailer URL); without it e-mail goes to the outbox table. */
  smtpUrl: string | null;
  mailFrom: string;
  /** NODE_ENV=production: no demo data, no demo passwords, no outbox, a vendor secret of its own. */
  production: boolean;
  /** SEED_DEMO: the demo merchants, members and operators (with their published passwords). */
  seedDemo: boolean;
  /** DEV_OUTBOX: GET /wps/dev/outbox shows the SMS and e-mail the outbox holds (codes included). */
  devOutbox: boolean;
  /** Merchant of hosts no merchant registered (DEFAULT_MERCHANT). */
  defaultMerchant: string;
  logLevel: string;
  /** Test and demo mode: every lottery game draws this often (seconds); null keeps each game's schedule. */
  lotteryIntervalSeconds: number | null;
  /**
   * HMAC key the built-in game vendor (LOTUS) signs its seamless-wallet callbacks with
   * (LOTUS_VENDOR_SECRET). Written into the built-in vendors' rows at start; the default is for
   * development only.
   */
  builtinVendorSecret: string;
  /**
   * METRICS_TOKEN: GET /metrics asks for it as a Bearer token. Without one, only a peer on this
   * machine that no proxy forwarded may read the metrics.
   */
  metricsToken: string | null;
  /** C2C_EXPIRY_MS: how long a peer-to-peer payment waits for its payee's answer (24 hours). */
  c2cExpiryMs: number;
  /**
   * SHUTDOWN_TIMEOUT_MS: after SIGTERM or SIGINT the node drains requests, sockets and the
   * running settlement batch; past this deadline (20 s) it exits anyway, with code 1.
   */
  shutdownTimeoutMs: number;
  /** LOTTERY_SETTLEMENT_BATCH: bets settled per transaction (SETTLEMENT_BATCH, 1000). */
  lotterySettlementBatch: number;
}

/** Development default of LOTUS_VENDOR_SECRET; production must set its own. */
export const DEV_BUILTIN_VENDOR_SECRET = 'lotus-dev-secret-change-me';

/** Bets settled per transaction unless LOTTERY_SETTLEMENT_BATCH says otherwise (see lottery.service.ts). */
const SETTLEMENT_BATCH = 1000;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Longest delay a Node.js timer takes (about 24.8 days); request timeouts are timers. */
const TIMER_MAX_MS = 2_147_483_647;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Named ranges proxy-addr (Fastify's trustProxy) understands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Every bad setting, listed together so one start shows all that needs fixing. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface ConfigOptions {
  /**
   * The newcomer's demo run (`npm start`): demo data and the outbox are on unless a setting
   * turns them off. Never outside development: production ignores it.
   */
  demo?: boolean;
}

/** Reads one environment at a time, collecting what is wrong instead of stopping at the first. */
class Reader {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The value as set; an empty value counts as not set. */
  raw(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  problem(name: string, value: string | undefined, expected: string): void {
    this.problems.push(
      value === undefined ? `${name}: ${expected}` : `${name}=${JSON.stringify(value)}: ${expected}`,
    );
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number;
  integer(name: string, fallback: null, min: number, max: number): number | null;
  integer(name: string, fallback: number | null, min: number, max: number): number | null {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      this.problem(name, value, `must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return n;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(value)) return true;
    if (['false', '0', 'no', 'off'].includes(value)) return false;
    this.problem(name, this.raw(name), 'must be true or false');
    return fallback;
  }

  url(name: string, protocols: string[]): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    let protocol: string | null;
    try {
      protocol = new URL(value).protocol.replace(/:$/, '');
    } catch {
      protocol = null;
    }
    if (!protocol || !protocols.includes(protocol)) {
      // The value may hold a password: only its scheme is repeated.
      const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0] ?? 'no scheme';
      this.problems.push(
        `${name} (${scheme}): must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      );
      return null;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!allowed.includes(value as T)) {
      this.problem(name, value, `must be one of ${allowed.join(', ')}`);
      return fallback;
    }
    return value as T;
  }

  /** true, false, or a comma-separated list of addresses, CIDR ranges and named ranges. */
  trustProxy(name: string, fallback: string): boolean | string {
    const value = this.raw(name) ?? fallback;
    if (value === 'true') return true;
    if (value === 'false') return false;
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
    if (bad.length) {
      this.problem(
        name,
        value,
        `must be true, false or addresses and ranges such as loopback,10.0.0.0/8 (not understood: ${bad.join(', ')})`,
      );
      return fallback;
    }
    return value;
  }
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The server's settings, read and checked once at start. Every bad value is reported together
 * (ConfigError) so the process can stop before it opens a database, a port or a connection.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: ConfigOptions = {}): AppConfig {
  const read = new Reader(env);
  const production = env.NODE_ENV === 'production';
  // The demo run is a development convenience; production never gets its defaults.
  const demo = options.demo === true && !production;

  const seedDemo = read.boolean('SEED_DEMO', demo);
  const devOutbox = read.boolean('DEV_OUTBOX', demo);
  const vendorSecret = read.raw('LOTUS_VENDOR_SECRET');
  if (production) {
    // Demo data publishes its passwords; the outbox publishes every code sent.
    if (seedDemo)
      read.problem(
        'SEED_DEMO',
        read.raw('SEED_DEMO'),
        'demo data is never seeded when NODE_ENV is production',
      );
    if (devOutbox)
      read.problem(
        'DEV_OUTBOX',
        read.raw('DEV_OUTBOX'),
        'the outbox is never served when NODE_ENV is production',
      );
    // With the public default anyone could sign seamless-wallet callbacks and mint money.
    if (!vendorSecret)
      read.problem('LOTUS_VENDOR_SECRET', undefined, 'must be set when NODE_ENV is production');
    else if (vendorSecret === DEV_BUILTIN_VENDOR_SECRET) {
      read.problems.push(
        'LOTUS_VENDOR_SECRET: must not be the development default when NODE_ENV is production',
      );
    }
  }

  const mailFrom = read.text('MAIL_FROM', 'no-reply@localhost');
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFrom)) read.problem('MAIL_FROM', mailFrom, 'must be an e-mail address');
  const defaultMerchant = read.text('DEFAULT_MERCHANT', 'demo');
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(defaultMerchant)) {
    read.problem('DEFAULT_MERCHANT', defaultMerchant, 'must be a merchant code (1-32 of A-Z a-z 0-9 _ -)');
  }

  const metricsToken = read.raw('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    // The value is a secret: it is never repeated.
    read.problems.push('METRICS_TOKEN: must be 16 to 256 printable characters without spaces');
  }

  const config: AppConfig = {
    port: read.integer('PORT', 8080, 1, 65_535),
    host: read.text('HOST', '0.0.0.0'),
    databaseUrl: read.url('DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: read.url('REDIS_URL', ['redis', 'rediss']),
    dataDir: dataDirOf(env),
    webDist: path.resolve(repoRoot, read.text('WEB_DIST', 'apps/web/dist')),
    requestTimeoutMs: read.integer('REQUEST_TIMEOUT_MS', 20_000, 100, TIMER_MAX_MS - 10_000),
    trustProxy: read.trustProxy('TRUST_PROXY', 'loopback'),
    tokenTtlMs: read.integer('TOKEN_TTL_MS', 12 * 60 * 60 * 1000, 60_000, 366 * DAY_MS),
    smtpUrl: read.url('SMTP_URL', ['smtp', 'smtps']),
    mailFrom,
    production,
    seedDemo,
    devOutbox,
    defaultMerchant,
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    lotteryIntervalSeconds: read.integer('LOTTERY_INTERVAL_SECONDS', null, 2, 86_400),
    builtinVendorSecret: vendorSecret ?? DEV_BUILTIN_VENDOR_SECRET,
    metricsToken,
    c2cExpiryMs: read.integer('C2C_EXPIRY_MS', DAY_MS, 60_000, 366 * DAY_MS),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 20_000, 1_000, 10 * 60_000),
    lotterySettlementBatch: read.integer('LOTTERY_SETTLEMENT_BATCH', SETTLEMENT_BATCH, 1, 100_000),
  };
  if (read.problems.length) throw new ConfigError(read.problems);
  return config;
}

/** DATA_DIR, the embedded database's directory: relative to the repository, `data` by default. */
export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data');
}

export const migrationsDir = path.resolve(serverRoot, 'migrations');
