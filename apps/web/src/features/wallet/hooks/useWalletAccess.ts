import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { useMemberInfo } from '../../session';
import { uplineTransferAllowed, walletPageShown, type WalletAccess } from '../rules';
import { useMerchantWallet } from './useWallet';

/** The inputs of the wallet page rules for the person and merchant of this tab. */
export function useWalletAccess(): WalletAccess {
  const session = useSession();
  const member = useMemberInfo();
  const merchantWallet = useMerchantWallet();
  const flagsOn = useFlagsOn();
  return {
    isSingle: merchantWallet.data?.isSingle ?? null,
    toUpline: member.data?.toUpline,
    isAgent: member.data?.isAgent ?? session.isAgent,
    flagsOn,
  };
}

/** A filter for member-centre page lists: hides the wallet pages this member may not use. */
export function useWalletPageFilter(): (page: string) => boolean {
  const access = useWalletAccess();
  const { isSingle, toUpline, isAgent, flagsOn } = access;
  return useCallback(
    (page: string) => walletPageShown(page, { isSingle, toUpline, isAgent, flagsOn }),
    [isSingle, toUpline, isAgent, flagsOn],
  );
}

export function useUplineTransferAllowed(): boolean {
  return uplineTransferAllowed(useWalletAccess());
}
