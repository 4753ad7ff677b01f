import { sql } from 'drizzle-orm';
import { minorToNumber } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';

/** Transfers of one kind and currency made in the last 24 hours. */
export interface RecentTransfers {
  readonly kind: string;
  readonly currency: string;
  readonly transfers: number;
  /** Their amounts' sum in major units (a float: for charts, never for money). */
  readonly amount: number;
}

/**
 * The ledger's figures for the metrics scrape. ledger_transfers has no index on created_at, so the
 * window is found on the primary key instead: ids grow with time, the newest transfer older than
 * the window (a backward scan of the key from the newest row) bounds a key range scan of the
 * window's rows. Its cost is the window's rows, never the table's history.
 */
export class LedgerFigures {
  constructor(private readonly db: DbOrTx) {}

  async recentTransfers(): Promise<RecentTransfers[]> {
    const rows = rowsOf<{ kind: string; currency: string; transfers: number; amount: string }>(
      await this.db.execute(sql`
        SELECT kind, currency, count(*)::int AS transfers, sum(amount)::text AS amount
        FROM ledger_transfers
        WHERE id > coalesce(
            (SELECT id FROM ledger_transfers
             WHERE created_at < now() - interval '24 hours' ORDER BY id DESC LIMIT 1), 0)
          AND created_at >= now() - interval '24 hours'
        GROUP BY kind, currency`),
    );
    return rows.map((r) => ({
      kind: r.kind,
      currency: r.currency,
      transfers: Number(r.transfers),
      amount: minorToNumber(BigInt(r.amount), r.currency),
    }));
  }
}
