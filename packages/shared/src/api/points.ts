import { z } from 'zod';
import { endpoint } from '../endpoint.js';
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
  convertPointRequest,
  convertPointValue,
  pointBalanceValue,
  pointConfigRequest,
  pointConfigValue,
  pointTransactionPageValue,
  pointTxQuery,
  redeemListQuery,
  redeemRecordPageValue,
  redeemRecordValue,
  redeemRequest,
  rewardListQuery,
  rewardPageValue,
  rewardTypeListValue,
  rewardTypeValue,
} from '../contracts/points.js';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const typeParam = z.object({ typeId: z.coerce.number().int().min(1).max(999_999) });
/** PUT /reward-types/:typeId: the path names the type; a typeId in the body is ignored. */
const rewardTypeUpdate = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  adminRewardTypeRequest.omit({ typeId: true }),
);

/** The points mall: every named call answers as a relay; redeem and conversion bodies are encrypted. */
export const pointsApi = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_pointBalance',
    auth: 'member',
    value: pointBalanceValue,
  }),
  /** Books the points earned and not yet received, then answers the balance. */
  refresh: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_refreshPointBalance',
    auth: 'member',
    value: pointBalanceValue,
  }),
  refreshByPost: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_refreshPointBalance',
    auth: 'member',
    value: pointBalanceValue,
  }),
  config: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointConfig',
    auth: 'visitor',
    value: pointConfigValue,
  }),
  rewardTypes: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRewardType',
    auth: 'visitor',
    value: rewardTypeListValue,
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_pointReward',
    auth: 'visitor',
    query: rewardListQuery,
    value: rewardPageValue,
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_postRedeemPoint',
    auth: 'member',
    body: redeemRequest,
    value: redeemRecordValue,
    wire: { encrypted: true },
  }),
  redeemList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getRedeemPointList',
    auth: 'member',
    query: redeemListQuery,
    value: redeemRecordPageValue,
  }),
  convert: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_postConvertPoint',
    auth: 'member',
    body: convertPointRequest,
    value: convertPointValue,
    wire: { encrypted: true },
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMemTransDet',
    auth: 'member',
    query: pointTxQuery,
    value: pointTransactionPageValue,
  }),
};

/** The points back office (/admin/api/points). */
export const pointsAdminApi = {
  redemptions: endpoint({
    method: 'GET',
    path: '/admin/api/points/redemptions',
    auth: 'operator',
    query: adminRedeemQuery,
    value: adminRedeemPageValue,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/api/points/redemptions/:id/approve',
    auth: 'operator',
    params: idParam,
    body: adminRedeemDecision,
    value: redeemRecordValue,
  }),
  /** Remarks are required to reject. */
  reject: endpoint({
    method: 'POST',
    path: '/admin/api/points/redemptions/:id/reject',
    auth: 'operator',
    params: idParam,
    body: adminRedeemDecision,
    value: redeemRecordValue,
  }),
  config: endpoint({
    method: 'GET',
    path: '/admin/api/points/config',
    auth: 'operator',
    value: pointConfigValue,
  }),
  saveConfig: endpoint({
    method: 'PUT',
    path: '/admin/api/points/config',
    auth: 'operator',
    body: pointConfigRequest,
    value: pointConfigValue,
  }),
  rewardTypes: endpoint({
    method: 'GET',
    path: '/admin/api/points/reward-types',
    auth: 'operator',
    value: rewardTypeListValue,
  }),
  /** Creates the type, or replaces the one with the same typeId. */
  createRewardType: endpoint({
    method: 'POST',
    path: '/admin/api/points/reward-types',
    auth: 'operator',
    body: adminRewardTypeRequest,
    value: rewardTypeValue,
  }),
  updateRewardType: endpoint({
    method: 'PUT',
    path: '/admin/api/points/reward-types/:typeId',
    auth: 'operator',
    params: typeParam,
    body: rewardTypeUpdate,
    value: rewardTypeValue,
  }),
  rewards: endpoint({
    method: 'GET',
    path: '/admin/api/points/rewards',
    auth: 'operator',
    query: adminRewardListQuery,
    value: adminRewardPageValue,
  }),
  reward: endpoint({
    method: 'GET',
    path: '/admin/api/points/rewards/:id',
    auth: 'operator',
    params: idParam,
    value: adminRewardValue,
  }),
  createReward: endpoint({
    method: 'POST',
    path: '/admin/api/points/rewards',
    auth: 'operator',
    body: adminRewardRequest,
    value: adminRewardValue,
  }),
  updateReward: endpoint({
    method: 'PUT',
    path: '/admin/api/points/rewards/:id',
    auth: 'operator',
    params: idParam,
    body: adminRewardRequest,
    value: adminRewardValue,
  }),
  /** Rewards are referenced by redeem records: deleting one deactivates it. */
  deleteReward: endpoint({
    method: 'DELETE',
    path: '/admin/api/points/rewards/:id',
    auth: 'operator',
    params: idParam,
    value: adminRewardValue,
  }),
  rewardInventory: endpoint({
    method: 'PUT',
    path: '/admin/api/points/rewards/:id/inventory',
    auth: 'operator',
    params: idParam,
    body: adminRewardInventoryRequest,
    value: adminRewardValue,
  }),
  rewardStatus: endpoint({
    method: 'PUT',
    path: '/admin/api/points/rewards/:id/status',
    auth: 'operator',
    params: idParam,
    body: adminRewardStatusRequest,
    value: adminRewardValue,
  }),
};
