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
  // One statement for all of them: a query per table would be most of the test's time.
  const counted = rowsOf<{ name: string; n: string }>(
    await database.db.execute(
      sql.raw(
        tables.map((t) => `SELECT '${t}' AS name, count(*)::text AS n FROM "${t}"`).join(' UNION ALL '),
      ),
    ),
  );
  return Object.fromEntries(counted.map((c) => [c.name, Number(c.n)]));
}

async function count(database: TestDatabase, table: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await database.db.execute(sql.raw(`SELECT count(*)::text AS n FROM "${table}"`)),
  );
  return Number(row!.n);
}

it('starts an unseeded copy without merchants', async () => {
  expect(await count(await open(false), 'merchants')).toBe(0);
});

it('starts a seeded copy with everything the demo seed makes, each copy with rows of its own', async () => {
  const seeded = await open(true);
  const before = await rowCounts(seeded);
  expect(before.merchants).toBeGreaterThan(0);
  expect(before.members).toBeGreaterThan(0);
  // Seeding again adds nothing: the copy holds all that seedDemo makes.
  await seedDemo(seeded.db);
  expect(await rowCounts(seeded)).toEqual(before);

  const other = await open(true);
  await seeded.db.execute(sql`DELETE FROM merchant_domains`);
  expect(await count(seeded, 'merchant_domains')).toBe(0);
  expect(await count(other, 'merchant_domains')).toBe(before.merchant_domains);
});
