import { useRealtimeMessages } from '../../../lib/realtime';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { requestBalanceRefresh, useMoneyStyle } from '../../wallet';
import { requestPromotionRefresh } from '../hooks/usePromotions';
import { promoToast } from '../promo-events';
import { PublicityPopup } from './PublicityPopup';
import { useTranslation } from '../../../lib/i18n';

/**
 * The promotions' part of the real-time socket: MANUAL_PROMO and PROMOTION_CLAIM show their
 * toast, refresh the balance (the bonus is paid) and the promotions (the status changed). Also
 * hosts the publicity popup shown after login. Mounted once, next to the dialogs.
 */
export function PromotionEvents() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  useRealtimeMessages((message) => {
    if (message.type !== 'MANUAL_PROMO' && message.type !== 'PROMOTION_CLAIM') return;
    const toast = promoToast(message, {
      t: (key, options) => t(key, options),
      money: (amount) => formatMoney(amount, style),
    });
    if (toast) toasts.show(toast);
    requestBalanceRefresh();
    requestPromotionRefresh();
  });
  return <PublicityPopup />;
}
