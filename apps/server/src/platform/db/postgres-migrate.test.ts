import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { newestMigration } from './migrations.js';
import { openPostgres } from './postgres.js';

const url = process.env.DATABASE_URL;

/** The same server with another database name. */
function urlOf(database: string): string {
  const next = new URL(url!);
  next.pathname = `/${database}`;
  return next.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
afterAll(async () => {
  if (!url) return;
  await admin(async (client) => {
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
});

// Several API nodes of a fresh deployment start together on one empty database (compose.yaml's
// two nodes, the multi-node e2e run). PGlite has one process, so only PostgreSQL has the race.
describe.skipIf(!url)('migrating PostgreSQL from several nodes at once', () => {
  it('lets one node migrate while the others wait, and every node starts', async () => {
    const name = `migrate_race_${randomBytes(4).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE "${name}"`));
    created.push(name);
    const nodes = [0, 1, 2].map(() => openPostgres(urlOf(name), 2));
    try {
      await Promise.all(nodes.map((node) => node.migrate()));
      const applied = await nodes[0]!.db.execute(
        sql`SELECT count(*)::int AS n, max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
      );
      const row = (applied as unknown as { rows: { n: number; newest: string }[] }).rows[0]!;
      // Each migration once, the newest of the journal among them.
      expect(Number(row.newest)).toBe(newestMigration()!.when);
      const hashes = await nodes[0]!.db.execute(
        sql`SELECT count(DISTINCT hash)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect((hashes as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(row.n);
      // A node started later finds nothing to do.
      await nodes[1]!.migrate();
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
    }
  });
});
