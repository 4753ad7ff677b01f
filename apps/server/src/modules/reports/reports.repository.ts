import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_DAY_UTC_OFFSET_MINUTES, TRIAL_ACCOUNT_TYPES } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { ActivityTotals } from '../activity/index.js';

/** Reports count the platform's business days (business-time.ts in the shared package). */
const BUSINESS_OFFSET_MINUTES = BUSINESS_DAY_UTC_OFFSET_MINUTES;
const BUSINESS_OFFSET = sql.raw(`interval '${BUSINESS_OFFSET_MINUTES} minutes'`);

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

/**
 * The back office's reports, always of one merchant: bets, payouts and funding from the hourly
 * running totals the events keep (activity module), registrations and queues from their tables.
 */
export class ReportsRepository {
  constructor(private readonly db: DbOrTx) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  /** A merchant's hourly running totals of one source, by business day (activity module). */
  private days(r: Range, source: 'lottery' | 'game' | 'funding') {
    return new ActivityTotals(this.db).merchantDays(
      r.merchantId,
      r.currency,
      r,
      BUSINESS_OFFSET_MINUTES,
      source,
    );
  }

  /** Approved deposits and withdrawals, by the business day they were decided. */
  async fundingByDay(r: Range): Promise<FundingDay[]> {
    return (await this.days(r, 'funding')).flatMap((d) => [
      ...(d.depositCount > 0
        ? [{ day: d.day, direction: 'DEPOSIT' as const, total: d.deposit.toString(), n: d.depositCount }]
        : []),
      ...(d.withdrawCount > 0
        ? [{ day: d.day, direction: 'WITHDRAW' as const, total: d.withdraw.toString(), n: d.withdrawCount }]
        : []),
    ]);
  }

  /** Settled lottery bets (won or lost), by the business day they were settled. */
  async lotteryByDay(r: Range): Promise<PlayDay[]> {
    return (await this.days(r, 'lottery'))
      .filter((d) => d.betCount > 0)
      .map((d) => ({ day: d.day, bets: d.bet.toString(), payouts: d.payout.toString(), n: d.betCount }));
  }

  /**
   * Game vendors' booked debits (bets) and credits (wins); a debit a rollback undid is no longer
   * 'done' and does not count.
   */
  async gamesByDay(r: Range): Promise<PlayDay[]> {
    const days = new Map<string, PlayDay>();
    for (const d of await this.days(r, 'game')) {
      if (d.betCount === 0 && d.payoutCount === 0) continue;
      const day = days.get(d.day) ?? { day: d.day, bets: '0', payouts: '0', n: 0 };
      days.set(d.day, {
        day: d.day,
        bets: (BigInt(day.bets) + d.bet).toString(),
        payouts: (BigInt(day.payouts) + d.payout).toString(),
        n: day.n + d.betCount,
      });
    }
    return [...days.values()];
  }

  async gamesByType(r: Range): Promise<PlayByType[]> {
    const types = new Map<string, PlayByType>();
    for (const d of await this.days(r, 'game')) {
      if (d.betCount === 0 && d.payoutCount === 0) continue;
      const type = types.get(d.gameType) ?? { game_type: d.gameType, bets: '0', payouts: '0', n: 0 };
      types.set(d.gameType, {
        game_type: d.gameType,
        bets: (BigInt(type.bets) + d.bet).toString(),
        payouts: (BigInt(type.payouts) + d.payout).toString(),
        n: type.n + d.betCount,
      });
    }
    return [...types.values()].sort((a, b) =>
      a.game_type < b.game_type ? -1 : a.game_type > b.game_type ? 1 : 0,
    );
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
