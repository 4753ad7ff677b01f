import type { Bus } from '../bus.js';
import type { RealtimeLogger } from './logger.js';

/** One message as the listeners of a channel on this node receive it. */
export interface HubMessage {
  readonly payload: string;
  /** Unique per message on this node (not per listener). */
  readonly id: number;
  /**
   * Encodings of this message the listeners share, by whatever key they choose: the sockets of
   * a channel mostly receive the same bytes, which are then encoded once rather than per socket.
   */
  encoded: Map<string, Buffer> | null;
}

export type ChannelListener = (payload: string, message: HubMessage) => void;

export interface ChannelMembership {
  /** Resolves once the bus subscription is live, i.e. messages published from now on arrive. */
  ready: Promise<void>;
  /** Idempotent. */
  leave(): void;
}

interface Entry {
  channel: string;
  listeners: Set<ChannelListener>;
  unsubscribe: (() => Promise<void>) | null;
  ready: Promise<void>;
  closed: boolean;
}

/**
 * One bus subscription per channel per node however many local sockets listen to it,
 * dropped when the last one leaves. With Redis this keeps the subscriber connection's
 * channel count proportional to connected customers, not to sockets or to all customers.
 */
export class ChannelHub {
  private readonly entries = new Map<string, Entry>();
  private messageSeq = 0;

  constructor(
    private readonly bus: Bus,
    private readonly logger: RealtimeLogger,
    private readonly retryMs = 1_000,
  ) {}

  /** Channels this node is subscribed to on the bus (or subscribing). */
  get channelCount(): number {
    return this.entries.size;
  }

  join(channel: string, listener: ChannelListener): ChannelMembership {
    let entry = this.entries.get(channel);
    if (!entry) {
      entry = this.open(channel);
      this.entries.set(channel, entry);
    }
    entry.listeners.add(listener);
    const current = entry;
    let left = false;
    return {
      ready: current.ready,
      leave: () => {
        if (left) return;
        left = true;
        current.listeners.delete(listener);
        if (current.listeners.size === 0) this.drop(current);
      },
    };
  }

  async close(): Promise<void> {
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(entries.map((entry) => this.drop(entry)));
  }

  private open(channel: string): Entry {
    let markReady!: () => void;
    const entry: Entry = {
      channel,
      listeners: new Set(),
      unsubscribe: null,
      ready: new Promise<void>((resolve) => (markReady = resolve)),
      closed: false,
    };
    const attempt = () => {
      this.bus
        .subscribe(channel, (payload) => this.dispatch(entry, payload))
        .then(
          (unsubscribe) => {
            if (entry.closed) {
              void unsubscribe().catch((err: unknown) =>
                this.logger.warn({ err, channel }, 'bus unsubscribe failed'),
              );
              return;
            }
            entry.unsubscribe = unsubscribe;
            markReady();
          },
          (err: unknown) => {
            // Sockets stay subscribed locally; keep trying so they start receiving once the bus is back.
            this.logger.error({ err, channel }, 'bus subscribe failed; retrying');
            if (!entry.closed) setTimeout(attempt, this.retryMs).unref();
          },
        );
    };
    attempt();
    return entry;
  }

  private async drop(entry: Entry): Promise<void> {
    if (entry.closed) return;
    entry.closed = true;
    if (this.entries.get(entry.channel) === entry) this.entries.delete(entry.channel);
    const unsubscribe = entry.unsubscribe;
    entry.unsubscribe = null;
    if (!unsubscribe) return;
    try {
      await unsubscribe();
    } catch (err) {
      this.logger.warn({ err, channel: entry.channel }, 'bus unsubscribe failed');
    }
  }

  private dispatch(entry: Entry, payload: string): void {
    if (entry.closed) return;
    const message: HubMessage = { payload, id: ++this.messageSeq, encoded: null };
    // A Set may lose members while it is iterated (a slow consumer dropped mid-dispatch): no copy.
    for (const listener of entry.listeners) {
      try {
        listener(payload, message);
      } catch (err) {
        this.logger.error({ err, channel: entry.channel }, 'real-time listener failed');
      }
    }
  }
}
