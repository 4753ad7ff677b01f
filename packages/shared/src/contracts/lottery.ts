import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import {
  CHASE_ISSUES_MAX,
  MULTIPLE_MAX,
  PRIZE_GROUP_MAX,
  PRIZE_GROUP_MIN,
  SLIP_LINES_MAX,
} from '../lottery-rules.js';
import { idempotencyKey } from './wallet.js';
import { adminPageOf } from './admin.js';

export * from '../lottery-fairness.js';
export * from '../lottery-rules.js';
export * from '../lottery-play-names.js';
export * from '../lottery-play-menu.js';

/**
 * Lottery wire shapes (/lgw, /lotto/lgw and /lotto-vn/lgw answer bare JSON). Times are epoch
 * milliseconds except lockTime (seconds before the draw at which betting closes, as the spec's
 * issue shape has it); remainTime is milliseconds until betting closes. Amounts are decimal
 * strings in major units of the merchant's currency.
 */

/** Latest draws in the lobby, popular games, games per menu group, winner board. */
export const LOTTERY_LATEST_DRAWS = 5;
export const LOTTERY_POPULAR_COUNT = 4;
export const LOTTERY_MENU_GROUP_SIZE = 4;
export const WINNER_BOARD_LIMIT = 100;

const gameCode = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,32}$/),
);
const numero = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[0-9-]{4,20}$/),
);

