import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { DEFAULT_RESET_SECONDS, countdownSeconds, secondsLeft, settle, startCounting } from './countdown';
import { useCodeButton } from './hooks/useCodeButton';

describe('countdown', () => {
  it('lasts expiredMinutes x 60 s, 59 s when the answer names none', () => {
    expect(countdownSeconds(5)).toBe(300);
    expect(countdownSeconds(0.5)).toBe(30);
    expect(countdownSeconds(null)).toBe(DEFAULT_RESET_SECONDS);
    expect(countdownSeconds(0)).toBe(59);
    expect(countdownSeconds(Number.NaN)).toBe(59);
  });

  it('counts whole seconds down from the end time and returns to idle at zero', () => {
    const state = startCounting(1, 10_000);
    expect(secondsLeft(state, 10_000)).toBe(60);
    expect(secondsLeft(state, 10_001)).toBe(60);
    expect(secondsLeft(state, 11_000)).toBe(59);
    expect(secondsLeft(state, 69_999)).toBe(1);
    expect(settle(state, 69_999)).toBe(state);
    expect(settle(state, 70_000)).toEqual({ phase: 'idle' });
    expect(secondsLeft({ phase: 'loading' }, 0)).toBe(0);
  });
});

describe('useCodeButton', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('goes get code, loading, counting, and back to get code when the time is up', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCodeButton());
    expect(result.current.phase).toBe('idle');
    act(() => result.current.begin());
    expect(result.current.phase).toBe('loading');
    act(() => result.current.sent(null));
    expect(result.current.phase).toBe('counting');
    expect(result.current.seconds).toBe(59);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(49);
    act(() => vi.advanceTimersByTime(49_000));
    expect(result.current.phase).toBe('idle');
  });

  it('a failed request goes straight back to get code', () => {
    const { result } = renderHook(() => useCodeButton());
    act(() => result.current.begin());
    act(() => result.current.reset());
    expect(result.current.phase).toBe('idle');
  });
});
