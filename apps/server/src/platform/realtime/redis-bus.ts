import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Bus } from '../bus.js';
import { consoleLogger, type RealtimeLogger } from './logger.js';

type Handler = (message: string) => void;

interface ChannelEntry {
  handlers: Set<Handler>;
  ready: Promise<void>;
}

export interface RedisBusOptions {
  logger?: RealtimeLogger;
  /** How long connect() waits for both connections before giving up. */
  readyTimeoutMs?: number;
  /**
   * Put before every channel name on Redis: installations (or test runs) that share one Redis
   * never hear each other. Pub/sub ignores Redis's numbered databases, so they cannot do this.
   */
  namespace?: string;
}

/**
 * A message that asks its receivers to confirm: `CONFIRM_PREFIX <ack channel> <id>\n<message>`.
 * Each node that hears it runs its handlers on <message> and publishes <id> on <ack channel>.
 */
const CONFIRM_PREFIX = 'platform.confirm/1 ';
const ACK_CHANNEL_PREFIX = 'platform:bus:ack:';

interface PendingConfirmation {
  acks: number;
  /** Receivers PUBLISH reached; unknown until its reply arrives. */
  expected: number | null;
  settle(confirmed: boolean): void;
}

/**
 * Bus over Redis pub/sub. A connection in subscriber mode cannot publish, hence two.
 * Reconnection, the offline queue and re-subscribing after a reconnect are ioredis defaults;
 * this class adds per-channel handler sets, confirmed publishing, and keeps errors from
 * escaping as crashes.
 *
 * Confirmed publishing: PUBLISH answers with the number of subscriber connections it reached
 * (one per node and channel); the publisher waits for as many acknowledgements on its own ack
 * channel, each sent by a node after its handlers ran. Redis writing to the subscribers is no
 * promise that they have read it yet, which a request to another node can overtake.
 */
export class RedisBus implements Bus {
  private readonly channels = new Map<string, ChannelEntry>();
  private closed = false;

