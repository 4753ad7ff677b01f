import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { IMessage } from '@stomp/stompjs';
import {
  LOTTERY_TOPIC,
  SESSION_TOPIC,
  userTopic,
  type MoneyEventData,
  type RealtimeMessage,
} from '@platform/shared';
import { createTestApp, ALPHA, DEMO, type TestApp } from '../testing/test-app.js';
import { attachRealtime, type RealtimeHandle } from './attach.js';
import { RealtimePublisher } from './publisher.js';
import { MemberRepository } from '../../modules/member/index.js';
import { SessionRepository } from '../../modules/session/index.js';
import { hashToken } from '../tokens.js';
import {
  activate,
  login,
  nextMessage,
  RawStompClient,
  stompClient,
  stompText,
  wsUrl,
  type LoggedIn,
} from './test-support.js';

let t: TestApp;
let realtime: RealtimeHandle;
let url: string;
let publisher: RealtimePublisher;
let demoId: number;
let alphaId: number;
let demo: LoggedIn;
let demo2: LoggedIn;
let alpha: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(
    t.app.server,
    { bus: t.bus, callers: t.services.callers, logger: t.app.log },
    { revalidateMs: 300 },
  );
  url = wsUrl(t.app.server);
  publisher = new RealtimePublisher(t.bus);
  demoId = (await t.services.directory.byMerchantCode('demo'))!.id;
  alphaId = (await t.services.directory.byMerchantCode('alpha'))!.id;
  demo = await login(t, 'demo', DEMO.username, DEMO.password);
  demo2 = await login(t, 'demo', 'demo002', 'demo1234');
  alpha = await login(t, 'alpha', ALPHA.username, ALPHA.password);
});

afterAll(async () => {
  await realtime?.close();
  await t?.close();
});

const deposit: RealtimeMessage<MoneyEventData> = {
  type: 'DEPOSIT',
  data: { amount: '100.00', time: 1_700_000_000_000, success: true, remarks: null },
};

async function expectRefused(client: RawStompClient, code: string) {
  const frame = await client.next();
  expect(frame.command).toBe('ERROR');
  expect(frame.headers.message).toBe(code);
  const closed = await client.closed;
  expect(closed.code).not.toBe(1000);
}

