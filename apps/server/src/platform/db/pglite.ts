import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../config.js';
import type { Database, Db } from './client.js';
import { migrationsCurrent } from './migrations.js';
import { schema } from './schema.js';

export function openPglite(client: PGlite): Database {
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      if (!(await migrationsCurrent(db))) await migrate(db as never, { migrationsFolder: migrationsDir });
    },
    close: () => client.close(),
  };
}
