import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../seed/seed-demo.js';
import { rowsOf } from '../db/rows.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.destroy();
});

async function open(seeded: boolean): Promise<TestDatabase> {
  const database = await createTestDatabase({ seeded });
  opened.push(database);
  return database;
}

/** Rows of every table that the demo seed fills, by table. */
async function rowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    ),
  ).map((t) => t.name);
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: string }>(
      await database.db.execute(sql.raw(`SELECT count(*)::text AS n FROM "${table}"`)),
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}

it('starts an unseeded copy without merchants', async () => {
  const empty = await open(false);
  expect((await rowCounts(empty)).merchants).toBe(0);
});

it('starts a seeded copy with everything the demo seed makes, so seeding it again adds nothing', async () => {
  const seeded = await open(true);
  const before = await rowCounts(seeded);
  expect(before.merchants).toBeGreaterThan(0);
  expect(before.members).toBeGreaterThan(0);
  await seedDemo(seeded.db);
  expect(await rowCounts(seeded)).toEqual(before);
});

it('gives every seeded copy its own rows', async () => {
  const first = await open(true);
  const second = await open(true);
  await first.db.execute(sql`DELETE FROM merchant_domains`);
  expect((await rowCounts(first)).merchant_domains).toBe(0);
  expect((await rowCounts(second)).merchant_domains).toBeGreaterThan(0);
});
