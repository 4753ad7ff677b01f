import { useEffect, useRef } from 'react';
import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import { LOTTERY_TOPIC, SESSION_TOPIC, userTopic, type RealtimeMessage } from '@platform/shared';
import { getMerchant } from './merchant';
import { useSession } from './session';

export type RealtimeListener = (message: RealtimeMessage, topic: string) => void;

const RECONNECT_DELAY_MS = 5_000;
const listeners = new Set<RealtimeListener>();
let client: Client | null = null;
let clientKey = '';
/** Bumped by every connect and disconnect, so a client whose code arrives too late is not started. */
let generation = 0;
/** The member the open socket belongs to; null for a guest socket or none. */
let member: { token: string; customerId: string } | null = null;

/**
 * Public topics some mounted screen listens to, with how many screens do. A member's socket
 * carries them beside the member's own topics; without a member a guest socket is opened for
 * them, and closed again when the last screen goes.
 */
const publicInterest = new Map<string, number>();
const publicSubscriptions = new Map<string, StompSubscription>();

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

/** Subscribes the open socket to the public topics wanted now and drops the others. */
function syncPublicTopics(): void {
  const current = client;
  if (!current?.connected) return;
  for (const [topic, subscription] of publicSubscriptions) {
    if (publicInterest.has(topic)) continue;
    subscription.unsubscribe();
    publicSubscriptions.delete(topic);
  }
  for (const topic of publicInterest.keys()) {
    if (!publicSubscriptions.has(topic)) {
      publicSubscriptions.set(
        topic,
        current.subscribe(topic, (frame) => dispatch(frame, topic)),
      );
    }
  }
}

function open(key: string, headers: Record<string, string>, ownTopics: string[]): void {
  if (clientKey === key) return;
  closeClient();
  clientKey = key;
  const mine = generation;
  // Only a socket's first use downloads the STOMP client.
  void import('@stomp/stompjs').then(({ Client }) => {
    if (generation !== mine) return;
    const next = new Client({
      brokerURL: realtimeUrl(),
      connectHeaders: headers,
      reconnectDelay: RECONNECT_DELAY_MS,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      onConnect: () => {
        // A reconnect starts a new STOMP session: every subscription is made again.
        publicSubscriptions.clear();
        for (const topic of ownTopics) next.subscribe(topic, (frame) => dispatch(frame, topic));
        syncPublicTopics();
      },
      onStompError: (frame) => console.warn('[realtime] broker error', frame.headers.message),
    });
    client = next;
    next.activate();
  });
}

function closeClient(): void {
  generation++;
  const current = client;
  client = null;
  clientKey = '';
  publicSubscriptions.clear();
  if (current) void current.deactivate();
}

/** A guest socket while public topics are wanted and no member socket is open; none otherwise. */
function settleGuest(): void {
  if (member) return;
  const merchant = getMerchant();
  if (publicInterest.size > 0) open(`${merchant}|guest`, { merchant, guest: 'true' }, []);
  else closeClient();
}

export function connectRealtime(options: { token: string; customerId: string; merchant?: string }): void {
  const merchant = options.merchant ?? getMerchant();
  member = { token: options.token, customerId: options.customerId };
  open(`${merchant}|${options.token}|${options.customerId}`, { merchant, token: options.token }, [
    userTopic(options.customerId),
    SESSION_TOPIC,
  ]);
}

/** Ends the member's socket; a guest one follows when a screen still wants public topics. */
export function disconnectRealtime(): void {
  member = null;
  closeClient();
  settleGuest();
}

export function onRealtimeMessage(listener: RealtimeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Listens to a public topic (see LOTTERY_TOPIC) until the returned function is called. */
export function watchPublicTopic(topic: string): () => void {
  publicInterest.set(topic, (publicInterest.get(topic) ?? 0) + 1);
  if (member) syncPublicTopics();
  else settleGuest();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (publicInterest.get(topic) ?? 1) - 1;
    if (left > 0) publicInterest.set(topic, left);
    else publicInterest.delete(topic);
    if (member) syncPublicTopics();
    else settleGuest();
  };
}

/** Calls the handler for every message on the person's topics while mounted. */
export function useRealtimeMessages(handler: RealtimeListener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeMessage((message, topic) => latest.current(message, topic)), []);
}

/** Hears the merchant's lottery draws while mounted, member or not. */
export function useLotteryDraws(handler: RealtimeListener): void {
  useRealtimeMessages((message, topic) => {
    if (topic === LOTTERY_TOPIC) handler(message, topic);
  });
  useEffect(() => watchPublicTopic(LOTTERY_TOPIC), []);
}

/** Keeps one socket open while a token and customer id are held. */
export function useRealtimeConnection(): void {
  const { token, customerId } = useSession();
  useEffect(() => {
    if (token && customerId) connectRealtime({ token, customerId });
    else disconnectRealtime();
  }, [token, customerId]);
}
