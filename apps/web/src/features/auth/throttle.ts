/**
 * Lets an action through at most once per interval (captcha refresh 1000 ms, password change
 * 3 s). Calls inside the interval are dropped, not queued: a double click must
 * not turn into two requests later.
 */
export interface Throttle {
  /** True when the action may run now; the interval starts over from this call. */
  tryRun(): boolean;
  reset(): void;
}

export function createThrottle(intervalMs: number, now: () => number = Date.now): Throttle {
  let last: number | null = null;
  return {
    tryRun() {
      const at = now();
      if (last !== null && at - last < intervalMs) return false;
      last = at;
      return true;
    },
    reset() {
      last = null;
    },
  };
}

export const CAPTCHA_REFRESH_MS = 1000;
export const PASSWORD_CHANGE_MS = 3000;
