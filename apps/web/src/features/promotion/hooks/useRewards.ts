import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ClaimResult, TaskKind } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { requestBalanceRefresh } from '../../wallet';
import {
  fetchBonusDetails,
  fetchClaimList,
  fetchLeaderboard,
  fetchRankDetail,
  fetchRebateRates,
  fetchRebateSummary,
  fetchReferral,
  fetchTasks,
  fetchVipLabels,
} from '../api/promotion';
import { PROMOTION_KEYS, requestPromotionRefresh } from './usePromotions';

/** The member's reward-centre reads, keyed by session so a new login never sees the last one's. */
function useMemberQuery<T>(part: string, queryFn: () => Promise<T>, enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: PROMOTION_KEYS.member(part, token),
    queryFn,
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export const useTasks = (kind: TaskKind) => useMemberQuery(`tasks:${kind}`, () => fetchTasks(kind));
export const useClaimList = (page: number, size: number) =>
  useMemberQuery(`claims:${page}`, () => fetchClaimList({ page, size }));
export const useBonusDetails = (page: number, size: number) =>
  useMemberQuery(`bonus:${page}`, () => fetchBonusDetails({ page, size }));
export const useRebateSummary = () => useMemberQuery('rebate', fetchRebateSummary);
export const useRebateRates = () => useMemberQuery('rebate-rates', fetchRebateRates);
export const useReferral = () => useMemberQuery('referral', fetchReferral);
export const useVipLabels = () => useMemberQuery('vip-labels', fetchVipLabels);
export const useRankDetail = () => useMemberQuery('rank', fetchRankDetail);
export const useLeaderboard = (promotionId: number | null, page: number) =>
  useMemberQuery(
    `board:${promotionId}:${page}`,
    () => fetchLeaderboard(promotionId ?? 0, page),
    Boolean(promotionId),
  );

/** A claim of any kind: afterwards the balance and every promotion view are refreshed. */
export function useClaim<A>(claim: (arg: A) => Promise<ClaimResult>) {
  return useMutation({
    mutationFn: claim,
    onSettled: () => {
      requestBalanceRefresh();
      requestPromotionRefresh();
    },
  });
}
