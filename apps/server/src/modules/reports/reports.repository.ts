import { sql, type SQL } from 'drizzle-orm';
import { TRIAL_ACCOUNT_TYPES } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';

/** Business days run in UTC+7, like the promotions' daily rules (promotion/business-day.ts). */
const BUSINESS_OFFSET = sql.raw(`interval '7 hours'`);

export interface Range {
  merchantId: number;
  currency: string;
  /** Start of the first business day, inclusive. */
  from: Date;
  /** End of the last business day, exclusive. */
  to: Date;
}

export interface FundingDay {
  day: string;
  direction: 'DEPOSIT' | 'WITHDRAW';
  total: string;
  n: number;
}
export interface PlayDay {
  day: string;
  bets: string;
  payouts: string;
  n: number;
}
export interface PlayByType {
  game_type: string;
  bets: string;
  payouts: string;
  n: number;
}

function dayOf(column: SQL): SQL {
  return sql`to_char((${column} AT TIME ZONE 'UTC') + ${BUSINESS_OFFSET}, 'YYYY-MM-DD')`;
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Aggregates over the real money tables for the back office's reports, always of one merchant. */
export class ReportsRepository {
  constructor(private readonly db: DbOrTx) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  /** Approved deposits and withdrawals, by the business day they were decided. */
  fundingByDay(r: Range): Promise<FundingDay[]> {
    return this.rows(sql`
      SELECT ${dayOf(sql`decided_at`)} AS day, direction, sum(amount)::text AS total, count(*)::int AS n
      FROM funding_requests
      WHERE merchant_id = ${r.merchantId} AND currency = ${r.currency} AND status = 'APPROVED'
        AND decided_at >= ${at(r.from)} AND decided_at < ${at(r.to)}
      GROUP BY 1, 2`);
  }

  /** Settled lottery bets (won or lost), by the business day they were settled. */
  lotteryByDay(r: Range): Promise<PlayDay[]> {
    return this.rows(sql`
      SELECT ${dayOf(sql`settled_at`)} AS day, sum(amount)::text AS bets, sum(payout)::text AS payouts,
             count(*)::int AS n
      FROM lottery_bets
      WHERE merchant_id = ${r.merchantId} AND currency = ${r.currency} AND status IN ('won', 'lost')
        AND settled_at >= ${at(r.from)} AND settled_at < ${at(r.to)}
      GROUP BY 1`);
  }

  /**
   * Game vendors' booked debits (bets) and credits (wins); a debit a rollback undid is no longer
   * 'done' and does not count.
   */
  gamesByDay(r: Range): Promise<PlayDay[]> {
    return this.rows(sql`
      SELECT ${dayOf(sql`created_at`)} AS day,
             coalesce(sum(amount) FILTER (WHERE kind = 'debit'), 0)::text AS bets,
             coalesce(sum(amount) FILTER (WHERE kind = 'credit'), 0)::text AS payouts,
             (count(*) FILTER (WHERE kind = 'debit'))::int AS n
      FROM seamless_transactions
      WHERE merchant_id = ${r.merchantId} AND currency = ${r.currency} AND state = 'done'
        AND kind IN ('debit', 'credit') AND created_at >= ${at(r.from)} AND created_at < ${at(r.to)}
      GROUP BY 1`);
  }

  gamesByType(r: Range): Promise<PlayByType[]> {
    return this.rows(sql`
      SELECT v.game_type,
             coalesce(sum(s.amount) FILTER (WHERE s.kind = 'debit'), 0)::text AS bets,
             coalesce(sum(s.amount) FILTER (WHERE s.kind = 'credit'), 0)::text AS payouts,
             (count(*) FILTER (WHERE s.kind = 'debit'))::int AS n
      FROM seamless_transactions s
      JOIN game_vendors v ON v.id = s.vendor_id AND v.merchant_id = s.merchant_id
      WHERE s.merchant_id = ${r.merchantId} AND s.currency = ${r.currency} AND s.state = 'done'
        AND s.kind IN ('debit', 'credit') AND s.created_at >= ${at(r.from)} AND s.created_at < ${at(r.to)}
      GROUP BY 1
      ORDER BY 1`);
  }

  /** Registrations, without the trial and demo accounts. */
  newMembersByDay(r: Range): Promise<{ day: string; n: number }[]> {
    const trial = sql.join(
      TRIAL_ACCOUNT_TYPES.map((t) => sql`${t}`),
      sql`, `,
    );
    return this.rows(sql`
      SELECT ${dayOf(sql`created_at`)} AS day, count(*)::int AS n
      FROM members
      WHERE merchant_id = ${r.merchantId} AND is_agent NOT IN (${trial})
        AND created_at >= ${at(r.from)} AND created_at < ${at(r.to)}
      GROUP BY 1`);
  }

  /** What waits for an operator: bank deposits and withdrawals, and disputed peer payments. */
  async pending(merchantId: number) {
    const [row] = await this.rows<{ deposits: number; withdrawals: number; confirmations: number }>(sql`
      SELECT
        (SELECT count(*) FROM funding_requests WHERE merchant_id = ${merchantId} AND status = 'PENDING'
           AND method = 'BANK' AND direction = 'DEPOSIT')::int AS deposits,
        (SELECT count(*) FROM funding_requests WHERE merchant_id = ${merchantId} AND status = 'PENDING'
           AND method = 'BANK' AND direction = 'WITHDRAW')::int AS withdrawals,
        (SELECT count(*) FROM c2c_payments WHERE merchant_id = ${merchantId}
           AND status IN ('NOT_RECEIVED', 'APPEALED'))::int AS confirmations`);
    return row ?? { deposits: 0, withdrawals: 0, confirmations: 0 };
  }

  /** Live chats an agent still has to answer or finish: waiting for one, or being answered. */
  async openChats(merchantId: number): Promise<number> {
    const [row] = await this.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM chat_conversations
      WHERE merchant_id = ${merchantId} AND status IN ('WAITING', 'ACTIVE')`);
    return row?.n ?? 0;
  }

  async memberCount(merchantId: number): Promise<number> {
    const [row] = await this.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM members WHERE merchant_id = ${merchantId}`,
    );
    return row?.n ?? 0;
  }
}
