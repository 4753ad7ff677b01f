import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { pageQuery } from './account.js';
import { adminPageOf } from './admin.js';

/**
 * Game vendors, the game catalogue, launches and the seamless-wallet callbacks.
 *
 * Player side (/wps, envelope): the catalogue and launch calls below. Vendor side (bare JSON):
 * POST /seamless/{vendorCode}/{balance|debit|credit|rollback}, signed with HMAC-SHA256 of the raw
 * body under the vendor's secret in the X-Signature header (lower-case hex). Amounts are decimal
 * strings in major units of the member's currency, as on the rest of the wire.
 */

/** Product types of spec section 1; a vendor card and every game has one. */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'CONS',
  'SPORTS',
  'LOTT',
  'FISH',
  'ELOTT',
  'PVP',
  'ESPORTS',
] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Vendors of these types list their games in a popup (10 per page) instead of a lobby page. */
export const POPUP_GAME_TYPES: readonly GameType[] = ['LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS'];
/** Electronic-lobby game classes: all, video poker, table, scratch, arcade, jackpot. */
export const GAME_CLASSIFY = ['VP', 'TG', 'SC', 'AC', 'JP'] as const;
export type GameClassify = (typeof GAME_CLASSIFY)[number];

export const GAME_PAGE_SIZE_LOBBY = 40;
export const GAME_PAGE_SIZE_POPUP = 10;
export const RECOMMENDED_PER_SLIDE = 12;
export const VENDOR_TABS_SCROLL_ABOVE = 8;
export const LANE_VENDOR_COUNT = 3;
export const CLIENT_TYPE = 3;
export const DEFAULT_PLATFORM = 'html5-desktop';

const code = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/),
);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Maintenance of a vendor: the launch answers vendor_under_maintenance with these in `value`. */
export const vendorMaintenanceValue = lazySchema(() =>
  z.object({
    message: z.string(),
    /** Epoch milliseconds. */
    startTime: z.number(),
    endTime: z.number(),
  }),
);
export type VendorMaintenance = z.infer<typeof vendorMaintenanceValue>;

/** Vendor card. accountTypeName is the vendor code the lobbies use in ?page=. */
const gameType = lazySchema(() => z.enum(GAME_TYPES));
export const vendorCardValue = lazySchema(() =>
  z.object({
    cardId: z.number(),
    id: z.number(),
    accountTypeId: z.number(),
    accountTypeName: z.string(),
    displayName: z.string(),
    smallIcon: z.string().nullable(),
    lagerIcon: z.string().nullable(),
    gameType,
    /** 'game' when the card launches one game directly, 'VASSALAGE' when it opens the vendor's list. */
    isGame: z.enum(['game', 'VASSALAGE']),
    /** Launch target of a direct card. */
    gameId: z.number().nullable(),
    maintenance: vendorMaintenanceValue.nullable(),
  }),
);
export type VendorCard = z.infer<typeof vendorCardValue>;

/** Home-page lane: one product type with its vendors (the page shows the first 3 and More). */
export const vendorLaneValue = lazySchema(() =>
  z.object({
    title: z.string(),
    gameType,
    cards: z.array(vendorCardValue),
  }),
);
export type VendorLane = z.infer<typeof vendorLaneValue>;

/** Game. */
const zeroOrOne = lazySchema(() => z.union([z.literal(0), z.literal(1)]));
export const gameViewValue = lazySchema(() =>
  z.object({
    gameId: z.number(),
    /** The vendor's code of the game (e.g. JL0118). */
    gameCode: z.string(),
    nodeId: z.number(),
    nodeName: z.string(),
    gameName: z.string(),
    displayName: z.string(),
    showIcon: z.string().nullable(),
    /** The same icon under the names other clients read. */
    iconUrl: z.string().nullable(),
    defaultIcon: z.string().nullable(),
    /** 0 means a demo is offered. */
    supportPlay: zeroOrOne,
    /** 1 means a demo exists. */
    freeplay: zeroOrOne,
    roomId: z.string().nullable(),
    vassalage: z.string(),
    vendor: z.string(),
    gameType,
    gameClassify: z.enum(GAME_CLASSIFY).nullable(),
    appNewWindow: z.boolean(),
    minBet: z.string(),
    minLineNum: z.number(),
    hot: z.boolean(),
    favourite: z.boolean(),
  }),
);
export type GameView = z.infer<typeof gameViewValue>;

