import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBalanceRefresher, throttleAsync } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('balance refresh: debounced 1000 ms after 500 ms', () => {
  it('answers a lone ask 500 ms after it was made, not before', async () => {
    const run = vi.fn();
    const refresher = createBalanceRefresher(run);
    refresher.request();
    expect(refresher.pending()).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(refresher.pending()).toBe(false);
  });

  it('folds a burst of asks into the first refresh and one after the burst', async () => {
    const run = vi.fn();
    const refresher = createBalanceRefresher(run);
    // Ten money events 200 ms apart: the debounce window keeps being pushed back.
    for (let i = 0; i < 10; i++) {
      refresher.request();
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(run).toHaveBeenCalledTimes(1);
    // The last ask entered the debounce at 1800 + 500 = 2300 ms; the trailing refresh comes at 3300 ms.
    await vi.advanceTimersByTimeAsync(3_299 - 2_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('refreshes at once again once a quiet second has passed', async () => {
    const run = vi.fn();
    const refresher = createBalanceRefresher(run);
    refresher.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    refresher.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stays pending while the refresh runs and tells its listeners', async () => {
    let finish!: () => void;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const refresher = createBalanceRefresher(run);
    const seen: boolean[] = [];
    refresher.subscribe(() => seen.push(refresher.pending()));
    refresher.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(refresher.pending()).toBe(true);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresher.pending()).toBe(false);
    expect(seen.at(-1)).toBe(false);
  });

  it('a failing refresh does not break the next one', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const refresher = createBalanceRefresher(run);
    refresher.request();
    await vi.advanceTimersByTimeAsync(2_000);
    refresher.request();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    expect(refresher.pending()).toBe(false);
  });

  it('does nothing once disposed', async () => {
    const run = vi.fn();
    const refresher = createBalanceRefresher(run);
    refresher.request();
    refresher.dispose();
    refresher.request();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('payment-confirmation fetch: at most one per 250 ms', () => {
  it('starts the first call at once and folds calls inside the interval into one trailing call', async () => {
    let n = 0;
    const fetch = vi.fn(async () => ++n);
    const throttled = throttleAsync(fetch, 250);
    const first = throttled();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    const second = throttled();
    const third = throttled();
    expect(second).toBe(third);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await first).toBe(1);
    expect(await second).toBe(2);
  });

  it('never starts two calls less than 250 ms apart, however many are asked for', async () => {
    const starts: number[] = [];
    const throttled = throttleAsync(async () => starts.push(Date.now()), 250);
    for (let i = 0; i < 40; i++) {
      void throttled();
      await vi.advanceTimersByTimeAsync(25);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(starts.length).toBeGreaterThan(1);
    expect(starts.length).toBeLessThanOrEqual(Math.ceil((40 * 25) / 250) + 1);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(250);
  });

  it('a call after a quiet interval starts at once', async () => {
    const fetch = vi.fn(async () => 'ok');
    const throttled = throttleAsync(fetch, 250);
    await throttled();
    await vi.advanceTimersByTimeAsync(300);
    void throttled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('passes a failure to every caller of that call', async () => {
    const fetch = vi.fn().mockResolvedValueOnce('ok').mockRejectedValueOnce(new Error('down'));
    const throttled = throttleAsync(fetch as () => Promise<string>, 250);
    await throttled();
    const a = throttled();
    const b = throttled();
    const settled = Promise.allSettled([a, b]);
    await vi.advanceTimersByTimeAsync(250);
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
