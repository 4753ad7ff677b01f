import { describe, expect, it } from 'vitest';
import { InProcessBus, type Bus } from '../bus.js';
import { ChannelHub } from './channel-hub.js';
import { consoleLogger, type RealtimeLogger } from './logger.js';
import { RealtimePublisher } from './publisher.js';
import { createBus } from './create-bus.js';

const quiet: RealtimeLogger = { debug() {}, info() {}, warn() {}, error() {} };

/** Counts bus subscriptions; lets a test hold subscribe() open to exercise races. */
class CountingBus implements Bus {
  readonly inner = new InProcessBus();
  subscribes = 0;
  unsubscribes = 0;
  gate: Promise<void> = Promise.resolve();

  publish(channel: string, message: string) {
    return this.inner.publish(channel, message);
  }
  publishConfirmed(channel: string, message: string) {
    return this.inner.publishConfirmed(channel, message);
  }
  async subscribe(channel: string, handler: (message: string) => void) {
    this.subscribes++;
    await this.gate;
    const off = await this.inner.subscribe(channel, handler);
    return async () => {
      this.unsubscribes++;
      await off();
    };
  }
  close() {
    return this.inner.close();
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ChannelHub', () => {
  it('subscribes once per channel however many listeners join, and drops it with the last one', async () => {
    const bus = new CountingBus();
    const hub = new ChannelHub(bus, quiet);
    const a: string[] = [];
    const b: string[] = [];
    const first = hub.join('c', (m) => a.push(m));
    const second = hub.join('c', (m) => b.push(m));
    await Promise.all([first.ready, second.ready]);
    expect(bus.subscribes).toBe(1);
    expect(hub.channelCount).toBe(1);

    await bus.publish('c', 'one');
    expect(a).toEqual(['one']);
    expect(b).toEqual(['one']);

    first.leave();
    first.leave();
    await bus.publish('c', 'two');
    expect(a).toEqual(['one']);
    expect(b).toEqual(['one', 'two']);
    expect(bus.unsubscribes).toBe(0);

    second.leave();
    await tick();
    expect(bus.unsubscribes).toBe(1);
    expect(hub.channelCount).toBe(0);
    await bus.publish('c', 'three');
    expect(b).toEqual(['one', 'two']);
  });

  it('releases a bus subscription that completes after its last listener left', async () => {
    const bus = new CountingBus();
    let open!: () => void;
    bus.gate = new Promise((resolve) => (open = resolve));
    const hub = new ChannelHub(bus, quiet);
    const membership = hub.join('c', () => {});
    membership.leave();
    expect(hub.channelCount).toBe(0);
    open();
    await tick();
    expect(bus.subscribes).toBe(1);
    expect(bus.unsubscribes).toBe(1);
  });

  it('re-subscribes when a listener joins after the channel was dropped', async () => {
    const bus = new CountingBus();
    const hub = new ChannelHub(bus, quiet);
    hub.join('c', () => {}).leave();
    const got: string[] = [];
    const again = hub.join('c', (m) => got.push(m));
    await again.ready;
    await bus.publish('c', 'x');
    expect(got).toEqual(['x']);
    expect(bus.subscribes).toBe(2);
  });

  it('keeps delivering to other listeners when one throws', async () => {
    const bus = new InProcessBus();
    const hub = new ChannelHub(bus, quiet);
    const got: string[] = [];
    await hub.join('c', () => {
      throw new Error('boom');
    }).ready;
    await hub.join('c', (m) => got.push(m)).ready;
    await bus.publish('c', 'x');
    expect(got).toEqual(['x']);
  });

  it('retries a failed bus subscription until it succeeds', async () => {
    let failures = 2;
    const inner = new InProcessBus();
    const flaky: Bus = {
      publish: (c, m) => inner.publish(c, m),
      publishConfirmed: (c, m) => inner.publishConfirmed(c, m),
      subscribe: async (c, h) => {
        if (failures-- > 0) throw new Error('bus down');
        return inner.subscribe(c, h);
      },
      close: () => inner.close(),
    };
    const hub = new ChannelHub(flaky, quiet, 5);
    const got: string[] = [];
    await hub.join('c', (m) => got.push(m)).ready;
    await inner.publish('c', 'x');
    expect(got).toEqual(['x']);
  });
});

describe('RealtimePublisher', () => {
  it('publishes the message as JSON on a channel named after the merchant', async () => {
    const bus = new InProcessBus();
    const seen: Array<[string, string]> = [];
    await bus.subscribe('platform:rt:3:user:42', (m) => seen.push(['user', m]));
    await bus.subscribe('platform:rt:3:session', (m) => seen.push(['session', m]));
    await bus.subscribe('platform:rt:4:session', (m) => seen.push(['other merchant', m]));
    const publisher = new RealtimePublisher(bus, quiet);
    await publisher.publishToUser(3, 42, { type: 'INBOX', data: { id: 1 } });
    await publisher.publishToSession(3, { type: 'SESSION_NOTICE', data: null });
    expect(seen).toEqual([
      ['user', '{"type":"INBOX","data":{"id":1}}'],
      ['session', '{"type":"SESSION_NOTICE","data":null}'],
    ]);
  });

  it('logs rather than throws when the bus fails', async () => {
    const errors: string[] = [];
    const failing: Bus = {
      publish: async () => {
        throw new Error('down');
      },
      publishConfirmed: async () => {
        throw new Error('down');
      },
      subscribe: async () => async () => {},
      close: async () => {},
    };
    const publisher = new RealtimePublisher(failing, { ...quiet, error: (_o, msg) => errors.push(msg) });
    await expect(publisher.publishToUser(1, 2, { type: 'DEPOSIT', data: {} })).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('rejects ids that would make an ambiguous channel', async () => {
    const publisher = new RealtimePublisher(new InProcessBus(), consoleLogger);
    await expect(publisher.publishToUser(1, 0, { type: 'INBOX', data: null })).rejects.toThrow(TypeError);
    await expect(publisher.publishToSession(Number.NaN, { type: 'INBOX', data: null })).rejects.toThrow(
      TypeError,
    );
  });
});

describe('createBus', () => {
  it('is in-process without a Redis URL', async () => {
    const bus = await createBus(null);
    expect(bus).toBeInstanceOf(InProcessBus);
    await bus.close();
  });
});
