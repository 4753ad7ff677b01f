/**
 * The bus's channel catalogue. Every real-time channel name carries the merchant id, so a
 * message published for one merchant can never reach a socket of another, whichever
 * destination the socket chose.
 */
const PREFIX = 'platform:rt';

/**
 * Session revocations (logout, password change or reset, lock), whatever holds on to a session:
 * sockets today, in-memory session caches later. One channel for all merchants, because every
 * node needs every revocation; the merchant id travels in the message (see
 * platform/session-revocation.ts for its shape).
 */
export const SESSION_REVOKED_CHANNEL = 'platform:session:revoked';

export function userChannel(merchantId: number, customerId: number): string {
  return `${PREFIX}:${positiveId(merchantId, 'merchantId')}:user:${positiveId(customerId, 'customerId')}`;
}

export function sessionChannel(merchantId: number): string {
  return `${PREFIX}:${positiveId(merchantId, 'merchantId')}:session`;
}

/** What one customer's sockets hear on the session topic, beside the merchant-wide messages. */
export function memberSessionChannel(merchantId: number, customerId: number): string {
  return `${sessionChannel(merchantId)}:${positiveId(customerId, 'customerId')}`;
}

/** The merchant's lottery draws (LOTTERY_TOPIC), public. */
export function lotteryChannel(merchantId: number): string {
  return `${PREFIX}:${positiveId(merchantId, 'merchantId')}:lottery`;
}

/** One live-chat conversation: its customer and the merchant's operators watching it. */
export function chatChannel(merchantId: number, conversationId: number): string {
  return `${PREFIX}:${positiveId(merchantId, 'merchantId')}:chat:${positiveId(conversationId, 'conversationId')}`;
}

/** The merchant's back-office chat desk. */
export function chatDeskChannel(merchantId: number): string {
  return `${PREFIX}:${positiveId(merchantId, 'merchantId')}:chat-desk`;
}

/** The merchant's operators watching lottery liability (ADMIN_RISK_TOPIC). */
export function riskDeskChannel(merchantId: number): string {
  return `${PREFIX}:${positiveId(merchantId, 'merchantId')}:risk-desk`;
}

function positiveId(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`${name} must be a positive integer`);
  return value;
}
