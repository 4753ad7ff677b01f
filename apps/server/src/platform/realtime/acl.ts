import {
  ADMIN_CHAT_TOPIC,
  ADMIN_RISK_TOPIC,
  LOTTERY_TOPIC,
  SESSION_TOPIC,
  userTopic,
} from '@platform/shared';
import {
  chatChannel,
  chatDeskChannel,
  riskDeskChannel,
  lotteryChannel,
  memberSessionChannel,
  sessionChannel,
  userChannel,
} from './channels.js';

/**
 * member: a logged-in customer; visitor: one live-chat conversation; admin: a back-office
 * operator; guest: nobody in particular, for the merchant's public topics only.
 */
export type SocketRole = 'member' | 'visitor' | 'admin' | 'guest';

export interface SubscriberIdentity {
  merchantId: number;
  customerId: number;
  /** member when absent. */
  role?: SocketRole;
  /** A visitor's only conversation. */
  conversationId?: number | null;
  adminId?: number | null;
}

/** Whether a member owns a conversation, or an operator's merchant has it (the support module). */
export interface ChatWatchCheck {
  mayWatch(identity: SubscriberIdentity, conversationId: number): Promise<boolean>;
}

/**
 * The topic ACL and routing in one place: the bus channels a destination maps to for this
 * subscriber, or null when the subscriber may not listen there. Only exact matches are
 * allowed (no wildcards), so a customer can listen to its own topic, the merchant's session
 * topic and its public lottery topic, and a guest to the lottery topic only. The session topic
 * carries the merchant-wide messages and those addressed to this customer's sessions.
 */
export function channelsForDestination(
  identity: SubscriberIdentity,
  destination: string,
): readonly string[] | null {
  const role = identity.role ?? 'member';
  if (destination === LOTTERY_TOPIC && (role === 'member' || role === 'guest')) {
    return [lotteryChannel(identity.merchantId)];
  }
  if (role !== 'member') return null;
  if (destination === SESSION_TOPIC) {
    return [
      sessionChannel(identity.merchantId),
      memberSessionChannel(identity.merchantId, identity.customerId),
    ];
  }
  if (destination === userTopic(identity.customerId)) {
    return [userChannel(identity.merchantId, identity.customerId)];
  }
  return null;
}

const CHAT_TOPIC = /^\/topic\/chat\/([1-9][0-9]{0,15})$/;

/** The conversation id of a /topic/chat/{id} destination, or null. */
export function chatConversationOf(destination: string): number | null {
  const match = CHAT_TOPIC.exec(destination);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The full ACL: the member topics above, then live chat. A visitor may watch its own
 * conversation only; a member the conversations it owns and an operator those of its merchant
 * (asked of the chat module); only operators may watch the desk topic.
 */
export async function authorizeDestination(
  identity: SubscriberIdentity,
  destination: string,
  chat: ChatWatchCheck | null,
): Promise<readonly string[] | null> {
  const role = identity.role ?? 'member';
  const plain = channelsForDestination(identity, destination);
  if (plain) return plain;
  if (destination === ADMIN_CHAT_TOPIC)
    return role === 'admin' ? [chatDeskChannel(identity.merchantId)] : null;
  if (destination === ADMIN_RISK_TOPIC)
    return role === 'admin' ? [riskDeskChannel(identity.merchantId)] : null;
  const conversationId = chatConversationOf(destination);
  if (conversationId === null || role === 'guest') return null;
  if (role === 'visitor') {
    return identity.conversationId === conversationId
      ? [chatChannel(identity.merchantId, conversationId)]
      : null;
  }
  if (!chat || !(await chat.mayWatch(identity, conversationId))) return null;
  return [chatChannel(identity.merchantId, conversationId)];
}
