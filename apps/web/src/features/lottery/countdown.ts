/**
 * Lottery countdown rules: the clock ticks each second; an invalid time or one over
 * 1000 hours shows --:--:--; when a countdown falls below one second the issue list is fetched
 * again, at most once per 5 seconds.
 */
export const NO_TIME = '--:--:--';
export const COUNTDOWN_MAX_MS = 1000 * 3600 * 1000;
export const COUNTDOWN_REFRESH_THROTTLE_MS = 5000;

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** hh:mm:ss of the time left (hours may exceed 24), or --:--:-- when there is no usable time. */
export function formatCountdown(remainMs: number | null | undefined): string {
  if (typeof remainMs !== 'number' || !Number.isFinite(remainMs) || remainMs < 0) return NO_TIME;
  if (remainMs > COUNTDOWN_MAX_MS) return NO_TIME;
  const total = Math.floor(remainMs / 1000);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Milliseconds left at `now` of a remainTime that was `remainMs` at `fetchedAt`, floored at 0. */
export function remainingAt(
  remainMs: number | null | undefined,
  fetchedAt: number,
  now: number,
): number | null {
  if (typeof remainMs !== 'number' || !Number.isFinite(remainMs)) return null;
  return Math.max(0, remainMs - (now - fetchedAt));
}

/** Whether a countdown at `remainMs` asks for a refresh now, given the last refresh time. */
export function shouldRefresh(remainMs: number | null, lastRefreshAt: number, now: number): boolean {
  return remainMs !== null && remainMs < 1000 && now - lastRefreshAt >= COUNTDOWN_REFRESH_THROTTLE_MS;
}

/**
 * How long after a countdown reaches zero the issue list is asked again: an answer from just
 * before the close would still name the closing issue.
 */
export const CLOSE_MARGIN_MS = 300;

/** Milliseconds from now until the refresh a closing countdown asks for should be sent. */
export function refreshDelay(remainMs: number | null): number {
  return Math.max(0, remainMs ?? 0) + CLOSE_MARGIN_MS;
}

/** A countdown at zero: the issue closed and is being drawn, its successor not known yet. */
export function isDrawing(remainMs: number | null | undefined): boolean {
  return remainMs === 0;
}
