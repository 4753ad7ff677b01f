import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MAX_MS, NO_TIME, formatCountdown, remainingAt, shouldRefresh } from './countdown';

describe('formatCountdown', () => {
  it('shows hh:mm:ss, flooring to whole seconds and letting hours pass 24', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(59_999)).toBe('00:00:59');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(100 * 3600 * 1000 + 5000)).toBe('100:00:05');
  });

  it('shows --:--:-- for no time, an invalid time or more than 1000 hours', () => {
    for (const bad of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      expect(formatCountdown(bad)).toBe(NO_TIME);
    }
    expect(formatCountdown(COUNTDOWN_MAX_MS)).toBe('1000:00:00');
    expect(formatCountdown(COUNTDOWN_MAX_MS + 1)).toBe(NO_TIME);
  });
});

describe('remainingAt and shouldRefresh', () => {
  it('counts down from the fetch time and stops at zero', () => {
    expect(remainingAt(10_000, 1_000, 4_000)).toBe(7_000);
    expect(remainingAt(10_000, 1_000, 20_000)).toBe(0);
    expect(remainingAt(null, 1_000, 4_000)).toBeNull();
  });

  it('refreshes below one second, at most once per 5 s', () => {
    expect(shouldRefresh(1_000, 0, 10_000)).toBe(false);
    expect(shouldRefresh(999, 0, 10_000)).toBe(true);
    expect(shouldRefresh(0, 8_000, 12_999)).toBe(false);
    expect(shouldRefresh(0, 8_000, 13_000)).toBe(true);
    expect(shouldRefresh(null, 0, 10_000)).toBe(false);
  });
});
