import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_BUILTIN_VENDOR_SECRET, loadConfig } from './config.js';

const PRODUCTION = { NODE_ENV: 'production', LOTUS_VENDOR_SECRET: 'x'.repeat(32) };

/** The problems loadConfig reports for this environment (none: an empty list). */
function problemsOf(env: NodeJS.ProcessEnv, options?: { demo?: boolean }): string[] {
  try {
    loadConfig(env, options);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('config', () => {
  it('has working defaults outside production', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      requestTimeoutMs: 20_000,
      tokenTtlMs: 12 * 60 * 60 * 1000,
      trustProxy: 'loopback',
      logLevel: 'info',
      lotteryIntervalSeconds: null,
      defaultMerchant: 'demo',
      mailFrom: 'no-reply@localhost',
      production: false,
    });
  });

  it('reads every setting it is given', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/platform',
      REDIS_URL: 'rediss://cache:6380',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      REQUEST_TIMEOUT_MS: '5000',
      TOKEN_TTL_MS: '3600000',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, loopback',
      LOG_LEVEL: 'debug',
      LOTTERY_INTERVAL_SECONDS: '10',
      DEFAULT_MERCHANT: 'alpha',
      MAIL_FROM: 'noreply@example.com',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/platform',
      redisUrl: 'rediss://cache:6380',
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      requestTimeoutMs: 5000,
      tokenTtlMs: 3_600_000,
      trustProxy: '10.0.0.0/8, 192.168.1.1, loopback',
      logLevel: 'debug',
      lotteryIntervalSeconds: 10,
      defaultMerchant: 'alpha',
      mailFrom: 'noreply@example.com',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(problemsOf({ TRUST_PROXY: '2' })).toHaveLength(1);
    // An empty value is a value not set.
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it('lists every bad value together, each with what it must be', () => {
    const problems = problemsOf({
      PORT: '80a',
      REQUEST_TIMEOUT_MS: '-1',
      TOKEN_TTL_MS: '1e9',
      LOTTERY_INTERVAL_SECONDS: '0',
      TRUST_PROXY: 'everyone',
      LOG_LEVEL: 'verbose',
      SEED_DEMO: 'maybe',
      DEV_OUTBOX: 'sure',
      DATABASE_URL: 'mysql://root:hunter2@db/platform',
      REDIS_URL: 'localhost:6379',
      SMTP_URL: 'not a url',
      MAIL_FROM: 'nobody',
      DEFAULT_MERCHANT: 'no such/merchant',
    });
    expect(problems).toEqual([
      'SEED_DEMO="maybe": must be true or false',
      'DEV_OUTBOX="sure": must be true or false',
      'MAIL_FROM="nobody": must be an e-mail address',
      'DEFAULT_MERCHANT="no such/merchant": must be a merchant code (1-32 of A-Z a-z 0-9 _ -)',
      'PORT="80a": must be a whole number from 1 to 65535',
      'DATABASE_URL (mysql:): must be a URL starting with postgres:// or postgresql://',
      'REDIS_URL (localhost:): must be a URL starting with redis:// or rediss://',
      expect.stringMatching(/^REQUEST_TIMEOUT_MS="-1": must be a whole number from 100 to /),
      expect.stringMatching(/^TRUST_PROXY="everyone": .*not understood: everyone/),
      expect.stringMatching(/^TOKEN_TTL_MS="1e9": must be a whole number from 60000 to /),
      'SMTP_URL (no scheme): must be a URL starting with smtp:// or smtps://',
      'LOG_LEVEL="verbose": must be one of fatal, error, warn, info, debug, trace, silent',
      'LOTTERY_INTERVAL_SECONDS="0": must be a whole number from 2 to 86400',
    ]);
    // A URL's password never reaches the message.
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      /Invalid configuration:\n {2}- PORT="70000": must be a whole number from 1 to 65535/,
    );
    for (const port of ['0', '65536', '8080.5', ' ', '0x50']) {
      expect(problemsOf({ PORT: port }).length, port).toBe(port.trim() ? 1 : 0);
    }
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
    expect(problemsOf({ TRUST_PROXY: '::1/128,fe80::/10' })).toEqual([]);
    // The metrics token is a secret: a bad one is refused without being repeated.
    expect(problemsOf({ METRICS_TOKEN: 'short-secret' })).toEqual([
      'METRICS_TOKEN: must be 16 to 256 printable characters without spaces',
    ]);
    expect(problemsOf({ METRICS_TOKEN: 'a-long-enough-metrics-token' })).toEqual([]);
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe(
      'a-long-enough-metrics-token',
    );
  });

  it('turns demo data and the outbox on only when asked: by a setting or the demo run', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: false, devOutbox: false });
    expect(loadConfig({}, { demo: true })).toMatchObject({ seedDemo: true, devOutbox: true });
    expect(loadConfig({ SEED_DEMO: 'false' }, { demo: true })).toMatchObject({
      seedDemo: false,
      devOutbox: true,
    });
    expect(loadConfig({ DEV_OUTBOX: '0' }, { demo: true }).devOutbox).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true', DEV_OUTBOX: 'yes' })).toMatchObject({
      seedDemo: true,
      devOutbox: true,
    });
  });

  it('never seeds demo data or serves the outbox in production, even for the demo run', () => {
    expect(loadConfig(PRODUCTION, { demo: true })).toMatchObject({
      production: true,
      seedDemo: false,
      devOutbox: false,
    });
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO: 'true', DEV_OUTBOX: 'true' })).toEqual([
      'SEED_DEMO="true": demo data is never seeded when NODE_ENV is production',
      'DEV_OUTBOX="true": the outbox is never served when NODE_ENV is production',
    ]);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('uses the development vendor secret outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).builtinVendorSecret).toBe(DEV_BUILTIN_VENDOR_SECRET);
    expect(loadConfig({ NODE_ENV: 'test', LOTUS_VENDOR_SECRET: 's3cret' }).builtinVendorSecret).toBe(
      's3cret',
    );
  });

  it('refuses to start in production without a vendor secret of its own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/LOTUS_VENDOR_SECRET/);
    expect(problemsOf({ NODE_ENV: 'production', LOTUS_VENDOR_SECRET: DEV_BUILTIN_VENDOR_SECRET })).toEqual([
      'LOTUS_VENDOR_SECRET: must not be the development default when NODE_ENV is production',
    ]);
    expect(loadConfig(PRODUCTION).production).toBe(true);
  });
});

describe('server start with bad settings', () => {
  it('prints every problem and exits with 1 before it opens the database', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const dataDir = path.join(os.tmpdir(), `config-test-${process.pid}-${Date.now()}`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts', '--demo', '--bogus'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'nowhere',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('unknown argument --bogus');
    expect(run.stderr).toContain('PORT="eighty": must be a whole number from 1 to 65535');
    expect(run.stderr).toContain('LOG_LEVEL="loud"');
    expect(run.stderr).toContain('REDIS_URL (no scheme)');
    expect(run.stdout).not.toContain('listening');
    // Nothing was opened: the embedded database would have created its directory.
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 70_000);
});
