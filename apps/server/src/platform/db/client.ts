import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema.js';
import { migrationsDir } from '../../config.js';
import { withAmbientTransactions } from './ambient.js';

/**
 * One drizzle API over either database. Repositories only see `Db`; which engine
 * sits behind it is decided once at start.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories accept either so services decide the transaction boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  /** Joins the ambient transaction of the caller when one is open (ambient.ts). */
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function openPglite(client: PGlite): Database {
  // No relational queries are made, so drizzle is not handed the schema: loading every module's
  // tables here would make the platform depend on the modules at run time.
  const root = drizzlePglite(client) as unknown as Db;
  return {
    db: withAmbientTransactions(root),
    kind: 'pglite',
    migrate: () => migratePglite(root as never, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const root = drizzlePg(pool) as unknown as Db;
  return {
    db: withAmbientTransactions(root),
    kind: 'postgres',
    migrate: () => migratePg(root as never, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { url: string | null; dataDir: string }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  const client = await PGlite.create(options.dataDir);
  return openPglite(client);
}
