import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { NavDrawer } from './NavDrawer';
import { PhoneTabBar } from './PhoneTabBar';
import { gameTypesAnswer, settingsAnswer } from '../../../app/test-answers';

function renderShell(path = '/') {
  // The drawer's language switch asks for the merchant's settings, the sections for the game types.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const value = String(input).includes('/wps/game/types') ? gameTypesAnswer() : settingsAnswer();
      return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavDrawer />
            <p data-testid="outside">page</p>
            <PhoneTabBar />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(async () => {
  await changeLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('phone navigation', () => {
  it('lists every section the merchant offers and the service pages, and closes on a press outside or Escape', async () => {
    renderShell();
    const toggle = screen.getByTestId('nav-drawer-toggle');
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Live casino has a vendor but no game: not offered, so not linked.
    await screen.findByTestId('drawer-nav-game-lott');
    const links = screen.getByTestId('nav-drawer').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/lott',
      '/rng',
      '/pvp',
      '/promotions',
      '/pointMall',
      '/help',
      '/download',
      '/speedtest',
    ]);
    // A press inside the panel keeps it open; one outside closes it.
    fireEvent.pointerDown(screen.getByTestId('nav-drawer'));
    expect(screen.queryByTestId('nav-drawer')).not.toBeNull();
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
  });

  it('closes the menu when a link is followed', async () => {
    const router = renderShell();
    fireEvent.click(screen.getByTestId('nav-drawer-toggle'));
    fireEvent.click(screen.getByTestId('drawer-nav-point-mall'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pointMall'));
    await vi.waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
  });

  it('marks the tab of the current section', async () => {
    renderShell('/promotions');
    await screen.findByTestId('tab-lottery');
    const tabs = screen.getByTestId('tab-bar').querySelectorAll('a');
    expect([...tabs].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/lottery',
      '/rng',
      '/promotions',
      '/member',
    ]);
    expect(screen.getByTestId('tab-promotions').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBeNull();
  });
});
