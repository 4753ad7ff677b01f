import { Suspense, useEffect, useRef } from 'react';
import { lazyWithTexts } from '../../../lib/lazy-page';
import { WALLET_TEXTS } from '../texts';
import { useRealtimeMessages } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { toasts } from '../../../lib/toast-store';
import { formatAgentAmount, formatMoney } from '../../../lib/money/amounts';
import { MONEY_MESSAGE_TYPES, paymentConfirmationData, toastForMessage } from '../money-events';
import { requestBalanceRefresh, useMoneyStyle } from '../hooks/useWallet';
import {
  confirmationModal,
  refetchPaymentConfirmations,
  useConfirmationModalOpen,
  usePaymentConfirmations,
} from '../hooks/usePaymentConfirmations';
import { useTranslation } from '../../../lib/i18n';

/**
 * The wallet's part of the real-time socket: every money message refreshes the balance
 * (debounced), WITHDRAW / DEPOSIT / AGENT_TRANSFER_* show their toasts, and a payment waiting
 * for the person's confirmation opens the confirmation modal. Mounted once, next to the dialogs.
 */
export function WalletEvents() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const { token } = useSession();
  const confirmations = usePaymentConfirmations();
  const modalOpen = useConfirmationModalOpen();
  const openedFor = useRef<string | null>(null);
  const lastTotal = useRef(0);

  useRealtimeMessages((message) => {
    if (!MONEY_MESSAGE_TYPES.has(message.type)) return;
    requestBalanceRefresh();
    const toast = toastForMessage(message, {
      t: (key, options) => t(key, options),
      money: (amount) => formatMoney(amount, style),
      agentMoney: (amount) => formatAgentAmount(amount, style),
    });
    if (toast) toasts.show(toast);
    const payment = paymentConfirmationData(message);
    if (payment) {
      void refetchPaymentConfirmations();
      if (payment.status === 'WAITING') confirmationModal.open();
    }
  });

  // Payments already waiting when the session starts open the modal once for that session.
  const waiting = confirmations.data?.total ?? 0;
  useEffect(() => {
    if (!token || !confirmations.isSuccess || openedFor.current === token) return;
    openedFor.current = token;
    if (waiting > 0) confirmationModal.open();
  }, [token, confirmations.isSuccess, waiting]);

  // The last payment answered: nothing is left to do in the modal.
  useEffect(() => {
    if (modalOpen && lastTotal.current > 0 && waiting === 0 && confirmations.isSuccess)
      confirmationModal.close();
    lastTotal.current = waiting;
  }, [modalOpen, waiting, confirmations.isSuccess]);

  // A session that ends takes its modal and its money toasts with it.
  useEffect(() => {
    if (token) return;
    confirmationModal.close();
    toasts.closeAll();
  }, [token]);

  return token ? (
    <Suspense fallback={null}>
      <PaymentConfirmationModal />
    </Suspense>
  ) : null;
}

// Only members get confirmations to answer; visitors never download the modal.
const PaymentConfirmationModal = lazyWithTexts(
  () => import('./PaymentConfirmationModal').then((m) => m.PaymentConfirmationModal),
  [WALLET_TEXTS],
);
