import { sql, type SQL } from 'drizzle-orm';
import { POINTS_CURRENCY, pointsFor } from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import type { Ledger } from '../wallet/index.js';
import { POINTS_WALLET, type PointRates } from './points-math.js';
import { pointConfigs } from './points.tables.js';

/** Events looked at per source and pass; the next pass continues where this one stopped. */
const BATCH = 500;

export type EarningSource = 'LOTT' | 'GAME' | 'DEP';

interface EarningEvent {
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

/** Which per-game rate a game vendor's type earns at. */
export function rateOfGameType(rates: PointRates, gameType: string): number {
  switch (gameType) {
    case 'LIVE':
      return rates.liveBetE4;
    case 'PVP':
      return rates.pvpBetE4;
    case 'SPORTS':
    case 'ESPORTS':
      return rates.sportBetE4;
    case 'LOTT':
    case 'ELOTT':
      return rates.lottoBetE4;
    default:
      // RNG, FISH, CONS: machine-decided games.
      return rates.rngBetE4;
  }
}

/**
 * Credits points for what members did: settled lottery bets (lottoBet), game vendors' debits that
 * stood (by game type), approved deposits (deposit), from the merchant's POINTS house account.
 * Candidates come from point_earning_queue, filled by triggers in the transaction of each event,
 * so a pass costs what is pending, not the history. The database decides the work: an event earns
 * once, because its point_earnings row is unique per (source, id) and the ledger key is derived
 * from it, however many passes, nodes or members' refreshes race for it. Events from before the
 * merchant's earnFrom do not earn.
 */
export class PointsEarning {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {}

  /** One pass over every merchant with a points program; answers how many events were booked. */
  async tick(): Promise<number> {
    const configs = await this.db.select().from(pointConfigs);
    let booked = 0;
    for (const config of configs) booked += await this.earnFor(config, null);
    return booked;
  }

  /** Books the pending events of one merchant, or of one member of it. */
  async earn(merchantId: number, memberId: number | null): Promise<number> {
    const [config] = await this.db
      .select()
      .from(pointConfigs)
      .where(sql`merchant_id = ${merchantId}`);
    return config ? this.earnFor(config, memberId) : 0;
  }

  private async earnFor(config: typeof pointConfigs.$inferSelect, memberId: number | null): Promise<number> {
    const currency = await this.currencyOf(config.merchantId);
    if (!currency) return 0;
    let booked = 0;
    for (;;) {
      const { events, more } = await this.pending(config.merchantId, config.earnFrom, memberId);
      for (const event of events) {
        const rateE4 =
          event.source === 'DEP'
            ? config.depositE4
            : event.source === 'LOTT'
              ? config.lottoBetE4
              : rateOfGameType(config, event.gameType ?? '');
        if (await this.book(config.merchantId, event, pointsFor(event.amount, rateE4, currency))) booked++;
      }
      if (!more) return booked;
    }
  }

  private async currencyOf(merchantId: number): Promise<string | null> {
    const [row] = rowsOf<{ currency: string }>(
      await this.db.execute(sql`SELECT currency FROM merchants WHERE id = ${merchantId}`),
    );
    return row?.currency ?? null;
  }

  /**
   * The oldest BATCH queued events of the merchant (or member), each with the event as it stands
   * now. Entries whose event can no longer earn (a debit rolled back, a row gone) are dropped here,
   * checked again by the DELETE itself so that an event that became able again meanwhile stays.
   */
  private async pending(
    merchantId: number,
    from: Date,
    memberId: number | null,
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
                 ORDER BY id LIMIT ${BATCH}) q
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
    return { events, more: rows.length === BATCH };
  }

  /** Claims the event and pays its points in one transaction; false when someone else claimed it. */
  private async book(merchantId: number, event: EarningEvent, points: bigint): Promise<boolean> {
    return this.ledger.run(async (l) => {
      const [claimed] = rowsOf<{ id: string }>(
        await l.tx.execute(sql`
          INSERT INTO point_earnings (merchant_id, member_id, source, source_id, points)
          VALUES (${merchantId}, ${event.memberId}, ${event.source}, ${event.id}, ${points.toString()})
          ON CONFLICT (source, source_id) DO NOTHING RETURNING id`),
      );
      await l.tx.execute(sql`DELETE FROM point_earning_queue WHERE id = ${event.queueId}`);
      if (!claimed) return false;
      if (points > 0n) {
        const { transfer } = await l.transfer({
          merchantId,
          currency: POINTS_CURRENCY,
          debit: { owner: 'house', code: 'POINTS' },
          credit: { owner: 'member', memberId: event.memberId, wallet: POINTS_WALLET },
          amount: points,
          kind: 'points_earn',
          idempotencyKey: `pts:earn:${event.source}:${event.id}`,
          reference: `${event.source}:${event.id}`,
        });
        await l.tx.execute(
          sql`UPDATE point_earnings SET transfer_id = ${transfer.id} WHERE id = ${Number(claimed.id)}`,
        );
      }
      return true;
    });
  }
}
