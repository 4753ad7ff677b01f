import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { buildApp, type Services } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { InProcessBus } from '../../apps/server/src/platform/bus.js';
import type { Database } from '../../apps/server/src/platform/db/client.js';
import { members } from '../../apps/server/src/modules/member/member.tables.js';
import { indexAt, issueAt } from '../../apps/server/src/modules/lottery/schedule.js';
import { seedDemo } from '../../apps/server/src/seed/seed-demo.js';
import type { AutocannonResult, BetLoadJob } from './bet-load-child.js';
import type { LoadResult } from './load.js';

/** The platform API as production builds it, on the given database, with its services at hand. */
export interface Platform {
  baseUrl: string;
  services: Services;
  database: Database;
  close(): Promise<void>;
}

export async function startPlatform(database: Database): Promise<Platform> {
  await database.migrate();
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOTUS_VENDOR_SECRET: randomBytes(32).toString('hex') }),
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn',
  };
  await seedDemo(database.db, config.builtinVendorSecret);
  const bus = new InProcessBus();
  const { app, services } = await buildApp({ config, database, bus, serveWeb: false, logger: false });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    services,
    database,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

export interface Bettors {
  merchant: string;
  members: { token: string; ip: string }[];
  slip: Record<string, unknown>;
  /** The lottery wallet each member was funded on. */
  wallet: string;
}

/**
 * `count` members of the demo merchant, each with money on the lottery's wallet (posted through
 * the ledger from the house CASH account) and a live session, issued as a login issues it once
 * the password matched (verifying thousands of password hashes would be the setup's whole cost).
 * Each member has a client address of its own in the benchmarking range 198.18.0.0/15, so that
 * the per-address bet limit sees many clients, as behind a proxy. The slip bets on a five-minute
 * game's issue two draws ahead, whose betting stays open for the whole run.
 */
export async function prepareBettors(platform: Platform, count: number): Promise<Bettors> {
  const { services, database } = platform;
  const db = database.db;
  const merchant = (await services.directory.byMerchantCode('demo'))!;
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        merchantId: merchant.id,
        username: `betbench${i}`,
        // Nobody logs in with a password as these members; the hash only has to be a hash of something.
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$bm90LWEtcmVhbC1wYXNzd29yZC1oYXNo',
        referralCode: `BETB${i}`,
      })),
    )
    .returning();
  const wallet = await services.lottery.walletOf(merchant);
  const amount = 1_000_000_000n;
  let next = 0;
  const fund = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      await services.ledger.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        debit: { owner: 'house', code: 'CASH' },
        credit: { owner: 'member', memberId: rows[i]!.id, wallet },
        amount,
        kind: 'adjustment',
        idempotencyKey: `betbench:opening:${rows[i]!.id}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, fund));
  const bettors: Bettors['members'] = [];
  for (const [i, member] of rows.entries()) {
    const ip = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    bettors.push({ token: await services.sessions.issue(member, ip, null), ip });
  }
  const game = await services.lottery.game(merchant, 'lotus_ssc_5m');
  const spec = services.lottery.schedule(game);
  const index = indexAt(spec, new Date()) + 2;
  await services.lottery.ensureIssue(game, index);
  const slip = {
    gameCode: game.code,
    numero: issueAt(spec, index).numero,
    bets: [{ playType: '1D_POSITION', content: '0,1,2,3,4||||', moneyMode: 'Y', multiple: 1 }],
  };
  const left = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), like(members.username, 'betbench%')));
  if (left.length !== count) throw new Error(`prepared ${left.length} of ${count} members`);
  return { merchant: merchant.code, members: bettors, slip, wallet };
}

export interface BetLoadResult extends LoadResult {
  /** Answers that carried an order number. */
  placed: number;
  /** A few answers that did not, to tell why. */
  refused: string[];
}

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bet-load-child.ts');

/** Members place bets over HTTP for durationS with `connections` requests in flight. */
export function betLoad(
  baseUrl: string,
  bettors: Bettors,
  options: { connections: number; durationS: number },
): Promise<BetLoadResult> {
  const url = `${baseUrl}/lgw/orders/betting`;
  if (new URL(url).hostname !== '127.0.0.1') return Promise.reject(new Error('loopback only'));
  const job: BetLoadJob = {
    url,
    merchant: bettors.merchant,
    connections: options.connections,
    durationS: options.durationS,
    members: bettors.members,
    slip: bettors.slip,
  };
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`bet load exited with ${code}: ${stderr.trim()}`));
        return;
      }
      try {
        const { result, placed, refused } = JSON.parse(stdout) as {
          result: AutocannonResult;
          placed: number;
          refused: string[];
        };
        resolve({
          url,
          connections: options.connections,
          durationS: options.durationS,
          requestsPerSec: result.requests.average,
          requestsTotal: result.requests.total,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          latencyAvgMs: result.latency.average,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          placed,
          refused,
        });
      } catch (error) {
        reject(new Error(`could not read the bet load's output: ${(error as Error).message}\n${stdout}`));
      }
    });
    proc.stdin.end(JSON.stringify(job));
  });
}
