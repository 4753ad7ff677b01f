import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { fetchMemberInfo } from '../api/session';

export function useMemberInfo() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['member', 'info', token],
    queryFn: fetchMemberInfo,
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
