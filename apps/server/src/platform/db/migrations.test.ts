import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsDir } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { migrationsCurrent, newestMigration } from './migrations.js';

let database: TestDatabase;
let newer: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // The journal of a later version: one more migration than the database has.
  newer = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(migrationsDir, newer, { recursive: true });
  const journalFile = path.join(newer, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_probe' });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(newer, '9999_probe.sql'), 'CREATE TABLE migration_probe (id integer);');
});

afterAll(async () => {
  await database?.destroy();
  fs.rmSync(newer, { recursive: true, force: true });
});

describe('migrationsCurrent', () => {
  it('is true on a database migrated to the journal', async () => {
    expect(newestMigration()?.tag).toMatch(/^\d{4}_/);
    expect(await migrationsCurrent(database.db)).toBe(true);
  });

  it('is false while the journal has a newer migration, and true once drizzle applied it', async () => {
    expect(await migrationsCurrent(database.db, newer)).toBe(false);
    const migrate = database.kind === 'pglite' ? migratePglite : migratePg;
    await migrate(database.db as never, { migrationsFolder: newer });
    await database.db.execute(sql`SELECT count(*) FROM migration_probe`);
    expect(await migrationsCurrent(database.db, newer)).toBe(true);
  });

  it('is false on a database without drizzle migrations, so the migrator runs', async () => {
    await database.db.execute(sql`DROP SCHEMA drizzle CASCADE`);
    expect(await migrationsCurrent(database.db)).toBe(false);
  });
});
