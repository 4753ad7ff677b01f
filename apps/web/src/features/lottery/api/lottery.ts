import {
  LOTTERY_LATEST_DRAWS,
  LOTTERY_POPULAR_COUNT,
  lotteryApi,
  type BettingResponse,
  type BettingSlip,
  type LotteryDrawView,
  type LotteryGameGroupView,
  type LotteryGameView,
  type LotteryOrderView,
  type NearNumeroView,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../../lib/api';

/** /lgw answers bare JSON, no envelope; the shapes are the shared contract views. */
export type { LotteryDrawView, LotteryGameGroupView, LotteryGameView, LotteryOrderView, NearNumeroView };

export type DrawPage = ValueOf<typeof lotteryApi.drawHistory>;

/** Results page size: the server bounds it at 100. */
export const DRAW_PAGE_SIZE = 20;

export function fetchLatestDraws(size = LOTTERY_LATEST_DRAWS): Promise<LotteryDrawView[]> {
  return api.call(lotteryApi.draws, { query: { size } });
}

export function fetchDrawsOfGame(gameCode: string, page: number, size = DRAW_PAGE_SIZE): Promise<DrawPage> {
  return api.call(lotteryApi.drawHistory, { params: { gameCode }, query: { page, size } });
}

export function fetchLotteryGames(): Promise<LotteryGameGroupView[]> {
  return api.call(lotteryApi.groups);
}

export function fetchNearNumero(gameCode: string): Promise<NearNumeroView> {
  return api.call(lotteryApi.near, { query: { gameCode } });
}

export function fetchPopularGames(count = LOTTERY_POPULAR_COUNT): Promise<LotteryGameView[]> {
  return api.call(lotteryApi.popular, { query: { count } });
}

export type OrderPage = ValueOf<typeof lotteryApi.orders>;

/** My bets list page size. */
export const ORDER_PAGE_SIZE = 10;

export function fetchMyOrders(gameCode: string | undefined, page: number): Promise<OrderPage> {
  return api.call(lotteryApi.orders, { query: { gameCode, page, size: ORDER_PAGE_SIZE } });
}

/**
 * The slip travels as a JSON string in bettingSlipString, as the wire has it. The page tells
 * the person about a refused bet itself (a short balance offers a transfer), so no alert here.
 */
export function placeBet(slip: BettingSlip): Promise<BettingResponse> {
  return api.call(lotteryApi.bet, { body: { bettingSlipString: JSON.stringify(slip) } }, { alert: false });
}

export function cancelOrder(orderNumber: string): Promise<ValueOf<typeof lotteryApi.cancel>> {
  return api.call(lotteryApi.cancel, { params: { orderNumber } });
}
