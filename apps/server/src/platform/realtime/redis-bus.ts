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
}

/**
 * Bus over Redis pub/sub. A connection in subscriber mode cannot publish, hence two.
 * Reconnection, the offline queue and re-subscribing after a reconnect are ioredis defaults;
 * this class only adds per-channel handler sets and keeps errors from escaping as crashes.
 */
export class RedisBus implements Bus {
  private readonly channels = new Map<string, ChannelEntry>();
  private closed = false;

  static async connect(url: string, options: RedisBusOptions = {}): Promise<RedisBus> {
    const logger = options.logger ?? consoleLogger;
    const publisher = new Redis(url);
    const subscriber = new Redis(url);
    const bus = new RedisBus(publisher, subscriber, logger);
    try {
      await Promise.all([
        waitReady(publisher, options.readyTimeoutMs ?? 10_000),
        waitReady(subscriber, options.readyTimeoutMs ?? 10_000),
      ]);
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

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly logger: RealtimeLogger = consoleLogger,
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
    await this.publisher.publish(channel, message);
  }

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('bus closed');
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { handlers: new Set(), ready: this.subscriber.subscribe(channel).then(() => undefined) };
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
      if (!this.closed) await this.subscriber.unsubscribe(channel);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.channels.clear();
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  private dispatch(channel: string, message: string): void {
    const entry = this.channels.get(channel);
    if (!entry) return;
    for (const handler of [...entry.handlers]) {
      try {
        handler(message);
      } catch (err) {
        this.logger.error({ err, channel }, 'bus handler failed');
      }
    }
  }
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
