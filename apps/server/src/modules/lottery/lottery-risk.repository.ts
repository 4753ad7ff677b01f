import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { FixedStatement } from '../../platform/db/prepared.js';
import { array, rowsOf } from '../../platform/db/rows.js';
import {
  lotteryBets,
  lotteryGames,
  lotteryLimits,
  lotteryMemberLimits,
  lotteryRiskAlerts,
} from './lottery.tables.js';

export type LimitRow = typeof lotteryLimits.$inferSelect;
export type MemberLimitRow = typeof lotteryMemberLimits.$inferSelect;
export type NewLimit = Omit<typeof lotteryLimits.$inferInsert, 'id' | 'updatedAt'>;
export type AlertRow = typeof lotteryRiskAlerts.$inferSelect;
export type NewAlert = Omit<typeof lotteryRiskAlerts.$inferInsert, 'id'>;
export type NewMemberLimit = Omit<typeof lotteryMemberLimits.$inferInsert, 'updatedAt'>;

/** What bets add to the counters of their issues, named by game and issue number. */
export interface RiskRows {
  /** One row per issue and outcome (summed by the statement when repeated). */
  liability: {
    gameId: number;
    numero: string;
    outcome: string;
    amount: bigint;
    cap: bigint;
    alert: number;
  }[];
  /** One row per issue and member. */
  exposure: { gameId: number; numero: string; memberId: number; payout: bigint; cap: bigint }[];
}

/** An outcome whose liability passed its game's alert threshold with these bets. */
export interface CrossedAlert {
  gameId: number;
  numero: string;
  outcome: string;
  liability: bigint;
  cap: bigint;
}

export interface RiskHoldResult {
  /** Every counter took its part. */
  held: boolean;
  /** A liability counter was full. */
  liabilityFull: boolean;
  /** A member's payout on an issue was full. */
  exposureFull: boolean;
  crossed: CrossedAlert[];
}

interface HoldValues extends Record<string, unknown> {
  games: number[];
  numeros: string[];
  outcomes: string[];
  amounts: string[];
  caps: string[];
  alerts: number[];
  eGames: number[];
  eNumeros: string[];
  eMembers: number[];
  ePayouts: string[];
  eCaps: string[];
}

/**
 * Adds bets to their issues' liability counters and members' payouts, each row locked and grown
 * only while it stays within its cap (ON CONFLICT … DO UPDATE … WHERE re-reads the row once
 * locked, so concurrent bets never pass a cap). Rows are written in key order, so two statements
 * wait for each other instead of deadlocking. The caller rolls back when anything was refused.
 */
const HOLD = new FixedStatement<HoldValues>(() => {
  const v = (name: keyof HoldValues & string) => sql.placeholder(name);
  return sql`
    WITH v AS (
      SELECT * FROM unnest(${v('games')}::bigint[], ${v('numeros')}::varchar[], ${v('outcomes')}::varchar[],
                           ${v('amounts')}::bigint[], ${v('caps')}::bigint[], ${v('alerts')}::int[])
             AS v(game_id, numero, outcome, amount, cap, alert)
    ),
    agg AS MATERIALIZED (
      SELECT i.id AS issue_id, v.game_id, v.numero, v.outcome, sum(v.amount)::bigint AS amount,
             min(v.cap) AS cap, min(v.alert) AS alert
      FROM v JOIN lottery_issues i ON i.game_id = v.game_id AND i.numero = v.numero
      GROUP BY i.id, v.game_id, v.numero, v.outcome
    ),
    grown AS (
      INSERT INTO lottery_liability AS l (issue_id, outcome, liability, cap)
      SELECT issue_id, outcome, amount, cap FROM agg WHERE amount <= cap
      ORDER BY issue_id, outcome
      ON CONFLICT (issue_id, outcome) DO UPDATE
        SET liability = l.liability + excluded.liability, cap = excluded.cap
        WHERE l.liability + excluded.liability <= excluded.cap
      RETURNING issue_id, outcome, liability, cap
    ),
    e AS (
      SELECT * FROM unnest(${v('eGames')}::bigint[], ${v('eNumeros')}::varchar[], ${v('eMembers')}::bigint[],
                           ${v('ePayouts')}::bigint[], ${v('eCaps')}::bigint[])
             AS e(game_id, numero, member_id, payout, cap)
    ),
    eagg AS MATERIALIZED (
      SELECT i.id AS issue_id, e.member_id, sum(e.payout)::bigint AS payout, min(e.cap) AS cap
      FROM e JOIN lottery_issues i ON i.game_id = e.game_id AND i.numero = e.numero
      GROUP BY i.id, e.member_id
    ),
    exposed AS (
      INSERT INTO lottery_member_exposure AS x (issue_id, member_id, payout, cap)
      SELECT issue_id, member_id, payout, cap FROM eagg WHERE payout <= cap
      ORDER BY issue_id, member_id
      ON CONFLICT (issue_id, member_id) DO UPDATE
        SET payout = x.payout + excluded.payout, cap = excluded.cap
        WHERE x.payout + excluded.payout <= excluded.cap
      RETURNING issue_id
    )
    SELECT (SELECT count(*) FROM agg)::int AS wanted, (SELECT count(*) FROM grown)::int AS grown,
           (SELECT count(*) FROM eagg)::int AS e_wanted, (SELECT count(*) FROM exposed)::int AS e_grown,
           (SELECT json_agg(json_build_object('gameId', a.game_id, 'numero', a.numero, 'outcome', g.outcome,
                                              'liability', g.liability::text, 'cap', g.cap::text))
            FROM grown g JOIN agg a ON a.issue_id = g.issue_id AND a.outcome = g.outcome
            WHERE g.liability * 100 >= g.cap * a.alert AND (g.liability - a.amount) * 100 < g.cap * a.alert)
           AS crossed`;
});

