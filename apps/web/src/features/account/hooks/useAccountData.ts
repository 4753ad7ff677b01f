import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { enabledFlags, type FlagNode } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../settings/hooks/useSettings';
import { fetchMemberIcon, fetchRankProgress, fetchSecurityConfig } from '../api/account';

export const ACCOUNT_KEYS = {
  rankProgress: (token: string | null) => ['account', 'rank-progress', token] as const,
  icon: (token: string | null) => ['account', 'icon', token] as const,
  security: (token: string | null) => ['account', 'security-config', token] as const,
};

export function useRankProgress() {
  const { token } = useSession();
  return useQuery({
    queryKey: ACCOUNT_KEYS.rankProgress(token),
    queryFn: fetchRankProgress,
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
}

export function useMemberIcon(enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: ACCOUNT_KEYS.icon(token),
    queryFn: fetchMemberIcon,
    enabled: Boolean(token) && enabled,
    staleTime: 60_000,
  });
}

export function useSecurityConfig(enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: ACCOUNT_KEYS.security(token),
    queryFn: fetchSecurityConfig,
    enabled: Boolean(token) && enabled,
    staleTime: 0,
  });
}

/** The merchant's whitelabel flags that are on, or null while the settings are unknown. */
export function useFlagsOn(): ReadonlySet<string> | null {
  const { data } = useSettings();
  return useMemo(() => (data?.whitelabel ? enabledFlags(data.whitelabel as FlagNode[]) : null), [data]);
}
