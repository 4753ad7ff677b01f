import {
  CLIENT_TYPE,
  DEFAULT_PLATFORM,
  GAME_PAGE_SIZE_LOBBY,
  WINNER_BOARD_LIMIT,
  gameApi,
  type GameClassify,
  type GameListPage,
  type GameTypeView,
  type LaunchWalletValue,
  type GameView,
  type GameType,
  type LaunchValue,
  type RecommendedValue,
  type ValueOf,
  type VendorCard,
  type VendorLane,
  type WinnerBoardRecord,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The game catalogue and launch calls (declarations in packages/shared/src/api/game.ts). Catalogue reads never open a dialog:
 * the screens show their own loading and failure states. Launches and favourites are silent
 * too, because the launch flow tells the person about each refusal in its own way.
 */
const QUIET = { alert: false } as const;

export function fetchLanes(): Promise<VendorLane[]> {
  return api.call(gameApi.lanes, {}, QUIET);
}

/** The merchant's product types with their enabled vendors and games (what it offers players). */
export function fetchGameTypes(): Promise<GameTypeView[]> {
  return api.call(gameApi.types, {}, QUIET);
}

/** The member wallet a vendor's games are paid from, and whether money must move into it first. */
export function fetchLaunchWallet(vendor: string): Promise<LaunchWalletValue> {
  return api.call(gameApi.launchWallet, { query: { vendor } }, QUIET);
}

export function fetchVendors(): Promise<VendorCard[]> {
  return api.call(gameApi.vendors, {}, QUIET);
}

/** Which list a lobby grid shows: one of the tab endpoints or the filtered user game list. */
export type GameListSource = 'list' | 'hot' | 'recent' | 'favourites';

const TAB_CALLS = {
  hot: gameApi.hot,
  recent: gameApi.recent,
  favourites: gameApi.favourites,
} as const satisfies Record<Exclude<GameListSource, 'list'>, unknown>;

export interface GameListParams {
  source: GameListSource;
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  pageNo: number;
  pageSize?: number;
}

export function fetchGames(params: GameListParams): Promise<GameListPage> {
  const { source, pageSize = GAME_PAGE_SIZE_LOBBY, ...rest } = params;
  if (source === 'list') {
    return api.call(
      gameApi.list,
      {
        query: {
          clientType: CLIENT_TYPE,
          platform: DEFAULT_PLATFORM,
          gameType: rest.gameType,
          vassalage: rest.vassalage,
          gameClassify: rest.gameClassify,
          gameName: rest.gameName,
          pageNo: rest.pageNo,
          pageSize,
          language: currentLanguage(),
        },
      },
      QUIET,
    );
  }
  return api.call(
    TAB_CALLS[source],
    { query: { gameType: rest.gameType, vassalage: rest.vassalage, pageNo: rest.pageNo, pageSize } },
    QUIET,
  );
}

export interface FavouriteTarget {
  nodeId: number;
  vendor: string;
  gameType?: GameType;
}

export function addFavourite(target: FavouriteTarget): Promise<ValueOf<typeof gameApi.addFavourite>> {
  return api.call(gameApi.addFavourite, { body: target }, QUIET);
}

export function removeFavourite(target: FavouriteTarget): Promise<ValueOf<typeof gameApi.removeFavourite>> {
  return api.call(gameApi.removeFavourite, { query: { ...target } }, QUIET);
}

export function fetchRecommended(vassalage?: string): Promise<RecommendedValue> {
  return api.call(gameApi.recommended, { query: { platform: 'flash,html5-desktop', vassalage } }, QUIET);
}

export interface LaunchParams {
  gameId?: number;
  nodeId?: number;
  vassalage: string;
  gameType: GameType;
  /**
   * 1 would have the server sweep the whole main wallet into the vendor's first; the app sends 0
   * and moves the amount the person chose beforehand (launch.ts prepareLaunchWallet).
   */
  confirmTrans: 0 | 1;
}

/** getLaunchAddressV2: the launch request fields in a POST body. */
export function launchGame(params: LaunchParams): Promise<LaunchValue> {
  return api.call(
    gameApi.launchV2,
    {
      body: {
        gameId: params.gameId,
        nodeId: params.nodeId,
        vassalage: params.vassalage,
        accountType: params.vassalage,
        launchMode: params.gameType,
        confirmTrans: params.confirmTrans,
        platform: DEFAULT_PLATFORM,
        clientType: CLIENT_TYPE,
        language: currentLanguage(),
      },
    },
    QUIET,
  );
}

/** The demo launch: no login, no money. */
export function launchTrial(params: { gameId?: number; nodeId?: number }): Promise<LaunchValue> {
  return api.call(
    gameApi.trial,
    { query: { gameId: params.gameId, nodeId: params.nodeId, language: currentLanguage() } },
    QUIET,
  );
}

/** The URL to frame: value.content.game_url, or the other readings of the launch answer. */
export function launchUrl(value: Partial<LaunchValue> | null | undefined, newWindow = false): string | null {
  if (!value) return null;
  const content = value.content;
  const url =
    (newWindow ? content?.game_url2 : undefined) || content?.game_url || value.gameUrl || value.game_url;
  return typeof url === 'string' && url.trim() ? url : null;
}

/**
 * Ends the member's vendor sessions (a transfer wallet moves back). Sent with keepalive so it
 * still goes out when the tab is closing.
 */
export function logoutGame(vendor?: string): Promise<ValueOf<typeof gameApi.logout>> {
  return api.call(gameApi.logout, { body: vendor ? { vendor } : {} }, { ...QUIET, keepalive: true });
}

/** Wins of games and the lottery, newest first; the server masks the names. */
export function fetchWinnerBoard(gameCategory = 'ALL'): Promise<WinnerBoardRecord[]> {
  return api.call(
    gameApi.winnerBoard,
    { query: { gameCategory, limitNum: WINNER_BOARD_LIMIT, language: currentLanguage() } },
    QUIET,
  );
}

/** The games of a list page under either reading (games or content); empty when neither is a list. */
export function gamesOf(page: Partial<GameListPage> | null | undefined): GameView[] {
  if (Array.isArray(page?.games)) return page.games;
  if (Array.isArray(page?.content)) return page.content;
  return [];
}
