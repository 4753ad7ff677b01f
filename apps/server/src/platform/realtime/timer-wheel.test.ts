import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimerWheel } from './timer-wheel.js';

describe('TimerWheel', () => {
  let wheel: TimerWheel | null = null;

  afterEach(() => {
    wheel?.stop();
    wheel = null;
    vi.useRealTimers();
  });

  it('runs a one-shot task once, never before it is due', () => {
    vi.useFakeTimers();
    wheel = new TimerWheel(10);
    const runs: number[] = [];
    const started = Date.now();
    wheel.once(95, () => runs.push(Date.now() - started));
    vi.advanceTimersByTime(90);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThanOrEqual(95);
    expect(runs[0]).toBeLessThanOrEqual(115);
  });

  it('repeats a task at its interval, give or take one tick', () => {
    vi.useFakeTimers();
    wheel = new TimerWheel(10);
    let runs = 0;
    wheel.every(100, () => runs++);
    vi.advanceTimersByTime(1_000);
    expect(runs).toBeGreaterThanOrEqual(9);
    expect(runs).toBeLessThanOrEqual(11);
  });

  it('spreads the first runs of tasks created together over their interval', () => {
    vi.useFakeTimers();
    wheel = new TimerWheel(10);
    const firstRun = new Map<number, number>();
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      wheel.every(
        1_000,
        () => {
          if (!firstRun.has(i)) firstRun.set(i, Date.now() - started);
        },
        true,
      );
    }
    vi.advanceTimersByTime(1_100);
    expect(firstRun.size).toBe(200);
    // Not one burst: the first runs fall into many different ticks across the interval.
    const ticks = new Set([...firstRun.values()].map((ms) => Math.floor(ms / 10)));
    expect(ticks.size).toBeGreaterThan(50);
    const perTick = new Map<number, number>();
    for (const ms of firstRun.values())
      perTick.set(Math.floor(ms / 10), (perTick.get(Math.floor(ms / 10)) ?? 0) + 1);
    expect(Math.max(...perTick.values())).toBeLessThan(20);
  });

  it('drops cancelled tasks and keeps running the others when one throws', () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    wheel = new TimerWheel(10, (error) => errors.push(error));
    let cancelledRuns = 0;
    let otherRuns = 0;
    const cancelled = wheel.every(50, () => cancelledRuns++);
    wheel.every(50, () => {
      throw new Error('boom');
    });
    wheel.every(50, () => otherRuns++);
    cancelled.cancel();
    vi.advanceTimersByTime(200);
    expect(cancelledRuns).toBe(0);
    expect(otherRuns).toBeGreaterThanOrEqual(3);
    expect(errors.length).toBeGreaterThanOrEqual(3);
  });

  it('holds no Node timer while nothing is scheduled', () => {
    vi.useFakeTimers();
    wheel = new TimerWheel(10);
    const task = wheel.once(20, () => undefined);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(100);
    expect(vi.getTimerCount()).toBe(0);
    task.cancel();
    wheel.every(20, () => undefined).cancel();
    vi.advanceTimersByTime(100);
    expect(wheel.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses one Node timer for any number of tasks', () => {
    vi.useFakeTimers();
    wheel = new TimerWheel(10);
    for (let i = 0; i < 10_000; i++) wheel.every(10_000, () => undefined, true);
    expect(vi.getTimerCount()).toBe(1);
  });
});
