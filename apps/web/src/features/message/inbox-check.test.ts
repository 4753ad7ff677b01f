import { describe, expect, it, vi } from 'vitest';
import type { InboxMessage, InboxPage } from '@platform/shared';
import { checkInbox, INBOX_CHECK_RETRY_MS, type InboxCheckQuery } from './inbox-check';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const message = (id: number, read: 'Y' | 'N'): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: '',
  read,
  category: 'PERSONAL',
  sendTime: NOW - 1000,
  readTime: null,
});
const page = (list: InboxMessage[]): InboxPage => ({ list, page: 1, size: 1, total: list.length, unread: 1 });

describe('inbox check', () => {
  it('asks for one unread message of the last 7 days', async () => {
    const queries: InboxCheckQuery[] = [];
    const found = await checkInbox(async (query) => {
      queries.push(query);
      return page([message(3, 'N')]);
    }, NOW);
    expect(found?.id).toBe(3);
    expect(queries).toEqual([
      { page: 1, size: 1, read: 'N', startTime: NOW - 7 * 24 * 60 * 60 * 1000, endTime: NOW },
    ]);
    expect(await checkInbox(async () => page([]), NOW)).toBeNull();
    expect(await checkInbox(async () => page([message(4, 'Y')]), NOW)).toBeNull();
  });

  it('tries once more after 500 ms, and no more', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    const fetchPage = vi
      .fn<(query: InboxCheckQuery) => Promise<InboxPage>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(page([message(5, 'N')]));
    expect((await checkInbox(fetchPage, NOW, wait))?.id).toBe(5);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([INBOX_CHECK_RETRY_MS]);
    expect(INBOX_CHECK_RETRY_MS).toBe(500);

    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    waits.length = 0;
    expect(await checkInbox(failing, NOW, wait)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([500]);
  });

  it('waits 500 ms by default before the retry', async () => {
    vi.useFakeTimers();
    try {
      const fetchPage = vi
        .fn<(query: InboxCheckQuery) => Promise<InboxPage>>()
        .mockRejectedValueOnce(new Error('network'))
        .mockResolvedValueOnce(page([]));
      const done = checkInbox(fetchPage, NOW);
      await vi.advanceTimersByTimeAsync(499);
      expect(fetchPage).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(await done).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