describe('with @stomp/stompjs', () => {
  it('connects, subscribes to its own topic and receives what the publisher sends', async () => {
    const client = stompClient(url, { merchant: 'demo', token: demo.token });
    const connected = await activate(client);
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers['heart-beat']).toBe('10000,10000');
    expect(connected.headers.server).toBeTruthy();

    const received: IMessage[] = [];
    const subscribed = new Promise<void>((resolve) => client.watchForReceipt('r-1', () => resolve()));
    client.subscribe(userTopic(demo.customerId), (m) => received.push(m), { receipt: 'r-1' });
    await subscribed;

    await publisher.publishToUser(demoId, demo.customerId, deposit);
    const message = await nextMessage(received);
    expect(JSON.parse(message.body)).toEqual(deposit);
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers.destination).toBe(userTopic(demo.customerId));
    expect(message.headers['message-id']).toBeTruthy();

    // Another customer's message must not arrive on this socket.
    await publisher.publishToUser(demoId, demo2.customerId, deposit);
    await publisher.publishToUser(demoId, demo.customerId, { type: 'INBOX', data: { n: 2 } });
    expect(JSON.parse((await nextMessage(received)).body)).toEqual({ type: 'INBOX', data: { n: 2 } });
    expect(received).toHaveLength(0);

    await client.deactivate();
  });

  it('receives session-topic messages of its own merchant only', async () => {
    const demoClient = stompClient(url, { merchant: 'demo', token: demo.token });
    const alphaClient = stompClient(url, { merchant: 'alpha', token: alpha.token });
    await Promise.all([activate(demoClient), activate(alphaClient)]);
    const demoGot: IMessage[] = [];
    const alphaGot: IMessage[] = [];
    const ready = Promise.all([
      new Promise<void>((resolve) => demoClient.watchForReceipt('s-demo', () => resolve())),
      new Promise<void>((resolve) => alphaClient.watchForReceipt('s-alpha', () => resolve())),
    ]);
    demoClient.subscribe(SESSION_TOPIC, (m) => demoGot.push(m), { receipt: 's-demo' });
    alphaClient.subscribe(SESSION_TOPIC, (m) => alphaGot.push(m), { receipt: 's-alpha' });
    await ready;

    await publisher.publishToSession(demoId, { type: 'SESSION_NOTICE', data: { for: 'demo' } });
    await publisher.publishToSession(alphaId, { type: 'SESSION_NOTICE', data: { for: 'alpha' } });
    expect(JSON.parse((await nextMessage(demoGot)).body).data).toEqual({ for: 'demo' });
    expect(JSON.parse((await nextMessage(alphaGot)).body).data).toEqual({ for: 'alpha' });
    expect(demoGot).toHaveLength(0);
    expect(alphaGot).toHaveLength(0);
    expect((await nextMessage(demoGot, 100).catch(() => null)) ?? null).toBeNull();

    await Promise.all([demoClient.deactivate(), alphaClient.deactivate()]);
  });

  it("hears on the session topic what is addressed to its own member's sessions, not another's", async () => {
    const mine = stompClient(url, { merchant: 'demo', token: demo.token });
    const theirs = stompClient(url, { merchant: 'demo', token: demo2.token });
    await Promise.all([activate(mine), activate(theirs)]);
    const mineGot: IMessage[] = [];
    const theirsGot: IMessage[] = [];
    const ready = Promise.all([
      new Promise<void>((resolve) => mine.watchForReceipt('m-1', () => resolve())),
      new Promise<void>((resolve) => theirs.watchForReceipt('t-1', () => resolve())),
    ]);
    mine.subscribe(SESSION_TOPIC, (m) => mineGot.push(m), { receipt: 'm-1' });
    theirs.subscribe(SESSION_TOPIC, (m) => theirsGot.push(m), { receipt: 't-1' });
    await ready;

    await publisher.publishToMemberSession(demoId, demo.customerId, { type: 'SPEED_TEST', data: { n: 1 } });
    await publisher.publishToSession(demoId, { type: 'SESSION_NOTICE', data: { n: 2 } });
    const first = await nextMessage(mineGot);
    expect(JSON.parse(first.body)).toEqual({ type: 'SPEED_TEST', data: { n: 1 } });
    expect(first.headers.destination).toBe(SESSION_TOPIC);
    expect(JSON.parse((await nextMessage(mineGot)).body).type).toBe('SESSION_NOTICE');
    // The other member hears the merchant-wide message only.
    expect(JSON.parse((await nextMessage(theirsGot)).body).type).toBe('SESSION_NOTICE');
    expect((await nextMessage(theirsGot, 100).catch(() => null)) ?? null).toBeNull();

    await Promise.all([mine.deactivate(), theirs.deactivate()]);
  });

  it('reports a refused CONNECT to the client library as a STOMP error', async () => {
    const client = stompClient(url, { merchant: 'demo', token: 'not-a-token' });
    await expect(activate(client)).rejects.toThrow('user.or.token.invalid');
    await client.deactivate();
  });
});

