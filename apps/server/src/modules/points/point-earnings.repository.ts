import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { pointConfigs } from './points.tables.js';

export type EarningSource = 'LOTT' | 'GAME' | 'DEP';

export interface EarningEvent {
  /** The event's entry in point_earning_queue. */
  queueId: number;
  source: EarningSource;
  id: number;
  memberId: number;
  amount: bigint;
  /** Game type of a vendor debit; null for lottery bets and deposits. */
  gameType: string | null;
}

/**
 * A subquery: the event of queue entry `q` (its source and source_id) with its amount and game
 * type, when it can earn now (settled won or lost, a debit that stood with an amount, an approved
 * deposit) and happened at or after `since`; no row otherwise.
 */
function eligible(q: SQL, since: SQL): SQL {
  return sql`(
    SELECT b.amount, NULL::varchar AS game_type FROM lottery_bets b
     WHERE ${q}.source = 'LOTT' AND b.id = ${q}.source_id
       AND b.status IN ('won', 'lost') AND b.settled_at >= ${since}
    UNION ALL
    SELECT t.amount, v.game_type FROM seamless_transactions t JOIN game_vendors v ON v.id = t.vendor_id
     WHERE ${q}.source = 'GAME' AND t.id = ${q}.source_id
       AND t.kind = 'debit' AND t.state = 'done' AND t.amount > 0 AND t.created_at >= ${since}
    UNION ALL
    SELECT f.amount, NULL FROM funding_requests f
     WHERE ${q}.source = 'DEP' AND f.id = ${q}.source_id
       AND f.direction = 'DEPOSIT' AND f.status = 'APPROVED' AND f.decided_at >= ${since}
  )`;
}

/** The earning queue and the points earned per event. */
export class PointEarningsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Every merchant's points program. */
  configs() {
    return this.db.select().from(pointConfigs);
  }

  async currencyOf(merchantId: number): Promise<string | null> {
    const [row] = rowsOf<{ currency: string }>(
      await this.db.execute(sql`SELECT currency FROM merchants WHERE id = ${merchantId}`),
    );
    return row?.currency ?? null;
  }

  /**
   * The oldest `batch` queued events of the merchant (or member), each with the event as it stands
   * now. Entries whose event can no longer earn (a debit rolled back, a row gone) are dropped here,
   * checked again by the DELETE itself so that an event that became able again meanwhile stays.
   */
  async pending(
    merchantId: number,
    from: Date,
    memberId: number | null,
    batch: number,
  ): Promise<{ events: EarningEvent[]; more: boolean }> {
    const since = sql`${from.toISOString()}::timestamptz`;
    const rows = rowsOf<{
      queue_id: string;
      source: EarningSource;
      source_id: string;
      member_id: string;
      amount: string | null;
      game_type: string | null;
    }>(
      await this.db.execute(sql`
        SELECT q.id AS queue_id, q.source, q.source_id, q.member_id, e.amount::text AS amount, e.game_type
          FROM (SELECT * FROM point_earning_queue
                 WHERE merchant_id = ${merchantId} ${memberId === null ? sql`` : sql`AND member_id = ${memberId}`}
                 ORDER BY id LIMIT ${batch}) q
          LEFT JOIN LATERAL ${eligible(sql`q`, since)} e ON true
         ORDER BY q.id`),
    );
    const gone = rows.filter((r) => r.amount === null).map((r) => Number(r.queue_id));
    if (gone.length) {
      await this.db.execute(sql`
        DELETE FROM point_earning_queue q
         WHERE q.id IN (${sql.join(
           gone.map((id) => sql`${id}`),
           sql`, `,
         )})
           AND NOT EXISTS (SELECT 1 FROM ${eligible(sql`q`, since)} e)`);
    }
    const events = rows
      .filter((r) => r.amount !== null)
      .map((r) => ({
        queueId: Number(r.queue_id),
        source: r.source,
        id: Number(r.source_id),
        memberId: Number(r.member_id),
        amount: BigInt(r.amount!),
        gameType: r.game_type,
      }));
    return { events, more: rows.length === batch };
  }

  /** Records the event as earned; the id of the record, or null when it was earned already. */
  async claim(merchantId: number, event: EarningEvent, points: bigint): Promise<number | null> {
    const [claimed] = rowsOf<{ id: string }>(
      await this.db.execute(sql`
          INSERT INTO point_earnings (merchant_id, member_id, source, source_id, points)
          VALUES (${merchantId}, ${event.memberId}, ${event.source}, ${event.id}, ${points.toString()})
          ON CONFLICT (source, source_id) DO NOTHING RETURNING id`),
    );
    return claimed ? Number(claimed.id) : null;
  }

  async dequeue(queueId: number): Promise<void> {
    await this.db.execute(sql`DELETE FROM point_earning_queue WHERE id = ${queueId}`);
  }

  async setTransfer(earningId: number, transferId: number): Promise<void> {
    await this.db.execute(sql`UPDATE point_earnings SET transfer_id = ${transferId} WHERE id = ${earningId}`);
  }
}