interface ReleaseValues extends Record<string, unknown> {
  issues: string[];
  outcomes: string[];
  amounts: string[];
  eIssues: string[];
  eMembers: string[];
  ePayouts: string[];
}

/** Takes released bets back out of their counters (never below zero: bets placed untracked). */
const RELEASE = new FixedStatement<ReleaseValues>(() => {
  const v = (name: keyof ReleaseValues & string) => sql.placeholder(name);
  return sql`
    WITH agg AS (
      SELECT issue_id, outcome, sum(amount)::bigint AS amount
      FROM unnest(${v('issues')}::bigint[], ${v('outcomes')}::varchar[], ${v('amounts')}::bigint[])
           AS v(issue_id, outcome, amount)
      GROUP BY issue_id, outcome
    ),
    taken AS (
      UPDATE lottery_liability l SET liability = GREATEST(0, l.liability - agg.amount)
      FROM agg WHERE l.issue_id = agg.issue_id AND l.outcome = agg.outcome
      RETURNING 1
    ),
    eagg AS (
      SELECT issue_id, member_id, sum(payout)::bigint AS payout
      FROM unnest(${v('eIssues')}::bigint[], ${v('eMembers')}::bigint[], ${v('ePayouts')}::bigint[])
           AS e(issue_id, member_id, payout)
      GROUP BY issue_id, member_id
    ),
    untaken AS (
      UPDATE lottery_member_exposure x SET payout = GREATEST(0, x.payout - eagg.payout)
      FROM eagg WHERE x.issue_id = eagg.issue_id AND x.member_id = eagg.member_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM taken)::int AS taken, (SELECT count(*) FROM untaken)::int AS untaken`;
});

export interface LiabilityIssueRow {
  issueId: number;
  gameId: number;
  gameCode: string;
  gameName: string;
  numero: string;
  drawAt: Date;
  worst: bigint;
  cap: bigint;
}

/** The lottery's house limits and its liability counters. */
export class LotteryRiskRepository {
  constructor(private readonly db: DbOrTx) {}

  with(tx: DbOrTx): LotteryRiskRepository {
    return new LotteryRiskRepository(tx);
  }

  limits(merchantId: number): Promise<LimitRow[]> {
    return this.db
      .select()
      .from(lotteryLimits)
      .where(eq(lotteryLimits.merchantId, merchantId))
      .orderBy(asc(lotteryLimits.gameId), asc(lotteryLimits.playType));
  }

  memberLimits(merchantId: number): Promise<MemberLimitRow[]> {
    return this.db.select().from(lotteryMemberLimits).where(eq(lotteryMemberLimits.merchantId, merchantId));
  }