describe('CONNECT', () => {
  it('refuses an unknown token', async () => {
    const client = await RawStompClient.open(url);
    client.send(stompText('CONNECT', { 'accept-version': '1.2', merchant: 'demo', token: 'nope' }));
    await expectRefused(client, 'user.or.token.invalid');
  });

  it('refuses a session that may only change its expired password', async () => {
    const member = await new MemberRepository(t.database.db).findByUsername(demoId, 'demo002');
    const token = await t.services.sessions.issue(member!, '127.0.0.1', null, 'web', 'password');
    const client = await RawStompClient.open(url);
    client.send(stompText('CONNECT', { 'accept-version': '1.2', merchant: 'demo', token }));
    await expectRefused(client, 'PWDEXPFORCECHANGE3');
  });

  it('refuses a token used with another merchant', async () => {
    const client = await RawStompClient.open(url);
    client.send(stompText('CONNECT', { 'accept-version': '1.2', merchant: 'alpha', token: demo.token }));
    await expectRefused(client, 'user.or.token.invalid');
  });

  it('refuses a missing token, a missing merchant and an unknown merchant', async () => {
    for (const [headers, code] of [
      [{ merchant: 'demo' }, 'login.not.session'],
      [{ token: demo.token }, 'merchant.header.required'],
      [{ merchant: 'nobody', token: demo.token }, 'merchant.not.found'],
      [{ merchant: 'bad code!', token: demo.token }, 'merchant.not.found'],
    ] as const) {
      const client = await RawStompClient.open(url);
      client.send(stompText('CONNECT', { 'accept-version': '1.2', ...headers }));
      await expectRefused(client, code);
    }
  });

  it('refuses what the API refuses, with the same codes (one resolver for both)', async () => {
    const member = await new MemberRepository(t.database.db).findByUsername(demoId, 'demo002');
    const passwordOnly = await t.services.sessions.issue(member!, '127.0.0.1', null, 'web', 'password');
    const cases: { merchant?: string; token?: string }[] = [
      { merchant: 'demo', token: 'nope' },
      { merchant: 'alpha', token: demo.token },
      { merchant: 'nobody', token: demo.token },
      { merchant: 'bad code!', token: demo.token },
      { merchant: 'demo', token: passwordOnly },
      { merchant: 'demo' },
      { token: demo.token },
    ];
    for (const given of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: {
          ...(given.merchant ? { Merchant: given.merchant } : {}),
          ...(given.token ? { Authorization: given.token } : {}),
        },
      });
      const code = (res.json() as { errorCode: string }).errorCode;
      expect(code, JSON.stringify(given)).toBeTruthy();
      const client = await RawStompClient.open(url);
      client.send(stompText('CONNECT', { 'accept-version': '1.2', ...given }));
      await expectRefused(client, code);
    }
  });

  it('accepts the STOMP command and a CONNECT without accept-version', async () => {
    for (const command of ['STOMP', 'CONNECT']) {
      const client = await RawStompClient.open(url);
      client.send(stompText(command, { merchant: 'demo', token: demo.token }));
      const frame = await client.next();
      expect(frame.command).toBe('CONNECTED');
      expect(frame.headers.version).toBe('1.2');
      // The client asked for no heart-beats, so none are promised either way.
      client.close();
    }
  });

  it('refuses a client that does not speak 1.2', async () => {
    const client = await RawStompClient.open(url);
    client.send(stompText('CONNECT', { 'accept-version': '1.0,1.1', merchant: 'demo', token: demo.token }));
    const frame = await client.next();
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.version).toBe('1.2');
    await client.closed;
  });

  it('refuses any frame before CONNECT', async () => {
    const client = await RawStompClient.open(url);
    client.send(stompText('SUBSCRIBE', { id: '1', destination: SESSION_TOPIC }));
    await expectRefused(client, 'request.invalid');
  });

  it('handles frames sent right behind CONNECT in order, in one message', async () => {
    const client = await RawStompClient.open(url);
    client.send(
      stompText('CONNECT', { 'accept-version': '1.2', merchant: 'demo', token: demo.token }) +
        stompText('SUBSCRIBE', { id: '1', destination: SESSION_TOPIC, receipt: 'r' }),
    );
    expect((await client.next()).command).toBe('CONNECTED');
    expect((await client.next()).headers['receipt-id']).toBe('r');
    client.close();
  });
});

