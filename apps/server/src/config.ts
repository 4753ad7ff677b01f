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
  /** Development conveniences (dev outboxes, demo data printout). */
  dev: boolean;
  logLevel: string;
  /** Test and demo mode: every lottery game draws this often (seconds); null keeps each game's schedule. */
  lotteryIntervalSeconds: number | null;
  /**
   * HMAC key the built-in game vendor (LOTUS) signs its seamless-wallet callbacks with
   * (LOTUS_VENDOR_SECRET). The seed stores it in the vendor's row; the default is for development only.
   */
  builtinVendorSecret: string;
}

/** Development default of LOTUS_VENDOR_SECRET; production must set its own. */
export const DEV_BUILTIN_VENDOR_SECRET = 'lotus-dev-secret-change-me';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const trust = env.TRUST_PROXY ?? 'loopback';
  // With the public default anyone could sign seamless-wallet callbacks and mint money.
  if (env.NODE_ENV === 'production' && !env.LOTUS_VENDOR_SECRET) {
    throw new Error('LOTUS_VENDOR_SECRET must be set when NODE_ENV is production');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 20_000),
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    tokenTtlMs: Number(env.TOKEN_TTL_MS ?? 12 * 60 * 60 * 1000),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    dev: env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    lotteryIntervalSeconds: env.LOTTERY_INTERVAL_SECONDS ? Number(env.LOTTERY_INTERVAL_SECONDS) : null,
    builtinVendorSecret: env.LOTUS_VENDOR_SECRET || DEV_BUILTIN_VENDOR_SECRET,
  };
}

export const migrationsDir = path.resolve(serverRoot, 'migrations');
