/** Real-time topics and message types. */
export const SESSION_TOPIC = '/topic/user/session';
export const USER_TOPIC_PREFIX = '/topic/user/';
/**
 * The merchant's lottery draws, public like the results page: members and guests (a socket that
 * connects with the `guest` header and no credential) may listen.
 */
export const LOTTERY_TOPIC = '/topic/lottery';

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
  // On LOTTERY_TOPIC: an issue was drawn (LotteryDrawEventData).
  'LOTTERY_DRAW',
  // On ADMIN_RISK_TOPIC: an issue's liability passed the alert threshold (LotteryRiskAlert).
  'LOTTERY_RISK_ALERT',
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

/** Payload of LOTTERY_DRAW: the result is known (its settlement follows). */
export interface LotteryDrawEventData {
  gameCode: string;
  numero: string;
  winNumber: string;
  drawTime: number;
}