  async saveLimit(row: NewLimit, now: Date): Promise<LimitRow> {
    const [saved] = await this.db
      .insert(lotteryLimits)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({
        target: [lotteryLimits.merchantId, lotteryLimits.gameId, lotteryLimits.playType],
        set: { ...row, updatedAt: now },
      })
      .returning();
    return saved!;
  }

  async removeLimit(merchantId: number, gameId: number, playType: string): Promise<void> {
    await this.db
      .delete(lotteryLimits)
      .where(
        and(
          eq(lotteryLimits.merchantId, merchantId),
          eq(lotteryLimits.gameId, gameId),
          eq(lotteryLimits.playType, playType),
        ),
      );
  }

  async saveMemberLimit(row: NewMemberLimit, now: Date): Promise<void> {
    await this.db
      .insert(lotteryMemberLimits)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({ target: lotteryMemberLimits.memberId, set: { ...row, updatedAt: now } });
  }

  async hold(rows: RiskRows): Promise<RiskHoldResult> {
    const [row] = await HOLD.execute<{
      wanted: number;
      grown: number;
      e_wanted: number;
      e_grown: number;
      crossed:
        { gameId: number | string; numero: string; outcome: string; liability: string; cap: string }[] | null;
    }>(this.db, {
      games: rows.liability.map((r) => r.gameId),
      numeros: rows.liability.map((r) => r.numero),
      outcomes: rows.liability.map((r) => r.outcome),
      amounts: rows.liability.map((r) => r.amount.toString()),
      caps: rows.liability.map((r) => r.cap.toString()),
      alerts: rows.liability.map((r) => r.alert),
      eGames: rows.exposure.map((r) => r.gameId),
      eNumeros: rows.exposure.map((r) => r.numero),
      eMembers: rows.exposure.map((r) => r.memberId),
      ePayouts: rows.exposure.map((r) => r.payout.toString()),
      eCaps: rows.exposure.map((r) => r.cap.toString()),
    });
    const liabilityFull = Number(row!.grown) !== Number(row!.wanted);
    const exposureFull = Number(row!.e_grown) !== Number(row!.e_wanted);
    return {
      held: !liabilityFull && !exposureFull,
      liabilityFull,
      exposureFull,
      crossed: (row!.crossed ?? []).map((c) => ({
        gameId: Number(c.gameId),
        numero: c.numero,
        outcome: c.outcome,
        liability: BigInt(c.liability),
        cap: BigInt(c.cap),
      })),
    };
  }

  async release(
    liability: { issueId: number; outcome: string; amount: bigint }[],
    exposure: { issueId: number; memberId: number; payout: bigint }[],
  ): Promise<void> {
    if (!liability.length && !exposure.length) return;
    await RELEASE.execute(this.db, {
      issues: liability.map((r) => String(r.issueId)),
      outcomes: liability.map((r) => r.outcome),
      amounts: liability.map((r) => r.amount.toString()),
      eIssues: exposure.map((r) => String(r.issueId)),
      eMembers: exposure.map((r) => String(r.memberId)),
      ePayouts: exposure.map((r) => r.payout.toString()),
    });
  }

  /** The draw kind of each issue's game. */
  async kindsOfIssues(issueIds: number[]): Promise<Map<number, string>> {
    if (!issueIds.length) return new Map();
    const rows = rowsOf<{ id: string; kind: string }>(
      await this.db.execute(sql`
        SELECT i.id::text AS id, g.kind FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
        WHERE i.id = ANY(${array(issueIds.map(String))}::bigint[])`),
    );
    return new Map(rows.map((r) => [Number(r.id), r.kind]));
  }

  /** An issue is settled or voided: nothing on it is owed any more. */
  async drop(issueId: number): Promise<void> {
    await this.db.execute(sql`DELETE FROM lottery_liability WHERE issue_id = ${issueId}`);
    await this.db.execute(sql`DELETE FROM lottery_member_exposure WHERE issue_id = ${issueId}`);
  }

