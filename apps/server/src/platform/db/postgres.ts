import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../config.js';
import type { Database, Db } from './client.js';
import { withAmbientTransactions } from './ambient.js';
import { migrationsCurrent } from './migrations.js';

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
      if (!(await migrationsCurrent(root))) await migrate(root as never, { migrationsFolder: migrationsDir });
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
