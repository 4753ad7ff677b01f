import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildFlagTree } from '@platform/shared';
import { DialogHost } from '../../../lib/ui/DialogHost';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { setSessionValues } from '../../../lib/session';
import { MemberCentre } from './MemberCentre';
import { InfoBar } from './InfoBar';
import { memberInfoAnswer, merchantWalletAnswer, settingsAnswer } from '../../../app/test-answers';

const MEMBER = memberInfoAnswer({
  id: 7,
  customerId: 7,
  account: 'player07',
  nickname: 'Lucky Seven',
  type: 0,
  showLevel: true,
  clubLabel: { labelName: 'VIP 3', labelId: 3, type: 'AUTO', color: '#e0b84f', rankLevel: 3 },
  icon: 5,
  currency: 'THB',
  merchantCode: 'demo',
});

function serve(overrides: { isAgent?: number; flagsOff?: string[] } = {}) {
  const on = new Set(['MEMBERCENTER', 'REWCEN3', 'INBOX3', 'DEPOSIT', 'WITHDRAW']);
  for (const flag of overrides.flagsOff ?? []) on.delete(flag);
  const answers: Record<string, unknown> = {
    '/wps/member/info': { ...MEMBER, isAgent: overrides.isAgent ?? 0 },
    '/wps/relay/MCSFE_getPlayerRankProgress': {
      currentProgress: { completedConditions: 3, totalExpectedConditions: 4 },
      playerRankProgress: {
        labelId: 3,
        labelName: 'VIP 3',
        nextLabelId: 4,
        nextLabelName: 'VIP 4',
        conditions: [
          { name: 'DEPOSIT', current: '900.00', required: '1000.00' },
          { name: 'BET', current: '2500.00', required: '5000.00' },
        ],
      },
    },
    '/wps/system/settings/consolidated': settingsAnswer({
      merchantCode: 'demo',
      currency: 'THB',
      currencySymbol: '฿',
      whitelabel: buildFlagTree(on),
      gw: { GEETEST_ID: '', GEETEST_VERSION: '', PROFILE_ICON_COUNT: 9 },
    }),
    '/wps/relay/WPSCORE_getMerchantWallet': merchantWalletAnswer({
      merchantCode: 'demo',
      currency: 'THB',
      currencySymbol: '฿',
    }),
  };
  const fetch = vi.fn(async (input: string) => {
    const path = input.split('?')[0]!;
    const value = answers[path] ?? null;
    return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/member', element: <div data-testid="member-route" /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <DialogHost />
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
  dialogs.closeAll();
  vi.unstubAllGlobals();
});

describe('InfoBar', () => {
  it('shows nickname, VIP label and rank progress, and opens member-centre pages', async () => {
    setSessionValues({ token: 'tok', nickname: 'Lucky Seven', isAgent: 0 });
    serve({ flagsOff: ['INBOX3'] });
    const router = renderAt(<InfoBar />);
    expect(screen.getByTestId('nickname').textContent).toBe('Lucky Seven');
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 3');
    await waitFor(() => expect(screen.getByTestId('rank-progress').getAttribute('aria-valuenow')).toBe('75'));

    fireEvent.click(screen.getByTestId('info-bar-toggle'));
    await waitFor(() => expect(screen.queryByTestId('member-entry-depositv2')).not.toBeNull());
    // A flag that is off hides its entry.
    expect(screen.queryByTestId('member-entry-messageV2')).toBeNull();
    fireEvent.click(screen.getByTestId('member-entry-securityCenter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(router.state.location.search).toBe('?page=securityCenter');
  });

  it('shows its alert (the unread count) on the closed bar only', async () => {
    setSessionValues({ token: 'tok', nickname: 'Lucky Seven', isAgent: 0 });
    serve({});
    renderAt(<InfoBar slots={{ alert: <span data-testid="unread-badge">3</span> }} />);
    expect(screen.getByTestId('info-bar-alert').textContent).toBe('3');
    fireEvent.click(screen.getByTestId('info-bar-toggle'));
    expect(screen.queryByTestId('info-bar-alert')).toBeNull();
    fireEvent.click(screen.getByTestId('info-bar-toggle'));
    expect(screen.getByTestId('info-bar-alert').textContent).toBe('3');
  });

  it('a failing rank-progress relay shows no dialog and no bar', async () => {
    setSessionValues({ token: 'tok', nickname: 'Lucky Seven', isAgent: 0 });
    const fetch = serve();
    const ok = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input: string) =>
      input.includes('MCSFE_getPlayerRankProgress')
        ? new Response(
            JSON.stringify({ success: false, value: null, errorCode: 'system.error', message: 'down' }),
            {
              status: 500,
            },
          )
        : ok(input),
    );
    renderAt(<InfoBar />);
    await screen.findByTestId('vip-level');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('MCSFE_getPlayerRankProgress'))).toBe(
        true,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(screen.queryByTestId('rank-progress')).toBeNull();
  });

  it('refuses member-centre pages to trial accounts with in_please_account', async () => {
    setSessionValues({ token: 'tok', nickname: 'Guest', isAgent: 4 });
    serve({ isAgent: 4 });
    const router = renderAt(<InfoBar />);
    fireEvent.click(screen.getByTestId('info-bar-toggle'));
    fireEvent.click(await screen.findByTestId('member-entry-depositv2'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe(i18n.t('in_please_account'));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('MemberCentre', () => {
  it('tells trial accounts to use a real account instead of showing pages', async () => {
    setSessionValues({ token: 'tok', isAgent: 41 });
    serve({ isAgent: 41 });
    renderAt(<MemberCentre />);
    expect((await screen.findByTestId('member-trial')).textContent).toContain(i18n.t('in_please_account'));
    expect(screen.queryByTestId('security-center')).toBeNull();
  });
});
