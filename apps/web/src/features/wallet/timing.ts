/**
 * Timing rules of the wallet: the balance refresh debounced 1000 ms after 500 ms, and
 * the payment-confirmation fetch throttled to one per 250 ms. Timers are injectable for tests.
 */
export const BALANCE_REFRESH_DELAY_MS = 500;
export const BALANCE_REFRESH_DEBOUNCE_MS = 1_000;
export const PAYMENT_CONFIRMATION_THROTTLE_MS = 250;

export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BalanceRefresher {
  /** Asks for a refresh; bursts of asks end in few fetches. */
  request(): void;
  /** True from an ask until the refresh it leads to has finished. */
  pending(): boolean;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/**
 * Every ask waits 500 ms (the money event's own writes settle, a burst of events gathers), then
 * enters a 1000 ms debounce: the first one refreshes at once, and asks that keep coming within
 * 1000 ms of the previous one are folded into a single refresh after the burst. A burst of any
 * length therefore costs two fetches, and a lone ask is answered 500 ms after it was made.
 */
export function createBalanceRefresher(
  run: () => Promise<unknown> | void,
  timers: Timers = realTimers,
  delayMs = BALANCE_REFRESH_DELAY_MS,
  debounceMs = BALANCE_REFRESH_DEBOUNCE_MS,
): BalanceRefresher {
  const listeners = new Set<() => void>();
  const delays = new Set<unknown>();
  let debounce: unknown = null;
  /** A trailing refresh is owed: an ask arrived while the debounce window was open. */
  let trailing = false;
  let running = 0;
  let disposed = false;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const isPending = () => delays.size > 0 || trailing || running > 0;

  const fire = () => {
    running++;
    notify();
    void Promise.resolve()
      .then(run)
      .catch(() => undefined)
      .finally(() => {
        running--;
        notify();
      });
  };

  const closeWindowLater = () => {
    debounce = timers.setTimeout(() => {
      debounce = null;
      if (trailing && !disposed) {
        trailing = false;
        fire();
      }
      notify();
    }, debounceMs);
  };

  const debounced = () => {
    if (debounce === null) {
      fire();
    } else {
      trailing = true;
      timers.clearTimeout(debounce);
    }
    closeWindowLater();
  };

  return {
    request() {
      if (disposed) return;
      const handle = timers.setTimeout(() => {
        delays.delete(handle);
        if (!disposed) debounced();
      }, delayMs);
      delays.add(handle);
      notify();
    },
    pending: isPending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      for (const handle of delays) timers.clearTimeout(handle);
      delays.clear();
      if (debounce !== null) timers.clearTimeout(debounce);
      debounce = null;
      notify();
    },
  };
}

/**
 * At most one call of `fn` starts per `intervalMs`. A call inside the interval is not dropped:
 * it shares one trailing call at the interval's end, so the caller still gets a fresh answer.
 */
export function throttleAsync<T>(
  fn: () => Promise<T>,
  intervalMs = PAYMENT_CONFIRMATION_THROTTLE_MS,
  timers: Timers = realTimers,
): () => Promise<T> {
  let lastStart = Number.NEGATIVE_INFINITY;
  let queued: Promise<T> | null = null;

  const start = () => {
    lastStart = timers.now();
    return fn();
  };

  return () => {
    const wait = lastStart + intervalMs - timers.now();
    if (wait <= 0 && !queued) return start();
    queued ??= new Promise<T>((resolve, reject) => {
      timers.setTimeout(
        () => {
          queued = null;
          start().then(resolve, reject);
        },
        Math.max(0, wait),
      );
    });
    return queued;
  };
}
