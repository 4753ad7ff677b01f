import { CHAT_VISITOR_TOKEN_HEADER, chatTopic } from '@platform/shared';
import { realtimeUrl } from '../../../lib/realtime';

const RECONNECT_DELAY_MS = 3_000;

export interface ChatSocketOptions {
  merchant: string;
  conversationId: number;
  /** A member's session token, or null for a visitor. */
  memberToken: string | null;
  visitorToken: string | null;
  onFrame: (body: string) => void;
  /** true on every (re)connect, false when the socket drops: the page refetches on true. */
  onConnected: (connected: boolean) => void;
}

/**
 * A socket of its own for one conversation: visitors have no session socket at all, and the
 * chat page runs in a pop-up or frame where the member's session socket is not open either.
 */
export function connectChatSocket(options: ChatSocketOptions): () => void {
  let closed = false;
  let close: (() => void) | null = null;
  // The STOMP client downloads with the first chat, not with every page.
  void import('@stomp/stompjs').then(({ Client }) => {
    if (closed) return;
    close = open(Client, options);
  });
  return () => {
    closed = true;
    close?.();
  };
}

function open(Client: typeof import('@stomp/stompjs').Client, options: ChatSocketOptions): () => void {
  const connectHeaders: Record<string, string> = { merchant: options.merchant };
  if (options.memberToken) connectHeaders.token = options.memberToken;
  else if (options.visitorToken) connectHeaders[CHAT_VISITOR_TOKEN_HEADER] = options.visitorToken;
  const topic = chatTopic(options.conversationId);
  const client = new Client({
    brokerURL: realtimeUrl(),
    connectHeaders,
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    onConnect: () => {
      client.subscribe(topic, (frame) => options.onFrame(frame.body));
      options.onConnected(true);
    },
    onWebSocketClose: () => options.onConnected(false),
    onStompError: (frame) => console.warn('[chat] broker error', frame.headers.message),
  });
  client.activate();
  return () => {
    void client.deactivate();
  };
}
