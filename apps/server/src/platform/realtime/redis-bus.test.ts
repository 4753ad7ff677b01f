import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { IMessage } from '@stomp/stompjs';
import { userTopic } from '@platform/shared';
import type { Bus } from '../bus.js';
import { createTestApp, createTestNode, DEMO, type TestApp } from '../testing/test-app.js';
import { attachRealtime, type RealtimeHandle } from './attach.js';
import { createBus } from './create-bus.js';
import { RedisBus } from './redis-bus.js';
import { RealtimePublisher } from './publisher.js';
import { activate, login, nextMessage, RawStompClient, stompClient, wsUrl } from './test-support.js';

const REDIS_URL = process.env.REDIS_URL;
/** Test files run side by side on one Redis: each hears only its own channels. */
const NAMESPACE = `test:${randomUUID()}:`;
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

describe.skipIf(!REDIS_URL)('Redis fan-out (REDIS_URL)', () => {
  let t: TestApp;
  let nodeB: FastifyInstance;
  let busA: Bus;
  let busB: Bus;
  let realtimeA: RealtimeHandle;
  let realtimeB: RealtimeHandle;
  let admin: Redis;

  beforeAll(async () => {
    admin = new Redis(REDIS_URL!);
    busA = await createBus(REDIS_URL!, quiet, NAMESPACE);
    busB = await createBus(REDIS_URL!, quiet, NAMESPACE);
    // Two nodes share PostgreSQL and Redis, nothing else: node B is a second app on node A's database.
    t = await createTestApp();
    nodeB = await createTestNode(t.database, busB);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    realtimeA = attachRealtime(t.app.server, {
      bus: busA,
      callers: t.services.callers,
      logger: t.app.log,
    });
    realtimeB = attachRealtime(nodeB.server, { bus: busB, callers: t.services.callers, logger: nodeB.log });
  });

  afterAll(async () => {
    await realtimeA?.close();
    await realtimeB?.close();
    await nodeB?.close();
    await t?.close();
    await busA?.close();
    await busB?.close();
    admin?.disconnect();
  });

  it('is a RedisBus when a URL is given', () => {
    expect(busA).toBeInstanceOf(RedisBus);
  });

  it('delivers a message published on node A to a client connected to node B', async () => {
    const demo = await login(t, 'demo', DEMO.username, DEMO.password);
    const merchantId = (await t.services.directory.byMerchantCode('demo'))!.id;
    const client = stompClient(wsUrl(nodeB.server), { merchant: 'demo', token: demo.token });
    await activate(client);
    const received: IMessage[] = [];
    const subscribed = new Promise<void>((resolve) => client.watchForReceipt('r', () => resolve()));
    client.subscribe(userTopic(demo.customerId), (m) => received.push(m), { receipt: 'r' });
    await subscribed;

    const message = {
      type: 'WITHDRAW' as const,
      data: { amount: '5.00', time: 1, success: false, remarks: 'x' },
    };
    await new RealtimePublisher(busA, quiet).publishToUser(merchantId, demo.customerId, message);
    expect(JSON.parse((await nextMessage(received)).body)).toEqual(message);
    expect(realtimeA.broker.connectionCount).toBe(0);

    await client.deactivate();
  });

  it("a logout on node B closes the member's socket on node A within a second", async () => {
    await realtimeA.broker.ready;
    const session = await login(t, 'demo', DEMO.username, DEMO.password);
    const socket = await RawStompClient.connected(wsUrl(t.app.server), {
      merchant: 'demo',
      token: session.token,
    });
    expect((await socket.subscribe('1', userTopic(session.customerId))).command).toBe('RECEIPT');

    // Node B's services publish on node B's bus; only Redis carries the revocation to node A.
    const logout = await nodeB.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { Merchant: 'demo', Authorization: session.token },
    });
    expect(logout.statusCode).toBe(200);
    const merchantId = (await t.services.directory.byMerchantCode('demo'))!.id;
    await new RealtimePublisher(busB, quiet).publishToUser(merchantId, session.customerId, {
      type: 'DEPOSIT',
      data: { amount: '1.00', time: 1, success: true, remarks: null },
    });
    const frame = await socket.next(1_000);
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.message).toBe('user.or.token.invalid');
    expect((await socket.closed).code).toBe(1008);
    expect(socket.received.some((raw) => raw.startsWith('MESSAGE'))).toBe(false);
  });

  it('keeps one Redis subscription per channel and drops it with the last handler', async () => {
    const channel = `platform:rt:test:${Date.now()}`;
    const numsub = async () =>
      Number(((await admin.pubsub('NUMSUB', NAMESPACE + channel)) as [string, number])[1]);
    const got: string[] = [];
    const offA = await busB.subscribe(channel, (m) => got.push(`a:${m}`));
    const offB = await busB.subscribe(channel, (m) => got.push(`b:${m}`));
    expect(await numsub()).toBe(1);

    await busA.publish(channel, '1');
    await until(() => got.length === 2);
    expect(got.sort()).toEqual(['a:1', 'b:1']);

    await offA();
    await busA.publish(channel, '2');
    await until(() => got.length === 3);
    expect(got.at(-1)).toBe('b:2');
    expect(await numsub()).toBe(1);

    await offB();
    expect(await numsub()).toBe(0);
  });

  it('survives a throwing handler', async () => {
    const channel = `platform:rt:test:throw:${Date.now()}`;
    const got: string[] = [];
    await busB.subscribe(channel, () => {
      throw new Error('boom');
    });
    await busB.subscribe(channel, (m) => got.push(m));
    await busA.publish(channel, 'x');
    await until(() => got.length === 1);
  });
});

