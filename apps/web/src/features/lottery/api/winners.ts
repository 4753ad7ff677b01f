import { WINNER_BOARD_LIMIT, lotteryApi, type ValueOf } from '@platform/shared';
import { api } from '../../../lib/api';

/** One row of GET /lgw/winners (bare JSON): a won bet with the player's name masked by the server. */
export type WinnerRecord = ValueOf<typeof lotteryApi.winners>[number];

/**
 * The latest wins of every game category, newest first, at most the board's 100. A background
 * widget: failures show in the panel, never as a dialog.
 */
export function fetchWinners(limitNum = WINNER_BOARD_LIMIT): Promise<WinnerRecord[]> {
  return api.call(lotteryApi.winners, { query: { gameCategory: 'ALL', limitNum } }, { alert: false });
}
