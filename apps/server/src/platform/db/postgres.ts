import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../config.js';
import type { Database, Db } from './client.js';
import { migrationsCurrent } from './migrations.js';
import { schema } from './schema.js';

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      if (!(await migrationsCurrent(db))) await migrate(db as never, { migrationsFolder: migrationsDir });
    },
    close: () => pool.end(),
  };
}
