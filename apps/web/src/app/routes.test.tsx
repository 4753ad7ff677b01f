import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { SystemStatus } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../lib/i18n';
import { STAY_TUNED_ROUTES, routes } from './routes';
import { gameTypesAnswer, settingsAnswer } from './test-answers';

const SETTINGS = settingsAnswer({
  merchantCode: 'demo',
  merchantName: 'Test Merchant',
  currency: 'THB',
  currencySymbol: '฿',
  currencyPosition: 'F',
  languages: ['CN', 'EN', 'TH'],
  defaultLanguage: 'CN',
});

/** What the pages ask for on their way in, answered as an empty site would. */
const ANSWERS: Record<string, unknown> = {
  '/wps/system/settings/consolidated': SETTINGS,
  '/wps/system/setting/register': {},
  '/wps/system/country': [],
  '/wps/game/lanes': [],
  '/wps/game/types': gameTypesAnswer(),
  '/wps/game/vendors': [],
  '/wps/game/winnerBoard': [],
  '/wps/system/domainRoute': { customerService: [], domainList: [] },
  '/wps/system/helpCenter': { language: 'EN', tags: [] },
  '/wps/relay/MCSFE_noticeV2': { banners: [], announcements: [], popups: [], promotions: [] },
};

function status(permission: SystemStatus['permission'], extra: Partial<SystemStatus> = {}): SystemStatus {
  return {
    permission,
    ip: '203.0.113.9',
    countryCode: null,
    maintenanceStart: null,
    maintenanceEnd: null,
    message: null,
    serverTime: 0,
    maintenance: permission === 'MAINTENANCE',
    regionRestriction: permission === 'REGION_RESTRICTED',
    location: { ip: '203.0.113.9', countryCode: null, allowed: permission !== 'REGION_RESTRICTED' },
    ...extra,
  };
}

