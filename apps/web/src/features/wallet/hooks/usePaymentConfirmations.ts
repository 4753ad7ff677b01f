import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { fetchPaymentConfirmations } from '../api/wallet';
import { throttleAsync } from '../timing';
import { WALLET_KEYS } from './useWallet';

/** Payments shown at once; more wait for the next answer. */
export const CONFIRMATION_PAGE_SIZE = 20;

/** The list fetch, at most one per 250 ms however many messages arrive. */
const fetchWaiting = throttleAsync(() => fetchPaymentConfirmations('WAITING', 1, CONFIRMATION_PAGE_SIZE));

/** Members and agents (isAgent 0, 1, 2) load the list; trial accounts never do. */
export function loadsConfirmations(isAgent: number | null): boolean {
  return isAgent !== null && [0, 1, 2].includes(isAgent);
}

export function usePaymentConfirmations() {
  const { token, isAgent } = useSession();
  return useQuery({
    queryKey: WALLET_KEYS.confirmations(token),
    queryFn: fetchWaiting,
    enabled: Boolean(token) && loadsConfirmations(isAgent),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function refetchPaymentConfirmations(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['wallet', 'confirmations'] });
}

// ---- Whether the modal is open -------------------------------------------------------------------

let open = false;
const listeners = new Set<() => void>();
const setOpen = (next: boolean) => {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
};

export const confirmationModal = {
  open: () => setOpen(true),
  close: () => setOpen(false),
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConfirmationModalOpen(): boolean {
  return useSyncExternalStore(
    confirmationModal.subscribe,
    confirmationModal.isOpen,
    confirmationModal.isOpen,
  );
}
