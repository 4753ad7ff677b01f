import type { ManualPromoEventData, PromotionClaimEventData, RealtimeMessage } from '@platform/shared';
import type { ToastSpec } from '../../lib/toast-store';

export interface PromoEventFormat {
  t: (key: string, options?: Record<string, unknown>) => string;
  money: (amount: string) => string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The toast of a MANUAL_PROMO or PROMOTION_CLAIM message: a bonus paid by the merchant,
 * or an application approved or rejected (with the merchant's remarks). The app raises them on
 * its own, so they stay longer than a reply to a click. null: not a promotion message, or malformed.
 */
/**
 * The key of a paid claim's toast. The member's own claim (task, raffle, rebate, referral) is
 * answered twice, by the claim's reply and by the PROMOTION_CLAIM push that follows: both toasts
 * carry this key, so one claim shows one toast.
 */
export function claimToastKey(promotionId: number | null | undefined): string {
  return `claim:${promotionId ?? 'rebate'}`;
}

export function promoToast(message: RealtimeMessage, format: PromoEventFormat): ToastSpec | null {
  const { t } = format;
  if (!isObject(message.data)) return null;
  if (message.type === 'MANUAL_PROMO') {
    const data = message.data as Partial<ManualPromoEventData>;
    if (typeof data.amount !== 'string') return null;
    const parts = [data.title ?? '', format.money(data.amount)].filter(Boolean);
    if (data.remarks) parts.push(data.remarks);
    return {
      kind: 'success',
      title: t('pr_toast_manual'),
      message: parts.join(' · '),
      fromApp: true,
      testId: 'toast-manual-promo',
    };
  }
  if (message.type === 'PROMOTION_CLAIM') {
    const data = message.data as Partial<PromotionClaimEventData>;
    if (typeof data.status !== 'string') return null;
    const approved = data.status === 'APPROVED';
    const rejected = data.status === 'REJECTED';
    // No application: the member claimed it themselves and the click already showed the toast.
    const ownClaim = approved && data.applicationId == null;
    const parts = [data.title ?? ''];
    if (approved && typeof data.amount === 'string') parts.push(format.money(data.amount));
    if (rejected && data.remarks) parts.push(t('pr_toast_remarks', { remarks: data.remarks }));
    return {
      kind: approved ? 'success' : rejected ? 'error' : 'info',
      title: ownClaim
        ? t('pr_claim_ok')
        : t(approved ? 'pr_toast_approved' : rejected ? 'pr_toast_rejected' : 'pr_toast_pending'),
      message: parts.filter(Boolean).join(' · '),
      fromApp: true,
      key: ownClaim
        ? claimToastKey(data.promotionId)
        : `application:${data.applicationId ?? data.promotionId}`,
      testId: ownClaim ? 'toast-claim-ok' : `toast-promotion-${data.status.toLowerCase()}`,
    };
  }
  return null;
}
