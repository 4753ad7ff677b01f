import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client.js';
import { openPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { databaseUrlWithName, testDatabasePrefix } from './template.js';

/**
 * A database of its own for a server started as a process (server-process.ts): an empty PGlite
 * data directory, or, when DATABASE_URL is set, a new PostgreSQL database on that server. The
 * server migrates and seeds it; between its runs the test opens it directly to look inside.
 */
export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server process is given: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** The PGlite data directory (PGlite only). */
  dataDir: string | null;
  /** Opens it in this process; for PGlite only while no server holds the directory. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function processDatabase(label: string): Promise<ProcessDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
      open: async () => openPglite(await PGlite.create(dataDir)),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `${testDatabasePrefix(url)}${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const own = databaseUrlWithName(url, name);
  return {
    kind: 'postgres',
    env: { DATABASE_URL: own },
    dataDir: null,
    open: async () => openPostgres(own),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
