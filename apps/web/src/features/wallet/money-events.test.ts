import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '@platform/shared';
import { paymentConfirmationData, toastForMessage, type EventFormat } from './money-events';

const format: EventFormat = {
  t: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
  money: (amount) => `฿${amount}`,
  agentMoney: (amount) => `agent:${amount}`,
};
const message = (type: string, data: unknown) => ({ type, data }) as RealtimeMessage;

describe('toasts of money messages (spec 7)', () => {
  it('withdraw approved, and rejected with its remarks', () => {
    expect(
      toastForMessage(
        message('WITHDRAW', { amount: '1000.00', time: 1, success: true, remarks: 'paid' }),
        format,
      ),
    ).toMatchObject({ kind: 'success', title: 'wal_toast_withdraw_ok', message: '฿1000.00', fromApp: true });
    const rejected = toastForMessage(
      message('WITHDRAW', { amount: '1000.00', time: 1, success: false, remarks: 'Name mismatch' }),
      format,
    );
    expect(rejected).toMatchObject({ kind: 'error', title: 'wal_toast_withdraw_rejected', fromApp: true });
    expect(rejected!.message).toBe('฿1000.00 · wal_toast_remarks {"remarks":"Name mismatch"}');
  });

  it('deposit arrived, and failed with remarks', () => {
    expect(
      toastForMessage(
        message('DEPOSIT', { amount: '500.00', time: 1, success: true, remarks: null }),
        format,
      ),
    ).toMatchObject({ kind: 'success', title: 'wal_toast_deposit_ok', message: '฿500.00' });
    expect(
      toastForMessage(
        message('DEPOSIT', { amount: '500.00', time: 1, success: false, remarks: 'No money' }),
        format,
      ),
    ).toMatchObject({
      kind: 'error',
      title: 'wal_toast_deposit_failed',
      message: '฿500.00 · wal_toast_remarks {"remarks":"No money"}',
    });
  });

  it('agent transfers use the en-US agent amount and name the sender', () => {
    const toast = toastForMessage(
      message('AGENT_TRANSFER_DOWNLINE_TO_AGENT', {
        amount: '1234.50',
        time: 1,
        from: 'Lucky',
        remarks: null,
      }),
      format,
    );
    expect(toast).toMatchObject({
      title: 'wal_toast_from_downline {"name":"Lucky"}',
      message: 'agent:1234.50',
    });
  });

  it('has no toast for other or malformed messages', () => {
    expect(toastForMessage(message('INBOX', { amount: '1' }), format)).toBeNull();
    expect(toastForMessage(message('WITHDRAW', { amount: 5, success: true }), format)).toBeNull();
    expect(toastForMessage(message('DEPOSIT', null), format)).toBeNull();
    expect(
      toastForMessage(
        message('PAYMENT_CONFIRMATION', { payDetailId: 1, status: 'WAITING', amount: '1' }),
        format,
      ),
    ).toBeNull();
  });

  it('reads the payment of a PAYMENT_CONFIRMATION message', () => {
    expect(
      paymentConfirmationData(
        message('PAYMENT_CONFIRMATION', {
          payDetailId: 9,
          type: 'DEPOSIT',
          amount: '700.00',
          status: 'WAITING',
          time: 5,
        }),
      ),
    ).toEqual({ payDetailId: 9, type: 'DEPOSIT', amount: '700.00', status: 'WAITING', time: 5 });
    expect(paymentConfirmationData(message('PAYMENT_CONFIRMATION', { status: 'WAITING' }))).toBeNull();
    expect(
      paymentConfirmationData(message('DEPOSIT', { payDetailId: 1, status: 'WAITING', amount: '1' })),
    ).toBeNull();
  });
});
