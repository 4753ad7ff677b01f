import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';

/**
 * What members did in a period, in minor units: bets (settled lottery bets and vendors' debits
 * that stood), payouts (their prizes and vendors' credits), approved deposits and withdrawals,
 * each with its number of events.
 */
export interface Figures {
  bet: bigint;
  betCount: number;
  payout: bigint;
  payoutCount: number;
  deposit: bigint;
  depositCount: number;
  withdraw: bigint;
  withdrawCount: number;
}

export interface Period {
  from: Date;
  to: Date;
}

/** The series of everything a member did; the others are per game type (LOTT includes the platform lottery). */
export const ALL_GAMES = '*';

export const FIGURE_COLUMNS = [
  'bet',
  'bet_count',
  'payout',
  'payout_count',
  'deposit',
  'deposit_count',
  'withdraw',
  'withdraw_count',
] as const;

type FigureRow = Record<(typeof FIGURE_COLUMNS)[number], string | number | null>;

export const NO_FIGURES: Figures = Object.freeze({
  bet: 0n,
  betCount: 0,
  payout: 0n,
  payoutCount: 0,
  deposit: 0n,
  depositCount: 0,
  withdraw: 0n,
  withdrawCount: 0,
});

const big = (v: string | number | null | undefined) => BigInt(v ?? 0);
const num = (v: string | number | null | undefined) => Number(v ?? 0);

export function figuresOf(row: FigureRow): Figures {
  return {
    bet: big(row.bet),
    betCount: num(row.bet_count),
    payout: big(row.payout),
    payoutCount: num(row.payout_count),
    deposit: big(row.deposit),
    depositCount: num(row.deposit_count),
    withdraw: big(row.withdraw),
    withdrawCount: num(row.withdraw_count),
  };
}

const HOUR_MS = 3_600_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * A LATERAL subquery `alias` with the FIGURE_COLUMNS of one member series in [from, to): the
 * cumulative figures before `to` less those before `from` (activity_before, migration 0012), a
 * fixed number of index look-ups however long the member's history is.
 */
export function figuresBetween(member: SQL, series: SQL, period: Period, alias: string): SQL {
  const a = sql.raw(alias);
  const diff = sql.raw(FIGURE_COLUMNS.map((c) => `e.${c} - s.${c} AS ${c}`).join(', '));
  return sql`LATERAL (
    SELECT ${diff}
      FROM activity_before(${member}, ${series}, ${at(period.to)}) e,
           activity_before(${member}, ${series}, ${at(period.from)}) s) ${a}`;
}

/**
 * Reads the running totals kept by the triggers of migration 0012 (activity.tables.ts): a
 * member's lifetime, any period of a member, rankings and a merchant's days.
 */
export class ActivityTotals {
  constructor(private readonly db: DbOrTx) {}

  private async rows<T>(query: SQL): Promise<T[]> {
    return rowsOf<T>(await this.db.execute(query));
  }

