import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { setSessionValues } from '../../../lib/session';
import { toasts } from '../../../lib/toast-store';
import { MessageEvents } from './MessageEvents';

function serveInbox() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/wps/relay/MCSFE_getInboxMessages') queries.push(url.searchParams);
      const list = [
        {
          id: 9,
          title: 'Welcome bonus',
          content: '',
          read: 'N',
          category: 'PERSONAL',
          sendTime: Date.now() - 60_000,
          readTime: null,
        },
      ];
      return new Response(
        JSON.stringify({
          success: true,
          errorCode: null,
          message: null,
          value: { list, page: 1, size: 1, total: 1, unread: 1 },
        }),
      );
    }),
  );
  return queries;
}

function renderEvents() {
  render(
    <I18nProvider i18n={i18n}>
      <MessageEvents />
    </I18nProvider>,
  );
}

beforeEach(async () => {
  sessionStorage.clear();
  toasts.closeAll();
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('inbox check after login', () => {
  it('announces an unread message of the last 7 days once per login, never for a trial account', async () => {
    const queries = serveInbox();
    setSessionValues({ token: 'tok-a', isAgent: 0 });
    renderEvents();
    await waitFor(() => expect(toasts.list().map((toast) => toast.testId)).toContain('toast-inbox-check'));
    const toast = toasts.list().find((item) => item.testId === 'toast-inbox-check')!;
    expect(toast).toMatchObject({ title: 'You have unread messages', message: 'Welcome bonus' });
    expect(queries).toHaveLength(1);
    expect(queries[0]!.get('size')).toBe('1');
    expect(queries[0]!.get('read')).toBe('N');
    const span = Number(queries[0]!.get('endTime')) - Number(queries[0]!.get('startTime'));
    expect(span).toBe(7 * 24 * 60 * 60 * 1000);

    // The same login on the next page load: no second check.
    cleanup();
    toasts.closeAll();
    renderEvents();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toHaveLength(1);

    cleanup();
    sessionStorage.clear();
    setSessionValues({ token: 'tok-trial', isAgent: 4 });
    renderEvents();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toHaveLength(1);
  });
});
