/**
 * Games under /wps (envelope). Lists are read without login, a valid token only adding the
 * member's favourite flags; a member's own lists, favourites, launches and logout answer
 * in_sorry_in without a token, which field clients turn into their login prompt.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  favouriteRelayRequest,
  favouriteRequest,
  favouriteValue,
  gameListPageValue,
  gameLogoutRequest,
  gameLogoutValue,
  gameTabQuery,
  gameTypeValue,
  launchGameValue,
  launchWalletQuery,
  launchWalletValue,
  launchRequest,
  recommendedQuery,
  recommendedValue,
  roomListQuery,
  roomListValue,
  trialRequest,
  userGameListQuery,
  vendorCardValue,
  vendorLaneValue,
  vendorsByTypeQuery,
  vendorsByTypeValue,
  winnerBoardRecordValue,
  winnerBoardRequest,
} from '../../contracts/game.js';

export const vendors = endpoint({
  method: 'GET',
  path: '/wps/game/vendors',
  aliases: ['/wps/relay/GCSGAME_newGameVendor', '/wps/relay/GCSGAME_getVassalage'],
  auth: 'visitor',
  value: z.array(vendorCardValue),
});
export const lanes = endpoint({
  method: 'GET',
  path: '/wps/game/lanes',
  auth: 'visitor',
  value: z.array(vendorLaneValue),
});
export const types = endpoint({
  method: 'GET',
  path: '/wps/game/types',
  auth: 'visitor',
  value: z.array(gameTypeValue),
});
/**
 * The member wallet a vendor's games are paid from, so that the player is asked how much to move
 * into it before a launch on a transfer-wallet merchant (the move itself is walletApi.transfer).
 */
export const launchWallet = endpoint({
  method: 'GET',
  path: '/wps/game/launchWallet',
  auth: 'member',
  anonymous: 'in_sorry_in',
  query: launchWalletQuery,
  value: launchWalletValue,
});
export const list = endpoint({
  method: 'GET',
  path: '/wps/game/list',
  aliases: ['/wps/relay/GCSGAME_gameList'],
  auth: 'member?',
  query: userGameListQuery,
  value: gameListPageValue,
});
export const hot = endpoint({
  method: 'GET',
  path: '/wps/game/hot',
  auth: 'member?',
  query: gameTabQuery,
  value: gameListPageValue,
});
export const hotByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: 'member?',
  body: gameTabQuery,
  value: gameListPageValue,
});
/** Current clients' vendors of each product type, with their game classes. */
export const vendorsByType = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: 'visitor',
  query: vendorsByTypeQuery,
  value: vendorsByTypeValue,
});
export const recent = endpoint({
  method: 'GET',
  path: '/wps/game/recent',
  aliases: ['/wps/relay/GCS_recentGame'],
  auth: 'member',
  anonymous: 'in_sorry_in',
  query: gameTabQuery,
  value: gameListPageValue,
});
export const favourites = endpoint({
  method: 'GET',
  path: '/wps/game/favourites',
  aliases: ['/wps/relay/MCSFE_getFavoriteGames', '/wps/relay/MCSFE_getFavoriteGamesList'],
  auth: 'member',
  anonymous: 'in_sorry_in',
  query: gameTabQuery,
  value: gameListPageValue,
});
export const addFavourite = endpoint({
  method: 'POST',
  path: '/wps/game/favourite',
  auth: 'member',
  anonymous: 'in_sorry_in',
  body: favouriteRequest,
  value: favouriteValue,
});
export const removeFavourite = endpoint({
  method: 'DELETE',
  path: '/wps/game/favourite',
  auth: 'member',
  anonymous: 'in_sorry_in',
  query: favouriteRequest,
  value: favouriteValue,
});
/** The current clients' favourite relays: the game by nodeId and vendor (or vassalage). */
export const addFavouriteRelay = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: 'member',
  anonymous: 'in_sorry_in',
  body: favouriteRelayRequest,
  value: favouriteValue,
});
export const removeFavouriteRelay = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: 'member',
  anonymous: 'in_sorry_in',
  body: favouriteRelayRequest,
  value: favouriteValue,
});
/** Current clients' room list: the games that carry a room id, each a room a launch opens. */
export const rooms = endpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: 'member',
  anonymous: 'in_sorry_in',
  query: roomListQuery,
  value: roomListValue,
});
export const recommended = endpoint({
  method: 'GET',
  path: '/wps/game/recommended',
  auth: 'visitor',
  query: recommendedQuery,
  value: recommendedValue,
});
export const launch = endpoint({
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'member',
  anonymous: 'in_sorry_in',
  query: launchRequest,
  value: launchGameValue,
});
/** getLaunchAddressV2: the launch with its fields in the body. */
export const launchV2 = endpoint({
  method: 'POST',
  path: '/wps/game/launchGame/v2',
  auth: 'member',
  anonymous: 'in_sorry_in',
  body: launchRequest,
  value: launchGameValue,
});
/** A demo launch: no login, no money. */
export const trial = endpoint({
  method: 'GET',
  path: '/wps/game/trial',
  aliases: ['/wps/relay/GCS_gameTrialLaunch'],
  auth: 'visitor',
  query: trialRequest,
  value: launchGameValue,
});
export const logout = endpoint({
  method: 'POST',
  path: '/wps/game/logout',
  auth: 'member',
  anonymous: 'in_sorry_in',
  body: gameLogoutRequest,
  value: gameLogoutValue,
});
export const winnerBoard = endpoint({
  method: 'GET',
  path: '/wps/game/winnerBoard',
  aliases: ['/wps/relay/GCSGAME_getRankList'],
  auth: 'visitor',
  query: winnerBoardRequest,
  value: z.array(winnerBoardRecordValue),
});
