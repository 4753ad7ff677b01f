import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { LotteryLobbyPage } from './LotteryLobbyPage';
import { LotteryPage } from './LotteryPage';
import { lotteryGameAnswer, lotteryGroupAnswer } from '../../../app/test-answers';

function game(gameCode: string, numero: string | null, remainTime: number) {
  return lotteryGameAnswer({ gameCode, remark: gameCode, kind: 'digits', numero, remainTime, lockTime: 5 });
}

function serve() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string) => {
    const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
    calls.push(path);
    if (path === '/lgw/games') {
      return new Response(
        JSON.stringify([
          lotteryGroupAnswer({ gameGroupId: 1, gameGroupCode: 'SSC', labelName: 'SSC' }, [
            game('fast_one', '20261123-0001', 2500),
            game('no_issue', null, 0),
          ]),
        ]),
      );
    }
    if (path === '/lgw/draw') return new Response('[]');
    return new Response('null', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderLobby() {
  const router = createMemoryRouter([{ path: '/lottery', element: <LotteryLobbyPage /> }], {
    initialEntries: ['/lottery'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lottery lobby countdowns', () => {
  it('tick each second, show --:--:-- without an issue, Drawing… at the close, and refetch at most once per 5 s', async () => {
    const calls = serve();
    renderLobby();
    const clock = () =>
      within(screen.getByTestId('countdown-fast_one')).getByTestId('countdown-clock').textContent;
    await waitFor(() => expect(clock()).toBe('00:00:02'));
    expect(within(screen.getByTestId('countdown-no_issue')).getByTestId('countdown-clock').textContent).toBe(
      '--:--:--',
    );
    expect(await screen.findByText('No draws yet.')).toBeTruthy();
    await waitFor(() => expect(clock()).toBe('00:00:01'), { timeout: 2500 });
    expect(calls.filter((c) => c === '/lgw/games')).toHaveLength(1);

    // Below one second the list is asked again, just after the close (an answer from before it
    // would still name the closing issue); it answers 2.5 s again ...
    await waitFor(() => expect(calls.filter((c) => c === '/lgw/games')).toHaveLength(2), { timeout: 3000 });
    await waitFor(() => expect(clock()).toBe('00:00:02'));
    // ... and not again within 5 s even though it drops below one second once more.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(calls.filter((c) => c === '/lgw/games')).toHaveLength(2);
    // Meanwhile the closed issue's clock says it is being drawn instead of resting at 00:00:00
    // (from its next tick, which a busy machine may deliver late).
    await waitFor(() => expect(clock()).toBe('Drawing…'), { timeout: 1500 });
  }, 15_000);
});

describe('/lottery links', () => {
  function serveGroups() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
        if (path === '/lgw/games') {
          return new Response(
            JSON.stringify([
              lotteryGroupAnswer({ gameGroupId: 1, gameGroupCode: 'SSC', labelName: 'SSC' }, [
                lotteryGameAnswer({
                  gameCode: 'ssc_1m',
                  gameId: 11,
                  remark: 'SSC 1',
                  playTypes: [
                    { code: '1D_POSITION', odds: 19.5 },
                    { code: '5D_DIRECT', odds: 195000 },
                  ],
                }),
              ]),
              lotteryGroupAnswer({ gameGroupId: 6, gameGroupCode: 'ENT', labelName: 'Entertainment' }, [
                lotteryGameAnswer({
                  gameCode: 'long_dragon',
                  gameId: 61,
                  remark: 'Long Dragon',
                  lottoMode: 2,
                }),
              ]),
            ]),
          );
        }
        if (path === '/lgw/draw' || path === '/lgw/games/popular') return new Response('[]');
        return new Response('null', { status: 404 });
      }),
    );
  }

  function renderAt(url: string) {
    const router = createMemoryRouter([{ path: '/lottery', element: <LotteryPage /> }], {
      initialEntries: [url],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  }

  it('lottoGameGroup and lMode open the lobby on that group and mode', async () => {
    serveGroups();
    renderAt('/lottery?lottoGameGroup=ENT');
    expect(await screen.findByTestId('countdown-long_dragon')).toBeTruthy();
    expect(screen.queryByTestId('countdown-ssc_1m')).toBeNull();
    expect(screen.getAllByTestId('lottery-menu-group')).toHaveLength(1);
    cleanup();
    renderAt('/lottery?type=LOTT&lMode=1');
    expect(await screen.findByTestId('countdown-ssc_1m')).toBeTruthy();
    expect(screen.queryByTestId('countdown-long_dragon')).toBeNull();
  });

  it('gameId (or id) opens the betting page of that game', async () => {
    serveGroups();
    renderAt('/lottery?gameId=61');
    expect(await screen.findByRole('heading', { name: 'Long Dragon · Bet' })).toBeTruthy();
    cleanup();
    renderAt('/lottery?id=11');
    expect(await screen.findByRole('heading', { name: 'SSC 1 · Bet' })).toBeTruthy();
    cleanup();
    // playType and bet_param: the opening play type and its opening selection.
    renderAt('/lottery?gameId=11&playType=5D_DIRECT&bet_param=1|2|3|4|5');
    const rows = await screen.findAllByTestId('bet-row');
    expect(rows).toHaveLength(5);
    rows.forEach((row, i) => {
      const pressed = within(row)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.dataset.testid);
      expect(pressed).toEqual([`bet-option-${i + 1}`]);
    });
    cleanup();
    renderAt('/lottery?gameId=999');
    expect(await screen.findByText('This lottery does not exist.')).toBeTruthy();
  });
});
