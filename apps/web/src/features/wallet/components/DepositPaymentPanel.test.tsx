import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage, i18n, I18nProvider, loadTexts } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { setSessionValues } from '../../../lib/session';
import { WALLET_TEXTS } from '../texts';
import type { DepositPaymentValue } from '../api/wallet';
import { PaymentDetails } from './DepositPaymentPanel';

const NOW = 1_800_000_000_000;

function value(
  patch: Partial<DepositPaymentValue['payment']> = {},
  status: DepositPaymentValue['status'] = 'PENDING',
) {
  return {
    id: 41,
    direction: 'DEPOSIT',
    method: 'BANK',
    amount: '500.00',
    currency: 'THB',
    status,
    accountNo: null,
    bankName: null,
    remarks: null,
    decisionRemarks: null,
    payDetailId: null,
    createdAt: NOW,
    decidedAt: null,
    qrImage: null,
    payment: {
      methodId: 1,
      methodName: 'Bank Transfer',
      kind: 'BANK_TRANSFER',
      bankName: 'Kasikorn Bank',
      accountName: 'Golden Lotus Co., Ltd.',
      accountNo: '123-4-56789-0',
      hasQr: false,
      reference: 'K7Q2M9TX',
      expiresAt: NOW + 30 * 60_000,
      expired: false,
      receiptUploaded: false,
      ...patch,
    },
  } as DepositPaymentValue;
}

function renderPanel(v: DepositPaymentValue, onNew = () => {}) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PaymentDetails value={v} onNew={onNew} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  queryClient.clear();
  setSessionValues({ token: 'tok', isAgent: 0, customerId: 7 });
  await changeLanguage('EN', false);
  await loadTexts(WALLET_TEXTS);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('deposit payment panel', () => {
  it('shows the account, the exact amount, the reference and a countdown that ticks down', async () => {
    renderPanel(value());
    expect(screen.getByTestId('deposit-pay-bank').textContent).toBe('Kasikorn Bank');
    expect(screen.getByTestId('deposit-pay-account-no').textContent).toBe('123-4-56789-0');
    expect(screen.getByTestId('deposit-pay-account-name').textContent).toBe('Golden Lotus Co., Ltd.');
    expect(screen.getByTestId('deposit-pay-amount').textContent).toBe('500.00');
    expect(screen.getByTestId('deposit-pay-reference').textContent).toBe('K7Q2M9TX');
    expect(screen.getByTestId('deposit-pay-note').textContent).toContain('K7Q2M9TX');
    expect(screen.getByTestId('deposit-countdown').textContent).toContain('30:00');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('deposit-countdown').textContent).toContain('28:59');
    expect(screen.getByTestId('deposit-panel').getAttribute('data-status')).toBe('PENDING');
    expect(screen.queryByTestId('deposit-pay-qr')).toBeNull();
    expect(screen.getByTestId('deposit-receipt')).toBeTruthy();
  });

  it('copies a value with its button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel(value());
    fireEvent.click(screen.getByTestId('deposit-pay-reference-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7Q2M9TX'));
    await waitFor(() => expect(screen.getByTestId('deposit-pay-reference-copy').textContent).toBe('Copied'));
  });

  it('turns expired when the time runs out, and hides the countdown', async () => {
    renderPanel(value({ expiresAt: NOW + 2_000 }));
    expect(screen.getByTestId('deposit-countdown').textContent).toContain('0:02');
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByTestId('deposit-panel').getAttribute('data-status')).toBe('EXPIRED');
    expect(screen.queryByTestId('deposit-countdown')).toBeNull();
    expect(screen.getByTestId('deposit-panel-state').textContent).toContain('Expired');
  });

  it('shows the QR image of a QR method', () => {
    renderPanel({ ...value({ kind: 'QR_EWALLET', hasQr: true }), qrImage: 'data:image/png;base64,AAAA' });
    expect(screen.getByTestId('deposit-pay-qr').getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses a receipt that is not a JPG or PNG before sending, and sends one that is', async () => {
    const receiptCalls: RequestInit[] = [];
    const fetch = vi.fn(async (input: string, init?: RequestInit) => {
      if (!input.includes('/receipt')) {
        return new Response(
          JSON.stringify({ success: false, value: null, errorCode: 'system.error', message: null }),
          { status: 500 },
        );
      }
      receiptCalls.push(init!);
      const answer = { ...value({ receiptUploaded: true }) } as Record<string, unknown>;
      delete answer.qrImage;
      return new Response(JSON.stringify({ success: true, value: answer, errorCode: null, message: null }));
    });
    vi.stubGlobal('fetch', fetch);
    renderPanel(value());
    const input = screen.getByTestId('deposit-receipt-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'slip.gif', { type: 'image/gif' })] } });
    expect((await screen.findByTestId('deposit-receipt-error')).textContent).toContain('JPG or PNG');
    expect(receiptCalls).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['png'], 'slip.png', { type: 'image/png' })] } });
    await waitFor(() => expect(receiptCalls).toHaveLength(1));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/wps/wallet/deposits/41/receipt'))).toBe(
      true,
    );
    expect(receiptCalls[0]!.body).toBeInstanceOf(FormData);
    await waitFor(() => expect(screen.queryByTestId('deposit-receipt-error')).toBeNull());
  });

  it('says a decided deposit is confirmed, without countdown or upload', () => {
    renderPanel(value({}, 'APPROVED'));
    expect(screen.getByTestId('deposit-panel').getAttribute('data-status')).toBe('APPROVED');
    expect(screen.queryByTestId('deposit-countdown')).toBeNull();
    expect(screen.queryByTestId('deposit-receipt')).toBeNull();
  });
});
