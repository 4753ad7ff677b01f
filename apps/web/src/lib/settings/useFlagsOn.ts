import { useMemo } from 'react';
import { enabledFlags, type FlagNode } from '@platform/shared';
import { useSettings } from './useSettings';

/** The merchant's whitelabel flags that are on, or null while the settings are unknown. */
export function useFlagsOn(): ReadonlySet<string> | null {
  const { data } = useSettings();
  return useMemo(() => (data?.whitelabel ? enabledFlags(data.whitelabel as FlagNode[]) : null), [data]);
}
