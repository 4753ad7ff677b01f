import {
  WINNER_BOARD_LIMIT,
  lotteryApi,
  normaliseLanguage,
  winnerBoardLanguage,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { getSessionValue } from '../../../lib/session';

/** One row of GET /lgw/winners (bare JSON): a won bet with the player's name masked by the server. */
export type WinnerRecord = ValueOf<typeof lotteryApi.winners>[number];

/**
 * The latest wins of every game category, newest first, at most the board's 100, asked with
 * the language (CN as zh_CN, in the payload and the Language header) and, for a member, the
 * CustomerId header. A background widget: failures show in the panel, never as a dialog.
 */
export function fetchWinners(limitNum = WINNER_BOARD_LIMIT): Promise<WinnerRecord[]> {
  const language = winnerBoardLanguage(normaliseLanguage(currentLanguage()));
  const customerId = getSessionValue('customerId');
  return api.call(
    lotteryApi.winners,
    { query: { gameCategory: 'ALL', language, limitNum } },
    { alert: false, headers: { Language: language, ...(customerId ? { CustomerId: customerId } : {}) } },
  );
}
