import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { LotteryMenu } from './LobbyLists';
import { lotteryGameAnswer, lotteryGroupAnswer } from '../../../app/test-answers';

function game(gameCode: string, live = false) {
  return lotteryGameAnswer({
    gameCode,
    remark: `Game ${gameCode}`,
    kind: 'digits',
    defaultPlayType: '1D_POSITION',
    numero: '20261123-0001',
    remainTime: 30_000,
    lockTime: 5,
    liveVideoSwitch: live,
  });
}

/** Six SSC games (two live) and one PK10 game, as GET /lgw/games answers. */
const GROUPS = [
  lotteryGroupAnswer(
    { gameGroupId: 1, gameGroupCode: 'SSC', labelName: 'SSC' },
    ['a', 'b', 'c', 'd', 'e', 'f'].map((c, i) => game(`ssc_${c}`, i < 2)),
  ),
  lotteryGroupAnswer({ gameGroupId: 2, gameGroupCode: 'PK10', labelName: 'PK10' }, [game('pk10_a')]),
];

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN', false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
      if (path === '/lgw/games') return new Response(JSON.stringify(GROUPS));
      return new Response('[]');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMenu() {
  const router = createMemoryRouter([{ path: '/lottery', element: <LotteryMenu /> }], {
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

describe('lottery menu and lists', () => {
  it('shows four games per group and unfolds the rest', async () => {
    renderMenu();
    const groups = await screen.findAllByTestId('lottery-menu-group');
    const ssc = groups[0]!;
    expect(within(ssc).getAllByRole('link')).toHaveLength(4);
    expect(within(groups[1]!).queryByTestId('lottery-menu-unfold')).toBeNull();
    const unfold = within(ssc).getByTestId('lottery-menu-unfold');
    expect(unfold.textContent).toBe('More (2)');
    fireEvent.click(unfold);
    expect(within(ssc).getAllByRole('link')).toHaveLength(6);
    expect(unfold.getAttribute('aria-expanded')).toBe('true');
  });

  it('links a game to its betting page on the default play type', async () => {
    renderMenu();
    const links = await screen.findAllByRole('link', { name: 'Game pk10_a' });
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/lottery?playType=1D_POSITION&gameCode=pk10_a');
    }
  });

  it('lists live-draw games and the others, five at most each', async () => {
    renderMenu();
    const live = await screen.findByTestId('lottery-live-list');
    await waitFor(() => expect(within(live).getAllByRole('listitem')).toHaveLength(2));
    const normal = screen.getByTestId('lottery-normal-list');
    expect(within(normal).getAllByRole('listitem')).toHaveLength(5);
  });
});