export const lotteryPrizeModeQuery = lazySchema(() =>
  z.object({
    prizeMode: z.coerce.number().int().min(1).max(2).optional(),
    lottoMode: z.coerce.number().int().min(1).max(2).optional(),
  }),
);
export const popularGamesQuery = lazySchema(() =>
  lotteryPrizeModeQuery.extend({
    count: z.coerce.number().int().min(1).max(20).default(LOTTERY_POPULAR_COUNT),
    playType: z.string().max(32).optional(),
  }),
);
export const nearNumeroQuery = lazySchema(() =>
  z.object({
    gameId: z.coerce.number().int().min(1).optional(),
    gameCode: gameCode.optional(),
  }),
);
export const drawListQuery = lazySchema(() =>
  z.object({
    gameCode: gameCode.optional(),
    size: z.coerce.number().int().min(1).max(100).default(LOTTERY_LATEST_DRAWS),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
);
export const drawByGameQuery = lazySchema(() =>
  z.object({
    size: z.coerce.number().int().min(1).max(100).default(30),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
);
export const gameCodeParams = lazySchema(() => z.object({ gameCode }));
export const orderNumberParams = lazySchema(() =>
  z.object({ orderNumber: z.string().regex(/^L[0-9A-Z]{6,30}$/) }),
);
/**
 * Our pages count from 1; field clients count from 0 (Spring pages) and send page=0 for the first
 * page, so 0 reads as the first page too.
 */
const pageFromOne = lazySchema(() =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(1)
    .transform((page) => Math.max(page, 1)),
);
/** Zero-based page of the Spring-style calls the field's lottery clients make. */
const pageFromZero = lazySchema(() => z.coerce.number().int().min(0).max(1000).default(0));
const gameId = lazySchema(() => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

export const myOrdersQuery = lazySchema(() =>
  z.object({
    gameCode: gameCode.optional(),
    page: pageFromOne,
    size: z.coerce.number().int().min(1).max(50).default(10),
  }),
);
export const gameIdParams = lazySchema(() => z.object({ gameId }));
/** GET .../draw/:gameId?page=0&size=10 (zero-based page). */
export const drawPageQuery = lazySchema(() =>
  z.object({
    page: pageFromZero,
    size: z.coerce.number().int().min(1).max(100).default(10),
  }),
);
/** GET .../orders/today?gameId=&page=0&size=50: the member's bets since UTC midnight (zero-based page). */
export const todayOrdersQuery = lazySchema(() =>
  z.object({
    gameId: gameId.optional(),
    page: pageFromZero,
    size: z.coerce.number().int().min(1).max(100).default(50),
  }),
);
export const winnerBoardQuery = lazySchema(() =>
  z.object({
    gameCategory: z.string().max(16).default('ALL'),
    /** The board's language (zh_CN for CN); the names on it are masked alike in every language. */
    language: z.string().max(8).optional(),
    limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_LIMIT).default(WINNER_BOARD_LIMIT),
  }),
);
export const jackpotQuery = lazySchema(() =>
  z.object({
    merchant_code: z.string().max(32).optional(),
    currency: z.string().max(3).optional(),
  }),
);

/** Back office: void an undrawn issue (POST /admin/api/lottery/issues/void). */
export const voidIssueRequest = lazySchema(() => z.object({ gameCode, numero }));

// ---- Back office (/admin/api/lottery, area lottery) ---------------------------------------------

const adminId = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const adminTime = lazySchema(() => z.coerce.number().int().min(0).max(4_102_444_800_000));
export const ISSUE_STATUSES = ['open', 'drawn', 'settled', 'voided'] as const;
export type LotteryIssueStatus = (typeof ISSUE_STATUSES)[number];
/** The longest betting close an operator may set, and never more than half an issue's interval. */
export const LOCK_SECONDS_MAX = 3600;

export const adminLotteryIdParam = lazySchema(() => z.object({ id: adminId }));

/** An issue's times as its schedule gives them (epoch ms). */
export const adminIssueTimesValue = lazySchema(() =>
  z.object({
    numero: z.string(),
    openTime: z.number(),
    lockTime: z.number(),
    drawTime: z.number(),
  }),
);
export type AdminIssueTimes = z.infer<typeof adminIssueTimesValue>;
/**
 * GET /admin/api/lottery/games → every game of the merchant, disabled too, with its schedule:
 * an issue every intervalSeconds from dayOffsetSeconds after UTC midnight, betting closing
 * lockSeconds before each draw. effective* differ from the stored ones when the server runs
 * with an interval override (demo and test mode). currentIssue is the issue taking bets now.
 */
export const adminLotteryGameValue = lazySchema(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    labelName: z.string(),
    kind: z.string(),
    groupCode: z.string(),
    lottoMode: z.number(),
    prizeGroup: z.number(),
    intervalSeconds: z.number(),
    lockSeconds: z.number(),
    dayOffsetSeconds: z.number(),
    effectiveIntervalSeconds: z.number(),
    effectiveLockSeconds: z.number(),
    enabled: z.boolean(),
    sort: z.number(),
    popularity: z.number(),
    currentIssue: adminIssueTimesValue.nullable(),
  }),
);
export type AdminLotteryGame = z.infer<typeof adminLotteryGameValue>;
export const adminLotteryGamePageValue = lazySchema(() => adminPageOf(adminLotteryGameValue));
/**
 * PUT /admin/api/lottery/games/:id {enabled?, sort?, popularity?, lockSeconds?}. Nothing that
 * decides a result (kind, code, prize group, seeds) can change; interval and day offset stay fixed
 * because issue numbers derive from them. lockSeconds applies to issues created from now on and
 * must stay below half the interval (at most LOCK_SECONDS_MAX). A disabled game takes no bets;
 * issues already open are still drawn and settled on time.
 */
export const adminLotteryGameUpdate = lazySchema(() =>
  z
    .object({
      enabled: z.boolean().optional(),
      sort: z.number().int().min(0).max(100_000).optional(),
      popularity: z.number().int().min(0).max(1_000_000).optional(),
      lockSeconds: z.number().int().min(0).max(LOCK_SECONDS_MAX).optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' }),
);

/** GET /admin/api/lottery/issues ?gameId&status&from&to (draw time, epoch ms)&page&size; newest draw first. */
export const adminLotteryIssueQuery = lazySchema(() =>
  z.object({
    gameId: adminId.optional(),
    status: z.enum(ISSUE_STATUSES).optional(),
    from: adminTime.optional(),
    to: adminTime.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
/**
 * An issue with its fairness data: seedHash is committed when the issue is created; seed is
 * revealed only once the issue is drawn (null before and for voided issues), so anyone can check
 * sha256(seed) = seedHash and recompute winNo. Amounts are decimal strings of the merchant's currency.
 */
export const adminLotteryIssueValue = lazySchema(() =>
  z.object({
    id: z.number(),
    gameId: z.number(),
    gameCode: z.string(),
    numero: z.string(),
    status: z.enum(ISSUE_STATUSES),
    openTime: z.number(),
    lockTime: z.number(),
    drawTime: z.number(),
    seedHash: z.string(),
    seed: z.string().nullable(),
    winNo: z.string().nullable(),
    drawnAt: z.number().nullable(),
    settledAt: z.number().nullable(),
    betCount: z.number(),
    betAmount: z.string(),
    payoutAmount: z.string(),
  }),
);
export type AdminLotteryIssue = z.infer<typeof adminLotteryIssueValue>;
export const adminLotteryIssuePageValue = lazySchema(() => adminPageOf(adminLotteryIssueValue));
/** POST /admin/api/lottery/issues/:id/void (same answer as POST /admin/api/lottery/issues/void). */
export const voidIssueValue = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    numero: z.string(),
    voidedBets: z.number(),
    refundAmount: z.string(),
  }),
);
export type VoidIssueResult = z.infer<typeof voidIssueValue>;

/** One line of a slip: a play type, its numbers, money mode, multiple and prize group. */
export const bettingLine = lazySchema(() =>
  z.object({
    playType: z.string().regex(/^[0-9A-Z_]{1,24}$/),
    content: z.string().min(1).max(4000),
    moneyMode: z.enum(['Y', 'J', 'F']).default('Y'),
    multiple: z.number().int().min(1).max(MULTIPLE_MAX).default(1),
    /** Defaults to the game's prize group; lower is allowed down to 1700. */
    prizeGroup: z.number().int().min(PRIZE_GROUP_MIN).max(PRIZE_GROUP_MAX).optional(),
  }),
);
export type BettingLine = z.infer<typeof bettingLine>;

/** What `bettingSlipString` holds, as JSON. */
export const bettingSlip = lazySchema(() =>
  z.object({
    gameCode,
    numero,
    bets: z.array(bettingLine).min(1).max(SLIP_LINES_MAX),
    /** Follow this many issues from `numero` on (the slip repeated on each); stopOnWin ends the chase at a win. */
    chase: z
      .object({
        issues: z.number().int().min(2).max(CHASE_ISSUES_MAX),
        stopOnWin: z.boolean().default(true),
      })
      .optional(),
    /**
     * Optional client key (or the Idempotency-Key header, or the body's requestId): the same slip
     * sent again with it answers the first order; another slip under it is idempotency.conflict.
     */
    requestId: idempotencyKey.optional(),
  }),
);
export type BettingSlip = z.infer<typeof bettingSlip>;

/** A game id as field clients send it: a number, its digits, or our game code. */
const fieldGameId = lazySchema(() =>
  z.union([z.number().int().min(1).max(2_147_483_647), z.string().trim().min(1).max(32)]),
);
/** An issue number as field clients send it (a string, or a number). */
const fieldNumero = lazySchema(() =>
  z
    .union([z.string(), z.number().int().min(0)])
    .transform(String)
    .pipe(numero),
);
/** Flags field clients send as booleans, 0/1 or "true"/"false". */
const fieldFlag = lazySchema(() =>
  z
    .union([z.boolean(), z.number(), z.string().max(8)])
    .nullish()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);
/** Small numbers field clients send as numbers or digit strings. */
const fieldNumber = lazySchema(() => z.union([z.number(), z.string().trim().max(12)]).nullish());

/**
 * POST .../orders/betting. Our own client sends a JSON slip in `bettingSlipString`; clients in the
 * field send the game and issue beside it and `~`-separated slips joined by `;` (see
 * lottery.service fieldSlipOf), with the older page's order-wide multiple, prize group, money
 * mode and chase. Amounts the client computed are checked, never trusted.
 */
export const bettingRequest = lazySchema(() =>
  z.object({
    bettingSlipString: z.string().min(2).max(64_000),
    requestId: idempotencyKey.nullish(),
    gameId: fieldGameId.optional(),
    currentNumero: fieldNumero.optional(),
    winningStop: fieldFlag,
    chase: z.union([z.boolean(), z.number(), z.string().max(8)]).nullish(),
    chaseSlip: z
      .object({
        numero: fieldNumero.optional(),
        multiples: z.array(z.coerce.number().int().min(1).max(MULTIPLE_MAX)).min(1).max(CHASE_ISSUES_MAX),
      })
      .nullish(),
    multiples: fieldNumber,
    series: fieldNumber,
    bettingMode: fieldNumber,
    betCartAmountSum: fieldNumber,
  }),
);
export type BettingRequest = z.infer<typeof bettingRequest>;

/** POST /lotto-vn/lgw/betting: the Vietnamese lottery page's bet, one content per play. */
export const vnBettingRequest = lazySchema(() =>
  z.object({
    prizeMode: z.string().max(16).nullish(),
    device: z.string().max(16).nullish(),
    requestId: idempotencyKey.nullish(),
    contents: z
      .array(
        z.object({
          gameId: fieldGameId,
          winStop: fieldFlag,
          playId: z.coerce.number().int().min(1).max(1_000_000),
          bettingContent: z.string().min(1).max(4000),
          singleBetPrice: fieldNumber,
          bettingApproach: fieldNumber,
          numero: z
            .array(
              z.object({
                numero: fieldNumero,
                multiple: z.coerce.number().int().min(1).max(MULTIPLE_MAX).default(1),
              }),
            )
            .min(1)
            .max(CHASE_ISSUES_MAX),
        }),
      )
      .min(1)
      .max(SLIP_LINES_MAX),
  }),
);
export type VnBettingRequest = z.infer<typeof vnBettingRequest>;

/** GET .../games/:gameId/play_menu: per prize mode (index 0 tradition, 1 entertainment), its play groups. */
export const playMenuValue = lazySchema(() =>
  z.array(
    z.object({
      prizeModeId: z.number(),
      playMenuGroups: z.array(
        z.object({
          groupSwitch: z.boolean(),
          playCode: z.string(),
          sorting: z.number(),
          playName: z.string(),
          playMenus: z.array(
            z.object({
              playId: z.number(),
              /** One ticket at the largest money mode and multiple 1, in major units. */
              singleBetPrice: z.number(),
              playName: z.string(),
              playSwitch: z.boolean(),
              /** Our play type the id stands for. */
              playType: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
);
export type PlayMenu = z.infer<typeof playMenuValue>;
export const playMenuParams = lazySchema(() => z.object({ gameId: fieldGameId }));

export const bettingValue = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    numero: z.string(),
    totalBettingAmount: z.string(),
  }),
);
export type BettingResponse = z.infer<typeof bettingValue>;

/** POST .../orders/:orderNumber/cancel: the bets still taking bets, released. */
export const cancelOrderValue = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    cancelledBets: z.number(),
    refundAmount: z.string(),
  }),
);

export const lotteryNumeroValue = lazySchema(() =>
  z.object({
    numero: z.string(),
    isSale: z.boolean(),
    /** Milliseconds until betting on this issue closes (0 once closed). */
    remainTime: z.number(),
    /** Seconds before the draw at which betting closes. */
    lockTime: z.number(),
    openTime: z.number(),
    closeTime: z.number(),
    drawTime: z.number(),
    /** SHA-256 of the issue's seed, published before betting opens. */
    seedHash: z.string(),
  }),
);
export type LotteryNumero = z.infer<typeof lotteryNumeroValue>;

export const lotteryPlayTypeValue = lazySchema(() =>
  z.object({
    code: z.string(),
    /** Prize of one winning ticket of 2 major units at the game's prize group. */
    odds: z.number(),
    /** Play types whose options pay differently (K3 sum): option -> odds. */
    optionOdds: z.record(z.string(), z.number()).optional(),
  }),
);
export type LotteryPlayTypeView = z.infer<typeof lotteryPlayTypeValue>;

/** A game as a menu entry (menus, recently played). */
export const lotteryGameMenuValue = lazySchema(() =>
  z.object({
    code: z.string(),
    remark: z.string(),
    defaultPlayType: z.string(),
  }),
);

export const lotteryGameValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    /** The game code under the name field clients read. */
    code: z.string(),
    remark: z.string(),
    webIconUrl: z.string().nullable(),
    defaultPlayType: z.string(),
    remainTime: z.number(),
    lockTime: z.number(),
    numero: z.string().nullable(),
    liveVideoSwitch: z.boolean(),
    gameGroupId: z.number(),
    gameGroupCode: z.string(),
    labelName: z.string(),
    lottoMode: z.number(),
    kind: z.string(),
    prizeGroup: z.number(),
    intervalSeconds: z.number(),
    gameMenus: z.array(lotteryGameMenuValue),
    playTypes: z.array(lotteryPlayTypeValue),
  }),
);
export type LotteryGameView = z.infer<typeof lotteryGameValue>;

export const lotteryGameGroupValue = lazySchema(() =>
  z.object({
    gameGroupId: z.number(),
    gameGroupCode: z.string(),
    labelName: z.string(),
    /** The same group under the names field clients read: code, displayName and remark. */
    code: z.string(),
    displayName: z.string(),
    remark: z.string(),
    games: z.array(lotteryGameValue),
  }),
);
export type LotteryGameGroupView = z.infer<typeof lotteryGameGroupValue>;

/** A menu group: every game of it; the lobby shows foldAfter of them and unfolds the rest. */
export const lotteryMenuGroupValue = lazySchema(() =>
  z.object({
    gameGroupId: z.number(),
    gameGroupCode: z.string(),
    labelName: z.string(),
    foldAfter: z.number(),
    gameMenus: z.array(lotteryGameMenuValue),
  }),
);

/** A game's issue taking bets now (games/opened/numero, vn/numeros/opened/game). */
export const lotteryOpenedValue = lazySchema(() =>
  lotteryNumeroValue.extend({
    gameId: z.number(),
    gameCode: z.string(),
    remark: z.string(),
  }),
);

export const lotteryDrawValue = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    numero: z.string(),
    winNo: z.string(),
    drawTime: z.number(),
    /** When the result was drawn, as field clients read it (the draw time until it is). */
    winningTime: z.number(),
    seedHash: z.string(),
    /** Revealed after the draw: anyone can recompute winNo from it (see lottery-fairness). */
    seed: z.string(),
    kind: z.string(),
    status: z.enum(['drawn', 'settled']),
  }),
);
export type LotteryDrawView = z.infer<typeof lotteryDrawValue>;

/** GET .../draw/code/:gameCode: one game's results, newest first. */
export const lotteryDrawHistoryValue = lazySchema(() =>
  z.object({
    gameCode: z.string(),
    page: z.number(),
    size: z.number(),
    list: z.array(lotteryDrawValue),
  }),
);

export const nearNumeroValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    gameCode: z.string(),
    /** Field clients read the game from currentNumero.gameId. */
    currentNumero: lotteryNumeroValue.extend({ gameId: z.number() }).nullable(),
    nextNumero: lotteryNumeroValue.nullable(),
    previousNumero: z
      .object({ numero: z.string(), winNo: z.string().nullable(), drawTime: z.number() })
      .nullable(),
    /** Mirrors of currentNumero for clients reading them at the top level. */
    numero: z.string().nullable(),
    remainTime: z.number(),
    lockTime: z.number(),
  }),
);
export type NearNumeroView = z.infer<typeof nearNumeroValue>;