function serve(siteStatus: SystemStatus) {
  const fetch = vi.fn(async (input: string) => {
    const path = input.split('?')[0]!;
    // A trial of no game (or one without a demo) is refused as the server refuses it.
    if (path === '/wps/game/trial') {
      return new Response(
        JSON.stringify({ success: false, value: null, errorCode: 'in_stay_tuned', message: null }),
        { status: 400 },
      );
    }
    const value = path === '/wps/system/status' ? siteStatus : (ANSWERS[path] ?? null);
    return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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

const SPEC_ROUTES = [
  '/',
  '/index',
  '/login',
  '/register',
  '/register.html',
  '/seamless',
  '/trial',
  '/download',
  '/helpmc',
  '/help',
  '/promotions',
  '/promotion',
  '/lottery',
  '/lottery/trend',
  '/vnLottery',
  '/lott',
  '/elott',
  '/electron',
  '/rng',
  '/pvp',
  '/casino',
  '/fish',
  '/sports',
  '/esports',
  '/arcade',
  '/table',
  '/live',
  '/news',
  '/app',
  '/pointMall',
  '/speedtest',
  '/agent',
];

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('home shows the merchant and a tile per offered game type routing to its lower-cased path', async () => {
    serve(status('NORMAL'));
    renderAt('/');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(await screen.findByText('Welcome to Test Merchant')).toBeTruthy();
    expect((await screen.findByTestId('game-tile-lott')).getAttribute('href')).toBe('/lott');
    expect(screen.getByTestId('game-tile-pvp').getAttribute('href')).toBe('/pvp');
    // Live casino has a vendor but no enabled game, e-sports nothing at all: no tile, no nav link.
    expect(screen.queryByTestId('game-tile-live')).toBeNull();
    expect(screen.queryByTestId('game-tile-esports')).toBeNull();
    const nav = [...document.querySelectorAll('.site-nav a')].map((a) => a.getAttribute('href'));
    expect(nav).toEqual(['/', '/lott', '/rng', '/pvp', '/promotions', '/pointMall']);
    expect(screen.queryByTestId('home-notices')).toBeNull();
  });

  it('a category with nothing enabled leads on to the categories there are', async () => {
    serve(status('NORMAL'));
    renderAt('/live');
    expect(await screen.findByTestId('category-unavailable')).toBeTruthy();
    const links = await screen.findByTestId('category-alternatives');
    expect([...links.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/lott',
      '/rng',
      '/pvp',
    ]);
    expect(screen.getByTestId('category-unavailable-home').getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('vendors-empty')).toBeNull();
  });

  it('a page not built yet is linked from nowhere and leads on to the categories there are', async () => {
    serve(status('NORMAL'));
    renderAt('/arcade');
    expect(await screen.findByTestId('stay-tuned-page')).toBeTruthy();
    const links = await screen.findByTestId('stay-tuned-alternatives');
    expect(links.querySelectorAll('a')).toHaveLength(3);
    for (const path of STAY_TUNED_ROUTES.map(([p]) => p)) {
      expect(document.querySelector(`a[href="${path}"]`), path).toBeNull();
    }
  });

  /** Pages shown in pop-ups and frames carry no site footer; their own root says they rendered. */
  const CHROMELESS: Record<string, string> = { '/helpmc': 'helpmc-page', '/speedtest': 'speedtest-page' };

  it.each(SPEC_ROUTES)('%s is a real page, not the not-found page', async (path) => {
    serve(status('NORMAL'));
    renderAt(path);
    await screen.findByTestId(CHROMELESS[path] ?? 'site-footer');
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('unknown paths get the not-found page', async () => {
    serve(status('NORMAL'));
    renderAt('/no/such/page');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });

  it('login and register link to each other', async () => {
    serve(status('NORMAL'));
    renderAt('/login');
    expect((await screen.findByTestId('to-register')).getAttribute('href')).toBe('/register');
    cleanup();
    renderAt('/register');
    expect((await screen.findByTestId('to-login')).getAttribute('href')).toBe('/login');
  });

  it('the member centre sends visitors to /login', async () => {
    serve(status('NORMAL'));
    const router = renderAt('/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('maintenance replaces every page and speaks Thai, Japanese and Chinese too', async () => {
    serve(status('MAINTENANCE', { maintenanceEnd: Date.UTC(2030, 0, 2, 3, 4) }));
    renderAt('/lott');
    const page = await screen.findByTestId('maintenance-page');
    expect(page.getAttribute('data-permission')).toBe('MAINTENANCE');
    expect(screen.getByTestId('maintenance-title').textContent).toBe('System Maintenance');
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/2030/);
    const langs = Array.from(screen.getByTestId('maintenance-translations').querySelectorAll('li')).map(
      (li) => li.getAttribute('data-lang'),
    );
    expect(langs).toEqual(['TH', 'JA', 'CN']);
    expect(screen.getByTestId('contact-service')).toBeTruthy();
  });

  it('a region block shows Access Denied with the IP', async () => {
    serve(status('REGION_RESTRICTED'));
    renderAt('/');
    await screen.findByTestId('maintenance-page');
    expect(screen.getByTestId('maintenance-title').textContent).toBe('Access Denied');
    expect(screen.getByTestId('visitor-ip').textContent).toContain('203.0.113.9');
  });

  it('/maintenance goes home when the site is open', async () => {
    serve(status('NORMAL'));
    const router = renderAt('/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('/maintenance shows the page while in maintenance', async () => {
    serve(status('MAINTENANCE'));
    renderAt('/maintenance');
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
  });

  it('the language switch offers only the merchant languages and persists the choice', async () => {
    serve(status('NORMAL'));
    renderAt('/');
    await screen.findByText('Welcome to Test Merchant');
    const select = screen.getByTestId('language-switch') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(select.options).map((o) => o.value)).toEqual(['CN', 'EN', 'TH']));
    select.value = 'TH';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(localStorage.getItem('language')).toBe('TH'));
    expect(await screen.findByText('ยินดีต้อนรับสู่ Test Merchant')).toBeTruthy();
  });

  it('sends the status check with the page host', async () => {
    const fetch = serve(status('NORMAL'));
    renderAt('/');
    await screen.findByTestId('home-page');
    expect(
      fetch.mock.calls.some(
        ([url]) => url === `/wps/system/status?host=${encodeURIComponent(location.host)}`,
      ),
    ).toBe(true);
  });
});

describe('robots meta', () => {
  it('marks the maintenance page non-indexable even on an indexable path', async () => {
    serve(status('MAINTENANCE'));
    renderAt('/');
    await screen.findByTestId('maintenance-page');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,nofollow',
    );
  });

  it('follows navigation', async () => {
    serve(status('NORMAL'));
    const router = renderAt('/');
    await screen.findByTestId('home-page');
    // jsdom serves from localhost, an indexable host.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'index,follow',
      ),
    );
    await router.navigate('/member/profile');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex,nofollow',
      ),
    );
  });
});
