import { describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from './shutdown.js';

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('gracefulShutdown', () => {
  it('runs the stages in order, the steps of a stage together, and exits 0', async () => {
    const seen: string[] = [];
    const step = (name: string, ms: number) => ({
      name,
      run: () => new Promise<void>((resolve) => setTimeout(() => (seen.push(name), resolve()), ms)),
    });
    const exit = vi.fn();
    const shutdown = gracefulShutdown({
      stages: [[step('http', 30), step('scheduler', 5)], [step('bus', 0)], [step('database', 0)]],
      deadlineMs: 5_000,
      logger: logger(),
      exit,
    });
    await shutdown('SIGTERM');
    expect(seen).toEqual(['scheduler', 'http', 'bus', 'database']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('goes on past a failed step and exits 1', async () => {
    const exit = vi.fn();
    const closed = vi.fn(async () => {});
    const log = logger();
    await gracefulShutdown({
      stages: [
        [{ name: 'redis', run: () => Promise.reject(new Error('gone')) }],
        [{ name: 'database', run: closed }],
      ],
      deadlineMs: 5_000,
      logger: log,
      exit,
    })('SIGTERM');
    expect(closed).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('exits 1 at the deadline, naming what is unfinished, and only once', async () => {
    const exit = vi.fn();
    const log = logger();
    let release = () => {};
    const shutdown = gracefulShutdown({
      stages: [[{ name: 'http', run: () => new Promise<void>((resolve) => (release = resolve)) }]],
      deadlineMs: 50,
      logger: log,
      exit,
    });
    const done = shutdown('SIGTERM');
    void shutdown('SIGINT');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(log.error.mock.calls[0]![0]).toMatchObject({ unfinished: ['http'] });
    expect(log.warn).toHaveBeenCalledTimes(1);
    release();
    await done;
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
