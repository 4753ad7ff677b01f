import { Client } from '@stomp/stompjs';
import { ADMIN_CHAT_TOPIC, ADMIN_TOKEN_STOMP_HEADER, chatTopic } from '@platform/shared';
import { getMerchant } from '../../../lib/merchant';
import { realtimeUrl } from '../../../lib/realtime';
import { getAdminToken } from '../admin-session';

/**
 * The desk's socket: the merchant-wide chat topic, plus the open conversation's topic. Returns a
 * function that switches the conversation topic, and one that disconnects. `onState` tells when
 * the broker is reachable, so the desk polls only while it is not.
 */
export function connectDeskSocket(
  onFrame: (body: string) => void,
  onState: (connected: boolean) => void = () => {},
): {
  watch: (conversationId: number | null) => void;
  close: () => void;
} {
  const token = getAdminToken();
  let watched: number | null = null;
  let conversationSub: { unsubscribe: () => void } | null = null;
  const client = new Client({
    brokerURL: realtimeUrl(),
    connectHeaders: { merchant: getMerchant(), ...(token ? { [ADMIN_TOKEN_STOMP_HEADER]: token } : {}) },
    reconnectDelay: 3_000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    onConnect: () => {
      client.subscribe(ADMIN_CHAT_TOPIC, (frame) => onFrame(frame.body));
      conversationSub = null;
      subscribeWatched();
      onState(true);
    },
    onWebSocketClose: () => onState(false),
    onStompError: (frame) => console.warn('[chat desk] broker error', frame.headers.message),
  });
  const subscribeWatched = () => {
    conversationSub?.unsubscribe();
    conversationSub = null;
    if (watched !== null && client.connected)
      conversationSub = client.subscribe(chatTopic(watched), (frame) => onFrame(frame.body));
  };
  client.activate();
  return {
    watch: (conversationId) => {
      watched = conversationId;
      subscribeWatched();
    },
    close: () => void client.deactivate(),
  };
}
