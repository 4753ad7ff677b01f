import type {
  ConvertPointResult,
  PointBalance,
  PointConfig,
  PointTransactionPage,
  RedeemRecord,
  RedeemRecordPage,
  RedeemStatus,
  RedeemType,
  RewardPage,
  RewardType,
} from '@platform/shared';
import { POINT_ACCOUNT_TYPE_ID, POINT_TX_TYPES, REWARD_FETCH_SIZE } from '@platform/shared';
import { api } from '../../../lib/api';

/**
 * The points-mall calls (contract in packages/shared/src/contracts/points.ts). Reads
 * never open a dialog: the screens show their own failure line. Redeem and conversion bodies go
 * encrypted and carry a request id so a retried submit never pays twice.
 */
const QUIET = { alert: false } as const;
const RELAY = '/wps/relay/MCSFE_';

export function fetchPointBalance() {
  return api.get<PointBalance>(`${RELAY}pointBalance`, QUIET);
}

/** Credits points earned and not yet received, then answers the balance. */
export function refreshPointBalance() {
  return api.post<PointBalance>(`${RELAY}refreshPointBalance`, {}, QUIET);
}

export function fetchPointConfig() {
  return api.get<PointConfig>(`${RELAY}getPointConfig`, QUIET);
}

export function fetchRewardTypes() {
  return api.get<RewardType[]>(`${RELAY}getRewardType`, QUIET);
}

/** Every active reward at once (size 1000); the page groups and trims them itself. */
export function fetchRewards() {
  return api.get<RewardPage>(`${RELAY}pointReward`, {
    query: { page: 1, size: REWARD_FETCH_SIZE },
    ...QUIET,
  });
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
  return api.post<RedeemRecord>(
    `${RELAY}postRedeemPoint`,
    { ...body, requestId },
    { encrypted: true, ...QUIET },
  );
}

export function convertPoints(body: { amount: string; password: string }, requestId: string) {
  return api.post<ConvertPointResult>(
    `${RELAY}postConvertPoint`,
    { ...body, requestId },
    { encrypted: true, ...QUIET },
  );
}

export function fetchRedeemRecords(query: {
  startDate: number;
  endDate: number;
  page: number;
  size: number;
  status: RedeemStatus | null;
}) {
  return api.get<RedeemRecordPage>(`${RELAY}getRedeemPointList`, {
    query: { ...query, status: query.status ?? '' },
    ...QUIET,
  });
}

/** The member's points movements; merchant grants (9203) are left out as the spec asks. */
export function fetchPointTransactions(query: {
  startTime: number;
  endTime: number;
  page: number;
  size: number;
}) {
  return api.get<PointTransactionPage>(`${RELAY}getMemTransDet`, {
    query: { ...query, accountTypeId: POINT_ACCOUNT_TYPE_ID, excludeTxTypeIds: POINT_TX_TYPES.GRANT },
    ...QUIET,
  });
}