describe.skipIf(!REDIS_URL)('confirmed publishing over Redis (REDIS_URL)', () => {
  const connections: Redis[] = [];
  const buses: RedisBus[] = [];
  /** A node whose subscriber connection the test can hold, as a busy or descheduled node would. */
  async function node() {
    const subscriber = new Redis(REDIS_URL!);
    const publisher = new Redis(REDIS_URL!);
    connections.push(subscriber, publisher);
    const bus = new RedisBus(publisher, subscriber, quiet, NAMESPACE);
    buses.push(bus);
    await bus.listenForAcks();
    return { bus, subscriber, publisher };
  }

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const connection of connections) connection.disconnect();
  });

  it('answers only once every subscribed node has run its handlers', async () => {
    const channel = `platform:test:confirm:${Date.now()}`;
    const a = await node();
    const b = await node();
    const heard: string[] = [];
    await a.bus.subscribe(channel, (m) => heard.push(`a:${m}`));
    await b.bus.subscribe(channel, (m) => heard.push(`b:${m}`));

    b.subscriber.stream.pause();
    let answered: boolean | null = null;
    const confirmed = a.bus.publishConfirmed(channel, 'logout', 5_000).then((ok) => (answered = ok));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBeNull();
    expect(heard).toEqual(['a:logout']);

    b.subscriber.stream.resume();
    await confirmed;
    expect(answered).toBe(true);
    expect(heard.sort()).toEqual(['a:logout', 'b:logout']);
  });

  it('hands the handlers the message as published, and plain publishes stay plain', async () => {
    const channel = `platform:test:confirm:plain:${Date.now()}`;
    const a = await node();
    const heard: string[] = [];
    await a.bus.subscribe(channel, (m) => heard.push(m));
    expect(await a.bus.publishConfirmed(channel, 'line one\nline two', 2_000)).toBe(true);
    await a.bus.publish(channel, 'platform.confirm/1 not-an-ack-channel 1\nx');
    await until(() => heard.length === 2);
    expect(heard).toEqual(['line one\nline two', 'platform.confirm/1 not-an-ack-channel 1\nx']);
  });

  it('is confirmed at once when no node listens, and gives up after the timeout when one stays silent', async () => {
    const a = await node();
    expect(await a.bus.publishConfirmed(`platform:test:nobody:${Date.now()}`, 'x', 2_000)).toBe(true);

    const channel = `platform:test:silent:${Date.now()}`;
    const silent = new Redis(REDIS_URL!);
    connections.push(silent);
    await silent.subscribe(NAMESPACE + channel);
    const started = Date.now();
    expect(await a.bus.publishConfirmed(channel, 'x', 300)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('keeps installations with different namespaces apart on one Redis', async () => {
    const channel = `platform:test:ns:${Date.now()}`;
    const other = await RedisBus.connect(REDIS_URL!, { logger: quiet, namespace: `other:${randomUUID()}:` });
    buses.push(other);
    const a = await node();
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    await a.bus.subscribe(channel, (m) => heardHere.push(m));
    await other.subscribe(channel, (m) => heardThere.push(m));
    await a.bus.publish(channel, 'mine');
    await other.publish(channel, 'theirs');
    await until(() => heardHere.length === 1 && heardThere.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardHere).toEqual(['mine']);
    expect(heardThere).toEqual(['theirs']);
    // A confirmed publish counts only the nodes of its own namespace.
    expect(await other.publishConfirmed(channel, 'x', 2_000)).toBe(true);
  });

  it('gives up after the timeout while the publish gets no answer', async () => {
    const a = await node();
    // The publish is sent but its answer is not read, as when Redis or the link stalls; only
    // this node's connection is held, so nothing else sharing the Redis notices.
    a.publisher.stream.pause();
    try {
      const started = Date.now();
      expect(await a.bus.publishConfirmed(`platform:test:held:${Date.now()}`, 'x', 300)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_200);
    } finally {
      a.publisher.stream.resume();
    }
  });
});

describe('createBus with an unreachable Redis', () => {
  it('fails fast with a message that names the host but not the password', async () => {
    const started = Date.now();
    const error = await RedisBus.connect('redis://:secret@127.0.0.1:1', {
      logger: quiet,
      readyTimeoutMs: 300,
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('127.0.0.1:1');
    expect((error as Error).message).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
