import { describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic job', () => {
  it('runs at once and then every interval, never two passes at a time', async () => {
    let active = 0;
    let maxActive = 0;
    let passes = 0;
    const job = new PeriodicJob(
      'test pass',
      async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        passes++;
        await sleep(30); // longer than the interval
        active--;
      },
      { error: vi.fn() },
      10,
    );
    job.start();
    await sleep(100);
    await job.stop();
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(maxActive).toBe(1);
    const after = passes;
    await sleep(50);
    expect(passes).toBe(after);
  });

  it('logs a failed pass and tries again at the next one', async () => {
    const error = vi.fn();
    let calls = 0;
    const job = new PeriodicJob(
      'flaky pass',
      async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
      },
      { error },
      10,
    );
    job.start();
    await sleep(60);
    await job.stop();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'flaky pass failed',
    );
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('runs its first pass after the delay it is started with, then every interval', async () => {
    const passes: number[] = [];
    const started = Date.now();
    const job = new PeriodicJob(
      'late pass',
      async () => void passes.push(Date.now() - started),
      { error: vi.fn() },
      40,
    );
    job.start(100);
    await sleep(80);
    expect(passes).toEqual([]);
    await sleep(120);
    await job.stop();
    expect(passes[0]).toBeGreaterThanOrEqual(95);
    expect(passes.length).toBeGreaterThanOrEqual(2);
  });

  it('never runs when stopped before its delayed first pass', async () => {
    let passes = 0;
    const job = new PeriodicJob('cancelled pass', async () => void passes++, { error: vi.fn() }, 10);
    job.start(50);
    await job.stop();
    await sleep(100);
    expect(passes).toBe(0);
  });
});
