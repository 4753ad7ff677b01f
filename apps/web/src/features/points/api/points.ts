import {
  POINT_ACCOUNT_TYPE_ID,
  POINT_TX_TYPES,
  REWARD_FETCH_SIZE,
  pointsApi,
  type RedeemStatus,
  type RedeemType,
} from '@platform/shared';
import { api } from '../../../lib/api';

/**
 * The points-mall calls (declarations in packages/shared/src/api/points.ts). Reads
 * never open a dialog: the screens show their own failure line. Redeem and conversion bodies go
 * encrypted and carry a request id so a retried submit never pays twice.
 */
const QUIET = { alert: false } as const;

export function fetchPointBalance() {
  return api.call(pointsApi.balance, {}, QUIET);
}

/** Credits points earned and not yet received, then answers the balance. */
export function refreshPointBalance() {
  return api.call(pointsApi.refreshByPost, {}, QUIET);
}

export function fetchPointConfig() {
  return api.call(pointsApi.config, {}, QUIET);
}

export function fetchRewardTypes() {
  return api.call(pointsApi.rewardTypes, {}, QUIET);
}

/** Every active reward at once (size 1000); the page groups and trims them itself. */
export function fetchRewards() {
  return api.call(pointsApi.rewards, { query: { page: 1, size: REWARD_FETCH_SIZE } }, QUIET);
}

export interface RedeemBody {
  rewardId: number;
  quantity: number;
  redeemType: RedeemType;
  password: string;
  province: string | null;
  remarks: string | null;
  telphone: string;
  address: string;
  name: string;
  line: string | null;
}

/** Failures come back to the modal, which shows them next to the form (alert: false). */
export function redeemReward(body: RedeemBody, requestId: string) {
  return api.call(pointsApi.redeem, { body: { ...body, requestId } }, QUIET);
}

export function convertPoints(body: { amount: string; password: string }, requestId: string) {
  return api.call(pointsApi.convert, { body: { ...body, requestId } }, QUIET);
}

export function fetchRedeemRecords(query: {
  startDate: number;
  endDate: number;
  page: number;
  size: number;
  status: RedeemStatus | null;
}) {
  return api.call(pointsApi.redeemList, { query: { ...query, status: query.status ?? '' } }, QUIET);
}

/** The member's points movements; merchant grants (9203) are left out as the spec asks. */
export function fetchPointTransactions(query: {
  startTime: number;
  endTime: number;
  page: number;
  size: number;
}) {
  return api.call(
    pointsApi.transactions,
    { query: { ...query, accountTypeId: POINT_ACCOUNT_TYPE_ID, excludeTxTypeIds: POINT_TX_TYPES.GRANT } },
    QUIET,
  );
}
