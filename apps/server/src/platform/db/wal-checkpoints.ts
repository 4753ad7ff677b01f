import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../periodic-job.js';
import type { Db } from './client.js';

/** WAL a restart after a crash may have to replay; 16 MB replays in well under a second. */
export const WAL_CHECKPOINT_BYTES = 16 * 1024 * 1024;

/** Bytes of WAL written since the redo point of the last checkpoint: what a crash recovery replays. */
export async function walSinceCheckpoint(db: Db): Promise<number> {
  const result = await db.execute(
    sql`SELECT (pg_current_wal_insert_lsn() - (SELECT redo_lsn FROM pg_control_checkpoint()))::bigint::text AS bytes`,
  );
  return Number((result as unknown as { rows: { bytes: string }[] }).rows[0]!.bytes);
}

/**
 * Checkpoints PGlite's database once WAL_CHECKPOINT_BYTES of WAL have been written since the
 * last checkpoint. PGlite runs PostgreSQL as a single-user backend: there is no checkpointer
 * process, and max_wal_size never triggers one (only a postmaster's children request it).
 * Without this, every change since the last clean shutdown stays in the WAL, and a start after
 * a kill -9 replays all of it: 430 MB took 12 s. A checkpoint writes committed pages to the data
 * files; it never drops anything committed, so it costs no durability.
 */
export class WalCheckpoints extends PeriodicJob {
  constructor(
    db: Db,
    logger: Pick<FastifyBaseLogger, 'error'>,
    intervalMs = 5_000,
    limitBytes = WAL_CHECKPOINT_BYTES,
  ) {
    super(
      'PGlite checkpoint',
      async () => {
        if ((await walSinceCheckpoint(db)) >= limitBytes) await db.execute(sql`CHECKPOINT`);
      },
      logger,
      intervalMs,
    );
  }
}
