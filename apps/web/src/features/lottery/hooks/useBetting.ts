import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BettingResponse } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { requestBalanceRefresh, useMoneyStyle } from '../../wallet';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { fetchMyOrders, fetchNearNumero, fetchPopularGames, placeBet } from '../api/lottery';
import type { toBettingSlip } from '../slip';
import { refreshDelay, remainingAt, shouldRefresh } from '../countdown';
import { LOTTERY_KEYS, useNow } from './useLottery';
import { useTranslation } from '../../../lib/i18n';

export const BETTING_KEYS = {
  near: (gameCode: string) => ['lottery', 'near', gameCode] as const,
  orders: (gameCode: string | undefined, page: number, token: string | null) =>
    ['lottery', 'orders', gameCode ?? 'all', page, token] as const,
  popular: ['lottery', 'popular'] as const,
};

/** While bets wait for their draw the list is asked again this often. */
const PENDING_ORDERS_POLL_MS = 5000;

/**
 * The game's current, next and previous issue with a ticking countdown to the current issue's
 * close. At the close the issue is fetched again (at most once per 5 s, as in the lobby), and
 * the latest draws with it, since the previous issue's result follows soon after.
 */
export function useNearNumero(gameCode: string) {
  const client = useQueryClient();
  const near = useQuery({
    queryKey: BETTING_KEYS.near(gameCode),
    queryFn: () => fetchNearNumero(gameCode),
    enabled: Boolean(gameCode),
    staleTime: 5000,
  });
  const now = useNow();
  const lastRefresh = useRef(0);
  const current = near.data?.currentNumero ?? null;
  const remaining = current ? remainingAt(current.remainTime, near.dataUpdatedAt, now) : null;
  // The previous issue's result is not known the instant betting closes: ask again until it is.
  const awaitingResult = Boolean(near.data?.previousNumero && !near.data.previousNumero.winNo);
  const refresh =
    near.isSuccess &&
    (shouldRefresh(remaining, lastRefresh.current, now) ||
      (awaitingResult && now - lastRefresh.current >= 5000));
  useEffect(() => {
    if (!refresh) return;
    lastRefresh.current = Date.now();
    // At the close, asked just after it (an earlier answer would name the closing issue again);
    // not cancelled with the effect, which the refresh time just set ends.
    setTimeout(
      () => {
        void client.invalidateQueries({ queryKey: BETTING_KEYS.near(gameCode) });
        void client.invalidateQueries({ queryKey: LOTTERY_KEYS.latest });
      },
      awaitingResult && (remaining ?? 0) > 1000 ? 0 : refreshDelay(remaining),
    );
  }, [refresh, client, gameCode]); // eslint-disable-line react-hooks/exhaustive-deps
  return { near, remaining };
}

/**
 * My bets of a game. While any shown bet waits for its draw the list is polled, and when one is
 * settled the balances are refreshed, so a win shows up in the wallet without a reload.
 */
export function useMyOrders(gameCode: string | undefined, page: number) {
  const { token } = useSession();
  const orders = useQuery({
    queryKey: BETTING_KEYS.orders(gameCode, page, token),
    queryFn: () => fetchMyOrders(gameCode, page),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((o) => o.status === 'pending') ? PENDING_ORDERS_POLL_MS : false,
  });
  const pendingBefore = useRef<Set<string>>(new Set());
  useEffect(() => {
    const list = orders.data?.list ?? [];
    const settledNow = list.some((o) => o.status !== 'pending' && pendingBefore.current.has(o.orderNumber));
    pendingBefore.current = new Set(list.filter((o) => o.status === 'pending').map((o) => o.orderNumber));
    if (settledNow) requestBalanceRefresh();
  }, [orders.data]);
  return orders;
}

export function usePopularGames() {
  return useQuery({ queryKey: BETTING_KEYS.popular, queryFn: () => fetchPopularGames(), staleTime: 60_000 });
}

/** After a bet or a cancel: my bets and the balances show the change. */
export function useBetPlacedRefresh(): () => void {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['lottery', 'orders'] });
    requestBalanceRefresh();
  };
}

/**
 * Places a slip once per submission (a double click or a retry after a lost answer replays the
 * first result), tells the person the order number, and refreshes my bets and the balances.
 * A refusal is thrown for the caller to explain.
 */
export function usePlaceBet(): (slip: ReturnType<typeof toBettingSlip>) => Promise<BettingResponse> {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const refresh = useBetPlacedRefresh();
  const submit = useIdempotentSubmit((slip: ReturnType<typeof toBettingSlip>, requestId: string) =>
    placeBet({ ...slip, requestId }),
  );
  return async (slip) => {
    try {
      const placed = await submit(slip);
      toasts.show({
        kind: 'success',
        title: t('lot_bet_placed'),
        message: t('lot_bet_placed_msg', {
          order: placed.orderNumber,
          amount: formatMoney(placed.totalBettingAmount, style),
        }),
        testId: 'toast-bet-placed',
      });
      return placed;
    } finally {
      refresh();
    }
  };
}
