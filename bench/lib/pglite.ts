import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsDir, repoRoot } from '../../apps/server/src/config.js';
import { openPglite } from '../../apps/server/src/platform/db/client.js';
import { seedDemo } from '../../apps/server/src/seed/seed-demo.js';

const seedDir = path.join(repoRoot, 'apps/server/src/seed');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever a migration or the demo seed does, so a stale dump is never loaded. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(migrationsDir), ...filesUnder(seedDir)]) {
    hash.update(path.relative(repoRoot, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<void> {
  const client = await PGlite.create();
  try {
    const database = openPglite(client);
    await database.migrate();
    await seedDemo(database.db);
    const dump = await client.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/**
 * An in-memory PGlite, migrated and holding the demo data. initdb in WebAssembly takes
 * seconds (tens of them on a busy machine), so the first call of a checkout dumps a migrated
 * and seeded database to the temp directory and every later one, in any process, loads that.
 */
export async function seededPglite(): Promise<PGlite> {
  const file = path.join(os.tmpdir(), `platform-bench-pglite-${templateKey()}.tar.gz`);
  if (!fs.existsSync(file)) await buildTemplate(file);
  return PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
}
