import fs from 'node:fs';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './platform/db/client.js';
import { buildApp } from './app.js';
import { createBus } from './platform/realtime/create-bus.js';
import { attachRealtime } from './platform/realtime/attach.js';
import { seedDemo } from './seed/seed-demo.js';
import { demoAdmins } from './seed/demo-wallets.js';
import { DEMO_AGENT_ACCOUNTS, seedDemoAgents } from './seed/demo-agents.js';
import { LotteryScheduler } from './modules/lottery/scheduler.js';
import { AgentScheduler } from './modules/agent/scheduler.js';
import { PointsScheduler } from './modules/points/scheduler.js';

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

async function main(): Promise<void> {
  const config = configOrExit();
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const accounts = config.seedDemo ? await seedDemo(database.db, config.builtinVendorSecret) : [];
  // The agent centre's demo history (game rounds, contracts) only for a running server: tests
  // start from the plain demo so their balances and house accounts stay as they expect.
  if (accounts.length) {
    await seedDemoAgents(database.db);
    accounts.push(...DEMO_AGENT_ACCOUNTS);
  }

  const bus = await createBus(config.redisUrl);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const { app, services } = await buildApp({ config, database, bus, redis });
  await services.gameAdmin.useBuiltinVendorSecret(config.builtinVendorSecret);
  const realtime = attachRealtime(app.server, {
    bus,
    callers: services.callers,
    chat: services.support.chat.sockets,
    logger: app.log,
  });
  await app.listen({ port: config.port, host: config.host });
  const lotteryScheduler = new LotteryScheduler(services.lottery, app.log);
  lotteryScheduler.start();
  const agentScheduler = new AgentScheduler(services.agentPayouts, app.log);
  agentScheduler.start();
  const pointsScheduler = new PointsScheduler(services.pointsEarning, app.log);
  pointsScheduler.start();

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(
    `\nPlatform listening on http://localhost:${config.port}  database: ${where}  fan-out: ${config.redisUrl ? 'Redis' : 'in-process'}`,
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

  const shutdown = async () => {
    await lotteryScheduler.stop();
    await agentScheduler.stop();
    await pointsScheduler.stop();
    await realtime.close();
    await app.close();
    await bus.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
