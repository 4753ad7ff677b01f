import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../config.js';
import type { Database, Db } from './client.js';
import { withAmbientTransactions } from './ambient.js';
import { migrationsCurrent } from './migrations.js';

/**
 * The key of the advisory lock under which a node migrates (any constant of this application's
 * own; it spells "platform" in ASCII). Nodes started together on one database take turns: the
 * first applies the migrations, the others then find them current. Without it two nodes of a
 * fresh deployment raced on drizzle's CREATE TABLE IF NOT EXISTS of its journal table and the
 * loser stopped with a duplicate-key error.
 */
export const MIGRATION_LOCK_KEY = 0x706c6174666f726dn;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => undefined);
  // No relational queries are made, so drizzle is not handed the schema: loading every module's
  // tables here would make the platform depend on the modules at run time.
  const root = drizzle(pool) as unknown as Db;
  return {
    db: withAmbientTransactions(root),
    kind: 'postgres',
    migrate: async () => {
      // The common case, a database already migrated, takes no lock.
      if (await migrationsCurrent(root)) return;
      // A session lock, so one connection of the pool holds it while drizzle migrates on it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        const db = drizzle(client) as unknown as Db;
        if (!(await migrationsCurrent(db))) await migrate(db as never, { migrationsFolder: migrationsDir });
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
