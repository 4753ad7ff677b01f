import {
  LOTTERY_LATEST_DRAWS,
  LOTTERY_POPULAR_COUNT,
  type BettingResponse,
  type BettingSlip,
  type LotteryDrawView,
  type LotteryGameGroupView,
  type LotteryGameView,
  type LotteryOrderView,
  type NearNumeroView,
} from '@platform/shared';
import { api } from '../../../lib/api';

/** /lgw answers bare JSON, no envelope; the shapes are the shared contract views. */
export type { LotteryDrawView, LotteryGameGroupView, LotteryGameView, LotteryOrderView, NearNumeroView };

export interface DrawPage {
  gameCode: string;
  page: number;
  size: number;
  list: LotteryDrawView[];
}

/** Results page size: the server bounds it at 100. */
export const DRAW_PAGE_SIZE = 20;

export function fetchLatestDraws(size = LOTTERY_LATEST_DRAWS): Promise<LotteryDrawView[]> {
  return api.get<LotteryDrawView[]>('/lgw/draw', { query: { size } });
}

export function fetchDrawsOfGame(gameCode: string, page: number, size = DRAW_PAGE_SIZE): Promise<DrawPage> {
  return api.get<DrawPage>(`/lgw/draw/code/${encodeURIComponent(gameCode)}`, { query: { page, size } });
}

export function fetchLotteryGames(): Promise<LotteryGameGroupView[]> {
  return api.get<LotteryGameGroupView[]>('/lgw/games');
}

export function fetchNearNumero(gameCode: string): Promise<NearNumeroView> {
  return api.get<NearNumeroView>('/lgw/numeros/near', { query: { gameCode } });
}

export function fetchPopularGames(count = LOTTERY_POPULAR_COUNT): Promise<LotteryGameView[]> {
  return api.get<LotteryGameView[]>('/lgw/games/popular', { query: { count } });
}

export interface OrderPage {
  page: number;
  size: number;
  list: LotteryOrderView[];
}

/** My bets list page size. */
export const ORDER_PAGE_SIZE = 10;

export function fetchMyOrders(gameCode: string | undefined, page: number): Promise<OrderPage> {
  return api.get<OrderPage>('/lgw/orders', { query: { gameCode, page, size: ORDER_PAGE_SIZE } });
}

/**
 * The slip travels as a JSON string in bettingSlipString, as the wire has it. The page tells
 * the person about a refused bet itself (a short balance offers a transfer), so no alert here.
 */
export function placeBet(slip: BettingSlip): Promise<BettingResponse> {
  return api.post<BettingResponse>(
    '/lgw/orders/betting',
    { bettingSlipString: JSON.stringify(slip) },
    { alert: false },
  );
}

export function cancelOrder(orderNumber: string): Promise<unknown> {
  return api.post(`/lgw/orders/${encodeURIComponent(orderNumber)}/cancel`);
}
