import {
  BUILTIN_LIVECHAT_PATH,
  systemApi,
  type ConsolidatedSettings,
  type CustomerServiceEntry,
} from '@platform/shared';
import { api } from '../api';

export const SETTINGS_QUERY_KEY = ['settings', 'consolidated'] as const;

export function fetchSettings(): Promise<ConsolidatedSettings> {
  return api.call(systemApi.consolidated, {}, { cacheable: true });
}

export function mobileTemplateValue(settings: ConsolidatedSettings | undefined, key: string): string | null {
  const value = settings?.mobileTemplate?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Entries whose path is a plain URL, plus the built-in chat (opens /livechat). */
export function usableCustomerService(settings: ConsolidatedSettings | undefined): CustomerServiceEntry[] {
  return (settings?.customerService ?? []).filter(
    (entry) => entry.path === BUILTIN_LIVECHAT_PATH || /^https?:\/\//i.test(entry.path),
  );
}
