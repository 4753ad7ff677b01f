import type { RealtimeMessage } from '@platform/shared';
import type { Bus } from '../bus.js';
import { afterCommit } from '../db/ambient.js';
import {
  chatChannel,
  chatDeskChannel,
  riskDeskChannel,
  lotteryChannel,
  memberSessionChannel,
  sessionChannel,
  userChannel,
} from './channels.js';
import { consoleLogger, type RealtimeLogger } from './logger.js';

/**
 * What domain services call to push a message to sockets, on whichever node they are connected.
 * Delivery is best effort (a client refetches state after a reconnect), so a bus failure is
 * logged rather than thrown: a deposit must not fail because a notification could not be sent.
 * The returned promise settles once the bus has taken the message (or failed to), or, inside an
 * ambient transaction (platform/db/ambient.ts), once the message waits for the commit; it rejects
 * only for a programming error (an id that is not a positive integer).
 */
export class RealtimePublisher {
  constructor(
    private readonly bus: Bus,
    private readonly logger: RealtimeLogger = consoleLogger,
  ) {}

  /** To every socket of this customer subscribed to /topic/user/{customerId}. */
  async publishToUser(merchantId: number, customerId: number, message: RealtimeMessage): Promise<void> {
    return this.publish(userChannel(merchantId, customerId), message);
  }

  /** To every socket of this merchant subscribed to /topic/user/session. */
  async publishToSession(merchantId: number, message: RealtimeMessage): Promise<void> {
    return this.publish(sessionChannel(merchantId), message);
  }

  /** To the sockets of this customer subscribed to /topic/user/session (tasks for its sessions). */
  async publishToMemberSession(
    merchantId: number,
    customerId: number,
    message: RealtimeMessage,
  ): Promise<void> {
    return this.publish(memberSessionChannel(merchantId, customerId), message);
  }

  /** To every socket of this merchant, members and guests, subscribed to /topic/lottery. */
  async publishToLottery(merchantId: number, message: RealtimeMessage): Promise<void> {
    return this.publish(lotteryChannel(merchantId), message);
  }

  /** To the customer and the operators subscribed to /topic/chat/{conversationId}. */
  async publishToConversation(
    merchantId: number,
    conversationId: number,
    message: RealtimeMessage,
  ): Promise<void> {
    return this.publish(chatChannel(merchantId, conversationId), message);
  }

  /** To the merchant's operators subscribed to /topic/admin/chat. */
  async publishToChatDesk(merchantId: number, message: RealtimeMessage): Promise<void> {
    return this.publish(chatDeskChannel(merchantId), message);
  }

  /** To the merchant's operators subscribed to /topic/admin/lottery-risk. */
  async publishToRiskDesk(merchantId: number, message: RealtimeMessage): Promise<void> {
    return this.publish(riskDeskChannel(merchantId), message);
  }

  /** Inside a transaction, the message waits for the commit: a change that rolls back is never announced. */
  private async publish(channel: string, message: RealtimeMessage): Promise<void> {
    const payload = JSON.stringify({ type: message.type, data: message.data ?? null });
    await afterCommit(async () => {
      try {
        await this.bus.publish(channel, payload);
      } catch (error) {
        this.logger.error({ err: error, channel, type: message.type }, 'real-time publish failed');
      }
    });
  }
}