/** Game list page: `games` and `content` carry the same list for either reading. */
export const gameListPageValue = lazySchema(() =>
  z.object({
    games: z.array(gameViewValue),
    content: z.array(gameViewValue),
    totalPages: z.number(),
    pageSize: z.number(),
    pageNum: z.number(),
    total: z.number(),
    totalCount: z.number(),
  }),
);
export type GameListPage = z.infer<typeof gameListPageValue>;

/** GET /wps/game/list — the user game list query. */
export const userGameListQuery = lazySchema(() =>
  z.object({
    clientType: z.coerce.number().int().min(0).max(9).default(CLIENT_TYPE),
    platform: z.string().trim().max(64).default(DEFAULT_PLATFORM),
    merchant: optionalText(32),
    gameType: z.enum(GAME_TYPES).optional(),
    vassalage: optionalText(40),
    gameClassify: z.enum(GAME_CLASSIFY).optional(),
    gameName: optionalText(60),
    minBet: z.coerce.number().min(0).max(1_000_000).optional(),
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE_LOBBY),
    language: z.string().trim().max(8).default('CN'),
  }),
);
export type UserGameListQuery = z.infer<typeof userGameListQuery>;

/** GET /wps/game/hot, /recent, /favourites: a page of one tab, optionally of one vendor. */
export const gameTabQuery = lazySchema(() =>
  z.object({
    vassalage: optionalText(40),
    gameType: z.enum(GAME_TYPES).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE_LOBBY),
  }),
);

/**
 * GET /wps/relay/GLS2_roomList (login): the rooms of the merchant's games. A room is a game that
 * carries a room id (a table of a live or PVP vendor that a launch opens directly); the list
 * holds those games, each with its roomId, optionally of one vendor (vassalage or vendor) and
 * product type.
 */
export const roomListQuery = lazySchema(() =>
  z.object({
    vassalage: optionalText(40),
    vendor: optionalText(40),
    gameType: z.enum(GAME_TYPES).optional(),
    /** Names in this language; the Language header's otherwise. */
    language: optionalText(8),
  }),
);
export const roomValue = lazySchema(() => gameViewValue.extend({ roomId: z.string() }));
export type RoomView = z.infer<typeof roomValue>;
export const roomListValue = lazySchema(() => z.array(roomValue));

/** POST /wps/game/favourite (add) and DELETE /wps/game/favourite (remove, same fields in the query). */
export const favouriteRequest = lazySchema(() =>
  z.object({
    nodeId: z.coerce.number().int().min(1),
    vendor: code,
    gameType: z.enum(GAME_TYPES).optional(),
  }),
);
/** The same, as the favourite relays send it: the vendor may come as `vassalage`. */
export const favouriteRelayRequest = lazySchema(() =>
  z.preprocess(
    (body) =>
      body && typeof body === 'object' && !('vendor' in body) && 'vassalage' in body
        ? { ...body, vendor: (body as { vassalage: unknown }).vassalage }
        : body,
    favouriteRequest,
  ),
);

/** GET /wps/game/recommended — recommended hot games (response value.list). */
export const recommendedQuery = lazySchema(() =>
  z.object({
    platform: z.string().trim().max(64).default('flash,html5-desktop'),
    vassalage: optionalText(40),
  }),
);
export const recommendedGameValue = lazySchema(() =>
  z.object({
    id: z.number(),
    gameName: z.string(),
    displayName: z.string(),
    iconUrl: z.string().nullable(),
    vendor: z.string(),
    gameType,
  }),
);
export type RecommendedGame = z.infer<typeof recommendedGameValue>;
export const recommendedValue = lazySchema(() =>
  z.object({
    list: z.array(recommendedGameValue),
    maintenance: vendorMaintenanceValue.nullable(),
  }),
);
export type RecommendedValue = z.infer<typeof recommendedValue>;

