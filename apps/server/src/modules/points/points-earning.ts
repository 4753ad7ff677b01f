import { sql } from 'drizzle-orm';
import { POINTS_CURRENCY, pointsFor } from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import type { Ledger } from '../wallet/ledger.js';
import { rowsOf } from '../wallet/ledger.repository.js';
import { POINTS_WALLET, type PointRates } from './points-math.js';
import { pointConfigs } from './points.tables.js';

/** Events looked at per source and pass; the next pass continues where this one stopped. */
const BATCH = 500;

export type EarningSource = 'LOTT' | 'GAME' | 'DEP';

interface EarningEvent {
  source: EarningSource;
  id: number;
  memberId: number;
  amount: bigint;
  /** Game type of a vendor debit; null for lottery bets and deposits. */
  gameType: string | null;
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
 * The database decides the work: an event earns once, because its point_earnings row is unique
 * per (source, id) and the ledger key is derived from it, however many passes, nodes or members'
 * refreshes race for it. Events from before the merchant's earnFrom do not earn.
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
      const events = await this.pending(config.merchantId, config.earnFrom, memberId);
      for (const event of events) {
        const rateE4 =
          event.source === 'DEP'
            ? config.depositE4
            : event.source === 'LOTT'
              ? config.lottoBetE4
              : rateOfGameType(config, event.gameType ?? '');
        if (await this.book(config.merchantId, event, pointsFor(event.amount, rateE4, currency))) booked++;
      }
      if (events.length < BATCH) return booked;
    }
  }

  private async currencyOf(merchantId: number): Promise<string | null> {
    const [row] = rowsOf<{ currency: string }>(
      await this.db.execute(sql`SELECT currency FROM merchants WHERE id = ${merchantId}`),
    );
    return row?.currency ?? null;
  }

  /** Events without an earning yet, oldest first, at most BATCH of each source. */
  private async pending(merchantId: number, from: Date, memberId: number | null): Promise<EarningEvent[]> {
    const since = from.toISOString();
    const member = (column: string) =>
      memberId === null ? sql`` : sql`AND ${sql.raw(column)} = ${memberId}`;
    const rows = rowsOf<{
      source: EarningSource;
      id: string;
      member_id: string;
      amount: string;
      game_type: string | null;
    }>(
      await this.db.execute(sql`
        (SELECT 'LOTT' AS source, b.id, b.member_id, b.amount::text AS amount, NULL AS game_type
           FROM lottery_bets b
          WHERE b.merchant_id = ${merchantId} AND b.status IN ('won', 'lost') AND b.settled_at >= ${since}
            ${member('b.member_id')}
            AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'LOTT' AND e.source_id = b.id)
          ORDER BY b.id LIMIT ${BATCH})
        UNION ALL
        (SELECT 'GAME', t.id, t.member_id, t.amount::text, v.game_type
           FROM seamless_transactions t JOIN game_vendors v ON v.id = t.vendor_id
          WHERE t.merchant_id = ${merchantId} AND t.kind = 'debit' AND t.state = 'done' AND t.amount > 0
            AND t.created_at >= ${since} ${member('t.member_id')}
            AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'GAME' AND e.source_id = t.id)
          ORDER BY t.id LIMIT ${BATCH})
        UNION ALL
        (SELECT 'DEP', f.id, f.member_id, f.amount::text, NULL
           FROM funding_requests f
          WHERE f.merchant_id = ${merchantId} AND f.direction = 'DEPOSIT' AND f.status = 'APPROVED'
            AND f.decided_at >= ${since} ${member('f.member_id')}
            AND NOT EXISTS (SELECT 1 FROM point_earnings e WHERE e.source = 'DEP' AND e.source_id = f.id)
          ORDER BY f.id LIMIT ${BATCH})`),
    );
    return rows.map((r) => ({
      source: r.source,
      id: Number(r.id),
      memberId: Number(r.member_id),
      amount: BigInt(r.amount),
      gameType: r.game_type,
    }));
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
