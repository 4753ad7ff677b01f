import type { CustomerServiceEntry } from '@platform/shared';

const POPUP_FEATURES =
  'width=440,height=750,menubar=no,toolbar=no,location=no,status=no,resizable=yes,scrollbars=yes';

/** Entries without labelIds serve everyone; labelled ones only that VIP label (spec 6). */
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

/** Opens the entry in the 440 x 750 pop-up of spec 2; returns false when nothing could open. */
export function openCustomerService(entry: CustomerServiceEntry | undefined): boolean {
  if (!entry || !/^https?:\/\//i.test(entry.path)) return false;
  const popup = window.open(entry.path, 'customerService', POPUP_FEATURES);
  if (popup) {
    popup.opener = null;
    return true;
  }
  return false;
}
