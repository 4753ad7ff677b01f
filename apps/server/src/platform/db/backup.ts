import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client.js';

/**
 * Backups of the embedded (PGlite) database while a server may be running (decision 0018).
 *
 * The process that has a data directory open names itself in `<dataDir>.owner.json`; a second
 * server, a restore or an offline backup refuses a directory whose owner is alive. A backup of a
 * directory a server owns is asked of that server: the backup command writes a request file and
 * sends SIGUSR2; the server writes the copy (Database.dump) next to the directory, under a
 * temporary name renamed once complete, or an error file, and the command moves it to where
 * the operator wanted it. Only a process allowed to signal the server (its user, or root) can
 * ask, and nothing of it is reachable over the network.
 */

export interface DataDirOwner {
  pid: number;
  role: 'server' | 'backup' | 'restore';
  since: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `${dataDir} is in use by process ${owner.pid} (${owner.role}, since ${owner.since}); ` +
        `stop it first (if no such process runs any more, delete ${ownerFile(dataDir)})`,
    );
    this.name = 'DataDirInUse';
  }
}

export const ownerFile = (dataDir: string) => `${path.resolve(dataDir)}.owner.json`;
const requestFile = (dataDir: string) => `${path.resolve(dataDir)}.backup-request`;
export const backupFile = (dataDir: string, id: string) => `${path.resolve(dataDir)}.backup-${id}.tar.gz`;
const errorFile = (dataDir: string, id: string) => `${backupFile(dataDir, id)}.error`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process other than this one that has the directory open, or null. */
export function liveOwner(dataDir: string): DataDirOwner | null {
  let owner: DataDirOwner;
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as DataDirOwner;
  } catch {
    return null;
  }
  if (!Number.isInteger(owner.pid) || owner.pid === process.pid || !alive(owner.pid)) return null;
  return owner;
}

/**
 * Names this process the owner of the directory, or throws DataDirInUse. Answers the release,
 * which removes the name if it is still this process's.
 */
export function claimDataDir(dataDir: string, role: DataDirOwner['role']): () => void {
  const file = ownerFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const mine: DataDirOwner = { pid: process.pid, role, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    const owner = liveOwner(dataDir);
    if (owner) throw new DataDirInUse(dataDir, owner);
    // A stale name (its process is gone) is replaced; a new one is created exclusively, so that
    // of two processes claiming at once only one succeeds.
    fs.rmSync(file, { force: true });
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 3) throw error;
    }
  }
  return () => {
    try {
      const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirOwner;
      if (owner.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  };
}

/** Writes the copy to `file` under a temporary name first: `file` exists only when complete. */
export async function writeDump(database: Database, file: string): Promise<void> {
  if (!database.dump) throw new Error('only the embedded database (PGlite) is copied this way; see pg_dump');
  const blob = await database.dump();
  const partial = `${file}.partial`;
  await fs.promises.writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await fs.promises.rename(partial, file);
}

/**
 * Server side: answers SIGUSR2 with the copy the request file asks for. Requests are served one
 * at a time, once `database` is open (the handler is installed with the claim, so that a request
 * during the start waits instead of ending the process, SIGUSR2's default); the answer is the
 * copy or an error file. Answers the removal of the handler.
 */
export function serveBackupRequests(
  dataDir: string,
  database: Promise<Database>,
  logger: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): () => void {
  let busy: Promise<void> = Promise.resolve();
  const serve = async () => {
    let id: string;
    try {
      id = fs.readFileSync(requestFile(dataDir), 'utf8').trim();
      fs.rmSync(requestFile(dataDir), { force: true });
    } catch {
      return;
    }
    if (!/^[a-z0-9-]{8,64}$/.test(id)) return;
    const started = performance.now();
    try {
      await writeDump(await database, backupFile(dataDir, id));
      logger.info({ id, ms: Math.round(performance.now() - started) }, 'backup written');
    } catch (err) {
      logger.error({ err, id }, 'backup failed');
      fs.writeFileSync(errorFile(dataDir, id), err instanceof Error ? err.message : String(err));
    }
  };
  const onSignal = () => {
    busy = busy.then(serve);
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/**
 * Client side: asks the server `owner` for a copy and waits for it; answers the file it wrote
 * (next to the data directory), for the caller to move.
 */
export async function requestBackup(
  dataDir: string,
  owner: DataDirOwner,
  timeoutMs = 30 * 60_000,
): Promise<string> {
  const id = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(requestFile(dataDir), id);
  process.kill(owner.pid, 'SIGUSR2');
  const file = backupFile(dataDir, id);
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(file)) return file;
    if (fs.existsSync(errorFile(dataDir, id))) {
      const message = fs.readFileSync(errorFile(dataDir, id), 'utf8');
      fs.rmSync(errorFile(dataDir, id), { force: true });
      throw new Error(`the server could not write the backup: ${message}`);
    }
    if (!alive(owner.pid))
      throw new Error(`the server (process ${owner.pid}) stopped before writing the backup`);
    if (Date.now() > end) throw new Error(`no backup from process ${owner.pid} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