  /** Current liability of some outcomes of issues named by game and numero (for cut and refusals). */
  async current(gameId: number, numeros: string[], outcomes: string[]): Promise<Map<string, bigint>> {
    if (!numeros.length || !outcomes.length) return new Map();
    const rows = rowsOf<{ numero: string; outcome: string; liability: string }>(
      await this.db.execute(sql`
        SELECT i.numero, l.outcome, l.liability::text AS liability
        FROM lottery_issues i JOIN lottery_liability l ON l.issue_id = i.id
        WHERE i.game_id = ${gameId} AND i.numero = ANY(${array(numeros)}::varchar[])
          AND l.outcome = ANY(${array(outcomes)}::varchar[])`),
    );
    return new Map(rows.map((r) => [`${r.numero}\u0000${r.outcome}`, BigInt(r.liability)]));
  }

  /** A member's payout so far on issues named by game and numero. */
  async exposureOf(gameId: number, numeros: string[], memberId: number): Promise<Map<string, bigint>> {
    const rows = rowsOf<{ numero: string; payout: string }>(
      await this.db.execute(sql`
        SELECT i.numero, x.payout::text AS payout
        FROM lottery_issues i JOIN lottery_member_exposure x ON x.issue_id = i.id
        WHERE i.game_id = ${gameId} AND i.numero = ANY(${array(numeros)}::varchar[])
          AND x.member_id = ${memberId}`),
    );
    return new Map(rows.map((r) => [r.numero, BigInt(r.payout)]));
  }

  /** The merchant's open issues holding liability, the worst first. */
  async liabilityIssues(merchantId: number, limit = 20): Promise<LiabilityIssueRow[]> {
    const rows = rowsOf<{
      issue_id: string;
      game_id: string;
      code: string;
      remark: string;
      numero: string;
      draw_at: Date | string;
      worst: string;
      cap: string;
    }>(
      await this.db.execute(sql`
        SELECT i.id::text AS issue_id, g.id::text AS game_id, g.code, g.remark, i.numero, i.draw_at,
               w.worst::text AS worst, w.cap::text AS cap
        FROM lottery_issues i
        JOIN ${lotteryGames} g ON g.id = i.game_id
        JOIN LATERAL (
          SELECT l.liability AS worst, l.cap FROM lottery_liability l WHERE l.issue_id = i.id
          ORDER BY l.liability DESC LIMIT 1
        ) w ON true
        WHERE i.merchant_id = ${merchantId} AND i.status = 'open'
        ORDER BY w.worst * 1.0 / w.cap DESC, i.draw_at
        LIMIT ${limit}`),
    );
    return rows.map((r) => ({
      issueId: Number(r.issue_id),
      gameId: Number(r.game_id),
      gameCode: r.code,
      gameName: r.remark,
      numero: r.numero,
      drawAt: new Date(r.draw_at),
      worst: BigInt(r.worst),
      cap: BigInt(r.cap),
    }));
  }

  async topOutcomes(issueId: number, limit = 10): Promise<{ outcome: string; liability: bigint }[]> {
    const rows = rowsOf<{ outcome: string; liability: string }>(
      await this.db.execute(sql`
        SELECT outcome, liability::text AS liability FROM lottery_liability
        WHERE issue_id = ${issueId} AND liability > 0
        ORDER BY liability DESC, outcome LIMIT ${limit}`),
    );
    return rows.map((r) => ({ outcome: r.outcome, liability: BigInt(r.liability) }));
  }

  /** Numbers (an outcome without its play type) by what they stand to cost over every play type. */
  async topNumbers(issueId: number, limit = 10): Promise<{ number: string; liability: bigint }[]> {
    const rows = rowsOf<{ number: string; liability: string }>(
      await this.db.execute(sql`
        SELECT substr(outcome, strpos(outcome, ':') + 1) AS number, sum(liability)::text AS liability
        FROM lottery_liability WHERE issue_id = ${issueId} AND liability > 0
        GROUP BY 1 ORDER BY sum(liability) DESC, 1 LIMIT ${limit}`),
    );
    return rows.map((r) => ({ number: r.number, liability: BigInt(r.liability) }));
  }

  async stakes(issueId: number): Promise<{ total: bigint; bets: number }> {
    const [row] = rowsOf<{ total: string; bets: string }>(
      await this.db.execute(sql`
        SELECT coalesce(sum(amount), 0)::text AS total, count(*)::text AS bets FROM lottery_bets
        WHERE issue_id = ${issueId} AND status = 'pending'`),
    );
    return { total: BigInt(row?.total ?? '0'), bets: Number(row?.bets ?? 0) };
  }

  // ---- Alerts ----------------------------------------------------------------------------------

