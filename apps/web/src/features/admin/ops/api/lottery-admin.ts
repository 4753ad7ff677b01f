import { lotteryAdminApi as spec, type BodyOf } from '@platform/shared';
import { adminApi } from '../../admin-api';

export const lotteryAdmin = {
  /** Every game of the merchant in one answer (a bounded catalogue). */
  games: () => adminApi.call(spec.games),
  updateGame: (id: number, body: BodyOf<typeof spec.updateGame>) =>
    adminApi.call(spec.updateGame, { params: { id }, body }),
  voidIssue: (id: number) => adminApi.call(spec.voidIssue, { params: { id } }),
};
