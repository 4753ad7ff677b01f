import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildFlagTree } from '@platform/shared';
import { DialogHost } from '../../../lib/ui/DialogHost';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { setSessionValues } from '../../../lib/session';
import { MemberCentre } from '../../account';
import { memberInfoAnswer, merchantWalletAnswer, settingsAnswer } from '../../../app/test-answers';

const MEMBER = memberInfoAnswer({
  id: 7,
  customerId: 7,
  account: 'player07',
  nickname: 'Lucky Seven',
  type: 0,
  toUpline: 1,
  showLevel: true,
  icon: 5,
  currency: 'THB',
  merchantCode: 'demo',
});

/** What the server answers a money request of this path (a pending request of 150.00). */
function postAnswer(path: string): unknown {
  if (path === '/wps/wallet/deposit' || path === '/wps/wallet/withdraw') {
    return {
      id: 1,
      direction: path === '/wps/wallet/deposit' ? 'DEPOSIT' : 'WITHDRAW',
      method: 'BANK',
      amount: '150.00',
      currency: 'THB',
      status: 'PENDING',
      accountNo: null,
      bankName: null,
      remarks: null,
      decisionRemarks: null,
      payDetailId: null,
      createdAt: 1_700_000_000_000,
      decidedAt: null,
    };
  }
  return {
    transferId: 1,
    kind: 'to_upline',
    status: 'posted',
    amount: '150.00',
    balanceAfter: '23850.00',
    createdAt: 1_700_000_000_000,
  };
}

const wallet = (code: string, typeId: number, avail: string, held = '0.00') => ({
  typeId,
  code,
  accountName: code,
  displayName: code,
  availBalance: avail,
  balance: avail,
  heldBalance: held,
});

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

function serve(
  options: { isSingle?: boolean; toUpline?: number; failPosts?: number; turnoverLeft?: string } = {},
) {
  const on = new Set(['MEMBERCENTER', 'DEPOSIT', 'WITHDRAW', 'AGETRANSFERUP3', 'PAYMENTPASS3']);
  const isSingle = options.isSingle ?? false;
  const answers: Record<string, unknown> = {
    '/wps/member/info': { ...MEMBER, toUpline: options.toUpline ?? 1 },
    '/wps/system/settings/consolidated': settingsAnswer({
      merchantCode: 'demo',
      whitelabel: buildFlagTree(on),
      currency: 'THB',
      currencySymbol: '฿',
      currencyPosition: 'F',
      gw: { GEETEST_ID: '', GEETEST_VERSION: '', PROFILE_ICON_COUNT: 9 },
    }),
    '/wps/relay/WPSCORE_getMerchantWallet': merchantWalletAnswer({
      merchantCode: 'demo',
      isSingle,
      currency: 'THB',
      currencySymbol: '฿',
      wallets: [],
      deposit: { min: '100.00', max: '500000.00' },
      withdraw: { min: '100.00', max: '200000.00' },
    }),
    '/wps/member/info/funds/consolidated': {
      money: '25000.00',
      sumBalance: '25000.00',
      currency: 'THB',
      currencySymbol: '฿',
      isSingle,
      walletList: isSingle
        ? [wallet('MAIN', 0, '25000.00')]
        : [wallet('MAIN', 0, '24000.00', '500.00'), wallet('LOTT', 1, '1000.00')],
    },
    '/wps/wallet/deposits': { list: [], page: 1, size: 10, total: 0 },
    '/wps/wallet/deposit-methods': { expiryMinutes: 30, methods: [] },
    '/wps/wallet/withdrawals': { list: [], page: 1, size: 10, total: 0 },
    '/wps/wallet/turnover': {
      currency: 'THB',
      remaining: options.turnoverLeft ?? '0.00',
      turnover: '0.00',
      requirements: [],
    },
  };
  const sent: Sent[] = [];
  let failures = options.failPosts ?? 0;
  const release: Array<() => void> = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0]!;
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      sent.push({ method, path, body: JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown> });
      // Each POST waits for the test to let it through, so a double click lands while it is open.
      await new Promise<void>((resolve) => release.push(resolve));
      if (failures > 0) {
        failures--;
        return new Response('', { status: 502 });
      }
      return new Response(
        JSON.stringify({
          success: true,
          value: postAnswer(path),
          errorCode: null,
          message: null,
        }),
      );
    }
    const value = answers[path] ?? null;
    return new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, release: () => release.splice(0).forEach((r) => r()) };
}

