import type {
  AgentTransferEventData,
  MoneyEventData,
  PaymentConfirmationEventData,
  RealtimeMessage,
} from '@platform/shared';
import type { ToastSpec } from '../../lib/toast-store';

/** Real-time messages that change a balance: each one asks for a balance refresh. */
export const MONEY_MESSAGE_TYPES = new Set<string>([
  'WITHDRAW',
  'DEPOSIT',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
]);

export interface EventFormat {
  t: (key: string, options?: Record<string, unknown>) => string;
  money: (amount: string) => string;
  /** en-US grouping. */
  agentMoney: (amount: string) => string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function moneyData(data: unknown): MoneyEventData | null {
  if (!isObject(data) || typeof data.amount !== 'string' || typeof data.success !== 'boolean') return null;
  return {
    amount: data.amount,
    success: data.success,
    time: typeof data.time === 'number' ? data.time : Date.now(),
    remarks: typeof data.remarks === 'string' && data.remarks.trim() ? data.remarks : null,
  };
}

function agentData(data: unknown): AgentTransferEventData | null {
  if (!isObject(data) || typeof data.amount !== 'string') return null;
  return {
    amount: data.amount,
    time: typeof data.time === 'number' ? data.time : Date.now(),
    from: typeof data.from === 'string' ? data.from : '',
    remarks: typeof data.remarks === 'string' && data.remarks.trim() ? data.remarks : null,
  };
}

/** The payment a PAYMENT_CONFIRMATION message is about, or null when it is malformed. */
export function paymentConfirmationData(message: RealtimeMessage): PaymentConfirmationEventData | null {
  if (message.type !== 'PAYMENT_CONFIRMATION' || !isObject(message.data)) return null;
  const { payDetailId, status, amount, type } = message.data;
  if (typeof payDetailId !== 'number' || typeof status !== 'string' || typeof amount !== 'string')
    return null;
  return {
    payDetailId,
    status: status as PaymentConfirmationEventData['status'],
    amount,
    type: type === 'WITHDRAW' ? 'WITHDRAW' : 'DEPOSIT',
    time: typeof message.data.time === 'number' ? message.data.time : Date.now(),
  };
}

/**
 * The toast of a money message: withdraw approved or rejected (a rejection adds the
 * remarks), deposit arrived or failed, and agent transfers in or out. These are toasts the app
 * raises on its own, so they stay longer than a reply to a click. null: the message has no toast.
 */
export function toastForMessage(message: RealtimeMessage, format: EventFormat): ToastSpec | null {
  const { t } = format;
  if (message.type === 'WITHDRAW' || message.type === 'DEPOSIT') {
    const data = moneyData(message.data);
    if (!data) return null;
    const withdraw = message.type === 'WITHDRAW';
    const title = withdraw
      ? t(data.success ? 'wal_toast_withdraw_ok' : 'wal_toast_withdraw_rejected')
      : t(data.success ? 'wal_toast_deposit_ok' : 'wal_toast_deposit_failed');
    const amount = format.money(data.amount);
    const parts = [amount];
    if (!data.success && data.remarks) parts.push(t('wal_toast_remarks', { remarks: data.remarks }));
    return {
      kind: data.success ? 'success' : 'error',
      title,
      message: parts.join(' · '),
      fromApp: true,
      testId: `toast-${message.type.toLowerCase()}-${data.success ? 'ok' : 'failed'}`,
    };
  }
  if (
    message.type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE' ||
    message.type === 'AGENT_TRANSFER_DOWNLINE_TO_AGENT'
  ) {
    const data = agentData(message.data);
    if (!data) return null;
    const key =
      message.type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE'
        ? 'wal_toast_from_agent'
        : 'wal_toast_from_downline';
    const parts = [format.agentMoney(data.amount)];
    if (data.remarks) parts.push(t('wal_toast_remarks', { remarks: data.remarks }));
    return {
      kind: 'success',
      title: t(key, { name: data.from }),
      message: parts.join(' · '),
      fromApp: true,
      testId: 'toast-agent-transfer',
    };
  }
  return null;
}
