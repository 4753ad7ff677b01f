import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client.js';
import { openDatabase } from './open.js';
import { openPglite } from './pglite.js';
import { PGLITE_TEMPLATE_FILE } from '../testing/template.js';
import { WalCheckpoints, walSinceCheckpoint } from './wal-checkpoints.js';

// PGlite only (what the job is for), whichever database the rest of the suite runs on.
const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function pgliteOnDisk(): Promise<{ dataDir: string; database: Database }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpoints-'));
  dirs.push(dataDir);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]),
  });
  const database = openPglite(client);
  await database.db.execute(sql`CREATE TABLE wal_probe (id integer PRIMARY KEY, body text NOT NULL)`);
  // Uncompressed, so that a row's size is the WAL it writes.
  await database.db.execute(sql`ALTER TABLE wal_probe ALTER COLUMN body SET STORAGE EXTERNAL`);
  return { dataDir, database };
}

async function onePass(database: Database, limitBytes: number): Promise<void> {
  const job = new WalCheckpoints(database.db, console, 60_000, limitBytes);
  job.start();
  await job.stop();
}

describe('WalCheckpoints (PGlite)', () => {
  it('checkpoints once the WAL since the last checkpoint passes the limit', async () => {
    const { database } = await pgliteOnDisk();
    await database.db.execute(sql`CHECKPOINT`);
    await database.db.execute(
      sql`INSERT INTO wal_probe SELECT g, repeat(md5(g::text), 32) FROM generate_series(1, 8000) g`,
    );
    expect(await walSinceCheckpoint(database.db)).toBeGreaterThan(2 * 1024 * 1024);
    await onePass(database, 2 * 1024 * 1024);
    expect(await walSinceCheckpoint(database.db)).toBeLessThan(64 * 1024);
    await database.close();
  });

  it('leaves the database alone while the WAL is under the limit', async () => {
    const { database } = await pgliteOnDisk();
    await database.db.execute(sql`CHECKPOINT`);
    await database.db.execute(sql`INSERT INTO wal_probe VALUES (1, 'x')`);
    const before = await walSinceCheckpoint(database.db);
    expect(before).toBeGreaterThan(0);
    await onePass(database, 2 * 1024 * 1024);
    expect(await walSinceCheckpoint(database.db)).toBeGreaterThanOrEqual(before);
    await database.close();
  });

  it('keeps every committed row across a SIGKILL, with little WAL left to replay', async () => {
    const { dataDir, database } = await pgliteOnDisk();
    await database.close();
    // 300 rows of ~100 KB: about 30 MB of WAL, checkpointed every 4 MB by the writer.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'testing/wal-child.ts'), dataDir, '300'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_c, s) => resolve(s)),
    );
    expect(signal, out).toBe('SIGKILL');
    const committed = Math.max(...[...out.matchAll(/^committed (\d+)$/gm)].map((m) => Number(m[1])));
    expect(committed).toBe(300);
    // Without the checkpoints all ~30 MB since the start would be replayed.
    const toReplay = Number(/^to replay (\d+)$/m.exec(out)?.[1]);
    expect(toReplay).toBeLessThan(12 * 1024 * 1024);

    const reopened = await openDatabase({ url: null, dataDir });
    const rows = (
      (await reopened.db.execute(
        sql`SELECT count(*)::int AS n, max(id) AS top FROM wal_probe`,
      )) as unknown as {
        rows: { n: number; top: number }[];
      }
    ).rows[0]!;
    expect(rows).toEqual({ n: 300, top: 300 });
    await reopened.close();
  }, 120_000);
});
