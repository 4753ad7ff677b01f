/** Real-time topics and message types. */
export const SESSION_TOPIC = '/topic/user/session';
export const USER_TOPIC_PREFIX = '/topic/user/';

export function userTopic(customerId: string | number): string {
  return `${USER_TOPIC_PREFIX}${customerId}`;
}

export const REALTIME_MESSAGE_TYPES = [
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'INBOX',
  'WITHDRAW',
  'DEPOSIT',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
  'SPEED_TEST',
  'SESSION_NOTICE',
  // Live chat, on /topic/chat/{conversationId} and the back-office desk topic (contracts/support.ts).
  'CHAT_MESSAGE',
  'CHAT_STATUS',
] as const;
export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPES)[number];

export interface RealtimeMessage<T = unknown> {
  type: RealtimeMessageType;
  data: T;
}

/** Payload of WITHDRAW and DEPOSIT messages. */
export interface MoneyEventData {
  amount: string;
  time: number;
  success: boolean;
  remarks: string | null;
}
