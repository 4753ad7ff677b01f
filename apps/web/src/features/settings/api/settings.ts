import type { ConsolidatedSettings, CustomerServiceEntry } from '@platform/shared';
import { api } from '../../../lib/api';

export const SETTINGS_QUERY_KEY = ['settings', 'consolidated'] as const;

export function fetchSettings(): Promise<ConsolidatedSettings> {
  return api.get<ConsolidatedSettings>('/wps/system/settings/consolidated', { cacheable: true });
}

export function mobileTemplateValue(settings: ConsolidatedSettings | undefined, key: string): string | null {
  const value = settings?.mobileTemplate?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Entries whose path is a plain URL; other paths are encrypted and opened by a later widget. */
export function usableCustomerService(settings: ConsolidatedSettings | undefined): CustomerServiceEntry[] {
  return (settings?.customerService ?? []).filter((entry) => /^https?:\/\//i.test(entry.path));
}
