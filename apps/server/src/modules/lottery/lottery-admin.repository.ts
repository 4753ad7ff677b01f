import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { lotteryGames, lotteryIssues, type IssueStatus } from './lottery.tables.js';
import type { GameRow } from './lottery.repository.js';
import { members } from '../member/index.js';

export interface IssueFilter {
  gameId?: number;
  status?: IssueStatus;
  from?: Date;
  to?: Date;
}

/** The back office's reads of lottery games and issues (disabled games included) and its game switches. */
export class LotteryAdminRepository {
  constructor(private readonly db: DbOrTx) {}

  games(merchantId: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(lotteryGames)
      .where(eq(lotteryGames.merchantId, merchantId))
      .orderBy(asc(lotteryGames.groupId), asc(lotteryGames.sort), asc(lotteryGames.id));
  }

  /** Whether the member is one of the merchant's. */
  async memberOf(merchantId: number, memberId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
    return row !== undefined;
  }

  async game(merchantId: number, id: number): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.id, id)));
    return row ?? null;
  }

  async updateGame(
    merchantId: number,
    id: number,
    patch: { enabled?: boolean; sort?: number; popularity?: number; lockSeconds?: number },
  ): Promise<GameRow | null> {
    const [row] = await this.db
      .update(lotteryGames)
      .set(patch)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.id, id)))
      .returning();
    return row ?? null;
  }

  /** Issues with their bets' count, stakes and payouts (voided and cancelled lines count too). */
  async issues(merchantId: number, filter: IssueFilter, page: { page: number; size: number }) {
    const where = and(
      eq(lotteryIssues.merchantId, merchantId),
      filter.gameId ? eq(lotteryIssues.gameId, filter.gameId) : undefined,
      filter.status ? eq(lotteryIssues.status, filter.status) : undefined,
      filter.from ? gte(lotteryIssues.drawAt, filter.from) : undefined,
      filter.to ? lte(lotteryIssues.drawAt, filter.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          issue: lotteryIssues,
          gameCode: lotteryGames.code,
          betCount: sql<number>`(SELECT count(*)::int FROM lottery_bets b WHERE b.issue_id = ${lotteryIssues.id})`,
          betAmount: sql<string>`(SELECT coalesce(sum(b.amount), 0)::text FROM lottery_bets b WHERE b.issue_id = ${lotteryIssues.id})`,
          payoutAmount: sql<string>`(SELECT coalesce(sum(b.payout), 0)::text FROM lottery_bets b WHERE b.issue_id = ${lotteryIssues.id})`,
        })
        .from(lotteryIssues)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
        .where(where)
        .orderBy(desc(lotteryIssues.drawAt), desc(lotteryIssues.id))
        .limit(page.size)
        .offset((page.page - 1) * page.size),
      this.db.select({ n: count() }).from(lotteryIssues).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