export const lotteryOrderValue = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    gameCode: z.string(),
    numero: z.string(),
    playType: z.string(),
    content: z.string(),
    moneyMode: z.string(),
    multiple: z.number(),
    prizeGroup: z.number(),
    tickets: z.number(),
    amount: z.string(),
    payout: z.string(),
    status: z.enum(['pending', 'won', 'lost', 'cancelled', 'voided']),
    chaseNumber: z.string().nullable(),
    createdAt: z.number(),
    settledAt: z.number().nullable(),
    /**
     * The same bet under the names field clients read (a "sub-order" of an order): its id, which
     * orders/detail and orders/suborders/cancel take, its order's id, FIELD_ORDER_STATUS, amounts
     * as numbers, the issue's result once drawn, and its place in a chase (1 for a single issue).
     */
    orderDetailId: z.number(),
    orderMasterId: z.number(),
    orderStatus: z.number(),
    winningNumber: z.string().nullable(),
    bettingModeId: z.number(),
    bettingModeCode: z.string(),
    series: z.number(),
    stakes: z.number(),
    bettingAmount: z.number(),
    winningAmount: z.number().nullable(),
    bettingTime: z.number(),
    chasing: z.boolean(),
    chasingOrder: z.number(),
  }),
);
export type LotteryOrderView = z.infer<typeof lotteryOrderValue>;

