import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { GameView, VendorCard } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { dialogs } from '../../../lib/dialog-store';
import { clearSession, setSessionValues } from '../../../lib/session';
import { GameTypePage } from './GameLobbyPage';
import { gameTypesAnswer, merchantWalletAnswer, settingsAnswer } from '../../../app/test-answers';

function vendor(code: string): VendorCard {
  return {
    cardId: code.length + code.charCodeAt(0),
    id: 1,
    accountTypeId: 1,
    accountTypeName: code,
    displayName: `${code} Slots`,
    smallIcon: null,
    lagerIcon: null,
    gameType: 'RNG',
    isGame: 'VASSALAGE',
    gameId: null,
    maintenance: null,
  };
}

function game(id: number, name: string): GameView {
  return {
    gameId: id,
    gameCode: `LT${id}`,
    nodeId: id * 10,
    nodeName: 'Lotus',
    gameName: name,
    displayName: name,
    showIcon: null,
    iconUrl: null,
    defaultIcon: null,
    supportPlay: 1,
    freeplay: 1,
    roomId: null,
    vassalage: 'LOTUS',
    vendor: 'LOTUS',
    gameType: 'RNG',
    gameClassify: null,
    appNewWindow: false,
    minBet: '1.00',
    minLineNum: 1,
    hot: false,
    favourite: false,
  };
}

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));

interface Served {
  calls: URL[];
  launch?: () => Response;
}