/**
 * GET /wps/game/launchGame (query) and POST /wps/game/launchGame/v2 (getLaunchAddressV2, body):
 * the launch request fields. gameId or nodeId names the game; confirmTrans 1 on a
 * transfer-wallet merchant moves the main wallet's balance into the vendor's wallet first.
 */
/**
 * The game a launch names: our numeric id, or the game's external code as field clients send it
 * (gameId=JL0118); digits alone are our id.
 */
export const launchGameRef = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/)
      .transform((ref) => (/^[0-9]+$/.test(ref) ? Number(ref) : ref))
      .pipe(z.union([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), z.string()])),
  ),
);

/** The 2017 lobby names the lottery mode (`lottoMode=Traditional`); ours are numbered. */
const LOTTO_MODE_NAMES: Record<string, number> = { TRADITIONAL: 1, TRADITION: 1, ZY: 2 };

export const launchRequest = lazySchema(() =>
  z
    .object({
      gameId: launchGameRef.optional(),
      nodeId: z.coerce.number().int().min(1).optional(),
      matchId: optionalText(64),
      leagueId: optionalText(64),
      accountType: optionalText(40),
      confirmTrans: z.coerce.number().int().min(0).max(1).default(0),
      vassalage: optionalText(40),
      launchMode: z.string().trim().min(1).max(16).optional(),
      platform: z.string().trim().max(64).default(DEFAULT_PLATFORM),
      clientType: z.coerce.number().int().min(0).max(9).default(CLIENT_TYPE),
      language: z.string().trim().max(8).default('CN'),
      merchantCode: optionalText(32),
      sourceType: optionalText(16),
      marketingDetailId: optionalText(64),
      /** Lottery launches (the launch-game payload). */
      lottoMode: z.preprocess(
        (v) => (typeof v === 'string' ? (LOTTO_MODE_NAMES[v.trim().toUpperCase()] ?? v) : v),
        z.coerce.number().int().min(1).max(2).optional(),
      ),
      lottoGameCode: optionalText(32),
      lottoView: optionalText(16),
    })
    // launchMode is required, except from the 2017 lobby, whose lottery launch names only the game.
    .transform((q, ctx) => {
      const launchMode = q.launchMode ?? (q.lottoGameCode ? 'LOTT' : undefined);
      if (!launchMode) {
        ctx.addIssue({ code: 'custom', path: ['launchMode'], message: 'launchMode is required' });
        return z.NEVER;
      }
      return { ...q, launchMode };
    }),
);
export type LaunchRequest = z.infer<typeof launchRequest>;

/**
 * Slot launches answer value.content.game_url, where field clients read it; game_url2 is the same
 * game in a new window. Every URL is absolute (http or https), on the host the launch request
 * reached, else on the merchant's first launch host (launchGameCDNs).
 */
export const launchGameValue = lazySchema(() =>
  z.object({
    content: z.object({ game_url: z.string(), game_url2: z.string() }),
    /** Lottery launches answer value.gameUrl; others carry it as well for clients reading it. */
    gameUrl: z.string(),
    game_url: z.string(),
    success: z.boolean(),
    vendor: z.string(),
    gameType,
    appNewWindow: z.boolean(),
  }),
);
export type LaunchValue = z.infer<typeof launchGameValue>;

/** GET /wps/game/trial: a demo launch, no login, no money. */
export const trialRequest = lazySchema(() =>
  z.object({
    /** Our numeric id or the vendor's game code (field clients send `JL0118`), as for launchGame. */
    gameId: launchGameRef.optional(),
    nodeId: z.coerce.number().int().min(1).optional(),
    vassalage: optionalText(40),
    language: z.string().trim().max(8).default('CN'),
  }),
);

/** POST /wps/game/logout: ends the member's sessions at a vendor (and moves a transfer wallet back). */
export const gameLogoutRequest = lazySchema(() => z.object({ vendor: code.optional() }));
export const gameLogoutValue = lazySchema(() =>
  z.object({
    /** Game sessions ended. */
    ended: z.number(),
    /** Moved from vendor wallets back to MAIN (transfer-wallet merchants), decimal string. */
    transferred: z.string(),
  }),
);
export type GameLogoutValue = z.infer<typeof gameLogoutValue>;

