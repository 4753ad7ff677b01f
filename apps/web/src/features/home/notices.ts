import type { ConsolidatedSettings } from '@platform/shared';

const NOTICE_KEY = /^(notice|marquee|announcement)(_\w+)?$/i;

/** Notice texts the merchant put in its template settings; nothing is made up when there are none. */
export function noticesFromSettings(settings: ConsolidatedSettings | undefined): string[] {
  const template = settings?.mobileTemplate ?? {};
  return Object.keys(template)
    .filter((key) => NOTICE_KEY.test(key))
    .sort()
    .map((key) => template[key]?.trim() ?? '')
    .filter((text) => text.length > 0);
}
