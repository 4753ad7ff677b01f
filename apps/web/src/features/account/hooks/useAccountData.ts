import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
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
