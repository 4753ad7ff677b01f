import { WINNER_BOARD_LIMIT } from '@platform/shared';
import { api } from '../../../lib/api';

/** One row of GET /lgw/winners (bare JSON): a won bet with the player's name masked by the server. */
export interface WinnerRecord {
  vo: { recordId: number };
  recordId: number;
  userName: string;
  gameCode: string;
  gameName: string;
  /** Decimal string in major units of `currency`. */
  winAmount: string;
  currency: string;
  /** Settlement time in epoch ms; null when the server does not know it. */
  time: number | null;
}

/**
 * The latest wins of every game category, newest first, at most the board's 100. A background
 * widget: failures show in the panel, never as a dialog.
 */
export function fetchWinners(limitNum = WINNER_BOARD_LIMIT): Promise<WinnerRecord[]> {
  return api.get<WinnerRecord[]>('/lgw/winners', { query: { gameCategory: 'ALL', limitNum }, alert: false });
}
