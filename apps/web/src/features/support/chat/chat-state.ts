import { CHAT_MESSAGE_MAX, CHAT_STATUSES, type ChatMessage, type ChatStatus } from '@platform/shared';

/** A message the customer typed that the server has not confirmed yet. */
export interface PendingMessage {
  clientMessageId: string;
  content: string;
  failed: boolean;
}

/** Messages by id, oldest first; a message seen twice (answer and socket) is kept once. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (!incoming.length) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function lastMessageId(messages: readonly ChatMessage[]): number {
  return messages.length ? messages[messages.length - 1]!.id : 0;
}

/** Random and long enough (8-64 characters) that a resend is recognised as the same message. */
export function newClientMessageId(random: () => string = defaultRandom): string {
  return `c-${random()}`.slice(0, 64);
}

function defaultRandom(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export function canSend(content: string, status: ChatStatus | null): boolean {
  const length = content.trim().length;
  return status !== null && status !== 'CLOSED' && length > 0 && content.length <= CHAT_MESSAGE_MAX;
}

export type ChatFrame =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'conversation'; status: ChatStatus | null; agentName: string | null | undefined }
  | { kind: 'other' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isChatMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.conversationId === 'number' &&
    typeof value.content === 'string' &&
    typeof value.sender === 'string'
  );
}

function statusOf(value: unknown): ChatStatus | null {
  return typeof value === 'string' && (CHAT_STATUSES as readonly string[]).includes(value)
    ? (value as ChatStatus)
    : null;
}

/**
 * Reads one frame of a conversation topic: {type: 'CHAT_MESSAGE', data: {conversationId, message}}
 * or {type: 'CHAT_STATUS', data: {conversationId, status, agentName}} (contract ChatMessageEvent,
 * ChatStatusEvent).
 */
export function parseChatFrame(body: string): ChatFrame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'other' };
  }
  if (!isRecord(parsed)) return { kind: 'other' };
  const data = isRecord(parsed.data) ? parsed.data : null;
  const candidates = [data?.message, data, parsed.message, parsed];
  for (const candidate of candidates) {
    if (isChatMessage(candidate)) return { kind: 'message', message: candidate };
  }
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    const status = statusOf(candidate.status);
    if (status) {
      const agentName = typeof candidate.agentName === 'string' ? candidate.agentName : undefined;
      return { kind: 'conversation', status, agentName };
    }
  }
  return { kind: 'other' };
}
