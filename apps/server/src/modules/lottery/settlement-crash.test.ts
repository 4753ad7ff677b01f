import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from '../../platform/db/client.js';
import { PGLITE_TEMPLATE_FILE } from '../../platform/testing/template.js';
import { seedDemo } from '../../seed/seed-demo.js';
import { MerchantDirectory } from '../settings/index.js';
import { SettingsRepository } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { Ledger } from '../wallet/index.js';
import { rowsOf } from '../../platform/db/rows.js';
import { WalletRepository } from '../wallet/index.js';
import { WalletSetupService } from '../wallet/index.js';
import { checkLedger, SOUND } from '../wallet/test-support.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';
import { lotteryBets } from './lottery.tables.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lottery-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function serviceOn(database: Database): LotteryService {
  const db = database.db;
  return new LotteryService(
    new LotteryRepository(db),
    new Ledger(db),
    new WalletSetupService(new WalletRepository(db)),
    {
      settlementBatch: 10,
    },
  );
}

async function open(): Promise<Database> {
  return openPglite(await PGlite.create(dataDir));
}

it('a settlement process killed with SIGKILL mid-batch loses nothing and pays nothing twice after a restart', async () => {
  // A data directory of our own, from the migrated template, with 36 bets on one drawn issue.
  const first = openPglite(
    await PGlite.create({ dataDir, loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]) }),
  );
  await seedDemo(first.db);
  const merchant = (await new MerchantDirectory(new SettingsRepository(first.db)).byMerchantCode('alpha'))!;
  const [member] = rowsOf<{ id: number }>(
    await first.db.execute(sql`SELECT id FROM members WHERE username = 'alpha001'`),
  );
  const session = { memberId: Number(member!.id) } as SessionContext;
  const lottery = serviceOn(first);
  const game = (await new LotteryRepository(first.db).game(merchant.id, 'lotus_11x5_3m'))!;
  const { next } = await lottery.currentIssues(game);
  const bets = ['ANY_1', 'ANY_2', 'ANY_3'].map((playType) => ({ playType, content: '01,02,03,04,05,06' }));
  for (let i = 0; i < 12; i++) {
    await lottery.place(
      merchant,
      session,
      JSON.stringify({ gameCode: game.code, numero: next.numero, bets }),
    );
  }
  const balanceOf = async (db: Database['db']) =>
    BigInt(
      rowsOf<{ b: string }>(
        await db.execute(
          sql`SELECT balance::text AS b FROM ledger_accounts WHERE member_id = ${session.memberId} AND code = 'MAIN'`,
        ),
      )[0]!.b,
    );
  const before = await balanceOf(first.db);
  const drawn = (await lottery.draw(next))!;
  await first.close();

  // The settlement process dies inside its second batch (step 14 of batches of 10).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'testing/settle-child.ts'), dataDir, String(drawn.id), '14'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, sig) => resolve(sig)),
  );
  expect(signal, stderr).toBe('SIGKILL');

  // Restart on the same data directory: the first batch is committed, the second is not.
  const second = await open();
  const pending = await second.db.select().from(lotteryBets).where(eq(lotteryBets.status, 'pending'));
  expect(pending).toHaveLength(26);
  expect(await checkLedger(second.db)).toMatchObject(SOUND);
  const result = await serviceOn(second).settleIssue(drawn.id);
  expect(result.settled).toBe(26);

  const all = await second.db.select().from(lotteryBets).where(eq(lotteryBets.issueId, drawn.id));
  expect(all).toHaveLength(36);
  expect(all.every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
  const holds = rowsOf<{ status: string; n: string }>(
    await second.db.execute(
      sql`SELECT t.status, count(*)::text AS n FROM ledger_transfers t JOIN lottery_bets b ON b.hold_transfer_id = t.id GROUP BY t.status`,
    ),
  );
  expect(holds).toEqual([{ status: 'posted', n: '36' }]);
  const [payouts] = rowsOf<{ n: string; total: string | null }>(
    await second.db.execute(
      sql`SELECT count(*)::text AS n, sum(amount)::text AS total FROM ledger_transfers WHERE kind = 'payout'`,
    ),
  );
  const won = all.filter((b) => b.status === 'won');
  const paid = won.reduce((s, b) => s + b.payout, 0n);
  expect(Number(payouts!.n)).toBe(won.length);
  expect(BigInt(payouts!.total ?? '0')).toBe(paid);
  expect(await balanceOf(second.db)).toBe(before - all.reduce((s, b) => s + b.amount, 0n) + paid);
  expect(await checkLedger(second.db)).toMatchObject(SOUND);
  await second.close();
  // Two child processes and a restart: on a loaded two-CPU machine this has taken over a minute.
}, 180_000);
