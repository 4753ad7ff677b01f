/**
 * The SMS code button: get code, loading, a countdown of the code's validity
 * (expiredMinutes x 60 s, 59 s when the answer names none), back to get code at the end or on
 * failure. Kept apart from React so the timing can be tested with a fake clock.
 */

/** Seconds the button waits when the server does not say how long a code lasts. */
export const DEFAULT_RESET_SECONDS = 59;

export function countdownSeconds(expiredMinutes: number | null | undefined): number {
  return typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
    ? Math.round(expiredMinutes * 60)
    : DEFAULT_RESET_SECONDS;
}

export type CodeButtonState =
  { phase: 'idle' } | { phase: 'loading' } | { phase: 'counting'; endsAt: number };

/**
 * Whole seconds left, rounded up, so the button never shows 0 while still waiting. Computed
 * from the end time rather than by counting ticks, so a throttled background tab stays right.
 */
export function secondsLeft(state: CodeButtonState, now: number): number {
  if (state.phase !== 'counting') return 0;
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000));
}

/** The state after a tick: a countdown that has run out returns to get code. */
export function settle(state: CodeButtonState, now: number): CodeButtonState {
  return state.phase === 'counting' && secondsLeft(state, now) === 0 ? { phase: 'idle' } : state;
}

export function startCounting(expiredMinutes: number | null | undefined, now: number): CodeButtonState {
  return { phase: 'counting', endsAt: now + countdownSeconds(expiredMinutes) * 1000 };
}
