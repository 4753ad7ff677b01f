import { DEFAULT_CODE_EXPIRED_MINUTES } from '@platform/shared';

/**
 * The code button's countdown: 60 x expiredMinutes seconds after a code was sent.
 * Kept apart from React, and computed from an end time rather than by counting ticks, so a
 * throttled background tab still shows the right number.
 */

export function codeCountdownSeconds(expiredMinutes: number | null | undefined): number {
  const minutes =
    typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_CODE_EXPIRED_MINUTES;
  return Math.round(60 * minutes);
}

/** Whole seconds left, rounded up so the button never shows 0 while still waiting. */
export function secondsUntil(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
