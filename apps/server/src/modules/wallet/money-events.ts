import type {
  AgentTransferEventData,
  MoneyEventData,
  PaymentConfirmationEventData,
  RealtimeMessageType,
} from '@platform/shared';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';

/**
 * The real-time messages of money events, sent to /topic/user/{customerId} once the
 * transaction that caused them has committed (a rolled-back change must never be announced).
 */
export class MoneyEvents {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** DEPOSIT or WITHDRAW: approved or arrived (success) or rejected or failed, with remarks. */
  funding(
    merchantId: number,
    customerId: number,
    type: 'DEPOSIT' | 'WITHDRAW',
    data: Omit<MoneyEventData, 'time'>,
  ): Promise<void> {
    return this.send(merchantId, customerId, type, { ...data, time: this.now().getTime() });
  }

  agentTransfer(
    merchantId: number,
    customerId: number,
    type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE' | 'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
    data: Omit<AgentTransferEventData, 'time'>,
  ): Promise<void> {
    return this.send(merchantId, customerId, type, { ...data, time: this.now().getTime() });
  }

  paymentConfirmation(
    merchantId: number,
    customerId: number,
    data: Omit<PaymentConfirmationEventData, 'time'>,
  ): Promise<void> {
    return this.send(merchantId, customerId, 'PAYMENT_CONFIRMATION', { ...data, time: this.now().getTime() });
  }

  private send(merchantId: number, customerId: number, type: RealtimeMessageType, data: unknown) {
    return this.publisher.publishToUser(merchantId, customerId, { type, data });
  }
}