/** POST and DELETE /wps/game/favourite: the game and whether it is a favourite now. */
export const favouriteValue = lazySchema(() => z.object({ gameId: z.number(), favourite: z.boolean() }));

/** GET /wps/game/types: the product types the merchant offers, in lane order. */
/** GET /wps/relay/GCSGAME_getVassGameType ?typeId&merchant_code (the merchant is the caller's). */
export const vendorsByTypeQuery = lazySchema(() =>
  z.object({
    typeId: z.coerce.number().int().min(0).max(100).optional(),
    merchant_code: z.string().trim().max(32).optional(),
  }),
);
export const vendorsByTypeValue = lazySchema(() =>
  z.object({
    /** Product type, vendor code, the vendor's game classes. */
    content: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  }),
);

export const gameTypeValue = lazySchema(() =>
  z.object({
    gameType,
    vendorCount: z.number(),
    gameCount: z.number(),
  }),
);
export type GameTypeView = z.infer<typeof gameTypeValue>;

/**
 * The product types a merchant offers players (navigation, home tiles and lanes): those with at
 * least one enabled vendor that has at least one enabled game. A type without any is a dead end,
 * so it is not linked anywhere. Answers the types in the order given.
 */
export function offeredGameTypes(types: readonly GameTypeView[]): GameType[] {
  return types.filter((t) => t.vendorCount > 0 && t.gameCount > 0).map((t) => t.gameType);
}

/** GET /wps/game/launchWallet: which member wallet a vendor's games are paid from. */
export const launchWalletQuery = lazySchema(() =>
  z.object({
    vendor: z.string().trim().min(1).max(40),
  }),
);
/**
 * wallet: the member wallet the vendor's bets are paid from; transfer: true when that is a wallet
 * of its own on a transfer-wallet merchant, so money has to be moved into it from MAIN first.
 */
export const launchWalletValue = lazySchema(() =>
  z.object({
    wallet: z.string(),
    transfer: z.boolean(),
  }),
);
export type LaunchWalletValue = z.infer<typeof launchWalletValue>;

/** GET /wps/game/winnerBoard: wins across games and the lottery (limit 100). */
export const winnerBoardRequest = lazySchema(() =>
  z.object({
    gameCategory: z.string().trim().max(16).default('ALL'),
    limitNum: z.coerce.number().int().min(1).max(100).default(100),
    /** Sent by clients as the spec lists it; names are localised by the Language header. */
    language: optionalText(8),
  }),
);
/** One win of the board, newest first: a settled game round's credit or a lottery prize. */
export const winnerBoardRecordValue = lazySchema(() =>
  z.object({
    vo: z.object({ recordId: z.string() }),
    /** 'G{id}' for game wins, 'L{id}' for lottery prizes. */
    recordId: z.string(),
    source: z.enum(['GAME', 'LOTTERY']),
    /** Masked (ab***c). */
    userName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    gameType,
    winAmount: z.string(),
    currency: z.string(),
    /** Epoch milliseconds. */
    time: z.number().nullable(),
  }),
);
export type WinnerBoardRecord = z.infer<typeof winnerBoardRecordValue>;

// ---- Seamless-wallet callbacks (vendor -> platform) --------------------------------------------

export const SEAMLESS_SIGNATURE_HEADER = 'x-signature';

const seamlessBase = lazySchema(() =>
  z.object({
    /** The game session token the launch gave the vendor. */
    sessionToken: z.string().min(8).max(128),
    /** The member as the vendor knows it (customerId); credits are accepted by it after the session expires. */
    playerId: z.string().min(1).max(64),
    currency: z.string().length(3),
    /** Epoch milliseconds when the vendor sent it. */
    timestamp: z.number().int(),
  }),
);
// Fields, not a schema: a function so that they are built with the schemas that use them.
const transactionFields = () => ({
  /** Unique per vendor; a repeat gets the first answer. */
  transactionId: z.string().min(1).max(64),
  roundId: z.string().min(1).max(64),
  gameCode: z.string().min(1).max(64),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
});
export const seamlessBalanceRequest = seamlessBase;
export const seamlessDebitRequest = lazySchema(() => seamlessBase.extend(transactionFields()));
export const seamlessCreditRequest = lazySchema(() => seamlessBase.extend(transactionFields()));
export const seamlessRollbackRequest = lazySchema(() =>
  seamlessBase.extend({
    transactionId: z.string().min(1).max(64),
    /** The debit being undone. */
    referenceTransactionId: z.string().min(1).max(64),
    roundId: z.string().min(1).max(64),
    gameCode: z.string().min(1).max(64),
  }),
);
export type SeamlessDebitRequest = z.infer<typeof seamlessDebitRequest>;
export type SeamlessCreditRequest = z.infer<typeof seamlessCreditRequest>;
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequest>;