/** GET .../orders: the member's orders, newest first. */
export const lotteryOrderPageValue = lazySchema(() =>
  z.object({
    page: z.number(),
    size: z.number(),
    list: z.array(lotteryOrderValue),
  }),
);

/**
 * A Spring-style page, as the field's lottery clients read it: content, zero-based number, size,
 * totalElements, totalPages, first, last, numberOfElements, empty.
 */
export const springPageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    content: z.array(item),
    number: z.number(),
    size: z.number(),
    totalElements: z.number(),
    totalPages: z.number(),
    first: z.boolean(),
    last: z.boolean(),
    numberOfElements: z.number(),
    empty: z.boolean(),
  });
export const lotteryDrawPageValue = lazySchema(() =>
  springPageOf(lotteryDrawValue.extend({ gameId: z.number() })),
);
export const lotteryTodayOrdersValue = lazySchema(() =>
  springPageOf(lotteryOrderValue.extend({ gameId: z.number() })),
);

/**
 * GET .../customers/series: per game group and prize mode, the prize groups ("series") the member
 * may bet at: from minSeries up to maxSeries (the group's highest game prize group), defaulting
 * to the highest.
 */
export const lotterySeriesValue = lazySchema(() =>
  z.object({
    gameGroupCode: z.string(),
    prizeModeId: z.number(),
    maxSeries: z.number(),
    minSeries: z.number(),
    maxBetSeries: z.number(),
    defaultSeries: z.number(),
  }),
);
export type LotterySeriesView = z.infer<typeof lotterySeriesValue>;

/** One line of the winner board; the name is masked. */
export const lotteryWinnerValue = lazySchema(() =>
  z.object({
    vo: z.object({ recordId: z.number() }),
    recordId: z.number(),
    userName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    winAmount: z.string(),
    currency: z.string(),
    time: z.number().nullable(),
  }),
);

export const lotteryJackpotValue = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    currency: z.string(),
    amount: z.string(),
  }),
);
