import { useEffect, useRef } from 'react';
import type { Client, IMessage } from '@stomp/stompjs';
import { SESSION_TOPIC, userTopic, type RealtimeMessage } from '@platform/shared';
import { getMerchant } from './merchant';
import { useSession } from './session';

export type RealtimeListener = (message: RealtimeMessage, topic: string) => void;

const RECONNECT_DELAY_MS = 5_000;
const listeners = new Set<RealtimeListener>();
let client: Client | null = null;
let clientKey = '';
/** Bumped by every connect and disconnect, so a client whose code arrives too late is not started. */
let generation = 0;

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function dispatch(frame: IMessage, topic: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame.body);
  } catch {
    return;
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof (parsed as { type?: unknown }).type !== 'string'
  ) {
    return;
  }
  for (const listener of listeners) {
    try {
      listener(parsed as RealtimeMessage, topic);
    } catch (error) {
      console.error('[realtime] listener failed', error);
    }
  }
}

export function connectRealtime(options: { token: string; customerId: string; merchant?: string }): void {
  const merchant = options.merchant ?? getMerchant();
  const key = `${merchant}|${options.token}|${options.customerId}`;
  if (clientKey === key) return;
  disconnectRealtime();
  clientKey = key;
  const mine = generation;
  const topics = [userTopic(options.customerId), SESSION_TOPIC];
  // Only members have a session socket: visitors never download the STOMP client.
  void import('@stomp/stompjs').then(({ Client }) => {
    if (generation !== mine) return;
    const next = new Client({
      brokerURL: realtimeUrl(),
      connectHeaders: { merchant, token: options.token },
      reconnectDelay: RECONNECT_DELAY_MS,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      onConnect: () => {
        for (const topic of topics) next.subscribe(topic, (frame) => dispatch(frame, topic));
      },
      onStompError: (frame) => console.warn('[realtime] broker error', frame.headers.message),
    });
    client = next;
    next.activate();
  });
}

export function disconnectRealtime(): void {
  generation++;
  const current = client;
  client = null;
  clientKey = '';
  if (current) void current.deactivate();
}

export function onRealtimeMessage(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls the handler for every message on the person's topics while mounted. */
export function useRealtimeMessages(handler: RealtimeListener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeMessage((message, topic) => latest.current(message, topic)), []);
}

/** Keeps one socket open while a token and customer id are held. */
export function useRealtimeConnection(): void {
  const { token, customerId } = useSession();
  useEffect(() => {
    if (token && customerId) connectRealtime({ token, customerId });
    else disconnectRealtime();
  }, [token, customerId]);
}
