/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]` for the embedded
 * (PGlite) database of DATA_DIR (decision 0018). PostgreSQL is backed up with its own tools
 * (README, "Backups").
 *
 * backup: a consistent copy, asked of the server when one runs on the directory, else taken
 *   directly; written to <file> (default backups/platform-<time>.tar.gz under the repository).
 * restore: the copy into DATA_DIR. Refused while any process has the directory open; a
 *   directory holding data is kept aside as <DATA_DIR>.before-restore-<time>, and only with
 *   --replace, never deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDirOf, repoRoot } from './config.js';
import { openPglite } from './platform/db/pglite.js';
import { DataDirInUse, claimDataDir, liveOwner, requestBackup, writeDump } from './platform/db/backup.js';

const USAGE = 'usage: backup [<file>] | restore <file> [--replace]';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * DATA_DIR as the server reads it. Only it and DATABASE_URL are read: the command must run from
 * an operator's shell that lacks the server's other settings (secrets among them).
 */
function dataDirOrExit(): string {
  if (process.env.DATABASE_URL?.trim()) {
    fail(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore or base backups and WAL archiving (README, "Backups").',
    );
  }
  return dataDirOf(process.env);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Moves a file, across file systems too. */
async function move(from: string, to: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.promises.copyFile(from, to);
    await fs.promises.rm(from);
  }
}

async function backup(target: string | undefined): Promise<void> {
  const dataDir = dataDirOrExit();
  const out = path.resolve(target ?? path.join(repoRoot, 'backups', `platform-${stamp()}.tar.gz`));
  if (fs.existsSync(out)) fail(`${out} exists already`);
  const owner = liveOwner(dataDir);
  if (owner?.role === 'server') {
    console.log(`asking the server (process ${owner.pid}) for a copy of ${dataDir} ...`);
    await move(await requestBackup(dataDir, owner), out);
  } else {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`${dataDir} holds no database`);
    // Held while copying, so that no server starts on the directory meanwhile.
    const release = claimDataDir(dataDir, 'backup');
    try {
      const database = openPglite(await PGlite.create(dataDir));
      try {
        await fs.promises.mkdir(path.dirname(out), { recursive: true });
        await writeDump(database, out);
      } finally {
        await database.close();
      }
    } finally {
      release();
    }
  }
  console.log(`backup written: ${out} (${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MB)`);
}

async function restore(source: string | undefined, replace: boolean): Promise<void> {
  if (!source) fail(USAGE);
  const dataDir = dataDirOrExit();
  const file = path.resolve(source);
  if (!fs.existsSync(file)) fail(`${file} does not exist`);
  // Refused while a server (or a backup) has the directory open; held until the copy is in.
  const release = claimDataDir(dataDir, 'restore');
  try {
    if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
      if (!replace) fail(`${dataDir} holds data: add --replace to keep it aside and restore in its place`);
      const aside = `${dataDir}.before-restore-${stamp()}`;
      await fs.promises.rename(dataDir, aside);
      console.log(`the data that was there is kept in ${aside}`);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
    // The copy opened: its migrations table answers.
    await client.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
    await client.close();
  } finally {
    release();
  }
  console.log(`restored ${file} into ${dataDir}`);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const flags = rest.filter((a) => a.startsWith('--'));
  const args = rest.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--replace');
  if (unknown.length || args.length > 1) fail(USAGE);
  if (command === 'backup' && !flags.length) return backup(args[0]);
  if (command === 'restore') return restore(args[0], flags.includes('--replace'));
  fail(USAGE);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
