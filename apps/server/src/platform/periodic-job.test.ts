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
});
