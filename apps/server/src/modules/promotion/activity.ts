import { GAME_TYPES } from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { ALL_GAMES, ActivityTotals, NO_FIGURES, type Period } from '../activity/index.js';

export type { Period } from '../activity/index.js';

/** Settled betting of one game type in a period (minor units). */
export interface BetTotals {
  gameType: string;
  bet: bigint;
  payout: bigint;
}

/** LOTT (the platform's lottery and LOTT vendors) first, as rebates list them. */
const GAME_TYPE_ORDER = ['LOTT', ...GAME_TYPES.filter((t) => t !== 'LOTT')];

/**
 * What members really did, as the promotion rules read it: lottery bets once settled (won or
 * lost; cancelled and voided bets are no turnover), game vendors' debits and credits that stood,
 * and deposits the merchant approved. Promotion rules, rebates, VIP ranks and turnover
 * requirements are all computed from these figures, which come from the running totals kept in
 * the transaction of each event (activity module): no call here sums a member's history.
 * Members are identified by id alone (ids are unique across merchants); merchantId names the
 * tenant the caller checked.
 */
export class Activity {
  private readonly totals: ActivityTotals;

  constructor(db: DbOrTx) {
    this.totals = new ActivityTotals(db);
  }

  /** Settled bets and payouts of a member per game type (LOTT for the platform's lottery). */
  async bets(_merchantId: number, memberId: number, period: Period): Promise<BetTotals[]> {
    const figures = await this.totals.between(memberId, GAME_TYPE_ORDER, period);
    return GAME_TYPE_ORDER.map((gameType) => {
      const f = figures.get(gameType) ?? NO_FIGURES;
      return { gameType, bet: f.bet, payout: f.payout };
    }).filter((t) => t.bet > 0n || t.payout > 0n);
  }

  private async all(memberId: number, period: Period) {
    return (await this.totals.between(memberId, [ALL_GAMES], period)).get(ALL_GAMES) ?? NO_FIGURES;
  }

  async betTotal(_merchantId: number, memberId: number, period: Period): Promise<bigint> {
    return (await this.all(memberId, period)).bet;
  }

  /** Stakes less payouts; negative when the member won. */
  async netLoss(_merchantId: number, memberId: number, period: Period): Promise<bigint> {
    const f = await this.all(memberId, period);
    return f.bet - f.payout;
  }

  async deposits(_merchantId: number, memberId: number, period: Period): Promise<bigint> {
    return (await this.all(memberId, period)).deposit;
  }

  /** Approved deposits of many members at once (referral invitees), members with deposits only. */
  async depositsOf(_merchantId: number, memberIds: number[]): Promise<Map<number, bigint>> {
    const lifetime = await this.totals.lifetime(memberIds);
    return new Map([...lifetime].filter(([, f]) => f.depositCount > 0).map(([id, f]) => [id, f.deposit]));
  }

  /** Members ranked by settled bets in a period (mission leaderboard), one page. */
  ranking(merchantId: number, period: Period, page: number, size: number) {
    return this.totals.ranking(merchantId, period, page, size);
  }

  /** One member's place in the same ranking, or null without settled bets in the period. */
  rankOf(merchantId: number, memberId: number, period: Period) {
    return this.totals.rankOf(merchantId, memberId, period);
  }
}
