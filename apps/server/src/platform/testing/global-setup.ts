import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.js';
import {
  PGLITE_TEMPLATE_FILE,
  databaseUrlWithName,
  templateDatabaseName,
  testDatabasePrefix,
} from './template.js';

/**
 * Migrates one template database per test run; every test file then starts from a copy of it,
 * which is much faster than migrating per file and keeps files independent of each other.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    const template = templateDatabaseName(url);
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = openPostgres(databaseUrlWithName(url, template), 2);
    await database.migrate();
    await database.close();
    return dropLeftoverDatabases;
  }
  const client = await PGlite.create();
  const database = openPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

/** A test file that crashed before its own cleanup leaves a copy behind; sweep them at the end of the run. */
async function dropLeftoverDatabases(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const prefix = testDatabasePrefix(url);
  const copy = new RegExp(`^${prefix}[0-9a-f]+$`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2`,
      [prefix, templateDatabaseName(url)],
    );
    for (const { datname } of rows) {
      if (copy.test(datname)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
