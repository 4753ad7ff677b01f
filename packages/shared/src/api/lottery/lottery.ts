/** The lottery family (bare JSON): games, issues, draws, bets and orders, winners, jackpot. */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  bettingRequest,
  bettingValue,
  cancelOrderValue,
  drawByGameQuery,
  drawListQuery,
  drawPageQuery,
  gameIdParams,
  gameCodeParams,
  jackpotQuery,
  lotteryDrawHistoryValue,
  lotteryDrawPageValue,
  lotteryDrawValue,
  lotteryGameGroupValue,
  lotteryGameMenuValue,
  lotteryGameValue,
  lotteryJackpotValue,
  lotteryMenuGroupValue,
  lotteryOpenedValue,
  lotteryOrderPageValue,
  lotteryPrizeModeQuery,
  lotterySeriesValue,
  lotteryTodayOrdersValue,
  lotteryWinnerValue,
  myOrdersQuery,
  nearNumeroQuery,
  nearNumeroValue,
  orderNumberParams,
  playMenuParams,
  playMenuValue,
  popularGamesQuery,
  todayOrdersQuery,
  vnBettingRequest,
  winnerBoardQuery,
} from '../../contracts/lottery.js';
import {
  chaseNumerosValue,
  fieldGameParams,
  hotGapQuery,
  hotGapValue,
  lotteryGameLogoValue,
  lotteryGameSeriesValue,
  lotteryGameSettingValue,
  lotteryOrderDetailValue,
  orderDetailParams,
  recentNumeroValue,
  recentNumerosQuery,
  subOrderCancelRequest,
  subOrderCancelValue,
} from '../../contracts/lottery-field.js';

/**
 * A call of the lottery family: bare JSON under /lgw and, the same call, under /lotto/lgw and
 * /lotto-vn/lgw.
 */
/*#__NO_SIDE_EFFECTS__*/
function lgw<const P extends string>(path: P) {
  return {
    path: `/lgw${path}` as const,
    aliases: [`/lotto/lgw${path}`, `/lotto-vn/lgw${path}`] as const,
    wire: { bare: true } as const,
  };
}

