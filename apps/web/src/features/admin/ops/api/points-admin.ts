import type { PointConfig, RedeemRecord, Reward, RewardImageType, RewardType } from '@platform/shared';
import { adminApi } from '../../admin-api';

/** A reward as the back office sees it: inactive ones too, with their sort order. */
export interface AdminReward extends Reward {
  active: boolean;
  sortOrder: number;
}
/** Body of POST/PUT /admin/api/points/rewards (adminRewardRequest). */
export interface AdminRewardInput {
  name: string;
  type: number;
  price: string | null;
  mpPointAmount: string | null;
  mpMoneyAmount: string | null;
  displayPointMoneyAmt: 'Y' | 'N';
  inventory: number;
  description: string;
  sortOrder: number;
  active: boolean;
  merchandiseImages: { type: RewardImageType; imageUrl: string }[];
}
/** Body of POST/PUT /admin/api/points/reward-types (adminRewardTypeRequest). */
export interface AdminRewardTypeInput {
  typeId: number;
  name: string;
  chineseName: string;
  i18nStr: string | null;
}

const BASE = '/admin/api/points';
export const REWARDS_PATH = `${BASE}/rewards`;
export const REDEMPTIONS_PATH = `${BASE}/redemptions`;
export const REWARD_TYPES_PATH = `${BASE}/reward-types`;
export const POINTS_CONFIG_PATH = `${BASE}/config`;

export const pointsAdminApi = {
  approveRedemption: (id: number, remarks: string | null) =>
    adminApi.post<RedeemRecord>(`${BASE}/redemptions/${id}/approve`, { remarks }),
  rejectRedemption: (id: number, remarks: string) =>
    adminApi.post<RedeemRecord>(`${BASE}/redemptions/${id}/reject`, { remarks }),
  config: () => adminApi.get<PointConfig>(`${BASE}/config`),
  saveConfig: (config: PointConfig) => adminApi.put<PointConfig>(`${BASE}/config`, config),
  types: () => adminApi.get<RewardType[]>(`${BASE}/reward-types`),
  createType: (input: AdminRewardTypeInput) => adminApi.post<RewardType>(`${BASE}/reward-types`, input),
  updateType: (typeId: number, input: AdminRewardTypeInput) =>
    adminApi.put<RewardType>(`${BASE}/reward-types/${typeId}`, input),
  createReward: (input: AdminRewardInput) => adminApi.post<AdminReward>(`${BASE}/rewards`, input),
  updateReward: (id: number, input: AdminRewardInput) =>
    adminApi.put<AdminReward>(`${BASE}/rewards/${id}`, input),
  setInventory: (id: number, inventory: number) =>
    adminApi.put<AdminReward>(`${BASE}/rewards/${id}/inventory`, { inventory }),
  setActive: (id: number, active: boolean) =>
    adminApi.put<AdminReward>(`${BASE}/rewards/${id}/status`, { active }),
};
