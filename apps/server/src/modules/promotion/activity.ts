import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../wallet/ledger.repository.js';

/** Settled betting of one game type in a period (minor units). */
export interface BetTotals {
  gameType: string;
  bet: bigint;
  payout: bigint;
}

export interface Period {
  from: Date;
  to: Date;
}

/**
 * What members really did, read from the modules that book it: lottery bets once settled (won or
 * lost; cancelled and voided bets are no turnover), game vendors' seamless debits and credits
 * that were not rolled back, and deposits the merchant approved. Promotion rules, rebates, VIP
 * ranks and turnover requirements are all computed from these figures.
 */
export class Activity {
  constructor(private readonly db: DbOrTx) {}

  /** Settled bets and payouts of a member per game type (LOTT for the platform's lottery). */
  async bets(merchantId: number, memberId: number, period: Period): Promise<BetTotals[]> {
    const rows = rowsOf<{ game_type: string; bet: string; payout: string }>(
      await this.db.execute(sql`
        SELECT 'LOTT' AS game_type, coalesce(sum(amount), 0)::text AS bet, coalesce(sum(payout), 0)::text AS payout
          FROM lottery_bets
         WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status IN ('won', 'lost')
           AND settled_at >= ${period.from.toISOString()} AND settled_at < ${period.to.toISOString()}
        UNION ALL
        SELECT v.game_type,
               coalesce(sum(t.amount) FILTER (WHERE t.kind = 'debit'), 0)::text,
               coalesce(sum(t.amount) FILTER (WHERE t.kind = 'credit'), 0)::text
          FROM seamless_transactions t JOIN game_vendors v ON v.id = t.vendor_id
         WHERE t.merchant_id = ${merchantId} AND t.member_id = ${memberId} AND t.state = 'done'
           AND t.created_at >= ${period.from.toISOString()} AND t.created_at < ${period.to.toISOString()}
         GROUP BY v.game_type`),
    );
    const totals = new Map<string, BetTotals>();
    for (const r of rows) {
      const entry = totals.get(r.game_type) ?? { gameType: r.game_type, bet: 0n, payout: 0n };
      entry.bet += BigInt(r.bet);
      entry.payout += BigInt(r.payout);
      totals.set(r.game_type, entry);
    }
    return [...totals.values()].filter((t) => t.bet > 0n || t.payout > 0n);
  }

  async betTotal(merchantId: number, memberId: number, period: Period): Promise<bigint> {
    return (await this.bets(merchantId, memberId, period)).reduce((sum, t) => sum + t.bet, 0n);
  }

  /** Stakes less payouts; negative when the member won. */
  async netLoss(merchantId: number, memberId: number, period: Period): Promise<bigint> {
    return (await this.bets(merchantId, memberId, period)).reduce((sum, t) => sum + t.bet - t.payout, 0n);
  }

  async deposits(merchantId: number, memberId: number, period: Period): Promise<bigint> {
    const [row] = rowsOf<{ total: string }>(
      await this.db.execute(sql`
        SELECT coalesce(sum(amount), 0)::text AS total FROM funding_requests
         WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND direction = 'DEPOSIT'
           AND status = 'APPROVED'
           AND decided_at >= ${period.from.toISOString()} AND decided_at < ${period.to.toISOString()}`),
    );
    return BigInt(row?.total ?? '0');
  }

  /** Approved deposits of many members at once (referral invitees). */
  async depositsOf(merchantId: number, memberIds: number[]): Promise<Map<number, bigint>> {
    if (memberIds.length === 0) return new Map();
    const rows = rowsOf<{ member_id: number | string; total: string }>(
      await this.db.execute(sql`
        SELECT member_id, sum(amount)::text AS total FROM funding_requests
         WHERE merchant_id = ${merchantId} AND direction = 'DEPOSIT' AND status = 'APPROVED'
           AND member_id IN (${sql.join(
             memberIds.map((id) => sql`${id}`),
             sql`, `,
           )})
         GROUP BY member_id`),
    );
    return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.total)]));
  }

  /** Members ranked by settled bets in a period (mission leaderboard), one page. */
  async ranking(
    merchantId: number,
    period: Period,
    page: number,
    size: number,
  ): Promise<{ rows: { memberId: number; username: string; bet: bigint; rank: number }[]; total: number }> {
    const ranked = sql`
      WITH bets AS (
        SELECT member_id, amount FROM lottery_bets
         WHERE merchant_id = ${merchantId} AND status IN ('won', 'lost')
           AND settled_at >= ${period.from.toISOString()} AND settled_at < ${period.to.toISOString()}
        UNION ALL
        SELECT member_id, amount FROM seamless_transactions
         WHERE merchant_id = ${merchantId} AND kind = 'debit' AND state = 'done'
           AND created_at >= ${period.from.toISOString()} AND created_at < ${period.to.toISOString()}
      ), totals AS (
        SELECT b.member_id, m.username, sum(b.amount) AS bet
          FROM bets b JOIN members m ON m.id = b.member_id
         GROUP BY b.member_id, m.username
      )
      SELECT member_id, username, bet::text AS bet,
             rank() OVER (ORDER BY bet DESC, member_id)::int AS rank,
             count(*) OVER ()::int AS total
        FROM totals`;
    const rows = rowsOf<{
      member_id: number | string;
      username: string;
      bet: string;
      rank: number;
      total: number;
    }>(await this.db.execute(sql`${ranked} ORDER BY rank LIMIT ${size} OFFSET ${(page - 1) * size}`));
    return {
      rows: rows.map((r) => ({
        memberId: Number(r.member_id),
        username: r.username,
        bet: BigInt(r.bet),
        rank: Number(r.rank),
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  /** One member's place in the same ranking, or null without settled bets in the period. */
  async rankOf(
    merchantId: number,
    memberId: number,
    period: Period,
  ): Promise<{ bet: bigint; rank: number } | null> {
    const bet = await this.betTotal(merchantId, memberId, period);
    if (bet === 0n) return null;
    const [row] = rowsOf<{ above: string }>(
      await this.db.execute(sql`
        WITH bets AS (
          SELECT member_id, amount FROM lottery_bets
           WHERE merchant_id = ${merchantId} AND status IN ('won', 'lost')
             AND settled_at >= ${period.from.toISOString()} AND settled_at < ${period.to.toISOString()}
          UNION ALL
          SELECT member_id, amount FROM seamless_transactions
           WHERE merchant_id = ${merchantId} AND kind = 'debit' AND state = 'done'
             AND created_at >= ${period.from.toISOString()} AND created_at < ${period.to.toISOString()}
        )
        SELECT count(*)::text AS above FROM (
          SELECT member_id FROM bets GROUP BY member_id HAVING sum(amount) > ${bet.toString()}::bigint
        ) x`),
    );
    return { bet, rank: Number(row?.above ?? 0) + 1 };
  }
}