describe('the public lottery topic', () => {
  const draw = (numero: string): RealtimeMessage => ({
    type: 'LOTTERY_DRAW',
    data: { gameCode: 'lotus_ssc_1m', numero, winNumber: '1,2,3,4,5', drawTime: 1_700_000_000_000 },
  });

  it("lets a guest socket hear its merchant's draws, and nothing else", async () => {
    const guest = await RawStompClient.connected(url, { merchant: 'demo', guest: 'true' });
    expect((await guest.subscribe('1', LOTTERY_TOPIC)).command).toBe('RECEIPT');
    await publisher.publishToLottery(alphaId, draw('alpha-1'));
    await publisher.publishToLottery(demoId, draw('demo-1'));
    const message = await guest.next();
    expect(message.command).toBe('MESSAGE');
    expect(message.headers.destination).toBe(LOTTERY_TOPIC);
    expect(JSON.parse(String(message.body))).toEqual(draw('demo-1'));
    expect(await guest.silentFor(150)).toBe(true);
    guest.close();

    for (const destination of [
      userTopic(demo.customerId),
      SESSION_TOPIC,
      '/topic/chat/1',
      '/topic/admin/chat',
    ]) {
      const client = await RawStompClient.connected(url, { merchant: 'demo', guest: 'true' });
      client.send(stompText('SUBSCRIBE', { id: '1', destination }));
      await expectRefused(client, 'permission.denied');
    }
  });

  it('lets members hear it too, while a CONNECT without credential or guest header is still refused', async () => {
    const member = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    expect((await member.subscribe('1', LOTTERY_TOPIC)).command).toBe('RECEIPT');
    await publisher.publishToLottery(demoId, draw('demo-2'));
    expect(JSON.parse(String((await member.next()).body))).toEqual(draw('demo-2'));
    member.close();

    for (const headers of [{ merchant: 'demo' }, { merchant: 'demo', guest: 'yes' }] as Record<
      string,
      string
    >[]) {
      const client = await RawStompClient.open(url);
      client.send(stompText('CONNECT', { 'accept-version': '1.2', ...headers }));
      await expectRefused(client, 'login.not.session');
    }
    const unknown = await RawStompClient.open(url);
    unknown.send(stompText('CONNECT', { 'accept-version': '1.2', merchant: 'nobody', guest: 'true' }));
    await expectRefused(unknown, 'merchant.not.found');
  });
});

describe('topic ACL', () => {
  it("refuses another customer's topic with permission.denied and closes", async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    client.send(stompText('SUBSCRIBE', { id: '1', destination: userTopic(demo2.customerId) }));
    await expectRefused(client, 'permission.denied');
  });

  it('refuses look-alike and foreign destinations', async () => {
    for (const destination of [
      `${userTopic(demo.customerId)}/`,
      `${userTopic(demo.customerId)}0`,
      `/topic/user/0${demo.customerId}`,
      '/topic/user/*',
      '/topic/user/#',
      '/topic/user/',
      '/topic/other',
      '/queue/anything',
    ]) {
      const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
      client.send(stompText('SUBSCRIBE', { id: '1', destination }));
      await expectRefused(client, 'permission.denied');
    }
  });

  it("keeps merchants apart even for the same customer id's topic", async () => {
    // A demo customer subscribing to its own topic never receives a message published for the
    // same customer id under another merchant.
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    expect((await client.subscribe('1', userTopic(demo.customerId))).command).toBe('RECEIPT');
    await publisher.publishToUser(alphaId, demo.customerId, deposit);
    expect(await client.silentFor(150)).toBe(true);
    client.close();
  });
});

