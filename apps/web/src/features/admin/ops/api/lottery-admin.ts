import { lotteryAdminApi as spec, lotteryRiskApi as riskSpec, type BodyOf } from '@platform/shared';
import { adminApi } from '../../admin-api';

export const lotteryAdmin = {
  /** Every game of the merchant in one answer (a bounded catalogue). */
  games: () => adminApi.call(spec.games),
  updateGame: (id: number, body: BodyOf<typeof spec.updateGame>) =>
    adminApi.call(spec.updateGame, { params: { id }, body }),
  voidIssue: (id: number) => adminApi.call(spec.voidIssue, { params: { id } }),
};

/** House risk controls: limits, a member's own limits and the live liability. */
export const lotteryRiskAdmin = {
  limits: () => adminApi.call(riskSpec.limits),
  saveLimit: (body: BodyOf<typeof riskSpec.saveLimit>) => adminApi.call(riskSpec.saveLimit, { body }),
  memberLimits: (memberId: number) => adminApi.call(riskSpec.memberLimits, { params: { memberId } }),
  saveMemberLimits: ({
    memberId,
    body,
  }: {
    memberId: number;
    body: BodyOf<typeof riskSpec.saveMemberLimits>;
  }) => adminApi.call(riskSpec.saveMemberLimits, { params: { memberId }, body }),
  liability: () => adminApi.call(riskSpec.liability),
  acknowledgeAlert: (id: number) => adminApi.call(riskSpec.acknowledgeAlert, { params: { id } }),
};
