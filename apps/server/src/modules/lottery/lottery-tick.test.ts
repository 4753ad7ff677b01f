import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryDrawEventData } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-db.js';
import { seedDemo } from '../../seed/seed-demo.js';
import { rowsOf } from '../../platform/db/rows.js';
import { Ledger } from '../wallet/index.js';
import { WalletRepository } from '../wallet/index.js';
import { WalletSetupService } from '../wallet/index.js';
import { LotteryRepository } from './lottery.repository.js';
import { LotteryService } from './lottery.service.js';
import { lotteryIssues } from './lottery.tables.js';
import { indexAt, issueAt } from './schedule.js';

let database: TestDatabase;
const at = new Date('2026-03-02T10:00:30Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

type Announced = LotteryDrawEventData & { merchantId: number };

function service(now: Date, draws?: Announced[]): LotteryService {
  const db = database.db;
  return new LotteryService(
    new LotteryRepository(db),
    new Ledger(db),
    new WalletSetupService(new WalletRepository(db)),
    {
      now: () => now,
      draws: draws && {
        drawn: async (merchantId, draw) => {
          draws.push({ ...draw, merchantId });
        },
      },
    },
  );
}

const issueIds = async () =>
  Number(
    rowsOf<{ n: string }>(
      await database.db.execute(sql`SELECT last_value::text AS n FROM lottery_issues_id_seq`),
    )[0]!.n,
  );

describe('the scheduler pass', () => {
  it('opens the current and the next issue of every enabled game', async () => {
    const lottery = service(at);
    await lottery.tick();
    const games = await new LotteryRepository(database.db).allGames();
    const issues = await database.db.select().from(lotteryIssues);
    for (const game of games) {
      const index = indexAt(lottery.schedule(game), at);
      for (const i of [index, index + 1]) {
        const numero = issueAt(lottery.schedule(game), i).numero;
        expect(
          issues.some((r) => r.gameId === game.id && r.numero === numero),
          `${game.code} ${numero}`,
        ).toBe(true);
      }
    }
  });

  it('writes nothing when every issue it needs exists (it runs every second)', async () => {
    const lottery = service(at);
    await lottery.tick();
    const before = await issueIds();
    await lottery.tick();
    await lottery.tick();
    // An insert attempt, even one that conflicts, draws an id from the sequence.
    expect(await issueIds()).toBe(before);
  });

  it('creates only the issue that a later pass is missing', async () => {
    const later = service(new Date(at.getTime() + 60_000));
    const before = (await database.db.select().from(lotteryIssues)).length;
    await later.tick();
    const after = (await database.db.select().from(lotteryIssues)).length;
    // The one-minute games need one more issue; the longer ones still have theirs.
    expect(after - before).toBeGreaterThan(0);
    expect(after - before).toBeLessThan(2 * (await new LotteryRepository(database.db).allGames()).length);
  });
});

describe('draw announcements', () => {
  it('announces each stored draw once, with the result the issue holds', async () => {
    const start = new Date('2026-03-05T08:00:30Z');
    await service(start).tick();
    const announced: Announced[] = [];
    // Two nodes pass over the same due issues: only the one that stores a result announces it.
    const later = new Date(start.getTime() + 10 * 60_000);
    await Promise.all([service(later, announced).tick(), service(later, announced).tick()]);
    expect(announced.length).toBeGreaterThan(0);
    const keys = announced.map((d) => `${d.merchantId}:${d.gameCode}:${d.numero}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const draw of announced) {
      const [row] = rowsOf<{ win_no: string; draw_at: Date; status: string }>(
        await database.db.execute(sql`
          SELECT i.win_no, i.draw_at, i.status FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
           WHERE g.merchant_id = ${draw.merchantId} AND g.code = ${draw.gameCode} AND i.numero = ${draw.numero}`),
      );
      expect(row!.win_no).toBe(draw.winNumber);
      expect(new Date(row!.draw_at).getTime()).toBe(draw.drawTime);
      expect(draw.drawTime).toBeLessThanOrEqual(later.getTime());
    }
    // A pass with nothing new to draw announces nothing.
    const again: Announced[] = [];
    await service(later, again).tick();
    expect(again).toEqual([]);
  });
});