describe('frames', () => {
  it('answers DISCONNECT with its receipt and closes', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    client.send(stompText('DISCONNECT', { receipt: 'bye' }));
    const frame = await client.next();
    expect(frame.command).toBe('RECEIPT');
    expect(frame.headers['receipt-id']).toBe('bye');
    expect((await client.closed).code).toBe(1000);
  });

  it('answers receipts for UNSUBSCRIBE, ACK and NACK', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    await client.subscribe('1', SESSION_TOPIC);
    for (const [command, headers] of [
      ['ACK', { id: 'x' }],
      ['NACK', { id: 'x' }],
      ['UNSUBSCRIBE', { id: '1' }],
      ['UNSUBSCRIBE', { id: 'unknown' }],
    ] as const) {
      client.send(stompText(command, { ...headers, receipt: command }));
      expect((await client.next()).headers['receipt-id']).toBe(command);
    }
    client.close();
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    await client.subscribe('1', userTopic(demo.customerId));
    client.send(stompText('UNSUBSCRIBE', { id: '1', receipt: 'u' }));
    await client.next();
    await publisher.publishToUser(demoId, demo.customerId, deposit);
    expect(await client.silentFor(150)).toBe(true);
    client.close();
  });

  it('adds an ack header for client acknowledgement modes', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    client.send(
      stompText('SUBSCRIBE', { id: 'c', destination: SESSION_TOPIC, ack: 'client-individual', receipt: 'r' }),
    );
    await client.next();
    await publisher.publishToSession(demoId, deposit);
    const frame = await client.next();
    expect(frame.command).toBe('MESSAGE');
    expect(frame.headers.subscription).toBe('c');
    expect(frame.headers.ack).toBe(frame.headers['message-id']);
    client.close();
  });

  it('refuses SEND', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    client.send(stompText('SEND', { destination: '/app/speedtest/result', receipt: 's' }, '{}'));
    const frame = await client.next();
    expect(frame.command).toBe('ERROR');
    expect(frame.headers['receipt-id']).toBe('s');
    await client.closed;
  });

  it('refuses a duplicate subscription id and more subscriptions than allowed', async () => {
    const dup = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    await dup.subscribe('1', SESSION_TOPIC);
    dup.send(stompText('SUBSCRIBE', { id: '1', destination: SESSION_TOPIC }));
    await expectRefused(dup, 'request.invalid');

    const many = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    for (let i = 0; i < 20; i++)
      expect((await many.subscribe(String(i), SESSION_TOPIC)).command).toBe('RECEIPT');
    many.send(stompText('SUBSCRIBE', { id: '20', destination: SESSION_TOPIC }));
    await expectRefused(many, 'request.invalid');
  });

  it('escapes header values it echoes', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    // "a\cb" on the wire is the id "a:b"; it must come back escaped the same way.
    client.send(`SUBSCRIBE\nid:a\\cb\ndestination:${SESSION_TOPIC}\nreceipt:r\\n1\n\n\0`);
    const receipt = await client.next();
    expect(receipt.headers['receipt-id']).toBe('r\n1');
    await publisher.publishToSession(demoId, deposit);
    const message = await client.next();
    expect(message.headers.subscription).toBe('a:b');
    expect(client.received.at(-1)).toContain('subscription:a\\cb\n');
    client.close();
  });

  it('survives garbage: ERROR, close, and the broker keeps serving', async () => {
    for (const garbage of [
      'not stomp at all\n\n\0',
      Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x00]),
      'CONNECT\nmerchant:demo\ntoken\n\n\0',
      'CONNECT\ncontent-length:2\n\nabc\0',
      `CONNECT\nheart-beat:x\nmerchant:demo\ntoken:${demo.token}\n\n\0`,
    ]) {
      const client = await RawStompClient.open(url);
      client.send(garbage);
      const frame = await client.next();
      expect(frame.command).toBe('ERROR');
      expect(frame.headers.message).toBe('request.invalid');
      await client.closed;
    }
    const after = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    after.close();
  });

  it('refuses a frame larger than the limit', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    // Each message fits the WebSocket limit; together they exceed the frame limit.
    client.send(`SEND\ndestination:/x\n\n${'x'.repeat(40_000)}`);
    client.send('x'.repeat(40_000));
    const frame = await client.next();
    expect(frame.headers.message).toBe('request.invalid');
    expect(frame.body.toString()).toMatch(/too large/);
    await client.closed;
  });

  it('drops a WebSocket message larger than the limit', async () => {
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: demo.token });
    client.send('x'.repeat(70_000));
    expect((await client.closed).code).toBe(1009);
  });
});