function renderPage(page: string) {
  const router = createMemoryRouter([{ path: '/member', element: <MemberCentre /> }], {
    initialEntries: [`/member?page=${page}`],
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(async () => {
  sessionStorage.clear();
  queryClient.clear();
  setSessionValues({ token: 'tok', isAgent: 0, customerId: 7 });
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  dialogs.closeAll();
  vi.unstubAllGlobals();
});

describe('member centre wallet pages', () => {
  it('offers transfer fund for a transfer-wallet merchant and transfer to upline when allowed', async () => {
    serve();
    renderPage('depositv2');
    await screen.findByTestId('member-nav-transferFund');
    await screen.findByTestId('member-nav-transferUpline');
    expect(await screen.findByTestId('deposit-page')).toBeTruthy();
  });

  it('hides transfer fund for a single-wallet merchant and refuses it when opened anyway', async () => {
    serve({ isSingle: true, toUpline: 0 });
    renderPage('transferFund');
    await screen.findByTestId('transfer-single-wallet');
    expect(screen.queryByTestId('member-nav-transferUpline')).toBeNull();
    // The page opened by address stays reachable, but only its own link, never in the offer.
    await waitFor(() => expect(screen.getByTestId('member-nav-depositv2')).toBeTruthy());
    expect(screen.queryByTestId('transfer-form')).toBeNull();
  });

  it('refuses transfer to upline when toUpline is not 1', async () => {
    serve({ toUpline: 0 });
    renderPage('transferUpline');
    await screen.findByTestId('transfer-upline-refused');
    expect(screen.queryByTestId('upline-form')).toBeNull();
  });
});

describe('idempotent deposit submit', () => {
  it('sends a double click once, and a retry after a lost answer under the same requestId', async () => {
    const server = serve({ failPosts: 1 });
    renderPage('depositv2');
    const amount = await screen.findByTestId('deposit-amount');
    fireEvent.change(amount, { target: { value: '150' } });
    const submit = screen.getByTestId('deposit-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await act(async () => server.release());
    // The 502 is only logged; the person presses submit again.
    await waitFor(() =>
      expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    await act(async () => server.release());
    const [first, second] = server.sent;
    expect(first!.path).toBe('/wps/wallet/deposit');
    expect(first!.body).toMatchObject({ amount: '150.00', method: 'BANK' });
    expect(typeof first!.body!.requestId).toBe('string');
    expect(second!.body!.requestId).toBe(first!.body!.requestId);
    // Sent: said on the page, no dialog.
    expect((await screen.findByTestId('deposit-sent')).textContent).toContain('฿150.00');
    expect(screen.queryByTestId('dialog-message')).toBeNull();
  });

  it('checks the amount against the server limits before sending', async () => {
    const server = serve();
    renderPage('depositv2');
    fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('error-deposit-amount')).textContent).toContain('฿100.00');
    expect(server.sent).toHaveLength(0);
  });
});

describe('withdraw page', () => {
  it('shows what may be spent and what is held, and checks the account number and payment password', async () => {
    const server = serve();
    renderPage('withdraw');
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('฿24,000.00'));
    expect(screen.getByTestId('withdraw-held').textContent).toBe('฿500.00');
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('withdraw-bank'), { target: { value: 'Kasikorn' } });
    fireEvent.change(screen.getByTestId('withdraw-account'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('error-withdraw-account');
    await screen.findByTestId('error-withdraw-password');
    expect(server.sent).toHaveLength(0);
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '24000.01' } });
    fireEvent.change(screen.getByTestId('withdraw-account'), { target: { value: '123-456-7890' } });
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('error-withdraw-amount')).textContent).toBe(i18n.t('wal_amount_over'));
    expect(server.sent).toHaveLength(0);
  });

  it('shows the turnover to go only while something is left', async () => {
    serve({ turnoverLeft: '1000.00' });
    renderPage('withdraw');
    await waitFor(() => expect(screen.getByTestId('withdraw-turnover').textContent).toContain('฿1,000.00'));
    screen.getByTestId('withdraw-turnover-hint');
    cleanup();
    queryClient.clear();
    serve({ turnoverLeft: '0.00' });
    renderPage('withdraw');
    await waitFor(() => expect(screen.getByTestId('withdraw-available').textContent).toBe('฿24,000.00'));
    // The turnover answer is in: still nothing about it on the page.
    await waitFor(() =>
      expect(queryClient.getQueryData(['wallet', 'money', 'turnover', 'tok'])).toMatchObject({
        remaining: '0.00',
      }),
    );
    expect(screen.queryByTestId('withdraw-turnover')).toBeNull();
    expect(screen.queryByTestId('withdraw-turnover-hint')).toBeNull();
  });
});