/**
 * OK, or why nothing was booked. DUPLICATE_CONFLICT: the transactionId is taken by a different
 * request, or (debit) it was already cancelled by a rollback that arrived before it.
 */
export const SEAMLESS_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'INVALID_SESSION',
  'INVALID_REQUEST',
  'DUPLICATE_CONFLICT',
  'ERROR',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

/** Every callback answers this shape; `balance` is the member's balance after the call. */
export const seamlessResponseValue = lazySchema(() =>
  z.object({
    status: z.enum(SEAMLESS_STATUSES),
    balance: z.string().nullable(),
    currency: z.string().nullable(),
    transactionId: z.string().optional(),
  }),
);
export type SeamlessResponse = z.infer<typeof seamlessResponseValue>;

// ---- Back office (/admin/api, area games) -------------------------------------------------------

const adminId = lazySchema(() => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER));
/** Latest maintenance time accepted (2100-01-01). */
const maintenanceTime = lazySchema(() => z.coerce.number().int().min(0).max(4_102_444_800_000));
/** Longest maintenance window one entry may hold. */
export const VENDOR_MAINTENANCE_MAX_MS = 31 * 24 * 60 * 60 * 1000;

export const gameAdminIdParam = lazySchema(() => z.object({ id: adminId }));
export const vendorWindowParams = lazySchema(() => z.object({ id: adminId, windowId: adminId }));

/** GET /admin/api/vendors ?gameType&enabled&page&size — every vendor of the merchant, disabled too. */
export const adminVendorQuery = lazySchema(() =>
  pageQuery.extend({
    gameType: z.enum(GAME_TYPES).optional(),
    enabled: z.enum(['Y', 'N']).optional(),
    size: z.coerce.number().int().min(1).max(100).default(50),
  }),
);
export const adminMaintenanceWindowValue = lazySchema(() =>
  z.object({
    id: z.number(),
    vendorId: z.number(),
    startTime: z.number(),
    endTime: z.number(),
    message: z.string(),
  }),
);
export type AdminMaintenanceWindow = z.infer<typeof adminMaintenanceWindowValue>;
export const adminMaintenancePageValue = lazySchema(() => adminPageOf(adminMaintenanceWindowValue));
export const adminVendorValue = lazySchema(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    displayName: z.string(),
    gameType,
    mode: z.enum(['seamless', 'transfer']),
    enabled: z.boolean(),
    sort: z.number(),
    gameCount: z.number(),
    /** The window covering now, if any (launches answer vendor_under_maintenance). */
    currentMaintenance: adminMaintenanceWindowValue.nullable(),
    /** The next window still to start. */
    nextMaintenance: adminMaintenanceWindowValue.nullable(),
    /** A credit above this (one round's payout, major units) is held for review; null: no cap. */
    maxWinPerRound: z.string().nullable(),
    /** A credit taking the member's net win of the UTC day with this vendor above this is held. */
    maxDailyWin: z.string().nullable(),
  }),
);
export type AdminVendor = z.infer<typeof adminVendorValue>;
export const adminVendorPageValue = lazySchema(() => adminPageOf(adminVendorValue));
const winCap = lazySchema(() =>
  z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,12}(\.\d{1,4})?$/),
      z.number().min(0).max(1e12),
    ])
    .transform(String)
    .nullable()
    .optional(),
);
/** PUT /admin/api/vendors/:id {enabled?, sort?, maxWinPerRound?, maxDailyWin?} (caps: amount or null). */
export const adminVendorUpdate = lazySchema(() =>
  z
    .object({
      enabled: z.boolean().optional(),
      sort: z.number().int().min(0).max(100_000).optional(),
      maxWinPerRound: winCap,
      maxDailyWin: winCap,
    })
    .refine(
      (v) =>
        v.enabled !== undefined ||
        v.sort !== undefined ||
        v.maxWinPerRound !== undefined ||
        v.maxDailyWin !== undefined,
      { message: 'enabled, sort or a cap' },
    ),
);

