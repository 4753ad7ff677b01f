import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STATUS_QUERY_KEY, fetchSiteStatus } from '../api/status';

/** Site status, fetched on load and again every time the page becomes visible. */
export function useSiteStatus() {
  const query = useQuery({ queryKey: STATUS_QUERY_KEY, queryFn: fetchSiteStatus, staleTime: 0 });
  const { refetch } = query;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);
  return query;
}

export function isBlocked(permission: string | undefined): boolean {
  return permission === 'MAINTENANCE' || permission === 'REGION_RESTRICTED';
}