  static async connect(url: string, options: RedisBusOptions = {}): Promise<RedisBus> {
    const logger = options.logger ?? consoleLogger;
    const publisher = new Redis(url);
    const subscriber = new Redis(url);
    const bus = new RedisBus(publisher, subscriber, logger, options.namespace);
    try {
      await Promise.all([
        waitReady(publisher, options.readyTimeoutMs ?? 10_000),
        waitReady(subscriber, options.readyTimeoutMs ?? 10_000),
      ]);
      await bus.listenForAcks();
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      throw new Error(`Redis at ${redact(url)} is not reachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return bus;
  }

  private readonly reconnectListeners = new Set<() => void>();
  private readonly ackChannel = ACK_CHANNEL_PREFIX + randomUUID();
  private readonly pending = new Map<string, PendingConfirmation>();
  private nextConfirmation = 1;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly logger: RealtimeLogger = consoleLogger,
    private readonly namespace = '',
  ) {
    watchErrors(publisher, 'publisher', logger);
    watchErrors(subscriber, 'subscriber', logger);
    subscriber.on('message', (channel: string, message: string) => this.dispatch(channel, message));
    // ioredis subscribes again before 'ready'; what was published in between is lost.
    subscriber.on('ready', () => {
      for (const listener of this.reconnectListeners) listener();
    });
  }

  onReconnect(listener: () => void): void {
    this.reconnectListeners.add(listener);
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.publisher.publish(this.namespace + channel, message);
  }

  /** Never waits longer than `timeoutMs`, even while the publisher's connection is down. */
  publishConfirmed(channel: string, message: string, timeoutMs: number): Promise<boolean> {
    const id = String(this.nextConfirmation++);
    return new Promise<boolean>((resolve, reject) => {
      const finish = (done: () => void) => {
        clearTimeout(timer);
        this.pending.delete(id);
        done();
      };
      const entry: PendingConfirmation = {
        acks: 0,
        expected: null,
        settle: (confirmed) => finish(() => resolve(confirmed)),
      };
      const timer = setTimeout(() => entry.settle(false), timeoutMs);
      this.pending.set(id, entry);
      this.publisher
        .publish(this.namespace + channel, `${CONFIRM_PREFIX}${this.ackChannel} ${id}\n${message}`)
        .then(
          (reached) => {
            if (this.pending.get(id) !== entry) return;
            entry.expected = reached;
            if (entry.acks >= reached) entry.settle(true);
          },
          (error: unknown) => {
            if (this.pending.get(id) === entry) finish(() => reject(error));
          },
        );
    });
  }

  /** Acknowledgements to this node's confirmed messages arrive on a channel of its own. */
  async listenForAcks(): Promise<void> {
    await this.subscribe(this.ackChannel, (id) => {
      const entry = this.pending.get(id);
      if (!entry) return;
      entry.acks += 1;
      if (entry.expected !== null && entry.acks >= entry.expected) entry.settle(true);
    });
  }

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('bus closed');
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = {
        handlers: new Set(),
        ready: this.subscriber.subscribe(this.namespace + channel).then(() => undefined),
      };
      this.channels.set(channel, entry);
    }
    const current = entry;
    current.handlers.add(handler);
    try {
      await current.ready;
    } catch (error) {
      current.handlers.delete(handler);
      if (this.channels.get(channel) === current) this.channels.delete(channel);
      throw error;
    }
    let done = false;
    return async () => {
      if (done) return;
      done = true;
      current.handlers.delete(handler);
      if (current.handlers.size > 0 || this.channels.get(channel) !== current) return;
      // Removed before the command is sent, so a subscribe that follows issues its own
      // SUBSCRIBE after this UNSUBSCRIBE on the same connection and wins.
      this.channels.delete(channel);
      if (!this.closed) await this.subscriber.unsubscribe(this.namespace + channel);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.channels.clear();
    for (const entry of [...this.pending.values()]) entry.settle(false);
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  private dispatch(redisChannel: string, received: string): void {
    if (!redisChannel.startsWith(this.namespace)) return;
    const channel = redisChannel.slice(this.namespace.length);
    const confirm = parseConfirm(received);
    const message = confirm ? confirm.message : received;
    const entry = this.channels.get(channel);
    for (const handler of entry ? [...entry.handlers] : []) {
      try {
        handler(message);
      } catch (err) {
        this.logger.error({ err, channel }, 'bus handler failed');
      }
    }
    // Acknowledged even without handlers (the last one just left): the publisher counted this node.
    if (confirm && !this.closed) {
      this.publisher.publish(this.namespace + confirm.ackChannel, confirm.id).catch((err: unknown) => {
        this.logger.warn({ err, channel }, 'bus acknowledgement could not be published');
      });
    }
  }
}

function parseConfirm(received: string): { ackChannel: string; id: string; message: string } | null {
  if (!received.startsWith(CONFIRM_PREFIX)) return null;
  const newline = received.indexOf('\n');
  if (newline < 0) return null;
  const [ackChannel, id] = received.slice(CONFIRM_PREFIX.length, newline).split(' ');
  if (!ackChannel?.startsWith(ACK_CHANNEL_PREFIX) || !id) return null;
  return { ackChannel, id, message: received.slice(newline + 1) };
}

/**
 * Without an 'error' listener ioredis prints every failed reconnect attempt; with one that
 * logs each distinct failure once per outage, an outage costs one log line instead of one every
 * two seconds.
 */
function watchErrors(redis: Redis, role: string, logger: RealtimeLogger): void {
  let lastError: string | null = null;
  redis.on('error', (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    logger.warn({ err, role }, 'Redis connection error; ioredis keeps reconnecting');
  });
  redis.on('ready', () => {
    if (lastError !== null) logger.info({ role }, 'Redis connection restored');
    lastError = null;
  });
}

function waitReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    let lastError: Error | null = null;
    const onError = (err: Error) => (lastError = err);
    const onReady = () => {
      clearTimeout(timer);
      redis.off('error', onError);
      resolve();
    };
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      redis.off('error', onError);
      reject(lastError ?? new Error(`not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    redis.once('ready', onReady);
    redis.on('error', onError);
  });
}

async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  // QUIT waits for pending replies; during an outage it would wait for a reconnect, so bound it.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
  await Promise.race([
    redis.quit().then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
  redis.disconnect();
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}
