import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { setSessionValues } from '../../../lib/session';
import { memberInfoAnswer, settingsAnswer } from '../../../app/test-answers';
import EN from '../texts/en';
import { AGENT_REGISTER_CENTRE_PATH, MEMBER_REFERRAL_PATH, referralTarget } from '../referral-routing';
import { ReferralEntry } from './ReferralEntry';

function serve(options: { isAgent: number; referralEnabled?: boolean }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
      asked.push(path);
      let value: unknown = null;
      if (path === '/wps/member/info')
        value = memberInfoAnswer({ id: 9, customerId: 9, account: 'demo001', isAgent: options.isAgent });
      else if (path === '/wps/system/settings/consolidated')
        value = settingsAnswer({
          customerService: [
            {
              id: 1,
              title: 'Live chat',
              csType: 'LIVECHAT',
              csPosition: 'R',
              path: 'https://chat.example.com/room',
              labelIds: [],
            },
          ],
        });
      else if (path === '/wps/promotion/referral')
        value = {
          enabled: options.referralEnabled ?? false,
          promotionId: 3,
          referralCode: 'ABC123',
          rewardPerInvitee: '10.00',
          qualifyingDeposit: '100.00',
          invited: 0,
          qualified: 0,
          claimable: '0.00',
          claimed: '0.00',
          invitees: [],
        };
      return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
    }),
  );
  return asked;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderEntry() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ReferralEntry />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/promotions'] },
  );
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
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('referral routing', () => {
  const never = () => Promise.reject(new Error('not asked'));
  it('shows the overview before login, whatever the role', async () => {
    expect(await referralTarget({ loggedIn: false, isAgent: 1, referralEnabled: never })).toEqual({
      kind: 'overview',
    });
  });
  it('sends agents to the agent register centre', async () => {
    for (const isAgent of [1, 2, 41, 42])
      expect(await referralTarget({ loggedIn: true, isAgent, referralEnabled: never })).toEqual({
        kind: 'page',
        to: AGENT_REGISTER_CENTRE_PATH,
      });
  });
  it('sends members to their referral page only when referral is enabled', async () => {
    const on = await referralTarget({ loggedIn: true, isAgent: 0, referralEnabled: async () => true });
    expect(on).toEqual({ kind: 'page', to: MEMBER_REFERRAL_PATH });
    const off = await referralTarget({ loggedIn: true, isAgent: 0, referralEnabled: async () => false });
    expect(off).toEqual({ kind: 'customer-service' });
    const failed = await referralTarget({ loggedIn: true, isAgent: 0, referralEnabled: never });
    expect(failed).toEqual({ kind: 'customer-service' });
  });
  it('sends everyone else to customer service', async () => {
    for (const isAgent of [4, 40, null])
      expect(await referralTarget({ loggedIn: true, isAgent, referralEnabled: never })).toEqual({
        kind: 'customer-service',
      });
  });
});

describe('referral entry', () => {
  it('opens the friend overview before login', async () => {
    const asked = serve({ isAgent: 0 });
    renderEntry();
    fireEvent.click(screen.getByTestId('referral-entry'));
    const overlay = await screen.findByTestId('referral-overlay');
    expect(overlay.textContent).toContain(EN.pr_referral_overview_lead);
    expect(overlay.textContent).toContain(EN.pr_referral_overview_share);
    expect(asked).not.toContain('/wps/promotion/referral');
    fireEvent.click(screen.getByTestId('referral-overlay-register'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/register'));
  });

  it('takes an agent to the register centre', async () => {
    setSessionValues({ token: 'tok', isAgent: 1 });
    serve({ isAgent: 1 });
    renderEntry();
    fireEvent.click(screen.getByTestId('referral-entry'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(AGENT_REGISTER_CENTRE_PATH));
  });

  it('takes a member with referral enabled to the referral page', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    serve({ isAgent: 0, referralEnabled: true });
    renderEntry();
    fireEvent.click(screen.getByTestId('referral-entry'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(MEMBER_REFERRAL_PATH));
  });

  it('opens customer service for a member without referral', async () => {
    setSessionValues({ token: 'tok', isAgent: 0 });
    const asked = serve({ isAgent: 0, referralEnabled: false });
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    renderEntry();
    // The settings must have arrived for the entry to know the customer-service link.
    await waitFor(() => expect(asked).toContain('/wps/system/settings/consolidated'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(screen.getByTestId('referral-entry'));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0]![0]).toBe('https://chat.example.com/room');
    expect(screen.getByTestId('where').textContent).toBe('/promotions');
  });
});