export const HELD_PAYOUT_STATUSES = ['HELD', 'APPROVED', 'REJECTED'] as const;
/** GET /admin/api/vendors/held-payouts ?status (HELD by default)&page&size. */
export const adminHeldPayoutQuery = lazySchema(() =>
  pageQuery.extend({
    status: z.enum(HELD_PAYOUT_STATUSES).default('HELD'),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
/** A vendor's credit above its win caps: answered OK to the vendor, paid only once approved. */
export const adminHeldPayoutValue = lazySchema(() =>
  z.object({
    id: z.number(),
    vendorId: z.number(),
    vendorCode: z.string(),
    memberId: z.number(),
    username: z.string(),
    transactionId: z.string(),
    roundId: z.string(),
    gameCode: z.string(),
    amount: z.string(),
    currency: z.string(),
    /** ROUND: above the cap per round; DAY: above the daily net win cap. */
    reason: z.enum(['ROUND', 'DAY']),
    status: z.enum(HELD_PAYOUT_STATUSES),
    createdAt: z.number(),
    reviewedAt: z.number().nullable(),
  }),
);
export type AdminHeldPayout = z.infer<typeof adminHeldPayoutValue>;
export const adminHeldPayoutPageValue = lazySchema(() => adminPageOf(adminHeldPayoutValue));

/** GET /admin/api/vendors/:id/maintenance ?scope (upcoming: not yet ended, default; all)&page&size. */
export const adminMaintenanceQuery = lazySchema(() =>
  pageQuery.extend({
    scope: z.enum(['upcoming', 'all']).default('upcoming'),
  }),
);
/**
 * POST /admin/api/vendors/:id/maintenance {startTime, endTime, message}: endTime after startTime
 * and after now, at most VENDOR_MAINTENANCE_MAX_MS long. DELETE .../maintenance/:windowId removes one.
 */
export const adminMaintenanceCreate = lazySchema(() =>
  z.object({
    startTime: maintenanceTime,
    endTime: maintenanceTime,
    message: z.string().trim().max(255).default(''),
  }),
);

/** GET /admin/api/games ?vendorId&gameType&q&enabled&hot&page&size — disabled games too. */
export const adminGameQuery = lazySchema(() =>
  pageQuery.extend({
    vendorId: adminId.optional(),
    gameType: z.enum(GAME_TYPES).optional(),
    q: z.string().trim().max(60).optional(),
    enabled: z.enum(['Y', 'N']).optional(),
    hot: z.enum(['Y', 'N']).optional(),
  }),
);
export const adminGameValue = lazySchema(() =>
  z.object({
    id: z.number(),
    vendorId: z.number(),
    vendorCode: z.string(),
    gameCode: z.string(),
    nodeId: z.number(),
    displayName: z.string(),
    gameType,
    gameClassify: z.enum(GAME_CLASSIFY).nullable(),
    icon: z.string().nullable(),
    enabled: z.boolean(),
    hot: z.boolean(),
    hotSort: z.number(),
    sort: z.number(),
  }),
);
export type AdminGame = z.infer<typeof adminGameValue>;
export const adminGamePageValue = lazySchema(() => adminPageOf(adminGameValue));
/** PUT /admin/api/games/:id {enabled?, hot?, hotSort?, sort?}. */
export const adminGameUpdate = lazySchema(() =>
  z
    .object({
      enabled: z.boolean().optional(),
      hot: z.boolean().optional(),
      hotSort: z.number().int().min(0).max(100_000).optional(),
      sort: z.number().int().min(0).max(100_000).optional(),
    })
    .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'one field' }),
);
