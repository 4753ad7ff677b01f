import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { executePrepared } from '../../platform/db/prepared.js';
import { array } from '../../platform/db/rows.js';
import { members } from '../member/index.js';
import {
  lotteryBets,
  lotteryGames,
  lotteryIssues,
  lotteryJackpots,
  lotteryOrders,
  type BetStatus,
} from './lottery.tables.js';

export type GameRow = typeof lotteryGames.$inferSelect;
export type IssueRow = typeof lotteryIssues.$inferSelect;
export type OrderRow = typeof lotteryOrders.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type NewIssue = typeof lotteryIssues.$inferInsert;
export type NewBet = typeof lotteryBets.$inferInsert;

/** Every lottery query; callers pass a transaction when the work must be atomic. */
export class LotteryRepository {
  constructor(private readonly db: DbOrTx) {}

  with(tx: DbOrTx): LotteryRepository {
    return new LotteryRepository(tx);
  }

  games(merchantId: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.enabled, true)))
      .orderBy(asc(lotteryGames.groupId), asc(lotteryGames.sort), asc(lotteryGames.id));
  }

  /** Enabled games of every merchant, for the scheduler. */
  allGames(): Promise<GameRow[]> {
    return this.db.select().from(lotteryGames).where(eq(lotteryGames.enabled, true));
  }

  async game(merchantId: number, code: string): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(
        and(
          eq(lotteryGames.merchantId, merchantId),
          eq(lotteryGames.code, code),
          eq(lotteryGames.enabled, true),
        ),
      );
    return row ?? null;
  }

  async gameById(merchantId: number, id: number): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(
        and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.id, id), eq(lotteryGames.enabled, true)),
      );
    return row ?? null;
  }

  /**
   * A game whatever its switch: issues already open when a game is disabled are still drawn,
   * settled or voided, so no stake stays held.
   */
  async gameOfIssue(merchantId: number, id: number): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.id, id)));
    return row ?? null;
  }

  /** Creates the issue unless another node already did; answers the stored row either way. */
  async ensureIssue(issue: NewIssue): Promise<IssueRow> {
    const [created] = await this.db.insert(lotteryIssues).values(issue).onConflictDoNothing().returning();
    if (created) return created;
    const [existing] = await this.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, issue.gameId), eq(lotteryIssues.numero, issue.numero)));
    if (!existing) throw new Error(`issue ${issue.numero} neither created nor found`);
    return existing;
  }

  /** Which of these issues exist, as `gameId:numero` keys, in one query. */
  async existingIssues(keys: { gameId: number; numero: string }[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.db
      .select({ gameId: lotteryIssues.gameId, numero: lotteryIssues.numero })
      .from(lotteryIssues)
      .where(
        and(
          inArray(lotteryIssues.gameId, [...new Set(keys.map((k) => k.gameId))]),
          inArray(lotteryIssues.numero, [...new Set(keys.map((k) => k.numero))]),
        ),
      );
    return new Set(rows.map((r) => `${r.gameId}:${r.numero}`));
  }

  async issue(gameId: number, numero: string): Promise<IssueRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, gameId), eq(lotteryIssues.numero, numero)));
    return row ?? null;
  }

  async issueById(id: number): Promise<IssueRow | null> {
    const [row] = await this.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, id));
    return row ?? null;
  }

  /** Shared lock: a draw or void (which update the row) waits for bets being placed on it. */
  async issueForShare(id: number): Promise<IssueRow | null> {
    const [row] = await this.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, id)).for('share');
    return row ?? null;
  }

  async issueForUpdate(id: number): Promise<IssueRow | null> {
    const [row] = await this.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, id)).for('update');
    return row ?? null;
  }

  /** Issues whose draw time has come and that are not drawn yet, or drawn and not settled. */
  dueIssues(now: Date, limit = 100): Promise<IssueRow[]> {
    return this.db
      .select()
      .from(lotteryIssues)
      .where(and(inArray(lotteryIssues.status, ['open', 'drawn']), lte(lotteryIssues.drawAt, now)))
      .orderBy(asc(lotteryIssues.drawAt))
      .limit(limit);
  }

  /** Draws the issue once: only the first caller finds it open. */
  async markDrawn(id: number, winNo: string, now: Date): Promise<IssueRow | null> {
    const [row] = await this.db
      .update(lotteryIssues)
      .set({ status: 'drawn', winNo, drawnAt: now })
      .where(and(eq(lotteryIssues.id, id), eq(lotteryIssues.status, 'open')))
      .returning();
    return row ?? null;
  }

  async markSettled(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(lotteryIssues)
      .set({ status: 'settled', settledAt: now })
      .where(
        and(
          eq(lotteryIssues.id, id),
          eq(lotteryIssues.status, 'drawn'),
          sql`NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.issue_id = ${id} AND b.status = 'pending')`,
        ),
      )
      .returning({ id: lotteryIssues.id });
    return rows.length > 0;
  }

  async markVoided(id: number, now: Date): Promise<void> {
    await this.db
      .update(lotteryIssues)
      .set({ status: 'voided', settledAt: now })
      .where(eq(lotteryIssues.id, id));
  }

  /** Drawn issues of a merchant (optionally one game), newest first. */
  draws(merchantId: number, gameId: number | null, limit: number, offset: number) {
    return this.db
      .select({ issue: lotteryIssues, gameCode: lotteryGames.code, kind: lotteryGames.kind })
      .from(lotteryIssues)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
      .where(
        and(
          eq(lotteryIssues.merchantId, merchantId),
          inArray(lotteryIssues.status, ['drawn', 'settled']),
          gameId === null ? undefined : eq(lotteryIssues.gameId, gameId),
        ),
      )
      .orderBy(desc(lotteryIssues.drawAt), desc(lotteryIssues.id))
      .limit(limit)
      .offset(offset);
  }

  /** The latest drawn issue of each game of a merchant. */
  async latestDrawPerGame(merchantId: number) {
    return this.db
      .selectDistinctOn([lotteryIssues.gameId], {
        issue: lotteryIssues,
        gameCode: lotteryGames.code,
        kind: lotteryGames.kind,
      })
      .from(lotteryIssues)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
      .where(
        and(eq(lotteryIssues.merchantId, merchantId), inArray(lotteryIssues.status, ['drawn', 'settled'])),
      )
      .orderBy(lotteryIssues.gameId, desc(lotteryIssues.drawAt));
  }

  async previousDrawn(gameId: number, before: Date): Promise<IssueRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, gameId), lte(lotteryIssues.drawAt, before)))
      .orderBy(desc(lotteryIssues.drawAt))
      .limit(1);
    return row ?? null;
  }

  async orderByRequest(merchantId: number, memberId: number, requestId: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryOrders)
      .where(
        and(
          eq(lotteryOrders.merchantId, merchantId),
          eq(lotteryOrders.memberId, memberId),
          eq(lotteryOrders.requestId, requestId),
        ),
      );
    return row ?? null;
  }

  async orderByNumber(merchantId: number, orderNumber: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.merchantId, merchantId), eq(lotteryOrders.orderNumber, orderNumber)));
    return row ?? null;
  }

  async insertOrder(order: typeof lotteryOrders.$inferInsert): Promise<OrderRow | null> {
    const [row] = await this.db.insert(lotteryOrders).values(order).onConflictDoNothing().returning();
    return row ?? null;
  }

  async insertBets(bets: NewBet[]): Promise<void> {
    if (bets.length) await this.db.insert(lotteryBets).values(bets);
  }

  /** Pending bets of an issue after bet `after`, in id order, locked; other settlers skip them rather than wait. */
  pendingBetsForSettlement(issueId: number, after: number, limit: number): Promise<BetRow[]> {
    return this.db
      .select()
      .from(lotteryBets)
      .where(
        and(eq(lotteryBets.issueId, issueId), eq(lotteryBets.status, 'pending'), gt(lotteryBets.id, after)),
      )
      .orderBy(asc(lotteryBets.id))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  /** Pending bets of an order with the time their issue stops taking bets, locked. */
  pendingBetsOfOrder(orderId: number): Promise<(BetRow & { lockAt: Date })[]> {
    return this.db
      .select({ bet: lotteryBets, lockAt: lotteryIssues.lockAt })
      .from(lotteryBets)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .where(and(eq(lotteryBets.orderId, orderId), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id))
      .for('update', { of: lotteryBets })
      .then((rows) => rows.map((r) => ({ ...r.bet, lockAt: r.lockAt })));
  }

  pendingBetsOfIssue(issueId: number): Promise<BetRow[]> {
    return this.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.issueId, issueId), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id))
      .for('update');
  }

  /** Writes the outcome of many (locked, pending) bets with one statement. */
  async settleBets(outcomes: { id: number; status: BetStatus; payout: bigint }[], now: Date): Promise<void> {
    if (!outcomes.length) return;
    await executePrepared(
      this.db,
      sql`
      UPDATE lottery_bets AS b SET status = v.status, payout = v.payout, settled_at = ${now}
      FROM unnest(${array(outcomes.map((o) => o.id))}::bigint[],
                  ${array(outcomes.map((o) => o.status))}::varchar[],
                  ${array(outcomes.map((o) => o.payout))}::bigint[]) AS v(id, status, payout)
      WHERE b.id = v.id AND b.status = 'pending'`,
    );
  }

  /** Of these orders, the chases that stop at their first win. */
  async stopOnWinOrders(orderIds: number[]): Promise<number[]> {
    if (!orderIds.length) return [];
    const rows = await this.db
      .select({ id: lotteryOrders.id })
      .from(lotteryOrders)
      .where(
        and(
          inArray(lotteryOrders.id, orderIds),
          eq(lotteryOrders.stopOnWin, true),
          gt(lotteryOrders.chaseIssues, 1),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Pending bets of these orders on issues drawn after `drawAt`, locked. */
  pendingBetsOfOrdersAfter(orderIds: number[], drawAt: Date): Promise<BetRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.db
      .select({ bet: lotteryBets })
      .from(lotteryBets)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .where(
        and(
          inArray(lotteryBets.orderId, orderIds),
          eq(lotteryBets.status, 'pending'),
          gt(lotteryIssues.drawAt, drawAt),
        ),
      )
      .orderBy(asc(lotteryBets.id))
      .for('update', { of: lotteryBets })
      .then((rows) => rows.map((r) => r.bet));
  }

  orders(merchantId: number, memberId: number, gameId: number | null, limit: number, offset: number) {
    return this.db
      .select({
        bet: lotteryBets,
        orderNumber: lotteryOrders.orderNumber,
        chaseIssues: lotteryOrders.chaseIssues,
        numero: lotteryIssues.numero,
        gameCode: lotteryGames.code,
      })
      .from(lotteryBets)
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.gameId))
      .where(
        and(
          eq(lotteryBets.merchantId, merchantId),
          eq(lotteryBets.memberId, memberId),
          gameId === null ? undefined : eq(lotteryOrders.gameId, gameId),
        ),
      )
      .orderBy(desc(lotteryBets.id))
      .limit(limit)
      .offset(offset);
  }

  winners(merchantId: number, limit: number, kind: string | null) {
    return this.db
      .select({
        id: lotteryBets.id,
        username: members.username,
        payout: lotteryBets.payout,
        settledAt: lotteryBets.settledAt,
        gameCode: lotteryGames.code,
        remark: lotteryGames.remark,
        currency: lotteryOrders.currency,
      })
      .from(lotteryBets)
      .innerJoin(members, eq(members.id, lotteryBets.memberId))
      .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryBets.orderId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryOrders.gameId))
      .where(
        and(
          eq(lotteryBets.merchantId, merchantId),
          eq(lotteryBets.status, 'won'),
          kind ? eq(lotteryGames.groupCode, kind) : undefined,
        ),
      )
      .orderBy(desc(lotteryBets.settledAt), desc(lotteryBets.id))
      .limit(limit);
  }

  async jackpot(merchantId: number, currency: string): Promise<bigint | null> {
    const [row] = await this.db
      .select({ amount: lotteryJackpots.amount })
      .from(lotteryJackpots)
      .where(and(eq(lotteryJackpots.merchantId, merchantId), eq(lotteryJackpots.currency, currency)));
    return row?.amount ?? null;
  }

  async growJackpot(merchantId: number, currency: string, by: bigint, now: Date): Promise<void> {
    if (by <= 0n) return;
    await this.db
      .update(lotteryJackpots)
      .set({ amount: sql`${lotteryJackpots.amount} + ${by.toString()}::bigint`, updatedAt: now })
      .where(and(eq(lotteryJackpots.merchantId, merchantId), eq(lotteryJackpots.currency, currency)));
  }
}
