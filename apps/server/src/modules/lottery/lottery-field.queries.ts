import {
  CHASE_ISSUES_MAX,
  DRAW_POSITIONS,
  FIELD_BETTING_MODES,
  LINE_TICKETS_MAX,
  MULTIPLE_MAX,
  PLAY_TYPES,
  PRIZE_GROUP_MIN,
  minorToNumber,
  scaleOf,
  ticketPayout,
  ticketStake,
  type DrawKind,
  type HotGapView,
  type LotteryGameSetting,
  type LotteryOrderDetail,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { LotteryRepository } from './lottery.repository.js';
import type { LotteryQueries } from './lottery.queries.js';
import type { LotteryService } from './lottery.service.js';
import { orderInfoOf } from './field-order-view.js';
import { indexAt, issueAt } from './schedule.js';

/** The balls a position of a game's draw can show, in the order hot_gap_info counts them. */
const BALLS: Record<DrawKind, { positions: number; balls: string[] }> = {
  digits: { positions: 5, balls: range(0, 9, 1) },
  pick: { positions: 5, balls: range(1, 11, 2) },
  race: { positions: 10, balls: range(1, 10, 2) },
  dice: { positions: 3, balls: range(1, 6, 1) },
  // The special prize's five digits: the number most Vietnamese plays are judged on.
  vn: { positions: 5, balls: range(0, 9, 1) },
};

function range(from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

/** The numbers of a drawn result by position (the special prize's digits for the Vietnamese game). */
function positionsOf(kind: DrawKind, winNo: string): string[] {
  const numbers = winNo.split(',');
  return kind === 'vn' ? [...(numbers[0] ?? '')] : numbers;
}

/**
 * Read calls only clients in the field make (section 6 of the field protocol): betting modes and
 * limits, hot and cold numbers, issues ahead, one bet in detail, games with their prize groups and
 * logos. What the web shows comes from LotteryQueries.
 */
export class LotteryFieldQueries {
  constructor(
    private readonly repository: LotteryRepository,
    private readonly lottery: LotteryService,
    private readonly queries: LotteryQueries,
  ) {}

  /**
   * The money modes the merchant's currency can price, with the bounds every bet is held to: the
   * largest line (LINE_TICKETS_MAX tickets at MULTIPLE_MAX) and the largest single winning ticket
   * (the game's rarest outcome at MULTIPLE_MAX and its prize group).
   */
  async setting(merchant: MerchantContext, gameId: number | string): Promise<LotteryGameSetting> {
    const game = await this.lottery.gameOfClient(merchant, gameId);
    const currency = merchant.currency;
    const odds = PLAY_TYPES[game.kind as DrawKind].flatMap((p) =>
      p.options
        ? Object.values(p.options).map(([numer, denom]) => ({ numer, denom }))
        : [{ numer: p.numer, denom: p.denom }],
    );
    const bettingModes = FIELD_BETTING_MODES.flatMap(({ mode, id, code, unit }) => {
      const stake = ticketStake(mode, scaleOf(currency));
      if (stake === null) return [];
      const perTicket = stake * BigInt(MULTIPLE_MAX);
      const winMax = odds.reduce((max, o) => {
        const pay = ticketPayout(perTicket, game.prizeGroup, o);
        return pay > max ? pay : max;
      }, 0n);
      return [
        {
          bettingModeId: id,
          code,
          unit,
          betAmountMax: minorToNumber(perTicket * BigInt(LINE_TICKETS_MAX), currency),
          betMultipleMax: MULTIPLE_MAX,
          winAmountMax: minorToNumber(winMax, currency),
        },
      ];
    });
    return { gameId: game.id, gameCode: game.code, bettingModes };
  }

  /** Per position and ball, how often it came in the latest `count` draws and how long ago it last did. */
  async hotGap(merchant: MerchantContext, gameId: number | string, count: number): Promise<HotGapView> {
    const game = await this.lottery.gameOfClient(merchant, gameId);
    const kind = game.kind as DrawKind;
    const { positions, balls } = BALLS[kind];
    const draws = (await this.repository.draws(merchant.id, game.id, count, 0)).map((d) =>
      positionsOf(kind, d.issue.winNo ?? ''),
    );
    const hot: Record<string, number[]> = {};
    const gap: Record<string, number[]> = {};
    for (let p = 0; p < positions; p++) {
      const name = DRAW_POSITIONS[p]!;
      hot[name] = balls.map((ball) => draws.filter((d) => Number(d[p]) === Number(ball)).length);
      gap[name] = balls.map((ball) => {
        const since = draws.findIndex((d) => Number(d[p]) === Number(ball));
        return since === -1 ? draws.length : since;
      });
    }
    return { gameId: game.id, gameCode: game.code, draws: draws.length, balls, hot, gap };
  }

  /**
   * The issues a chase placed now may start at: from the first one still taking bets, as many as a
   * chase may follow (the schedule decides; whether each still takes bets is checked when placed).
   */
  async chaseNumeros(merchant: MerchantContext, gameId: number | string) {
    const game = await this.lottery.gameOfClient(merchant, gameId);
    const spec = this.lottery.schedule(game);
    const now = this.lottery.clock();
    const current = indexAt(spec, now);
    const first = now < issueAt(spec, current).lockAt ? current : current + 1;
    const chaseNumeros = Array.from({ length: CHASE_ISSUES_MAX }, (_, k) => issueAt(spec, first + k).numero);
    return { gameId: game.id, gameCode: game.code, chaseNumeros };
  }

  /** The issue whose betting window holds now and the `count - 1` after it, by the schedule. */
  async recentNumeros(merchant: MerchantContext, gameId: number | string, count: number) {
    const game = await this.lottery.gameOfClient(merchant, gameId);
    const spec = this.lottery.schedule(game);
    const now = this.lottery.clock();
    const current = indexAt(spec, now);
    return Array.from({ length: count }, (_, k) => {
      const issue = issueAt(spec, current + k);
      const isSale = now >= issue.openAt && now < issue.lockAt;
      return {
        gameId: game.id,
        gameCode: game.code,
        numero: issue.numero,
        isSale,
        remainTime: Math.max(0, issue.lockAt.getTime() - now.getTime()),
        lockTime: spec.lockSeconds,
        openTime: issue.openAt.getTime(),
        closeTime: issue.lockAt.getTime(),
        drawTime: issue.drawAt.getTime(),
      };
    });
  }

  /** One of the member's bets with its line by position; another member's bet is not found. */
  async orderDetail(
    merchant: MerchantContext,
    session: SessionContext,
    betId: number,
  ): Promise<LotteryOrderDetail> {
    const row = await this.repository.memberBet(merchant.id, session.memberId, betId);
    if (!row) throw new AppError('lottery.order.not.found');
    const view = await this.queries.orderViews(merchant);
    return { ...view(row), gameId: row.gameId, orderInfos: [orderInfoOf(row.bet)] };
  }

  /** Each game with the prize groups it takes (as customers/series answers per game group). */
  async gameSeries(merchant: MerchantContext, lottoMode?: number) {
    return (await this.queries.games(merchant, lottoMode)).map((game) => ({
      gameId: game.id,
      game: game.code,
      gameCode: game.code,
      gameGroup: game.groupCode,
      gameGroupId: game.groupId,
      series: [
        {
          gameGroupId: game.groupId,
          gameGroupCode: game.groupCode,
          prizeModeId: game.lottoMode,
          maxSeries: game.prizeGroup,
          minSeries: PRIZE_GROUP_MIN,
          maxBetSeries: game.prizeGroup,
          defaultSeries: game.prizeGroup,
        },
      ],
    }));
  }

  /** The games and their logos (the merchant's own artwork where set). */
  async logos(merchant: MerchantContext, lottoMode?: number, kind?: DrawKind) {
    return (await this.queries.games(merchant, lottoMode, kind)).map((game) => ({
      gameId: game.id,
      gameCode: game.code,
      remark: game.remark,
      showLogo: game.webIconUrl !== null,
      logoUrl: game.webIconUrl,
    }));
  }

  /** The Vietnamese games among the member's most recently played. */
  async vnRecent(merchant: MerchantContext, session: SessionContext | null) {
    const vn = new Set((await this.queries.games(merchant, undefined, 'vn')).map((g) => g.code));
    return (await this.queries.recent(merchant, session)).filter((g) => vn.has(g.code));
  }
}
