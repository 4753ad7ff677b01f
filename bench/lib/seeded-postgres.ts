import pg from 'pg';
import { openPostgres } from '../../apps/server/src/platform/db/client.js';
import { seedDemo } from '../../apps/server/src/seed/seed-demo.js';
import { templateKey } from './pglite.js';
import { scratchDatabase, type ScratchDatabase } from './postgres.js';

/**
 * Templates are named after the database of DATABASE_URL, as the test templates are: checkouts
 * that point at different databases of one server never drop each other's.
 */
function templatePrefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'platform';
  return `${base.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_bench_template_`;
}

/**
 * Makes the migrated and seeded template of this checkout's migrations and seed, unless the
 * server has it: built under a name of its own and renamed, so two runs at once never share a
 * half-built one. This database's templates of other versions are dropped.
 */
async function ensureTemplate(url: string): Promise<string> {
  const prefix = templatePrefix(url);
  const name = `${prefix}${templateKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = await scratchDatabase(url, 'bench_building');
    const database = openPostgres(building.url, 2);
    try {
      await database.migrate();
      await seedDemo(database.db);
    } finally {
      await database.close();
    }
    const partial = new URL(building.url).pathname.slice(1);
    try {
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } catch (error) {
      await building.drop();
      // Another run finished the same template first.
      const again = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!again.rowCount) throw error;
    }
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2`,
      [prefix, name],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * Like scratchDatabase, but migrated and holding the demo data from the start: a copy of a
 * template made once per version of the migrations and the seed, instead of migrating and
 * seeding every benchmark's database again.
 */
export async function seededScratchDatabase(url: string, prefix: string): Promise<ScratchDatabase> {
  return scratchDatabase(url, prefix, await ensureTemplate(url));
}
