import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { NavDrawer } from './NavDrawer';
import { PhoneTabBar } from './PhoneTabBar';
import { settingsAnswer } from '../../../app/test-answers';

function renderShell(path = '/') {
  // The drawer's language switch asks for the merchant's settings.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ success: true, value: settingsAnswer(), errorCode: null, message: null }),
        ),
    ),
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
  it('lists every section and service page in the menu, and closes on a press outside or Escape', () => {
    renderShell();
    const toggle = screen.getByTestId('nav-drawer-toggle');
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getByTestId('nav-drawer').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/lott',
      '/elott',
      '/rng',
      '/live',
      '/pvp',
      '/fish',
      '/sports',
      '/esports',
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

  it('marks the tab of the current section', () => {
    renderShell('/promotions');
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
