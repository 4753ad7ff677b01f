/** The lottery's house risk controls in the back office (/admin/api/lottery/limits, /liability). */
import { endpoint } from '../../endpoint.js';
import { adminIdParams } from '../../contracts/admin.js';
import {
  lotteryLiabilityValue,
  lotteryRiskAlertPageValue,
  lotteryRiskAlertsQuery,
  lotteryRiskAlertValue,
  lotteryLimitListValue,
  lotteryLimitUpdate,
  lotteryLimitValue,
  memberIdParam,
  memberLotteryLimitUpdate,
  memberLotteryLimitValue,
} from '../../contracts/lottery-risk.js';

/** The merchant's limits: its default row, then game rows and play-type rows. */
export const limits = endpoint({
  method: 'GET',
  path: '/admin/api/lottery/limits',
  auth: 'operator',
  value: lotteryLimitListValue,
});
/** Sets one row (by game and play type); a row whose limits are all empty is removed. */
export const saveLimit = endpoint({
  method: 'PUT',
  path: '/admin/api/lottery/limits',
  auth: 'operator',
  body: lotteryLimitUpdate,
  value: lotteryLimitValue,
});
export const memberLimits = endpoint({
  method: 'GET',
  path: '/admin/api/lottery/members/:memberId/limits',
  auth: 'operator',
  params: memberIdParam,
  value: memberLotteryLimitValue,
});
export const saveMemberLimits = endpoint({
  method: 'PUT',
  path: '/admin/api/lottery/members/:memberId/limits',
  auth: 'operator',
  params: memberIdParam,
  body: memberLotteryLimitUpdate,
  value: memberLotteryLimitValue,
});
/** The live liability of the open issues. */
export const liability = endpoint({
  method: 'GET',
  path: '/admin/api/lottery/liability',
  auth: 'operator',
  value: lotteryLiabilityValue,
});
/** Liability alerts as they were pushed, newest first (also to operators who were not connected). */
export const alerts = endpoint({
  method: 'GET',
  path: '/admin/api/lottery/alerts',
  auth: 'operator',
  query: lotteryRiskAlertsQuery,
  value: lotteryRiskAlertPageValue,
});
/** An operator has seen the alert (audited); an alert is acknowledged once. */
export const acknowledgeAlert = endpoint({
  method: 'POST',
  path: '/admin/api/lottery/alerts/:id/acknowledge',
  auth: 'operator',
  params: adminIdParams,
  value: lotteryRiskAlertValue,
});
