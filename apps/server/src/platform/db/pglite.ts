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
    // No transaction may begin while the copy is taken (the statements of one that has begun
    // hold this lock until it ends), and the checkpoint first writes every committed page to
    // the data files: the copy holds every transaction committed before it and none half-done.
    dump: () =>
      client._runExclusiveTransaction(async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      }),
  };
}