  /** Everything members ever did, one row each (members without activity are left out). */
  async lifetime(memberIds: number[]): Promise<Map<number, Figures>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.rows<FigureRow & { member_id: string | number }>(sql`
      SELECT member_id, ${sql.raw(FIGURE_COLUMNS.join(', '))} FROM member_activity
       WHERE member_id IN (${sql.join(
         memberIds.map((id) => sql`${id}`),
         sql`, `,
       )})`);
    return new Map(rows.map((r) => [Number(r.member_id), figuresOf(r)]));
  }

  /** One member's figures in a period, per series asked for (ALL_GAMES or game types). */
  async between(memberId: number, series: string[], period: Period): Promise<Map<string, Figures>> {
    if (series.length === 0) return new Map();
    const rows = await this.rows<FigureRow & { series: string }>(sql`
      SELECT k.series, f.*
        FROM unnest(ARRAY[${sql.join(
          series.map((s) => sql`${s}`),
          sql`, `,
        )}]::varchar[]) AS k(series)
        CROSS JOIN ${figuresBetween(sql`${memberId}::bigint`, sql`k.series`, period, 'f')}`);
    return new Map(rows.map((r) => [r.series, figuresOf(r)]));
  }

  /**
   * One member series over consecutive intervals [instants[i], instants[i + 1]): one look-up per
   * instant, so a range of days costs its number of days, not its number of events.
   */
  async intervals(memberId: number, series: string, instants: Date[]): Promise<Figures[]> {
    if (instants.length < 2) return [];
    const rows = await this.rows<FigureRow & { i: string | number }>(sql`
      SELECT k.i, f.*
        FROM unnest(ARRAY[${sql.join(instants.map(at), sql`, `)}]) WITH ORDINALITY AS k(at, i)
        CROSS JOIN LATERAL activity_before(${memberId}::bigint, ${series}, k.at) f
       ORDER BY k.i`);
    const cumulative = rows.map(figuresOf);
    return cumulative.slice(1).map((end, i) => subtract(end, cumulative[i]!));
  }

  /**
   * Members of a merchant ranked by their bets in a period (most first, then by id), one page.
   * Only members who bet since the period began are looked at, each with two look-ups.
   */
  async ranking(
    merchantId: number,
    period: Period,
    page: number,
    size: number,
  ): Promise<{ rows: { memberId: number; username: string; bet: bigint; rank: number }[]; total: number }> {
    const rows = await this.rows<{
      member_id: string | number;
      username: string;
      bet: string;
      rank: number;
      total: number;
    }>(sql`
      WITH ${this.bettors(merchantId, period)}
      SELECT member_id, username, bet::text AS bet,
             rank() OVER (ORDER BY bet DESC, member_id)::int AS rank,
             count(*) OVER ()::int AS total
        FROM bettors
       ORDER BY rank LIMIT ${size} OFFSET ${(page - 1) * size}`);
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

  /** One member's bets in the period and place in the same ranking; null without bets in it. */
  async rankOf(
    merchantId: number,
    memberId: number,
    period: Period,
  ): Promise<{ bet: bigint; rank: number } | null> {
    const mine = (await this.between(memberId, [ALL_GAMES], period)).get(ALL_GAMES) ?? NO_FIGURES;
    if (mine.bet === 0n) return null;
    const [row] = await this.rows<{ above: string }>(sql`
      WITH ${this.bettors(merchantId, period)}
      SELECT count(*)::text AS above FROM bettors WHERE bet > ${mine.bet.toString()}::bigint`);
    return { bet: mine.bet, rank: Number(row?.above ?? 0) + 1 };
  }

  /** CTE "bettors": members of the merchant with a bet in the period, with their bets. */
  private bettors(merchantId: number, period: Period): SQL {
    return sql`bettors AS (
      SELECT a.member_id, m.username, f.bet
        FROM member_activity a
        JOIN members m ON m.id = a.member_id
        CROSS JOIN ${figuresBetween(sql`a.member_id`, sql`${ALL_GAMES}::varchar`, period, 'f')}
       WHERE a.merchant_id = ${merchantId}
         AND a.last_bet_hour >= date_trunc('hour', ${at(period.from)}, 'UTC')
         AND f.bet_count > 0
    )`;
  }

  /**
   * A merchant's figures in one currency per business day (days start at offsetMinutes from UTC
   * midnight), source ('lottery', 'game', 'funding') and game type, for [from, to). Both ends
   * must be whole hours: the merchant's rows are hourly. Days where nothing is left (a debit
   * rolled back) are left out.
   */
  async merchantDays(
    merchantId: number,
    currency: string,
    period: Period,
    offsetMinutes: number,
    source?: 'lottery' | 'game' | 'funding',
  ): Promise<(Figures & { day: string; source: string; gameType: string })[]> {
    if (period.from.getTime() % HOUR_MS !== 0 || period.to.getTime() % HOUR_MS !== 0) {
      throw new Error('merchant figures are hourly: a period must start and end on whole hours');
    }
    const rows = await this.rows<FigureRow & { day: string; source: string; game_type: string }>(sql`
      SELECT to_char((hour AT TIME ZONE 'UTC') + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD') AS day,
             source, game_type,
             ${sql.raw(FIGURE_COLUMNS.map((c) => `sum(${c})::text AS ${c}`).join(', '))}
        FROM merchant_activity_hours
       WHERE merchant_id = ${merchantId} AND currency = ${currency}
         AND hour >= ${at(period.from)} AND hour < ${at(period.to)}
         ${source ? sql`AND source = ${source}` : sql``}
       GROUP BY 1, 2, 3
      HAVING ${sql.raw(FIGURE_COLUMNS.map((c) => `sum(${c}) <> 0`).join(' OR '))}`);
    return rows.map((r) => ({ ...figuresOf(r), day: r.day, source: r.source, gameType: r.game_type }));
  }
}

export function subtract(a: Figures, b: Figures): Figures {
  return {
    bet: a.bet - b.bet,
    betCount: a.betCount - b.betCount,
    payout: a.payout - b.payout,
    payoutCount: a.payoutCount - b.payoutCount,
    deposit: a.deposit - b.deposit,
    depositCount: a.depositCount - b.depositCount,
    withdraw: a.withdraw - b.withdraw,
    withdrawCount: a.withdrawCount - b.withdrawCount,
  };
}
