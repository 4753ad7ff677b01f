import { useQuery } from '@tanstack/react-query';
import { SETTINGS_QUERY_KEY, fetchSettings } from './api';

const SETTINGS_STALE_MS = 3 * 60_000;

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: fetchSettings, staleTime: SETTINGS_STALE_MS });
}
