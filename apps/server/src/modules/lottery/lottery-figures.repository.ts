import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';

/** One figure per game code, summed (or, for a lag, the worst) over the merchants that run it. */
export interface GameFigure {
  readonly game: string;
  readonly value: number;
}

/**
 * The lottery's figures for the metrics scrape, one aggregate query each, every one bounded by an
 * index so that its cost is the recent rows it counts, never the tables' history.
 */
export class LotteryFigures {
  constructor(private readonly db: DbOrTx) {}

  private async figures(query: ReturnType<typeof sql>): Promise<GameFigure[]> {
    const rows = rowsOf<{ game: string; value: number | string }>(await this.db.execute(query));
    return rows.map((r) => ({ game: r.game, value: Number(r.value) }));
  }

  /**
   * Bets placed in the last 24 hours. lottery_bets has no index on created_at: the newest bet older
   * than the window (a backward scan of the primary key) bounds a key range scan of the window's
   * bets, counted per issue before the issues drawn since the window's start are joined.
   */
  betsPlaced24h(): Promise<GameFigure[]> {
    return this.figures(sql`
      WITH recent AS (
        SELECT issue_id, count(*) AS n FROM lottery_bets
        WHERE id > coalesce(
            (SELECT id FROM lottery_bets
             WHERE created_at < now() - interval '24 hours' ORDER BY id DESC LIMIT 1), 0)
          AND created_at >= now() - interval '24 hours'
        GROUP BY issue_id)
      SELECT g.code AS game, sum(r.n)::bigint AS value
      FROM recent r
      JOIN lottery_issues i ON i.id = r.issue_id
      JOIN lottery_games g ON g.id = i.game_id
      -- A bet is placed before its issue's draw: this bounds the issues joined (by
      -- lottery_issues_due_ix) to those of the window and later, not the whole history.
      WHERE i.draw_at >= now() - interval '24 hours'
      GROUP BY g.code`);
  }

  /**
   * Bets won or lost in the last 24 hours: found through the issues drawn in the last 48 hours
   * (lottery_issues_due_ix on status and draw time), then their bets (lottery_bets_issue_ix). A
   * bet settled more than a day after its draw is left out; the settlement lag shows that.
   */
  betsSettled24h(): Promise<GameFigure[]> {
    return this.figures(sql`
      SELECT g.code AS game, count(*)::bigint AS value
      FROM lottery_issues i
      JOIN lottery_bets b ON b.issue_id = i.id AND b.status IN ('won', 'lost')
      JOIN lottery_games g ON g.id = i.game_id
      WHERE i.status IN ('drawn', 'settled')
        AND i.draw_at >= now() - interval '48 hours'
        AND (i.settled_at IS NULL OR i.settled_at >= now() - interval '24 hours')
        AND b.settled_at >= now() - interval '24 hours'
      GROUP BY g.code`);
  }

  /**
   * Issues whose draw time has passed and that are still open (lottery_issues_due_ix), for every
   * game code (0 when none), so that a game's series exists before anything goes wrong.
   */
  openIssuesUndrawn(): Promise<GameFigure[]> {
    return this.figures(sql`
      SELECT g.code AS game, coalesce(sum(o.n), 0)::bigint AS value
      FROM lottery_games g
      LEFT JOIN (
        SELECT game_id, count(*) AS n FROM lottery_issues
        WHERE status = 'open' AND draw_at < now()
        GROUP BY game_id) o ON o.game_id = g.id
      GROUP BY g.code`);
  }

  /**
   * Seconds from draw to settlement: the age of the oldest drawn issue not settled yet
   * (lottery_issues_due_ix), or else the time the newest settled issue took (per game, a
   * backward scan of lottery_issues_game_draw_ix to its newest settled issue). Games that never
   * settled an issue have no series.
   */
  settlementLagSeconds(): Promise<GameFigure[]> {
    return this.figures(sql`
      WITH waiting AS (
        SELECT game_id, min(draw_at) AS draw_at FROM lottery_issues
        WHERE status = 'drawn' GROUP BY game_id)
      SELECT g.code AS game, max(greatest(
          extract(epoch FROM now() - w.draw_at),
          extract(epoch FROM s.settled_at - s.draw_at),
          0))::float8 AS value
      FROM lottery_games g
      LEFT JOIN waiting w ON w.game_id = g.id
      LEFT JOIN LATERAL (
        SELECT settled_at, draw_at FROM lottery_issues
        WHERE game_id = g.id AND status = 'settled'
        ORDER BY draw_at DESC LIMIT 1) s ON true
      WHERE w.draw_at IS NOT NULL OR s.settled_at IS NOT NULL
      GROUP BY g.code`);
  }
}