  /** Stores alerts in the caller's transaction (the bet's: a refused bet leaves none). */
  async saveAlerts(rows: NewAlert[]): Promise<AlertRow[]> {
    if (!rows.length) return [];
    return this.db.insert(lotteryRiskAlerts).values(rows).returning();
  }

  /** The merchant's alerts, newest first (only those not acknowledged when `open`). */
  async alerts(
    merchantId: number,
    open: boolean,
    page: number,
    size: number,
  ): Promise<{ rows: AlertRow[]; total: number }> {
    const where = and(
      eq(lotteryRiskAlerts.merchantId, merchantId),
      open ? isNull(lotteryRiskAlerts.acknowledgedAt) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(lotteryRiskAlerts)
        .where(where)
        .orderBy(desc(lotteryRiskAlerts.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(lotteryRiskAlerts).where(where),
    ]);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  async alert(merchantId: number, id: number): Promise<AlertRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryRiskAlerts)
      .where(and(eq(lotteryRiskAlerts.merchantId, merchantId), eq(lotteryRiskAlerts.id, id)));
    return row ?? null;
  }

  /** Acknowledges an alert not acknowledged yet; null when there is none such of the merchant. */
  async acknowledge(
    merchantId: number,
    id: number,
    by: { adminId: number; username: string },
    at: Date,
  ): Promise<AlertRow | null> {
    const [row] = await this.db
      .update(lotteryRiskAlerts)
      .set({ acknowledgedAt: at, acknowledgedByAdminId: by.adminId, acknowledgedBy: by.username })
      .where(
        and(
          eq(lotteryRiskAlerts.merchantId, merchantId),
          eq(lotteryRiskAlerts.id, id),
          isNull(lotteryRiskAlerts.acknowledgedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  // ---- Rebuilding counters -------------------------------------------------------------------

  /**
   * Locks the game's open issues until the transaction ends (placements hold them FOR SHARE, so
   * placements under way finish first and new ones wait); answers their ids.
   */
  async lockOpenIssues(gameId: number): Promise<number[]> {
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        SELECT id::text AS id FROM lottery_issues WHERE game_id = ${gameId} AND status = 'open'
        ORDER BY id FOR UPDATE`),
    );
    return rows.map((r) => Number(r.id));
  }

  /** Pending bets of some issues after a bet id, in id order (one batch of a rebuild). */
  pendingBets(
    issueIds: number[],
    afterId: number,
    limit: number,
  ): Promise<
    {
      id: number;
      issueId: number;
      playType: string;
      content: string;
      amount: bigint;
      tickets: number;
      prizeGroup: number;
    }[]
  > {
    return this.db
      .select({
        id: lotteryBets.id,
        issueId: lotteryBets.issueId,
        playType: lotteryBets.playType,
        content: lotteryBets.content,
        amount: lotteryBets.amount,
        tickets: lotteryBets.tickets,
        prizeGroup: lotteryBets.prizeGroup,
      })
      .from(lotteryBets)
      .where(
        and(
          inArray(lotteryBets.issueId, issueIds),
          eq(lotteryBets.status, 'pending'),
          gt(lotteryBets.id, afterId),
        ),
      )
      .orderBy(asc(lotteryBets.id))
      .limit(limit);
  }

  /** Replaces the liability counters of some issues with these (the caller holds their locks). */
  async replaceLiability(
    issueIds: number[],
    rows: { issueId: number; outcome: string; liability: bigint }[],
    cap: bigint,
  ): Promise<void> {
    if (!issueIds.length) return;
    await this.db.execute(
      sql`DELETE FROM lottery_liability WHERE issue_id = ANY(${array(issueIds.map(String))}::bigint[])`,
    );
    for (let i = 0; i < rows.length; i += 5_000) {
      const part = rows.slice(i, i + 5_000);
      await this.db.execute(sql`
        INSERT INTO lottery_liability (issue_id, outcome, liability, cap)
        SELECT issue_id, outcome, liability, ${cap.toString()}::bigint
        FROM unnest(${array(part.map((r) => String(r.issueId)))}::bigint[],
                    ${array(part.map((r) => r.outcome))}::varchar[],
                    ${array(part.map((r) => r.liability.toString()))}::bigint[]) AS v(issue_id, outcome, liability)`);
    }
  }
}
