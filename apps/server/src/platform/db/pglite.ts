import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../config.js';
import type { Database, Db } from './client.js';
import { withAmbientTransactions } from './ambient.js';
import { migrationsCurrent } from './migrations.js';

export function openPglite(client: PGlite): Database {
  // No relational queries are made, so drizzle is not handed the schema: loading every module's
  // tables here would make the platform depend on the modules at run time.
  const root = drizzle(client) as unknown as Db;
  return {
    db: withAmbientTransactions(root),
    kind: 'pglite',
    migrate: async () => {
      if (!(await migrationsCurrent(root))) await migrate(root as never, { migrationsFolder: migrationsDir });
    },
    close: () => client.close(),
    // Taken inside a transaction of its own: no other transaction may begin meanwhile, and one
    // under way holds PGlite's transaction lock until it ends, so the copy never holds half of
    // one. The checkpoint first writes every committed page to the data files (it may run in a
    // transaction block; this one writes nothing and takes no transaction id).
    dump: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
  };
}
