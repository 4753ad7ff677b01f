import type { AdminLotteryGame, AdminPage, VoidIssueResult } from '@platform/shared';
import { adminApi } from '../../admin-api';

export const LOTTERY_GAMES_PATH = '/admin/api/lottery/games';
export const LOTTERY_ISSUES_PATH = '/admin/api/lottery/issues';

export const lotteryAdminApi = {
  /** Every game of the merchant in one answer (a bounded catalogue). */
  games: () => adminApi.get<AdminPage<AdminLotteryGame>>(LOTTERY_GAMES_PATH),
  updateGame: (
    id: number,
    body: { enabled?: boolean; sort?: number; popularity?: number; lockSeconds?: number },
  ) => adminApi.put<AdminLotteryGame>(`${LOTTERY_GAMES_PATH}/${id}`, body),
  voidIssue: (id: number) => adminApi.post<VoidIssueResult>(`${LOTTERY_ISSUES_PATH}/${id}/void`, {}),
};
