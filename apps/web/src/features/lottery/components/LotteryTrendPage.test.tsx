import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { LotteryTrendPage } from './LotteryTrendPage';
import { WinnerBoard } from './WinnerBoard';
import { lotteryDrawAnswer, lotteryGameAnswer, lotteryGroupAnswer } from '../../../app/test-answers';

function game(gameCode: string, kind: string) {
  return lotteryGameAnswer({
    gameCode,
    remark: `Game ${gameCode}`,
    kind,
    numero: null,
    remainTime: 0,
    lockTime: 5,
    intervalSeconds: 60,
  });
}

const DRAWS: Record<string, { numero: string; winNo: string; drawTime: number }[]> = {
  // Newest first, as the server lists them.
  ssc: [
    { numero: '20261123-0003', winNo: '7,0,0,0,0', drawTime: 3000 },
    { numero: '20261123-0002', winNo: '3,1,0,0,0', drawTime: 2000 },
    { numero: '20261123-0001', winNo: '3,2,0,0,0', drawTime: 1000 },
  ],
  pk: [{ numero: '20261123-0001', winNo: '03,01,02,04,05,06,07,08,09,10', drawTime: 1000 }],
};

function serve(winners: unknown[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/lgw/games') {
        return new Response(
          JSON.stringify([
            lotteryGroupAnswer({ gameGroupId: 1, gameGroupCode: 'SSC', labelName: 'SSC' }, [
              game('ssc', 'digits'),
            ]),
            lotteryGroupAnswer({ gameGroupId: 2, gameGroupCode: 'PK10', labelName: 'PK10' }, [
              game('pk', 'race'),
            ]),
          ]),
        );
      }
      const code = /^\/lgw\/draw\/code\/(\w+)$/.exec(url.pathname)?.[1];
      if (code) {
        const list = (DRAWS[code] ?? []).map((d) =>
          lotteryDrawAnswer({ ...d, gameCode: code, kind: code === 'pk' ? 'race' : 'digits' }),
        );
        return new Response(
          JSON.stringify({ gameCode: code, page: 1, size: Number(url.searchParams.get('size')), list }),
        );
      }
      if (url.pathname === '/lgw/winners') return new Response(JSON.stringify(winners));
      return new Response('null', { status: 404 });
    }),
  );
  return calls;
}

function renderAt(path: string, element = <LotteryTrendPage />) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lottery trend page', () => {
  it('charts the first game without a code: a ball per draw, oldest first, joined by a line', async () => {
    const calls = serve();
    const router = renderAt('/lottery/trend');
    const chart = await screen.findByTestId('trend-chart');
    expect(calls).toContain('/lgw/draw/code/ssc?page=1&size=30');
    const balls = within(chart).getAllByTestId('trend-ball');
    expect(balls.map((b) => b.getAttribute('data-number'))).toEqual(['3', '3', '7']);
    expect(
      within(chart)
        .getAllByTestId('trend-row')
        .map((r) => r.getAttribute('data-numero')),
    ).toEqual(['20261123-0001', '20261123-0002', '20261123-0003']);
    expect(within(chart).getByTestId('trend-line').getAttribute('points')!.split(' ')).toHaveLength(3);
    const bars = screen.getAllByTestId('freq-bar');
    expect(bars).toHaveLength(10);
    expect(bars[3]!.getAttribute('data-count')).toBe('2');
    expect(bars[7]!.getAttribute('data-count')).toBe('1');

    fireEvent.click(screen.getByTestId('trend-pos-2'));
    await waitFor(() => expect(router.state.location.search).toContain('pos=2'));
    const second = within(screen.getByTestId('trend-chart')).getAllByTestId('trend-ball');
    expect(second.map((b) => b.getAttribute('data-number'))).toEqual(['2', '1', '0']);

    fireEvent.click(screen.getByTestId('trend-size-50'));
    await waitFor(() => expect(calls).toContain('/lgw/draw/code/ssc?page=1&size=50'));
  });

  it('takes the spec gameUrl alias and names PK10 positions as places', async () => {
    serve();
    renderAt('/lottery/trend?gameUrl=pk');
    const chart = await screen.findByTestId('trend-chart');
    expect(within(chart).getAllByTestId('trend-number-head')).toHaveLength(10);
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    expect(screen.getByTestId('trend-pos-1').textContent).toBe('Place 1');
    expect(within(chart).getByTestId('trend-ball').getAttribute('data-number')).toBe('03');
    expect((screen.getByTestId('trend-game') as HTMLSelectElement).value).toBe('pk');
  });
});

describe('winner board', () => {
  it('shows an empty state, and rows with masked names and amounts', async () => {
    serve();
    renderAt('/lottery', <WinnerBoard />);
    expect(await screen.findByTestId('winners-empty')).toBeTruthy();
    cleanup();
    serve([
      {
        vo: { recordId: 9 },
        recordId: 9,
        userName: 'de***01',
        gameCode: 'ssc',
        gameName: 'Game ssc',
        winAmount: '97.5',
        currency: 'THB',
        time: null,
      },
    ]);
    renderAt('/lottery', <WinnerBoard />);
    const row = await screen.findByTestId('winner-row');
    expect(row.textContent).toContain('de***01');
    expect(row.textContent).toContain('97.50');
  });
});
