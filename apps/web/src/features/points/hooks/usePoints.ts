import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedeemStatus } from '@platform/shared';
import { POINT_TX_PAGE_SIZE, REDEEM_PAGE_SIZE } from '@platform/shared';
import { useSession } from '../../../lib/session';
import type { DayRange } from '../../../lib/date-range';
import {
  fetchPointBalance,
  fetchPointConfig,
  fetchPointTransactions,
  fetchRedeemRecords,
  fetchRewardTypes,
  fetchRewards,
} from '../api/points';
import { rangeMillis } from '../rules';

/** Everything that changes when points move lives under this key, so one refresh reloads it all. */
const POINTS_MOVING = ['points', 'moving'] as const;

export function usePointBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...POINTS_MOVING, 'balance', token],
    queryFn: fetchPointBalance,
    enabled: Boolean(token),
  });
}

export function usePointConfig() {
  return useQuery({ queryKey: ['points', 'config'], queryFn: fetchPointConfig, staleTime: 5 * 60_000 });
}

export function useRewardTypes() {
  return useQuery({ queryKey: ['points', 'types'], queryFn: fetchRewardTypes, staleTime: 5 * 60_000 });
}

/** Rewards move with redemptions too (inventory), so they reload with the balance. */
export function useRewards() {
  return useQuery({ queryKey: [...POINTS_MOVING, 'rewards'], queryFn: fetchRewards });
}

export function useRedeemRecords(range: DayRange, status: RedeemStatus | null, page: number) {
  const { token } = useSession();
  const { start, end } = rangeMillis(range);
  return useQuery({
    queryKey: [...POINTS_MOVING, 'redeems', token, start, end, status, page],
    queryFn: () =>
      fetchRedeemRecords({ startDate: start, endDate: end, page, size: REDEEM_PAGE_SIZE, status }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePointTransactions(range: DayRange, page: number) {
  const { token } = useSession();
  const { start, end } = rangeMillis(range);
  return useQuery({
    queryKey: [...POINTS_MOVING, 'transactions', token, start, end, page],
    queryFn: () => fetchPointTransactions({ startTime: start, endTime: end, page, size: POINT_TX_PAGE_SIZE }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** After a redemption or conversion: the balance, rewards and records all load again. */
export function useReloadPoints(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: POINTS_MOVING });
}
