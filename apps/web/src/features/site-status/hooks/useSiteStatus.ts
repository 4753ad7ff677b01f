import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { STATUS_QUERY_KEY, fetchSiteStatus } from '../api/status';

/**
 * Asked for as soon as the app's code runs, beside its texts: the gate in front of every page
 * waits for it, and would otherwise only ask once the first render is under way.
 */
export function prefetchSiteStatus(): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: STATUS_QUERY_KEY,
    queryFn: fetchSiteStatus,
    staleTime: STATUS_FRESH_MS,
  });
}

/**
 * How long an answer serves a gate that mounts: long enough for the one asked for at start-up to
 * serve the first mount without a second request, short enough that returning to the site frame
 * from a pop-up page asks again.
 */
const STATUS_FRESH_MS = 5_000;

/** Site status, fetched on load and again every time the page becomes visible. */
export function useSiteStatus() {
  const query = useQuery({
    queryKey: STATUS_QUERY_KEY,
    queryFn: fetchSiteStatus,
    staleTime: STATUS_FRESH_MS,
  });
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