function serve(vendorCount = 3, served: Served = { calls: [] }) {
  const vendors = Array.from({ length: vendorCount }, (_, i) => vendor(i === 0 ? 'LOTUS' : `V${i}`));
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    served.calls.push(url);
    switch (url.pathname) {
      case '/wps/game/vendors':
        return ok(vendors);
      case '/wps/game/list':
      case '/wps/game/hot':
      case '/wps/game/recent':
      case '/wps/game/favourites': {
        const games = [game(1, 'Lotus Fortune'), game(2, 'Jade Dragon')];
        return ok({
          games,
          content: games,
          totalPages: 3,
          pageSize: 40,
          pageNum: 1,
          total: 90,
          totalCount: 90,
        });
      }
      case '/wps/system/settings/consolidated':
        return ok(
          settingsAnswer({
            merchantCode: 'demo',
            merchantName: 'Test Merchant',
            currency: 'THB',
            currencySymbol: '฿',
            currencyPosition: 'F',
          }),
        );
      case '/wps/game/winnerBoard':
        return ok([]);
      case '/wps/game/types':
        return ok(gameTypesAnswer());
      case '/wps/game/launchWallet':
        // A vendor paid from the main wallet: nothing to ask before the launch.
        return ok({ wallet: 'MAIN', transfer: false });
      case '/wps/relay/WPSCORE_getMerchantWallet':
        return ok(merchantWalletAnswer({ merchantCode: 'demo', isSingle: false, wallets: [] }));
      case '/wps/game/launchGame/v2':
        return served.launch?.() ?? ok({});
      default:
        return new Response('null', { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetch);
  return served;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/electron', element: <GameTypePage /> },
      { path: '/seamless', element: <p data-testid="seamless-stub">seamless</p> },
    ],
    { initialEntries: [path] },
  );
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

const listCalls = (served: Served, path = '/wps/game/list') =>
  served.calls.filter((u) => u.pathname === path);

beforeEach(async () => {
  clearSession([]);
  dialogs.closeAll();
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('electronic lobby', () => {
  it('starts on the vendor of ?page=, lists 40 a page and pages on', async () => {
    const served = serve();
    renderAt('/electron?page=V1');
    await screen.findAllByTestId('game-tile');
    const first = listCalls(served).at(-1)!;
    expect(first.searchParams.get('vassalage')).toBe('V1');
    expect(first.searchParams.get('pageSize')).toBe('40');
    expect(first.searchParams.get('pageNo')).toBe('1');
    expect(screen.getByTestId('vendor-tab-V1').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1 / 3');

    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(listCalls(served).at(-1)!.searchParams.get('pageNo')).toBe('2'));
  });

  it('a trimmed search and a class filter go to the server and restart at page 1', async () => {
    const served = serve();
    renderAt('/electron');
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('pager-next'));
    await waitFor(() => expect(listCalls(served).at(-1)!.searchParams.get('pageNo')).toBe('2'));

    fireEvent.change(screen.getByTestId('game-search'), { target: { value: '  Lotus  ' } });
    fireEvent.click(screen.getByTestId('game-search-submit'));
    await waitFor(() => expect(listCalls(served).at(-1)!.searchParams.get('gameName')).toBe('Lotus'));
    expect(listCalls(served).at(-1)!.searchParams.get('pageNo')).toBe('1');
    expect(listCalls(served).at(-1)!.searchParams.get('vassalage')).toBe('LOTUS');

    fireEvent.click(screen.getByTestId('classify-JP'));
    await waitFor(() => expect(listCalls(served).at(-1)!.searchParams.get('gameClassify')).toBe('JP'));
    expect(screen.getByTestId('classify-JP').getAttribute('aria-checked')).toBe('true');

    // Spaces alone are no search.
    fireEvent.change(screen.getByTestId('game-search'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('game-search-submit'));
    await waitFor(() => expect(listCalls(served).at(-1)!.searchParams.has('gameName')).toBe(false));
  });

  it('more than 8 vendors scroll in one row; 8 or fewer wrap', async () => {
    serve(9);
    renderAt('/electron');
    await screen.findByTestId('vendor-tab-V8');
    expect(screen.getByTestId('vendor-tabs').className).toContain('gm-tabs--scroll');
    cleanup();
    serve(8);
    renderAt('/electron');
    await screen.findByTestId('vendor-tab-V7');
    expect(screen.getByTestId('vendor-tabs').className).not.toContain('gm-tabs--scroll');
  });

  it('recent and favourite ask a visitor to log in and fetch nothing', async () => {
    const served = serve();
    const router = renderAt('/electron');
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('tab-favourite'));
    expect(dialogs.list().at(-1)?.message).toBe(i18n.t('in_sorry_in'));
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByTestId('tab-hot'));
    await waitFor(() => expect(listCalls(served, '/wps/game/hot')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=hot');
    expect(listCalls(served, '/wps/game/favourites')).toHaveLength(0);
  });

  it('a member opens the favourite tab from ?page=favGameList', async () => {
    setSessionValues({ token: 'member-token' });
    const served = serve();
    renderAt('/electron?page=favGameList');
    await screen.findAllByTestId('game-tile');
    expect(listCalls(served, '/wps/game/favourites')).toHaveLength(1);
    expect(screen.getByTestId('tab-favourite').getAttribute('aria-selected')).toBe('true');
  });

  it('a visitor pressing the star is asked to log in', async () => {
    serve();
    renderAt('/electron');
    const [star] = await screen.findAllByTestId('game-favourite');
    fireEvent.click(star!);
    expect(dialogs.list().at(-1)?.message).toBe(i18n.t('in_sorry_in'));
  });
});

describe('launching from the lobby', () => {
  it('shows vendor maintenance with the start and end time', async () => {
    setSessionValues({ token: 'member-token' });
    const start = new Date(2026, 10, 23, 1, 0).getTime();
    const end = new Date(2026, 10, 23, 3, 15).getTime();
    serve(3, {
      calls: [],
      launch: () =>
        new Response(
          JSON.stringify({
            success: false,
            value: { message: 'Lotus is upgrading', startTime: start, endTime: end },
            errorCode: 'vendor_under_maintenance',
            message: 'Lotus is upgrading',
          }),
        ),
    });
    renderAt('/electron');
    const [play] = await screen.findAllByTestId('game-play');
    fireEvent.click(play!);
    await waitFor(() => expect(dialogs.list()).toHaveLength(1));
    const dialog = dialogs.list()[0]!;
    const message = dialog.message.replace(/\u2011/g, '-').replace(/\u00a0/g, ' ');
    expect(dialog.title).toBe(i18n.t('gm_maint_title'));
    expect(dialog.message).toContain('Lotus is upgrading');
    expect(message).toContain('2026-11-23 01:00 to 2026-11-23 03:15');
  });

  it('a short balance offers the deposit page; a good launch opens /seamless, never sweeping the main wallet (confirmTrans=0)', async () => {
    setSessionValues({ token: 'member-token' });
    let short = true;
    const served = serve(3, {
      calls: [],
      launch: () =>
        short
          ? new Response(
              JSON.stringify({
                success: false,
                value: null,
                errorCode: 'launch_game_balance_not_enough',
                message: '',
              }),
            )
          : ok({
              content: { game_url: '/vendor/lotus/play/lotus_fortune?token=x', game_url2: '' },
              gameUrl: '/vendor/lotus/play/lotus_fortune?token=x',
              game_url: '/vendor/lotus/play/lotus_fortune?token=x',
              success: true,
              vendor: 'LOTUS',
              gameType: 'RNG',
              appNewWindow: false,
            }),
    });
    const router = renderAt('/electron');
    const [play] = await screen.findAllByTestId('game-play');
    fireEvent.click(play!);
    await waitFor(() => expect(dialogs.list()).toHaveLength(1));
    expect(dialogs.list()[0]!.message).toBe(i18n.t('launch_game_balance_not_enough'));
    expect(dialogs.list()[0]!.actions.map((a) => a.label)).toEqual([
      i18n.t('cancel'),
      i18n.t('wal_deposit_now'),
    ]);
    dialogs.closeAll();

    short = false;
    fireEvent.click(play!);
    await screen.findByTestId('seamless-stub');
    expect(router.state.location.pathname).toBe('/seamless');
    expect(router.state.location.search).toBe('?gameType=RNG&vendor=LOTUS&gameId=1&nodeId=10');
    expect(router.state.location.state).toEqual({ gameUrl: '/vendor/lotus/play/lotus_fortune?token=x' });
    const launch = served.calls.filter((u) => u.pathname === '/wps/game/launchGame/v2');
    expect(launch).toHaveLength(2);
    const body = JSON.parse(
      (
        vi
          .mocked(fetch)
          .mock.calls.find(([u]) => String(u).startsWith('/wps/game/launchGame/v2'))![1] as RequestInit
      ).body as string,
    ) as Record<string, unknown>;
    expect(body).toMatchObject({ gameId: 1, vassalage: 'LOTUS', confirmTrans: 0, launchMode: 'RNG' });
  });
});
