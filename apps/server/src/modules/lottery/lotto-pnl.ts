import {
  LEGACY_REPORT_MAX_DAYS,
  legacyReportPeriod,
  minorToDecimal as money,
  type LegacyReportQuery,
  type LottoPnl,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { LotteryRepository } from './lottery.repository.js';

/**
 * The member's lottery profit and loss per game over a bounded period (500cai detailedLottoPNL):
 * settled bets only, in the merchant's currency (the one the lottery takes bets in).
 */
export class LottoPnlService {
  constructor(
    private readonly repository: LotteryRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async pnl(merchant: MerchantContext, session: SessionContext, query: LegacyReportQuery): Promise<LottoPnl> {
    const period = legacyReportPeriod(query, this.now().getTime());
    if (!period) {
      throw new AppError(
        'request.invalid',
        `startDate, endDate: the start before the end, at most ${LEGACY_REPORT_MAX_DAYS} days apart`,
      );
    }
    const rows = await this.repository.memberPnl(
      merchant.id,
      session.memberId,
      merchant.currency,
      new Date(period.from),
      new Date(period.to),
    );
    const c = merchant.currency;
    let bets = 0;
    let stake = 0n;
    let payout = 0n;
    const list = rows.map((r) => {
      bets += r.bets;
      stake += r.stake;
      payout += r.payout;
      return {
        gameId: r.gameId,
        gameCode: r.gameCode,
        gameName: r.gameName,
        bets: r.bets,
        betAmount: money(r.stake, c),
        payout: money(r.payout, c),
        profit: money(r.payout - r.stake, c),
      };
    });
    return {
      list,
      total: { bets, betAmount: money(stake, c), payout: money(payout, c), profit: money(payout - stake, c) },
      currency: c,
      startDate: period.from,
      endDate: period.to,
    };
  }
}
