import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import { SETTINGS_QUERY_KEY, fetchSettings } from './api';

const SETTINGS_STALE_MS = 3 * 60_000;
const settingsQuery = { queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: SETTINGS_STALE_MS };

/** Starts reading the merchant's settings as soon as the app's code runs, beside its texts. */
export function prefetchSettings(): Promise<void> {
  return queryClient.prefetchQuery(settingsQuery);
}

export function useSettings() {
  return useQuery(settingsQuery);
}
