import type { HeartBeatPolicy } from './heartbeat.js';

export interface BrokerOptions {
  /** HTTP upgrade path the broker answers; every other upgrade is refused. */
  path: string;
  /** CONNECTED frame's server header. */
  serverName: string;
  heartBeat: HeartBeatPolicy;
  /** WebSocket ping interval for clients that negotiated no heart-beats, so dead peers are still noticed. */
  fallbackPingMs: number;
  /** How often each socket's session is re-checked, so a logout or block ends its sockets. */
  revalidateMs: number;
  /** Session checks running at once during a re-check sweep, to spare the database pool. */
  revalidateConcurrency: number;
  /** Time allowed between the upgrade and a successful CONNECT. */
  connectTimeoutMs: number;
  /** How long a SUBSCRIBE with a receipt waits for the bus subscription before answering anyway. */
  receiptWaitMs: number;
  maxFrameBytes: number;
  maxHeaders: number;
  maxSubscriptions: number;
  /** Frames received but not handled yet (they queue while CONNECT is being checked). */
  maxQueuedFrames: number;
  /** A socket whose unsent output grows past this is a slow consumer and is dropped. */
  maxBufferedBytes: number;
}

export const DEFAULT_BROKER_OPTIONS: BrokerOptions = {
  path: '/ws',
  serverName: 'platform-stomp/1.0',
  heartBeat: { sendMs: 10_000, expectMs: 10_000 },
  fallbackPingMs: 30_000,
  revalidateMs: 60_000,
  revalidateConcurrency: 8,
  connectTimeoutMs: 10_000,
  receiptWaitMs: 5_000,
  maxFrameBytes: 64 * 1024,
  maxHeaders: 64,
  maxSubscriptions: 20,
  maxQueuedFrames: 100,
  maxBufferedBytes: 1024 * 1024,
};

export function brokerOptions(overrides: Partial<BrokerOptions> = {}): BrokerOptions {
  return {
    ...DEFAULT_BROKER_OPTIONS,
    ...overrides,
    heartBeat: { ...DEFAULT_BROKER_OPTIONS.heartBeat, ...overrides.heartBeat },
  };
}