describe('upgrade handling', () => {
  it('destroys upgrades to other paths', async () => {
    const status = await new Promise<string>((resolve) => {
      const socket = net.connect((t.app.server.address() as net.AddressInfo).port, '127.0.0.1', () => {
        socket.write(
          'GET /other HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => {});
    });
    expect(status).toBe('');
    await expect(RawStompClient.open(wsUrl(t.app.server, '/wsx'))).rejects.toThrow();
  });

  it('accepts a query string on /ws and picks v12.stomp among offered sub-protocols', async () => {
    const client = await RawStompClient.open(`${url}?x=1`, ['v10.stomp', 'v12.stomp']);
    expect(client.ws.protocol).toBe('v12.stomp');
    client.close();
  });
});

describe('liveness and revocation', () => {
  it('ends a session-revoked socket at the next re-check with user.or.token.invalid', async () => {
    const session = await login(t, 'demo', DEMO.username, DEMO.password);
    const client = await RawStompClient.connected(url, { merchant: 'demo', token: session.token });
    await client.subscribe('1', userTopic(session.customerId));
    expect(await client.silentFor(700)).toBe(true);

    // Written behind the session service's back, so no revocation event is announced: only the
    // periodic re-check (the safety net for a missed event) can end the socket.
    await new SessionRepository(t.database.db).revoke(demoId, hashToken(session.token), new Date());
    const frame = await client.next(3_000);
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.message).toBe('user.or.token.invalid');
    await client.closed;
  });

  it('releases bus channels when sockets go away', async () => {
    const before = realtime.broker.channelCount;
    const a = await RawStompClient.connected(url, { merchant: 'alpha', token: alpha.token });
    const b = await RawStompClient.connected(url, { merchant: 'alpha', token: alpha.token });
    await a.subscribe('1', userTopic(alpha.customerId));
    await b.subscribe('1', userTopic(alpha.customerId));
    expect(realtime.broker.channelCount).toBe(before + 1);
    a.close();
    await a.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realtime.broker.channelCount).toBe(before + 1);
    b.close();
    await b.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realtime.broker.channelCount).toBe(before);
  });
});

