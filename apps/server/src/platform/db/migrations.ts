import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../../config.js';
import type { Db } from './client.js';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The newest migration of the journal: drizzle records its `when` as created_at once applied. */
export function newestMigration(dir = migrationsDir): { tag: string; when: number } | null {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.reduce<Journal['entries'][number] | null>(
    (newest, entry) => (!newest || entry.when > newest.when ? entry : newest),
    null,
  );
}

/**
 * Whether the database already has every migration of the journal, in one query. drizzle
 * applies the migrations newer than the newest one recorded, so when that is at least the
 * journal's newest there is nothing to do and its migrator (which reads and hashes every
 * migration file, then runs four statements and a transaction) can be skipped.
 */
export async function migrationsCurrent(db: Db, dir = migrationsDir): Promise<boolean> {
  const newest = newestMigration(dir);
  if (!newest) return true;
  let result: unknown;
  try {
    result = await db.execute(sql`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`);
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
  const at = (result as { rows: { at: string | null }[] }).rows[0]?.at;
  return at !== null && at !== undefined && Number(at) >= newest.when;
}
