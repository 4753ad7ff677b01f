import type { AdminChatConversation } from '@platform/shared';
import { parseChatFrame } from '../../support';

/**
 * The conversation a desk frame is about: CHAT_MESSAGE carries it in its message, CHAT_STATUS
 * (opened, taken, closed) in its data. Null for anything else.
 */
export function conversationOfFrame(body: string): number | null {
  const frame = parseChatFrame(body);
  if (frame.kind === 'message') return frame.message.conversationId;
  try {
    const parsed = JSON.parse(body) as { data?: { conversationId?: unknown } } | null;
    const id = parsed?.data?.conversationId;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Members by their account; visitors all carry the same kind of name, so their number tells them apart. */
export function customerLabel(
  c: Pick<AdminChatConversation, 'account' | 'customerName' | 'conversationId'>,
): string {
  return c.account ?? `${c.customerName} #${c.conversationId}`;
}
