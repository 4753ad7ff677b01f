import { z } from 'zod';
import type { MoneyMode } from '../lottery-rules.js';
import { CHASE_ISSUES_MAX, SLIP_LINES_MAX } from '../lottery-rules.js';
import { lazySchema } from '../lazy-schema.js';
import { lotteryOrderValue } from './lottery.js';

/**
 * Lottery calls only clients in the field make (section 6 of the field protocol): a game's betting
 * modes and limits, hot and cold numbers, the issues a chase may start at, upcoming issues, one
 * bet's detail, cancelling bets by id, games with their prize groups and logos. Bare JSON.
 */

/**
 * A bet's status as a number, as field clients read `orderStatus`: 2 is the only one they offer to
 * cancel and 8 the one they show after a cancel.
 */
export const FIELD_ORDER_STATUS = {
  /** Pending, its issue no longer takes bets: waiting for the draw. */
  waiting: 1,
  /** Pending and its issue still takes bets: may be cancelled. */
  cancellable: 2,
  lost: 3,
  won: 4,
  cancelled: 8,
  voided: 9,
} as const;

/** Betting modes as field clients name them: id, code and the factor of a ticket's price. */
export const FIELD_BETTING_MODES: readonly { mode: MoneyMode; id: number; code: string; unit: number }[] = [
  { mode: 'Y', id: 1, code: 'Dollar', unit: 1 },
  { mode: 'J', id: 2, code: 'Dime', unit: 0.1 },
  { mode: 'F', id: 3, code: 'Cent', unit: 0.01 },
];

/** The positions of a draw as hot_gap_info names them. */
export const DRAW_POSITIONS = [
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'NINTH',
  'TENTH',
] as const;

/** Draws hot_gap_info looks at by default, and at most. */
export const HOT_GAP_DRAWS = 50;
export const HOT_GAP_DRAWS_MAX = 200;
/** Upcoming issues numeros/recent lists by default, and at most. */
export const RECENT_NUMEROS = 10;
export const RECENT_NUMEROS_MAX = 100;

const fieldGameIdParam = lazySchema(() =>
  z.union([z.coerce.number().int().min(1).max(2_147_483_647), z.string().trim().min(1).max(32)]),
);

/** GET .../games/:gameId/setting, .../numeros/chase/:gameId: a numeric id or our game code. */
export const fieldGameParams = lazySchema(() => z.object({ gameId: fieldGameIdParam }));

/** GET .../games/:gameId/setting: the money modes the merchant's currency allows, with their limits. */
export const lotteryGameSettingValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    bettingModes: z.array(
      z.object({
        bettingModeId: z.number(),
        code: z.string(),
        /** Factor of the price of one ticket (2 major units at 1). */
        unit: z.number(),
        /** The most one line may stake: every ticket a line may hold at the highest multiple. */
        betAmountMax: z.number(),
        betMultipleMax: z.number(),
        /** The most one winning ticket may pay: the rarest play at the highest multiple. */
        winAmountMax: z.number(),
      }),
    ),
  }),
);
export type LotteryGameSetting = z.infer<typeof lotteryGameSettingValue>;

/** GET .../draw/:gameId/hot_gap_info?count=: over the latest `count` draws. */
export const hotGapQuery = lazySchema(() =>
  z.object({
    count: z.coerce.number().int().min(1).max(HOT_GAP_DRAWS_MAX).default(HOT_GAP_DRAWS),
  }),
);
const perPosition = lazySchema(() => z.record(z.string(), z.array(z.number())));
/**
 * For each position (FIRST, SECOND, ...) and each ball in `balls` order: hot, how many of the
 * draws had it there; gap, how many draws since it was last there (`draws` when it never was).
 */
export const hotGapValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    draws: z.number(),
    balls: z.array(z.string()),
    hot: perPosition,
    gap: perPosition,
  }),
);
export type HotGapView = z.infer<typeof hotGapValue>;

/** GET .../numeros/chase/:gameId: the issues a chase placed now may start at, in order. */
export const chaseNumerosValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    chaseNumeros: z.array(z.string()).max(CHASE_ISSUES_MAX),
  }),
);

/** GET .../numeros/recent?gameId=&count=: the issue taking bets now and the ones after it. */
export const recentNumerosQuery = lazySchema(() =>
  z.object({
    gameId: fieldGameIdParam,
    count: z.coerce.number().int().min(1).max(RECENT_NUMEROS_MAX).default(RECENT_NUMEROS),
  }),
);
export const recentNumeroValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    numero: z.string(),
    isSale: z.boolean(),
    remainTime: z.number(),
    lockTime: z.number(),
    openTime: z.number(),
    closeTime: z.number(),
    drawTime: z.number(),
  }),
);

/** GET .../orders/detail/:orderDetailId: one of the member's bets. */
export const orderDetailParams = lazySchema(() =>
  z.object({
    orderDetailId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  }),
);

/**
 * PUT .../orders/suborders/cancel: the ids of bets (orderDetailId) to cancel, as a JSON array;
 * all of them are cancelled or none.
 */
export const subOrderCancelRequest = lazySchema(() =>
  z.array(z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).min(1).max(SLIP_LINES_MAX),
);
export const subOrderCancelValue = lazySchema(() =>
  z.object({
    orderDetailIds: z.array(z.number()),
    cancelledBets: z.number(),
    refundAmount: z.string(),
  }),
);

/** GET .../games/series: each game with the prize groups ("series") it takes, per prize mode. */
export const lotteryGameSeriesValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    game: z.string(),
    gameCode: z.string(),
    gameGroup: z.string(),
    gameGroupId: z.number(),
    series: z.array(
      z.object({
        gameGroupId: z.number(),
        gameGroupCode: z.string(),
        prizeModeId: z.number(),
        maxSeries: z.number(),
        minSeries: z.number(),
        maxBetSeries: z.number(),
        defaultSeries: z.number(),
      }),
    ),
  }),
);

/** GET .../games/show_logo, .../vn/games/show_logo: the games and the logo each shows. */
export const lotteryGameLogoValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    remark: z.string(),
    showLogo: z.boolean(),
    logoUrl: z.string().nullable(),
  }),
);

/** GET .../orders/detail/:orderDetailId: the bet as its list item, with its line spelled out by position. */
export const lotteryOrderDetailValue = lazySchema(() =>
  lotteryOrderValue.extend({
    gameId: z.number(),
    orderInfos: z.array(
      z.object({
        playCode: z.string(),
        bettingContent: z.string(),
        /** The numbers chosen at each position (null past the play's positions). */
        first: z.string().nullable(),
        second: z.string().nullable(),
        third: z.string().nullable(),
        fourth: z.string().nullable(),
        fifth: z.string().nullable(),
        stakes: z.number(),
        bettingAmount: z.number(),
      }),
    ),
  }),
);
export type LotteryOrderDetail = z.infer<typeof lotteryOrderDetailValue>;
