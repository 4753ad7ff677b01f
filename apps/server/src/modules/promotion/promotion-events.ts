import type { ManualPromoEventData, PromotionClaimEventData } from '@platform/shared';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';

/** PROMOTION_CLAIM and MANUAL_PROMO pushes to /topic/user/{customerId}, sent after commit. */
export class PromotionEvents {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  claim(merchantId: number, customerId: number, data: Omit<PromotionClaimEventData, 'time'>) {
    return this.publisher.publishToUser(merchantId, customerId, {
      type: 'PROMOTION_CLAIM',
      data: { ...data, time: this.now().getTime() },
    });
  }

  manualPromo(merchantId: number, customerId: number, data: Omit<ManualPromoEventData, 'time'>) {
    return this.publisher.publishToUser(merchantId, customerId, {
      type: 'MANUAL_PROMO',
      data: { ...data, time: this.now().getTime() },
    });
  }
}
