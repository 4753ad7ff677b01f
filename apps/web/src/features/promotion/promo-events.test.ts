import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '@platform/shared';
import { claimToastKey, promoToast } from './promo-events';

const format = { t: (key: string) => key, money: (amount: string) => `฿${amount}` };
const claim = (data: Record<string, unknown>): RealtimeMessage =>
  ({
    type: 'PROMOTION_CLAIM',
    data: { title: 'Daily', amount: '10.00', remarks: null, time: 1, ...data },
  }) as RealtimeMessage;

describe('promotion toasts', () => {
  it("the push of a member's own claim is the claim's toast (same key), raised by the app", () => {
    const toast = promoToast(claim({ promotionId: 7, applicationId: null, status: 'APPROVED' }), format);
    expect(toast).toMatchObject({
      title: 'pr_claim_ok',
      key: claimToastKey(7),
      testId: 'toast-claim-ok',
      fromApp: true,
    });
    expect(
      promoToast(claim({ promotionId: null, applicationId: null, status: 'APPROVED' }), format)?.key,
    ).toBe(claimToastKey(null));
  });

  it('an application decided by the merchant keeps its own toast, one per application', () => {
    const toast = promoToast(claim({ promotionId: 7, applicationId: 3, status: 'APPROVED' }), format);
    expect(toast).toMatchObject({
      title: 'pr_toast_approved',
      key: 'application:3',
      testId: 'toast-promotion-approved',
    });
    expect(toast?.key).not.toBe(claimToastKey(7));
  });
});
