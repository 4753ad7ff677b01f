import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  adminGamePageValue,
  adminGameQuery,
  adminGameUpdate,
  adminGameValue,
  adminMaintenanceCreate,
  adminMaintenancePageValue,
  adminMaintenanceQuery,
  adminMaintenanceWindowValue,
  adminVendorPageValue,
  adminVendorQuery,
  adminVendorUpdate,
  adminVendorValue,
  favouriteRelayRequest,
  favouriteRequest,
  favouriteValue,
  gameAdminIdParam,
  gameListPageValue,
  gameLogoutRequest,
  gameLogoutValue,
  gameTabQuery,
  gameTypeValue,
  launchGameValue,
  launchRequest,
  recommendedQuery,
  recommendedValue,
  seamlessResponseValue,
  trialRequest,
  userGameListQuery,
  vendorCardValue,
  vendorLaneValue,
  vendorsByTypeQuery,
  vendorsByTypeValue,
  vendorWindowParams,
  winnerBoardRecordValue,
  winnerBoardRequest,
} from '../contracts/game.js';

/**
 * Games under /wps (envelope). Lists are read without login, a valid token only adding the
 * member's favourite flags; a member's own lists, favourites, launches and logout answer
 * in_sorry_in without a token, which field clients turn into their login prompt.
 */
export const gameApi = {
  vendors: endpoint({
    method: 'GET',
    path: '/wps/game/vendors',
    aliases: ['/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_getVassalage'],
    auth: 'visitor',
    value: z.array(vendorCardValue),
  }),
  lanes: endpoint({
    method: 'GET',
    path: '/wps/game/lanes',
    auth: 'visitor',
    value: z.array(vendorLaneValue),
  }),
  types: endpoint({
    method: 'GET',
    path: '/wps/game/types',
    auth: 'visitor',
    value: z.array(gameTypeValue),
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/game/list',
    aliases: ['/wps/relay/GCSGAME_gameList'],
    auth: 'member?',
    query: userGameListQuery,
    value: gameListPageValue,
  }),
  hot: endpoint({
    method: 'GET',
    path: '/wps/game/hot',
    auth: 'member?',
    query: gameTabQuery,
    value: gameListPageValue,
  }),
  hotByPost: endpoint({
    method: 'POST',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    auth: 'member?',
    body: gameTabQuery,
    value: gameListPageValue,
  }),
  /** Current clients' vendors of each product type, with their game classes. */
  vendorsByType: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    auth: 'visitor',
    query: vendorsByTypeQuery,
    value: vendorsByTypeValue,
  }),
  recent: endpoint({
    method: 'GET',
    path: '/wps/game/recent',
    aliases: ['/wps/relay/GCS_recentGame'],
    auth: 'member',
    anonymous: 'in_sorry_in',
    query: gameTabQuery,
    value: gameListPageValue,
  }),
  favourites: endpoint({
    method: 'GET',
    path: '/wps/game/favourites',
    aliases: ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList'],
    auth: 'member',
    anonymous: 'in_sorry_in',
    query: gameTabQuery,
    value: gameListPageValue,
  }),
  addFavourite: endpoint({
    method: 'POST',
    path: '/wps/game/favourite',
    auth: 'member',
    anonymous: 'in_sorry_in',
    body: favouriteRequest,
    value: favouriteValue,
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/wps/game/favourite',
    auth: 'member',
    anonymous: 'in_sorry_in',
    query: favouriteRequest,
    value: favouriteValue,
  }),
  /** The current clients' favourite relays: the game by nodeId and vendor (or vassalage). */
  addFavouriteRelay: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    auth: 'member',
    anonymous: 'in_sorry_in',
    body: favouriteRelayRequest,
    value: favouriteValue,
  }),
  removeFavouriteRelay: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: 'member',
    anonymous: 'in_sorry_in',
    body: favouriteRelayRequest,
    value: favouriteValue,
  }),
  recommended: endpoint({
    method: 'GET',
    path: '/wps/game/recommended',
    auth: 'visitor',
    query: recommendedQuery,
    value: recommendedValue,
  }),
  launch: endpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    auth: 'member',
    anonymous: 'in_sorry_in',
    query: launchRequest,
    value: launchGameValue,
  }),
  /** getLaunchAddressV2: the launch with its fields in the body. */
  launchV2: endpoint({
    method: 'POST',
    path: '/wps/game/launchGame/v2',
    auth: 'member',
    anonymous: 'in_sorry_in',
    body: launchRequest,
    value: launchGameValue,
  }),
  /** A demo launch: no login, no money. */
  trial: endpoint({
    method: 'GET',
    path: '/wps/game/trial',
    auth: 'visitor',
    query: trialRequest,
    value: launchGameValue,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/wps/game/logout',
    auth: 'member',
    anonymous: 'in_sorry_in',
    body: gameLogoutRequest,
    value: gameLogoutValue,
  }),
  winnerBoard: endpoint({
    method: 'GET',
    path: '/wps/game/winnerBoard',
    aliases: ['/wps/relay/GCSGAME_getRankList'],
    auth: 'visitor',
    query: winnerBoardRequest,
    value: z.array(winnerBoardRecordValue),
  }),
};

/**
 * A vendor's seamless-wallet callback: bare JSON, no Merchant header (the game session names
 * the merchant). The handler checks the HMAC of the raw body (X-Signature), so the body is read
 * as text rather than declared here; every answer, refusals included, has the same shape.
 */
const seamless = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'vendor',
    params: z.object({ vendorCode: z.string() }),
    value: seamlessResponseValue,
    wire: { bare: true, merchant: 'none' },
  });

export const seamlessApi = {
  balance: seamless('/seamless/:vendorCode/balance'),
  debit: seamless('/seamless/:vendorCode/debit'),
  credit: seamless('/seamless/:vendorCode/credit'),
  rollback: seamless('/seamless/:vendorCode/rollback'),
};

/** The games back office: vendors with their maintenance windows, and games. */
export const gameAdminApi = {
  vendors: endpoint({
    method: 'GET',
    path: '/admin/api/vendors',
    auth: 'operator',
    query: adminVendorQuery,
    value: adminVendorPageValue,
  }),
  updateVendor: endpoint({
    method: 'PUT',
    path: '/admin/api/vendors/:id',
    auth: 'operator',
    params: gameAdminIdParam,
    body: adminVendorUpdate,
    value: adminVendorValue,
  }),
  windows: endpoint({
    method: 'GET',
    path: '/admin/api/vendors/:id/maintenance',
    auth: 'operator',
    params: gameAdminIdParam,
    query: adminMaintenanceQuery,
    value: adminMaintenancePageValue,
  }),
  addWindow: endpoint({
    method: 'POST',
    path: '/admin/api/vendors/:id/maintenance',
    auth: 'operator',
    params: gameAdminIdParam,
    body: adminMaintenanceCreate,
    value: adminMaintenanceWindowValue,
  }),
  /** Answers the window removed. */
  removeWindow: endpoint({
    method: 'DELETE',
    path: '/admin/api/vendors/:id/maintenance/:windowId',
    auth: 'operator',
    params: vendorWindowParams,
    value: adminMaintenanceWindowValue,
  }),
  games: endpoint({
    method: 'GET',
    path: '/admin/api/games',
    auth: 'operator',
    query: adminGameQuery,
    value: adminGamePageValue,
  }),
  updateGame: endpoint({
    method: 'PUT',
    path: '/admin/api/games/:id',
    auth: 'operator',
    params: gameAdminIdParam,
    body: adminGameUpdate,
    value: adminGameValue,
  }),
};
