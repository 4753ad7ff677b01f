import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { dialogs } from '../../../lib/dialog-store';
import { endSessionAndGoHome } from '../../../lib/api';
import { getSessionSnapshot } from '../../../lib/session';
import { openLoginModal } from '../../auth';
import { fetchMerchantWallet } from '../../wallet';
import { WALLET_KEYS, requestBalanceRefresh } from '../../wallet';
import { fetchLaunchWallet, launchGame, launchTrial } from '../api/games';
import { askLaunchAmount } from '../launch-amount';
import type { LaunchDeps } from '../launch';
import { useTranslation } from '../../../lib/i18n';

const DESKTOP_QUERY = '(min-width: 768px)';

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

/** The launch flow's dependencies bound to the app: dialogs, router, session and wallet setup. */
export function useLaunchDeps(): LaunchDeps {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;
  return useMemo<LaunchDeps>(
    () => ({
      session: () => getSessionSnapshot(),
      dialogs,
      t: (key, options) => t(key, options ?? {}),
      navigate: (to, options) => void navigate(to, options),
      pathname: () => window.location.pathname,
      goBack: () => void navigate(-1),
      openLogin: () => {
        // Desktop gets the modal over the page; phones the login page, both come back here.
        if (isDesktop()) openLoginModal({ next: here });
        else void navigate(`/login?next=${encodeURIComponent(here)}`);
      },
      openWindow: () => window.open('about:blank', '_blank'),
      isTransferWallet: async () => {
        const wallet = await queryClient.fetchQuery({
          queryKey: WALLET_KEYS.merchant,
          queryFn: fetchMerchantWallet,
          staleTime: 10 * 60_000,
        });
        return !wallet.isSingle;
      },
      launchWallet: (vendor) =>
        queryClient.fetchQuery({
          queryKey: ['games', 'launchWallet', vendor.toUpperCase()],
          queryFn: () => fetchLaunchWallet(vendor),
          staleTime: 10 * 60_000,
        }),
      askLaunchAmount,
      launch: launchGame,
      trial: launchTrial,
      onLaunched: requestBalanceRefresh,
      endSession: endSessionAndGoHome,
    }),
    [navigate, t, here, queryClient],
  );
}
