import { BUILTIN_LIVECHAT_PATH, type CustomerServiceEntry } from '@platform/shared';

const POPUP_FEATURES =
  'width=440,height=750,menubar=no,toolbar=no,location=no,status=no,resizable=yes,scrollbars=yes';

/** The platform's own chat page, which an entry with the built-in path opens. */
export const LIVE_CHAT_PATH = '/livechat';

/**
 * The built-in chat's entry: stored as BUILTIN_LIVECHAT_PATH, served to pages as
 * <their origin>/livechat.
 */
export function isBuiltInChat(
  entry: Pick<CustomerServiceEntry, 'path'>,
  origin: string = window.location.origin,
): boolean {
  const path = entry.path.trim();
  if (path === BUILTIN_LIVECHAT_PATH) return true;
  try {
    const url = new URL(path);
    return url.origin === origin && url.pathname === LIVE_CHAT_PATH;
  } catch {
    return false;
  }
}

/** Entries without labelIds serve everyone; labelled ones only that VIP label. */
export function pickCustomerService(
  entries: readonly CustomerServiceEntry[],
  labelId?: number | null,
): CustomerServiceEntry | undefined {
  const forLabel =
    labelId === undefined || labelId === null
      ? undefined
      : entries.find((entry) => entry.labelIds.includes(labelId));
  return forLabel ?? entries.find((entry) => entry.labelIds.length === 0) ?? entries[0];
}

/** The entries of the list menu for a VIP label: the unlabelled ones plus that label's own. */
export function entriesForLabel(
  entries: readonly CustomerServiceEntry[],
  labelId?: number | null,
): CustomerServiceEntry[] {
  return entries.filter(
    (entry) =>
      entry.labelIds.length === 0 ||
      (labelId !== undefined && labelId !== null && entry.labelIds.includes(labelId)),
  );
}

/** Where an entry opens: the built-in chat page, or its own plain http(s) link. */
export function customerServiceUrl(entry: CustomerServiceEntry): string | null {
  if (isBuiltInChat(entry)) return LIVE_CHAT_PATH;
  return /^https?:\/\//i.test(entry.path) ? entry.path : null;
}

/** Opens the entry in a 440 x 750 pop-up; returns false when nothing could open. */
export function openCustomerService(entry: CustomerServiceEntry | undefined): boolean {
  const url = entry ? customerServiceUrl(entry) : null;
  if (!url) return false;
  const popup = window.open(url, 'customerService', POPUP_FEATURES);
  if (popup) {
    popup.opener = null;
    return true;
  }
  return false;
}
