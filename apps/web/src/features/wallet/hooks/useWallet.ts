import { useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY } from '@platform/shared';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings/useSettings';
import { isTrialAccount } from '../../account';
import {
  fetchBalance,
  fetchDepositMethods,
  fetchDepositPayment,
  fetchFunds,
  fetchFundingList,
  fetchHistory,
  fetchMerchantWallet,
  fetchTurnover,
} from '../api/wallet';
import type { MoneyStyle } from '../../../lib/money/amounts';
import { createBalanceRefresher } from '../timing';

/** Everything that changes when money moves lives under WALLET_MONEY_KEY. */
export const WALLET_MONEY_KEY = ['wallet', 'money'] as const;
export const WALLET_KEYS = {
  balance: (token: string | null) => [...WALLET_MONEY_KEY, 'balance', token] as const,
  funds: (token: string | null) => [...WALLET_MONEY_KEY, 'funds', token] as const,
  turnover: (token: string | null) => [...WALLET_MONEY_KEY, 'turnover', token] as const,
  funding: (direction: 'DEPOSIT' | 'WITHDRAW', page: number, token: string | null) =>
    [...WALLET_MONEY_KEY, 'funding', direction, page, token] as const,
  history: (wallet: string, page: number, token: string | null) =>
    [...WALLET_MONEY_KEY, 'history', wallet, page, token] as const,
  merchant: ['wallet', 'merchant'] as const,
  depositMethods: (token: string | null) => ['wallet', 'deposit-methods', token] as const,
  depositPayment: (id: number, token: string | null) =>
    [...WALLET_MONEY_KEY, 'deposit-payment', id, token] as const,
  confirmations: (token: string | null) => ['wallet', 'confirmations', token] as const,
};

/**
 * The one balance refresher of the app: money events, transfers and the refresh button ask it,
 * it refetches whatever shows money, debounced. The first load after login needs no ask:
 * the queries are keyed by the session token and load when it appears.
 */
export const balanceRefresher = createBalanceRefresher(() =>
  queryClient.invalidateQueries({ queryKey: WALLET_MONEY_KEY }),
);

export function requestBalanceRefresh(): void {
  balanceRefresher.request();
}

export function useBalanceRefreshPending(): boolean {
  return useSyncExternalStore(balanceRefresher.subscribe, balanceRefresher.pending, balanceRefresher.pending);
}

/** Balances change only through events the refresher hears about; no timed refetching. */
const MONEY_STALE_MS = Number.POSITIVE_INFINITY;

export function useBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.balance(token),
    queryFn: () => fetchBalance(),
    enabled: Boolean(token),
    staleTime: MONEY_STALE_MS,
  });
}

/** Trial accounts make no consolidated fetches. */
export function useFunds(enabled = true) {
  const { token, isAgent } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.funds(token),
    queryFn: fetchFunds,
    enabled: Boolean(token) && enabled && !isTrialAccount(isAgent),
    staleTime: MONEY_STALE_MS,
  });
}

/** The turnover still to wager before withdrawing; refreshed with the balances. */
export function useTurnover() {
  const { token } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.turnover(token),
    queryFn: fetchTurnover,
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}

export function useMerchantWallet() {
  return useQuery({
    queryKey: WALLET_KEYS.merchant,
    queryFn: fetchMerchantWallet,
    staleTime: 10 * 60_000,
  });
}

export const LIST_PAGE_SIZE = 10;

export function useFundingList(direction: 'DEPOSIT' | 'WITHDRAW', page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.funding(direction, page, token),
    queryFn: () => fetchFundingList(direction, page, LIST_PAGE_SIZE),
    enabled: Boolean(token),
    staleTime: MONEY_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useHistory(wallet: string, page: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.history(wallet, page, token),
    queryFn: () => fetchHistory(wallet, page, LIST_PAGE_SIZE),
    enabled: Boolean(token),
    staleTime: MONEY_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** How this merchant writes money: currency, symbol and its position, from the merchant settings. */
export function useMoneyStyle(): MoneyStyle {
  const { data } = useSettings();
  return {
    currency: data?.currency ?? DEFAULT_CURRENCY,
    symbol: data?.currencySymbol,
    symbolPosition: data?.currencyPosition,
  };
}

/** The deposit methods the member may pick from (enabled, with an account to pay into). */
export function useDepositMethods() {
  const { token } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.depositMethods(token),
    queryFn: fetchDepositMethods,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** One deposit's payment panel; refreshed with the money queries when the merchant decides it. */
export function useDepositPayment(id: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.depositPayment(id, token),
    queryFn: () => fetchDepositPayment(id),
    enabled: Boolean(token),
    staleTime: MONEY_STALE_MS,
  });
}
