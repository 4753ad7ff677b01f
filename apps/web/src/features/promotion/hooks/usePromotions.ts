import { useQuery } from '@tanstack/react-query';
import { LIMITS, PROMOTION_FLOW, type Promotion } from '@platform/shared';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import {
  fetchAvailable,
  fetchCategories,
  fetchPromotion,
  fetchPromotions,
  fetchRaffleStatus,
} from '../api/promotion';

/** Everything about promotions is refetched together when something about them changes. */
export const PROMOTION_KEY = ['promotion'] as const;
export const PROMOTION_KEYS = {
  list: (categoryId: number | null, token: string | null) =>
    [...PROMOTION_KEY, 'list', categoryId, token] as const,
  one: (id: number, token: string | null) => [...PROMOTION_KEY, 'one', id, token] as const,
  categories: [...PROMOTION_KEY, 'categories'] as const,
  available: (token: string | null) => [...PROMOTION_KEY, 'available', token] as const,
  raffle: (id: number, token: string | null) => [...PROMOTION_KEY, 'raffle', id, token] as const,
  member: (part: string, token: string | null) => [...PROMOTION_KEY, 'member', part, token] as const,
};

/** Promotion fetches asked for within 1 s of each other become one. */
export const PROMOTION_FETCH_DEBOUNCE_MS = 1_000;
let pending: ReturnType<typeof setTimeout> | null = null;

export function requestPromotionRefresh(): void {
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = null;
    void queryClient.invalidateQueries({ queryKey: PROMOTION_KEY });
  }, PROMOTION_FETCH_DEBOUNCE_MS);
}

/** Active promotions; the list is polled every 5 minutes while shown. */
export function usePromotionList(categoryId: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: PROMOTION_KEYS.list(categoryId, token),
    queryFn: () => fetchPromotions({ categoryId, size: 50 }),
    refetchInterval: LIMITS.promotionPollMs,
    staleTime: 30_000,
  });
}

export function usePromotion(id: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: PROMOTION_KEYS.one(id ?? 0, token),
    queryFn: () => fetchPromotion(id ?? 0),
    enabled: id !== null && id > 0,
    staleTime: 30_000,
  });
}

export function useCategories() {
  return useQuery({ queryKey: PROMOTION_KEYS.categories, queryFn: fetchCategories, staleTime: 5 * 60_000 });
}

export function useAvailablePromotions() {
  const { token } = useSession();
  return useQuery({
    queryKey: PROMOTION_KEYS.available(token),
    queryFn: fetchAvailable,
    enabled: Boolean(token),
    refetchInterval: LIMITS.promotionPollMs,
  });
}

export function useRaffleStatus(promotion: Promotion | null) {
  const { token } = useSession();
  const id = promotion?.promotionType === 'RAFFLE' ? promotion.id : 0;
  return useQuery({
    queryKey: PROMOTION_KEYS.raffle(id, token),
    queryFn: () => fetchRaffleStatus(id),
    enabled: Boolean(token) && id > 0,
    staleTime: 10_000,
  });
}

export function flowOf(promotion: Pick<Promotion, 'promotionType'>) {
  return PROMOTION_FLOW[promotion.promotionType] ?? 'apply';
}