describe('timers (a second broker with short intervals)', () => {
  let server: http.Server;
  let fast: RealtimeHandle;
  let fastUrl: string;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fast = attachRealtime(
      server,
      { bus: t.bus, callers: t.services.callers, logger: t.app.log },
      { heartBeat: { sendMs: 50, expectMs: 50 }, fallbackPingMs: 50, connectTimeoutMs: 200 },
    );
    fastUrl = wsUrl(server);
  });
  afterAll(async () => {
    await fast?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function connect(heartBeat: string) {
    const client = await RawStompClient.open(fastUrl);
    client.send(stompText('CONNECT', { merchant: 'demo', token: demo.token, 'heart-beat': heartBeat }));
    return { client, connected: await client.next() };
  }

  it('answers its own heart-beat policy and sends EOLs at the agreed interval', async () => {
    const { client, connected } = await connect('0,100');
    expect(connected.headers['heart-beat']).toBe('50,50');
    await wait(450);
    const beats = client.received.filter((m) => m === '\n').length;
    // max(50, 100) = 100 ms: about four in 450 ms; timers may run late, never early.
    expect(beats).toBeGreaterThanOrEqual(2);
    expect(beats).toBeLessThanOrEqual(5);
    client.close();
  });

  it('sends no heart-beats to a client that wants none', async () => {
    const { client } = await connect('0,0');
    await wait(200);
    expect(client.received.filter((m) => m === '\n')).toHaveLength(0);
    client.close();
  });

  it('closes a client silent for twice its interval, and keeps one that beats', async () => {
    // The client can beat every 100 ms and the server wants 50: the agreed interval is 100 ms.
    const startedAt = Date.now();
    const silent = await connect('100,0');
    const beating = await connect('100,0');
    const timer = setInterval(() => beating.client.send('\n'), 30);
    await silent.client.closed;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(200);
    await wait(400);
    clearInterval(timer);
    expect(beating.client.ws.readyState).toBe(beating.client.ws.OPEN);
    beating.client.close();
  });

  it('pings clients that negotiated no heart-beats, and keeps them while they answer', async () => {
    const { client } = await connect('0,0');
    let pings = 0;
    client.ws.on('ping', () => pings++);
    // Two pings at the short interval; a loaded machine may take longer than two intervals.
    await expect.poll(() => pings, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(2);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.close();
  });

  it('closes a socket that never sends CONNECT', async () => {
    const client = await RawStompClient.open(fastUrl);
    const frame = await client.next();
    expect(frame.headers.message).toBe('timeout_retry_please');
    await client.closed;
  });
});

describe('many sockets', () => {
  async function subscribedSockets(count: number, heartBeat: string, subscriptionId = 'sub-0') {
    const clients: RawStompClient[] = [];
    for (let i = 0; i < count; i++) {
      const client = await RawStompClient.connected(url, {
        merchant: 'demo',
        token: demo.token,
        'heart-beat': heartBeat,
      });
      expect((await client.subscribe(subscriptionId, userTopic(demo.customerId))).command).toBe('RECEIPT');
      clients.push(client);
    }
    return clients;
  }

  it('keeps no Node timer per socket: heart-beats, pings and deadlines share one', async () => {
    // Fake timers count every timer created from here on, unref'd ones included; nothing here
    // waits for one to fire.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const clients = await subscribedSockets(40, '10000,10000');
      // Each socket has a heart-beat and a liveness check to run, and had a CONNECT deadline.
      expect(vi.getTimerCount()).toBeLessThanOrEqual(2);
      for (const client of clients) client.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('encodes a push once for the sockets that receive the same frame', async () => {
    const same = await subscribedSockets(3, '0,0');
    const [other] = await subscribedSockets(1, '0,0', 'tab-2');
    await publisher.publishToUser(demoId, demo.customerId, deposit);
    const frames = await Promise.all([...same, other!].map((c) => c.next()));
    const texts = same.map((c) => c.received.at(-1));
    // Byte for byte the same MESSAGE frame: one encoding, one message-id for the message.
    expect(new Set(texts).size).toBe(1);
    expect(frames[0]!.headers.subscription).toBe('sub-0');
    expect(frames[3]!.headers.subscription).toBe('tab-2');
    expect(frames[3]!.headers['message-id']).toBe(frames[0]!.headers['message-id']);
    expect(JSON.parse(frames[3]!.body.toString())).toEqual(deposit);

    // The next message has an id of its own.
    await publisher.publishToUser(demoId, demo.customerId, deposit);
    const next = await same[0]!.next();
    expect(next.headers['message-id']).not.toBe(frames[0]!.headers['message-id']);
    for (const client of [...same, other!]) client.close();
  });

  it('keeps no upgrade request alive once its socket is open', async () => {
    const requests: WeakRef<object>[] = [];
    const capture = (request: http.IncomingMessage) => requests.push(new WeakRef(request));
    t.app.server.prependListener('upgrade', capture);
    const clients = await subscribedSockets(5, '0,0');
    t.app.server.off('upgrade', capture);
    expect(requests).toHaveLength(5);
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    gc();
    // Each one held its headers for as long as the socket lived: 1-2 KB a socket.
    expect(requests.filter((r) => r.deref() !== undefined)).toHaveLength(0);
    for (const client of clients) client.close();
  });
});
