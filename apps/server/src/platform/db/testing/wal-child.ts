/**
 * A writer for the checkpoint crash test: on the PGlite data directory given (with its table
 * wal_probe, body stored uncompressed), commits rows of
 * about 100 KB one transaction at a time with the checkpoint job running (4 MB limit), prints
 * each committed id, then the WAL a recovery will replay, and kills itself with SIGKILL.
 *   node --import tsx wal-child.ts <dataDir> <rows>
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../open.js';
import { WalCheckpoints, walSinceCheckpoint } from '../wal-checkpoints.js';

const [dataDir, rows] = process.argv.slice(2);
const database = await openDatabase({ url: null, dataDir: dataDir! });
const job = new WalCheckpoints(database.db, console, 50, 4 * 1024 * 1024);
job.start();
for (let id = 1; id <= Number(rows); id++) {
  await database.db.execute(sql`INSERT INTO wal_probe VALUES (${id}, repeat(md5(${String(id)}), 3200))`);
  process.stdout.write(`committed ${id}\n`);
  // Let the job's passes in between, as a server's requests would.
  await new Promise((resolve) => setImmediate(resolve));
}
process.stdout.write(`to replay ${await walSinceCheckpoint(database.db)}\n`);
process.kill(process.pid, 'SIGKILL');
