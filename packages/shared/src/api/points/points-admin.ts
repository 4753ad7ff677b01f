/** The points back office (/admin/api/points). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  adminRedeemDecision,
  adminRedeemPageValue,
  adminRedeemQuery,
  adminRewardInventoryRequest,
  adminRewardListQuery,
  adminRewardPageValue,
  adminRewardRequest,
  adminRewardStatusRequest,
  adminRewardTypeRequest,
  adminRewardValue,
  pointConfigRequest,
  pointConfigValue,
  redeemRecordValue,
  rewardTypeListValue,
  rewardTypeValue,
} from '../../contracts/points.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const typeParam = z.object({ typeId: z.coerce.number().int().min(1).max(999_999) });

/** PUT /reward-types/:typeId: the path names the type; a typeId in the body is ignored. */
const rewardTypeUpdate = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  adminRewardTypeRequest.omit({ typeId: true }),
);

export const redemptions = endpoint({
  method: 'GET',
  path: '/admin/api/points/redemptions',
  auth: 'operator',
  query: adminRedeemQuery,
  value: adminRedeemPageValue,
});
export const approve = endpoint({
  method: 'POST',
  path: '/admin/api/points/redemptions/:id/approve',
  auth: 'operator',
  params: idParam,
  body: adminRedeemDecision,
  value: redeemRecordValue,
});
/** Remarks are required to reject. */
export const reject = endpoint({
  method: 'POST',
  path: '/admin/api/points/redemptions/:id/reject',
  auth: 'operator',
  params: idParam,
  body: adminRedeemDecision,
  value: redeemRecordValue,
});
export const config = endpoint({
  method: 'GET',
  path: '/admin/api/points/config',
  auth: 'operator',
  value: pointConfigValue,
});
export const saveConfig = endpoint({
  method: 'PUT',
  path: '/admin/api/points/config',
  auth: 'operator',
  body: pointConfigRequest,
  value: pointConfigValue,
});
export const rewardTypes = endpoint({
  method: 'GET',
  path: '/admin/api/points/reward-types',
  auth: 'operator',
  value: rewardTypeListValue,
});
/** Creates the type, or replaces the one with the same typeId. */
export const createRewardType = endpoint({
  method: 'POST',
  path: '/admin/api/points/reward-types',
  auth: 'operator',
  body: adminRewardTypeRequest,
  value: rewardTypeValue,
});
export const updateRewardType = endpoint({
  method: 'PUT',
  path: '/admin/api/points/reward-types/:typeId',
  auth: 'operator',
  params: typeParam,
  body: rewardTypeUpdate,
  value: rewardTypeValue,
});
export const rewards = endpoint({
  method: 'GET',
  path: '/admin/api/points/rewards',
  auth: 'operator',
  query: adminRewardListQuery,
  value: adminRewardPageValue,
});
export const reward = endpoint({
  method: 'GET',
  path: '/admin/api/points/rewards/:id',
  auth: 'operator',
  params: idParam,
  value: adminRewardValue,
});
export const createReward = endpoint({
  method: 'POST',
  path: '/admin/api/points/rewards',
  auth: 'operator',
  body: adminRewardRequest,
  value: adminRewardValue,
});
export const updateReward = endpoint({
  method: 'PUT',
  path: '/admin/api/points/rewards/:id',
  auth: 'operator',
  params: idParam,
  body: adminRewardRequest,
  value: adminRewardValue,
});
/** Rewards are referenced by redeem records: deleting one deactivates it. */
export const deleteReward = endpoint({
  method: 'DELETE',
  path: '/admin/api/points/rewards/:id',
  auth: 'operator',
  params: idParam,
  value: adminRewardValue,
});
export const rewardInventory = endpoint({
  method: 'PUT',
  path: '/admin/api/points/rewards/:id/inventory',
  auth: 'operator',
  params: idParam,
  body: adminRewardInventoryRequest,
  value: adminRewardValue,
});
export const rewardStatus = endpoint({
  method: 'PUT',
  path: '/admin/api/points/rewards/:id/status',
  auth: 'operator',
  params: idParam,
  body: adminRewardStatusRequest,
  value: adminRewardValue,
});
