import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { NOTICE_PAGE_SIZE, pageCount, pagerScrolls } from '../notice-pager';
import { NoticesList } from './NoticesList';

function serve(total: number) {
  const pages: string[] = [];
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    pages.push(`${url.searchParams.get('types')}:${page}:${size}`);
    const from = (page - 1) * size;
    const list = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
      id: from + i + 1,
      type: 'PL',
      title: `Notice ${from + i + 1}`,
      content: `<p>Text ${from + i + 1}</p>`,
      execution: 'B',
      groupName: null,
      promotionId: null,
      imageUrl: null,
      startTime: 1_700_000_000_000,
      endTime: null,
      banner: null,
    }));
    return new Response(
      JSON.stringify({ success: true, value: { list, page, size, total }, errorCode: null, message: null }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return pages;
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <NoticesList />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notices list', () => {
  it('pages by 10 and scrolls the pager only above 7 pages', () => {
    expect(NOTICE_PAGE_SIZE).toBe(10);
    expect(pageCount(70)).toBe(7);
    expect(pagerScrolls(7)).toBe(false);
    expect(pageCount(71)).toBe(8);
    expect(pagerScrolls(8)).toBe(true);
  });

  it('reads 10 announcements a page and expands one on click', async () => {
    const asked = serve(25);
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(10));
    expect(asked[0]).toBe('PL:1:10');
    expect(screen.getAllByTestId('notice-page')).toHaveLength(3);
    expect(screen.getByTestId('notice-pager').getAttribute('data-scrolls')).toBe('false');
    fireEvent.click(screen.getByText('Notice 4'));
    expect(screen.getByTestId('notice-content').textContent).toBe('Text 4');
    fireEvent.click(screen.getAllByTestId('notice-page')[2]!);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(5));
    expect(asked).toContain('PL:3:10');
    expect(screen.getByText('Notice 21')).toBeTruthy();
  });

  it('puts the page numbers in a scrolling strip above 7 pages', async () => {
    serve(95);
    renderList();
    await waitFor(() => expect(screen.getAllByTestId('notice-page')).toHaveLength(10));
    expect(screen.getByTestId('notice-pager').getAttribute('data-scrolls')).toBe('true');
  });
});
