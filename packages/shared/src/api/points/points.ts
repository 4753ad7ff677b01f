/** The points mall: every named call answers as a relay; redeem and conversion bodies are encrypted. */
import { endpoint } from '../../endpoint.js';
import {
  convertPointRequest,
  convertPointValue,
  pointBalanceValue,
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
} from '../../contracts/points.js';

export const balance = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_pointBalance',
  auth: 'member',
  value: pointBalanceValue,
});
/** Books the points earned and not yet received, then answers the balance. */
export const refresh = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_refreshPointBalance',
  auth: 'member',
  value: pointBalanceValue,
});
export const refreshByPost = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_refreshPointBalance',
  auth: 'member',
  value: pointBalanceValue,
});
export const config = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPointConfig',
  auth: 'visitor',
  value: pointConfigValue,
});
export const rewardTypes = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRewardType',
  auth: 'visitor',
  value: rewardTypeListValue,
});
export const rewards = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_pointReward',
  auth: 'visitor',
  query: rewardListQuery,
  value: rewardPageValue,
});
export const redeem = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_postRedeemPoint',
  // Field clients' names: password-checked relays, encrypted (field protocol 1.1 and 3.1).
  aliases: [
    '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  ],
  auth: 'member',
  body: redeemRequest,
  value: redeemRecordValue,
  wire: { encrypted: true },
});
export const redeemList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getRedeemPointList',
  auth: 'member',
  query: redeemListQuery,
  value: redeemRecordPageValue,
});
export const convert = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_postConvertPoint',
  aliases: ['/wps/relay/passwordCheck/MCSFE_convertPoint', '/wps/relay/passwordCheck/MCS2_convertPoint'],
  auth: 'member',
  body: convertPointRequest,
  value: convertPointValue,
  wire: { encrypted: true },
});
export const transactions = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getMemTransDet',
  auth: 'member',
  query: pointTxQuery,
  value: pointTransactionPageValue,
});
