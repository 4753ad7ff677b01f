import {
  LEGACY_REPORT_MAX_DAYS,
  legacyReportPeriod,
  minorToDecimal as money,
  type GameRoundHistory,
  type LegacyReportQuery,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { GameRepository } from './game.repository.js';

/** The period asked for; refused when reversed or longer than the report reads. */
function periodOf(query: LegacyReportQuery, now: Date): { from: Date; to: Date } {
  const period = legacyReportPeriod(query, now.getTime());
  if (!period) {
    throw new AppError(
      'request.invalid',
      `startDate, endDate: the start before the end, at most ${LEGACY_REPORT_MAX_DAYS} days apart`,
    );
  }
  return { from: new Date(period.from), to: new Date(period.to) };
}

/** The member's vendor game rounds of a bounded period (500cai accountGameBetHistory). */
export class GameRoundHistoryService {
  constructor(
    private readonly repository: GameRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async rounds(
    merchant: MerchantContext,
    session: SessionContext,
    query: LegacyReportQuery,
  ): Promise<GameRoundHistory> {
    const { from, to } = periodOf(query, this.now());
    const { rows, total } = await this.repository.memberRounds(
      merchant.id,
      session.memberId,
      from,
      to,
      query.page,
      query.size,
    );
    return {
      list: rows.map((r) => ({
        roundId: r.roundId,
        vendor: r.vendor,
        gameCode: r.gameCode,
        gameName: r.gameName,
        betAmount: money(r.bet, r.currency),
        winAmount: money(r.win, r.currency),
        profit: money(r.win - r.bet, r.currency),
        currency: r.currency,
        createdAt: r.startedAt.getTime(),
      })),
      page: query.page,
      size: query.size,
      total,
      startDate: from.getTime(),
      endDate: to.getTime(),
    };
  }
}
