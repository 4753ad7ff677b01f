import {
  LOTTERY_LATEST_DRAWS,
  type LotteryDrawView,
  type LotteryGameGroupView,
  type NearNumeroView,
} from '@platform/shared';
import { api } from '../../../lib/api';

/** /lgw answers bare JSON (WIRE.md, Lottery); the shapes are the shared contract views. */
export type { LotteryDrawView, LotteryGameGroupView, NearNumeroView };

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
