import { EventEmitter } from 'node:events';

/**
 * Fan-out of messages between API nodes. In-process when there is one node;
 * Redis pub/sub (redis-bus.ts) when REDIS_URL is set, so a message published on one
 * node reaches sockets connected to every node.
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /**
   * Publishes and waits until every node subscribed to `channel` has run its handlers for the
   * message, or until `timeoutMs` has passed. True when every node confirmed in time. What one
   * node changed on hearing it (a dropped cache entry, an ended session) is then in force on all
   * of them before the writer answers.
   */
  publishConfirmed(channel: string, message: string, timeoutMs: number): Promise<boolean>;
  /** Returns an unsubscribe function. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Called each time the bus has (re)connected and messages may have been lost while it was down;
   * caches that rely on hearing every change drop everything then. Absent on a bus that cannot lose any.
   */
  onReconnect?(listener: () => void): void;
}

export class InProcessBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: string): Promise<void> {
    this.emitter.emit(channel, message);
  }

  /** The handlers run inside emit(), so the message is confirmed when publish returns. */
  async publishConfirmed(channel: string, message: string): Promise<boolean> {
    await this.publish(channel, message);
    return true;
  }

  async subscribe(channel: string, handler: (message: string) => void) {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
