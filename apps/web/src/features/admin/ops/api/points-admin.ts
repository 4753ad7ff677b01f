import { pointsAdminApi as spec, type BodyOf, type PointConfig } from '@platform/shared';
import { adminApi } from '../../admin-api';

export type { AdminReward } from '@platform/shared';
/** Body of POST/PUT /admin/api/points/rewards as the form builds it. */
export type AdminRewardInput = BodyOf<typeof spec.createReward>;
/** Body of POST /admin/api/points/reward-types as the form builds it. */
export type AdminRewardTypeInput = BodyOf<typeof spec.createRewardType>;

export const pointsAdmin = {
  approveRedemption: (id: number, remarks: string | null) =>
    adminApi.call(spec.approve, { params: { id }, body: { remarks } }),
  rejectRedemption: (id: number, remarks: string) =>
    adminApi.call(spec.reject, { params: { id }, body: { remarks } }),
  config: () => adminApi.call(spec.config),
  saveConfig: (config: PointConfig) => adminApi.call(spec.saveConfig, { body: config }),
  types: () => adminApi.call(spec.rewardTypes),
  createType: (input: AdminRewardTypeInput) => adminApi.call(spec.createRewardType, { body: input }),
  updateType: (typeId: number, input: AdminRewardTypeInput) =>
    adminApi.call(spec.updateRewardType, { params: { typeId }, body: input }),
  createReward: (input: AdminRewardInput) => adminApi.call(spec.createReward, { body: input }),
  updateReward: (id: number, input: AdminRewardInput) =>
    adminApi.call(spec.updateReward, { params: { id }, body: input }),
  setInventory: (id: number, inventory: number) =>
    adminApi.call(spec.rewardInventory, { params: { id }, body: { inventory } }),
  setActive: (id: number, active: boolean) =>
    adminApi.call(spec.rewardStatus, { params: { id }, body: { active } }),
};
