import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema.js';

/**
 * One drizzle API over either database. Repositories only see `Db`; which engine
 * sits behind it is decided once at start (open.ts).
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
  /** Connections of the pool (PostgreSQL); PGlite is one connection and has none. */
  poolStats?(): PoolStats;
  /**
   * PGlite only: a gzipped tarball of the data directory as of one moment between transactions
   * (decision 0018), which PGlite.create({ loadDataDir }) opens again.
   */
  dump?(): Promise<Blob>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export { openPglite } from './pglite.js';
export { openPostgres } from './postgres.js';
export { openDatabase } from './open.js';
