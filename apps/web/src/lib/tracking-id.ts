/**
 * The tracking id of a marketing link (?tid=…): saved only when it passes the validator, so a
 * link cannot plant arbitrary text in the visitor's storage or in the calls that carry it
 * (the site status call sends it as `track`). A link without a valid tid keeps the saved one.
 */
export const TRACKING_ID_PARAM = 'tid';
export const TRACKING_ID_KEY = 'tid';
/** Letters, digits, dot, dash and underscore; 1 to 64 of them. */
const TRACKING_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function isValidTrackingId(value: unknown): value is string {
  return typeof value === 'string' && TRACKING_ID.test(value);
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** Saves the link's tid when it is valid; answers whether it saved one. */
export function captureTrackingId(search: string = window.location.search): boolean {
  const tid = new URLSearchParams(search).get(TRACKING_ID_PARAM)?.trim();
  if (!isValidTrackingId(tid)) return false;
  try {
    storage()?.setItem(TRACKING_ID_KEY, tid);
    return true;
  } catch {
    return false;
  }
}

/** The saved tracking id, if any (one that no longer passes the validator is not used). */
export function storedTrackingId(): string | null {
  try {
    const value = storage()?.getItem(TRACKING_ID_KEY);
    return isValidTrackingId(value) ? value : null;
  } catch {
    return null;
  }
}
