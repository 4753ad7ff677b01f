import type { InboxMessage, InboxPage } from '@platform/shared';

/** The inbox check after login: unread messages of the last 7 days, one asked for. */
export const INBOX_CHECK_DAYS = 7;
export const INBOX_CHECK_SIZE = 1;
/** A failed check is tried once more after this long. */
export const INBOX_CHECK_RETRY_MS = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InboxCheckQuery {
  page: number;
  size: number;
  read: 'N';
  startTime: number;
  endTime: number;
}

/**
 * The newest unread message of the last 7 days, or null when there is none or both tries
 * failed (the check is a hint: a failure is not shown).
 */
export async function checkInbox(
  fetchPage: (query: InboxCheckQuery) => Promise<InboxPage>,
  now: number = Date.now(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<InboxMessage | null> {
  const query: InboxCheckQuery = {
    page: 1,
    size: INBOX_CHECK_SIZE,
    read: 'N',
    startTime: now - INBOX_CHECK_DAYS * DAY_MS,
    endTime: now,
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const page = await fetchPage(query);
      return page.list.find((message) => message.read === 'N') ?? null;
    } catch {
      if (attempt === 0) await wait(INBOX_CHECK_RETRY_MS);
    }
  }
  return null;
}