export const groups = endpoint({
  method: 'GET',
  ...lgw('/games'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryGameGroupValue),
});
/** The mobile lobby's game list: the same groups and games as /games. */
export const mobileGroups = endpoint({
  method: 'GET',
  ...lgw('/games/mobile'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryGameGroupValue),
});
export const menus = endpoint({
  method: 'GET',
  ...lgw('/games/game_menus'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryMenuGroupValue),
});
/** The games the member bet on most recently; a visitor gets an empty list. */
export const recent = endpoint({
  method: 'GET',
  ...lgw('/games/game_menus/recent'),
  auth: 'member?',
  value: z.array(lotteryGameMenuValue),
});
export const popular = endpoint({
  method: 'GET',
  ...lgw('/games/popular'),
  auth: 'visitor',
  query: popularGamesQuery,
  value: z.array(lotteryGameValue),
});
export const opened = endpoint({
  method: 'GET',
  ...lgw('/games/opened/numero'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryOpenedValue),
});
export const near = endpoint({
  method: 'GET',
  ...lgw('/numeros/near'),
  auth: 'visitor',
  query: nearNumeroQuery,
  value: nearNumeroValue,
});
/** The latest result of each game (or one game's latest results), newest first. */
export const draws = endpoint({
  method: 'GET',
  ...lgw('/draw'),
  auth: 'visitor',
  query: drawListQuery,
  value: z.array(lotteryDrawValue),
});
export const drawHistory = endpoint({
  method: 'GET',
  ...lgw('/draw/code/:gameCode'),
  auth: 'visitor',
  params: gameCodeParams,
  query: drawByGameQuery,
  value: lotteryDrawHistoryValue,
});
/** One game's results by its numeric id, newest first, as a zero-based Spring page. */
export const drawPage = endpoint({
  method: 'GET',
  ...lgw('/draw/:gameId'),
  auth: 'visitor',
  params: gameIdParams,
  query: drawPageQuery,
  value: lotteryDrawPageValue,
});
export const vnOpened = endpoint({
  method: 'GET',
  ...lgw('/vn/numeros/opened/game'),
  auth: 'visitor',
  value: z.array(lotteryOpenedValue),
});
export const vnMenus = endpoint({
  method: 'GET',
  ...lgw('/vn/games/game_menu'),
  auth: 'visitor',
  value: z.array(lotteryMenuGroupValue),
});
export const winners = endpoint({
  method: 'GET',
  ...lgw('/winners'),
  auth: 'visitor',
  query: winnerBoardQuery,
  value: z.array(lotteryWinnerValue),
});
/** The merchant's own figure whatever merchant_code/currency a client sends. */
export const jackpot = endpoint({
  method: 'GET',
  ...lgw('/jackpot'),
  auth: 'visitor',
  query: jackpotQuery,
  value: lotteryJackpotValue,
});
/** A repeat under the same request key answers the first order with Idempotent-Replayed: true. */
export const bet = endpoint({
  method: 'POST',
  ...lgw('/orders/betting'),
  auth: 'member',
  body: bettingRequest,
  value: bettingValue,
});
/** The Vietnamese lottery page's bet (one content per play, each with its issues and multiples). */
export const vnBet = endpoint({
  method: 'POST',
  ...lgw('/betting'),
  auth: 'member',
  body: vnBettingRequest,
  value: bettingValue,
});
/** A game's play menu: the play ids field clients put in their slips, by group, per prize mode. */
export const playMenu = endpoint({
  method: 'GET',
  ...lgw('/games/:gameId/play_menu'),
  auth: 'visitor',
  params: playMenuParams,
  value: playMenuValue,
});
export const orders = endpoint({
  method: 'GET',
  ...lgw('/orders'),
  auth: 'member',
  query: myOrdersQuery,
  value: lotteryOrderPageValue,
});
/** The member's bets placed since UTC midnight (the schedule's day), newest first. */
export const todayOrders = endpoint({
  method: 'GET',
  ...lgw('/orders/today'),
  auth: 'member',
  query: todayOrdersQuery,
  value: lotteryTodayOrdersValue,
});
/** The prize groups the member may bet at, per game group and prize mode. */
export const series = endpoint({
  method: 'GET',
  ...lgw('/customers/series'),
  auth: 'member',
  value: z.array(lotterySeriesValue),
});
export const cancel = endpoint({
  method: 'POST',
  ...lgw('/orders/:orderNumber/cancel'),
  auth: 'member',
  params: orderNumberParams,
  value: cancelOrderValue,
});
/** The mobile lobby's menu groups: the same as /games/game_menus. */
export const mobileMenus = endpoint({
  method: 'GET',
  ...lgw('/games/mobile_game_menus'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryMenuGroupValue),
});
/** The Vietnamese games the member bet on most recently; a visitor gets an empty list. */
export const vnRecent = endpoint({
  method: 'GET',
  ...lgw('/vn/games/game_menu/recent'),
  auth: 'member?',
  value: z.array(lotteryGameMenuValue),
});
/** A game's betting modes and limits, by its numeric id or code. */
export const gameSetting = endpoint({
  method: 'GET',
  ...lgw('/games/:gameId/setting'),
  auth: 'visitor',
  params: fieldGameParams,
  value: lotteryGameSettingValue,
});
export const gameSeries = endpoint({
  method: 'GET',
  ...lgw('/games/series'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryGameSeriesValue),
});
export const showLogo = endpoint({
  method: 'GET',
  ...lgw('/games/show_logo'),
  auth: 'visitor',
  query: lotteryPrizeModeQuery,
  value: z.array(lotteryGameLogoValue),
});
export const vnShowLogo = endpoint({
  method: 'GET',
  ...lgw('/vn/games/show_logo'),
  auth: 'visitor',
  value: z.array(lotteryGameLogoValue),
});
/** Hot and cold numbers per position over the game's latest draws. */
export const hotGap = endpoint({
  method: 'GET',
  ...lgw('/draw/:gameId/hot_gap_info'),
  auth: 'visitor',
  params: fieldGameParams,
  query: hotGapQuery,
  value: hotGapValue,
});
export const chaseNumeros = endpoint({
  method: 'GET',
  ...lgw('/numeros/chase/:gameId'),
  auth: 'visitor',
  params: fieldGameParams,
  value: chaseNumerosValue,
});
export const recentNumeros = endpoint({
  method: 'GET',
  ...lgw('/numeros/recent'),
  auth: 'visitor',
  query: recentNumerosQuery,
  value: z.array(recentNumeroValue),
});
/** One of the member's bets with its lines, by its id (orderDetailId). */
export const orderDetail = endpoint({
  method: 'GET',
  ...lgw('/orders/detail/:orderDetailId'),
  auth: 'member',
  params: orderDetailParams,
  value: lotteryOrderDetailValue,
});
/** Cancels bets by id (orderDetailId), all of them or none. */
export const cancelSubOrders = endpoint({
  method: 'PUT',
  ...lgw('/orders/suborders/cancel'),
  auth: 'member',
  body: subOrderCancelRequest,
  value: subOrderCancelValue,
});
