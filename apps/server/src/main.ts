import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './platform/db/open.js';
import type { Database } from './platform/db/client.js';
import { DataDirInUse, claimDataDir, serveBackupRequests } from './platform/db/backup.js';
import { buildApp } from './app.js';
import { createBus } from './platform/realtime/create-bus.js';
import { attachRealtime } from './platform/realtime/attach.js';
import { ensureDemoData } from './seed/ensure-demo.js';
import { demoAdmins } from './seed/demo-wallets.js';
import { LotteryScheduler } from './modules/lottery/index.js';
import { AgentScheduler } from './modules/agent/index.js';
import { PointsScheduler } from './modules/points/index.js';
import { C2cExpiryScheduler } from './modules/wallet/index.js';
import { WalCheckpoints } from './platform/db/wal-checkpoints.js';
import { closeHttp, gracefulShutdown } from './platform/shutdown.js';

/** Seconds since the previous call (the first: since the process started), for the start-up line. */
const since = (() => {
  let last = 0;
  return () => {
    const now = performance.now();
    const seconds = (now - last) / 1000;
    last = now;
    return seconds.toFixed(1);
  };
})();

/** Command-line flags of the server; `--demo` is what `npm start` passes for the newcomer's demo. */
const FLAGS = ['--demo'];

/** The settings, or every problem with them listed and exit code 1 before anything is opened. */
function configOrExit(): AppConfig {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !FLAGS.includes(a));
  const problems = unknown.length
    ? [`unknown argument ${unknown.join(' ')} (known: ${FLAGS.join(' ')})`]
    : [];
  try {
    const config = loadConfig(process.env, { demo: args.includes('--demo') });
    if (!problems.length) return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  console.error(new ConfigError(problems).message);
  process.exit(1);
}

/** Names this process the owner of the PGlite directory, or exits 1 when another process has it. */
function claimDataDirOrExit(dataDir: string): () => void {
  try {
    return claimDataDir(dataDir, 'server');
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const timings = [`modules ${since()}`];
  const config = configOrExit();
  // The embedded database's directory is this process's alone (two would corrupt it); a backup
  // of it is asked of this process with SIGUSR2 (platform/db/backup.ts, decision 0018).
  let opened: (database: Database) => void = () => {};
  // Console until the app's logger exists.
  let log: Pick<Console, 'info' | 'error'> | FastifyBaseLogger = console;
  const backupLog = {
    info: (obj: object, msg: string) => log.info(obj, msg),
    error: (obj: object, msg: string) => log.error(obj, msg),
  };
  const releaseDataDir = config.databaseUrl ? null : claimDataDirOrExit(config.dataDir);
  const stopBackups = releaseDataDir
    ? serveBackupRequests(config.dataDir, new Promise<Database>((resolve) => (opened = resolve)), backupLog)
    : null;
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  opened(database);
  timings.push(`database ${since()}`);
  await database.migrate();
  timings.push(`migrations ${since()}`);
  // The agent centre's demo history (game rounds, contracts) only for a running server: tests
  // start from the plain demo so their balances and house accounts stay as they expect.
  const accounts = config.seedDemo
    ? await ensureDemoData(database.db, { agents: true, vendorSecret: config.builtinVendorSecret })
    : [];
  timings.push(`demo data ${since()}`);

  const bus = await createBus(config.redisUrl);
  // Loaded only when used: the default single-node start does without the Redis client.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : null;
  const { app, services } = await buildApp({ config, database, bus, redis });
  log = app.log;
  await services.gameAdmin.useBuiltinVendorSecret(config.builtinVendorSecret);
  const realtime = attachRealtime(app.server, {
    bus,
    callers: services.callers,
    chat: services.support.chat.sockets,
    logger: app.log,
  });
  services.metrics.watchRealtime(realtime.broker);
  timings.push(`app ${since()}`);
  await app.listen({ port: config.port, host: config.host });
  // The first passes catch up on what fell due while the server was down. They begin once it
  // answers and a second apart, so that the first requests after a restart do not queue behind
  // all of them at once on the database (PGlite is a single connection).
  const lotteryScheduler = new LotteryScheduler(services.lottery, app.log);
  lotteryScheduler.start(1_000);
  const agentScheduler = new AgentScheduler(services.agentPayouts, app.log);
  agentScheduler.start(2_000);
  const pointsScheduler = new PointsScheduler(services.pointsEarning, app.log);
  pointsScheduler.start(3_000);
  const c2cExpiry = new C2cExpiryScheduler(services.c2c, app.log);
  c2cExpiry.start(3_500);
  // Bounds what a restart after a crash replays (PGlite has no checkpointer of its own).
  const checkpoints = database.kind === 'pglite' ? new WalCheckpoints(database.db, app.log) : null;
  checkpoints?.start(4_000);
  for (const job of [lotteryScheduler, agentScheduler, pointsScheduler, c2cExpiry]) services.jobs.add(job);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `\nPlatform listening on http://localhost:${config.port}  database: ${where}  fan-out: ${config.redisUrl ? 'Redis' : 'in-process'}` +
      `  (started in ${(performance.now() / 1000).toFixed(1)} s: ${timings.join(', ')})`,
  );
  if (accounts.length) {
    console.log('Demo accounts (merchant / username / password):');
    for (const a of accounts) console.log(`  ${a.merchant.padEnd(8)} ${a.username.padEnd(10)} ${a.password}`);
    console.log('Demo back office, /admin (merchant / username / password / role):');
    for (const a of demoAdmins())
      console.log(`  ${a.merchant.padEnd(8)} ${a.username.padEnd(10)} ${a.password.padEnd(15)} ${a.role}`);
    console.log(`Try: curl -H 'Merchant: demo' http://localhost:${config.port}/wps/system/status\n`);
  }
  if (config.devOutbox) {
    console.log(
      `SMS and e-mail of the outbox: http://localhost:${config.port}/wps/dev/outbox (DEV_OUTBOX)\n`,
    );
  }

  // SIGTERM (an orchestrator, a deploy) or SIGINT (Ctrl-C): the port closes at once and requests
  // in flight are answered; sockets are closed with 1001 "going away", which clients answer by
  // reconnecting (to another node); the schedulers finish the transaction they are in (a
  // settlement batch) and start no other; then the bus, Redis and the database close.
  const shutdown = gracefulShutdown({
    deadlineMs: config.shutdownTimeoutMs,
    logger: app.log,
    stages: [
      [
        { name: 'http', run: () => closeHttp(app) },
        { name: 'realtime', run: () => realtime.close() },
        { name: 'lottery scheduler', run: () => lotteryScheduler.stop() },
        { name: 'agent scheduler', run: () => agentScheduler.stop() },
        { name: 'points scheduler', run: () => pointsScheduler.stop() },
        { name: 'c2c expiry', run: () => c2cExpiry.stop() },
        { name: 'wal checkpoints', run: async () => checkpoints?.stop() },
      ],
      [
        { name: 'bus', run: () => bus.close() },
        { name: 'redis', run: async () => redis?.quit() },
      ],
      [
        {
          name: 'database',
          run: async () => {
            stopBackups?.();
            await database.close();
            releaseDataDir?.();
          },
        },
      ],
    ],
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
