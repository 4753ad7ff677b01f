import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { LotteryLobbyPage } from './LotteryLobbyPage';
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
