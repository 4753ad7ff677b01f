import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import {
  PGLITE_SEEDED_TEMPLATE_FILE,
  PGLITE_TEMPLATE_FILE,
  databaseUrlWithName,
  seededTemplateDatabaseName,
  templateDatabaseName,
  testDatabasePrefix,
} from './template.js';
import { UNIT_TIER_ENV } from './tiers.js';

export interface TestDatabase extends Database {
  /** Drops the copy (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start with the demo merchants seeded (seedDemo as of the run's start) instead of empty. */
  seeded?: boolean;
}

/**
 * A migrated database of its own for one test file, empty or seeded: a copy of one of the run's
 * templates, on PGlite by default or on PostgreSQL when DATABASE_URL is set.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env[UNIT_TIER_ENV] === 'unit') {
    // The unit tier has no template (no global setup) and no PostgreSQL pass: a file that gets
    // here reaches the database in a way tiers.ts does not read (see integrationReason).
    throw new Error(
      'createTestDatabase was called from a test of the unit tier, which runs without a database; ' +
        'import the database helpers (platform/testing/test-app or test-db) statically so the file is ' +
        'classed as an integration test',
    );
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `${testDatabasePrefix(url)}${randomBytes(6).toString('hex')}`;
    const template = options.seeded ? seededTemplateDatabaseName(url) : templateDatabaseName(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = openPostgres(databaseUrlWithName(url, name), 20);
    return {
      ...database,
      destroy: async () => {
        await database.close();
        await dropDatabase(url, name);
      },
    };
  }
  const dump = new Blob([
    fs.readFileSync(options.seeded ? PGLITE_SEEDED_TEMPLATE_FILE : PGLITE_TEMPLATE_FILE),
  ]);
  const client = await PGlite.create({ loadDataDir: dump });
  const database = openPglite(client);
  return { ...database, destroy: () => database.close() };
}

/** PostgreSQL's "insufficient privilege" SQLSTATE. */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test database. FORCE cannot end an autovacuum worker that happens to be visiting the
 * database unless the role may signal every backend, which a plain test role may not; such a
 * worker is gone within moments, so the drop is tried again for a few seconds.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== INSUFFICIENT_PRIVILEGE || attempt >= 25) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await cleanup.end();
  }
}
