import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { PGLITE_TEMPLATE_FILE, PG_TEMPLATE_DB, databaseUrlWithName } from './template.js';

export interface TestDatabase extends Database {
  /** Drops the copy (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
}

/**
 * A migrated, empty database of its own for one test file: a copy of the run's template,
 * on PGlite by default or on PostgreSQL when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `platform_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const database = openPostgres(databaseUrlWithName(url, name), 20);
    return {
      ...database,
      destroy: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]);
  const client = await PGlite.create({ loadDataDir: dump });
  const database = openPglite(client);
  return { ...database, destroy: () => database.close() };
}
