import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDemo } from '../../seed/seed-demo.js';
import { openPglite, openPostgres } from '../db/client.js';
import {
  PGLITE_SEEDED_TEMPLATE_FILE,
  PGLITE_TEMPLATE_FILE,
  databaseUrlWithName,
  seededTemplateDatabaseName,
  templateDatabaseName,
  testDatabasePrefix,
} from './template.js';

/**
 * Migrates one template database per test run, and a second one with the demo merchants seeded;
 * every test file then starts from a copy of one of them, which is much faster than migrating
 * and seeding per file and keeps files independent of each other.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    const template = templateDatabaseName(url);
    const seeded = seededTemplateDatabaseName(url);
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${template}`);
      const database = openPostgres(databaseUrlWithName(url, template), 2);
      await database.migrate();
      await database.close();
      await admin.query(`CREATE DATABASE ${seeded} TEMPLATE ${template}`);
      const seededDatabase = openPostgres(databaseUrlWithName(url, seeded), 2);
      await seedDemo(seededDatabase.db);
      await seededDatabase.close();
    } finally {
      await admin.end();
    }
    return dropLeftoverDatabases;
  }
  const client = await PGlite.create();
  const database = openPglite(client);
  await database.migrate();
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  await dumpTo(client, PGLITE_TEMPLATE_FILE);
  await seedDemo(database.db);
  await dumpTo(client, PGLITE_SEEDED_TEMPLATE_FILE);
  await client.close();
}

/** Written beside the target and renamed, so a reader never loads half a dump. */
async function dumpTo(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
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
