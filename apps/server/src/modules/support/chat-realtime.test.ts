import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CHAT_TOPIC, SESSION_TOPIC, chatTopic, userTopic } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { attachRealtime, type RealtimeHandle } from '../../platform/realtime/attach.js';
import { RawStompClient, login, wsUrl, type LoggedIn } from '../../platform/realtime/test-support.js';
import { body, client } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';

let t: TestApp;
let realtime: RealtimeHandle;
let url: string;
let api: ReturnType<typeof client>;
let admin: string;
let member: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  realtime = attachRealtime(t.app.server, {
    bus: t.bus,
    callers: t.services.callers,
    chat: t.services.support.chat.sockets,
    logger: t.app.log,
  });
  url = wsUrl(t.app.server);
  api = client(t);
  admin = await adminToken(t);
  member = await login(t, 'demo', 'demo001', 'demo1234');
});

afterAll(async () => {
  await realtime?.close();
  await t?.close();
});

let seq = 0;
const clientId = () => `rt-${Date.now()}-${++seq}`;

async function openVisitor(): Promise<{ conversationId: number; visitorToken: string }> {
  return body(await api.post('/wps/chat/open', { name: 'Socket visitor' })).value;
}

async function expectRefused(stomp: RawStompClient, code: string) {
  const frame = await stomp.next();
  expect(frame.command).toBe('ERROR');
  expect(frame.headers.message).toBe(code);
  expect((await stomp.closed).code).toBe(1008);
}

describe('live chat over STOMP', () => {
  it("a visitor watches its conversation and receives the agent's reply", async () => {
    const visitor = await openVisitor();
    const stomp = await RawStompClient.connected(url, {
      merchant: 'demo',
      'Chat-Visitor': visitor.visitorToken,
    });
    expect((await stomp.subscribe('1', chatTopic(visitor.conversationId))).command).toBe('RECEIPT');
    const reply = body(
      await api.post(
        `/admin/api/chat/conversations/${visitor.conversationId}/messages`,
        { content: 'Welcome! How can we help?', clientMessageId: clientId() },
        { token: admin },
      ),
    ).value;
    const frames = [await stomp.next(), await stomp.next()];
    const events = frames.map(
      (f) => JSON.parse(f.body.toString()) as { type: string; data: Record<string, unknown> },
    );
    expect(events[0]).toMatchObject({ type: 'CHAT_STATUS', data: { status: 'ACTIVE' } });
    expect(events[1]).toEqual({
      type: 'CHAT_MESSAGE',
      data: { conversationId: visitor.conversationId, message: reply },
    });
    expect(frames[1]!.headers.destination).toBe(chatTopic(visitor.conversationId));
    stomp.close();
  });

  it('a visitor cannot watch another conversation or any member topic', async () => {
    const mine = await openVisitor();
    const theirs = await openVisitor();
    const a = await RawStompClient.connected(url, { merchant: 'demo', 'chat-visitor': mine.visitorToken });
    a.send(`SUBSCRIBE\nid:1\ndestination:${chatTopic(theirs.conversationId)}\nreceipt:r1\n\n\0`);
    await expectRefused(a, 'permission.denied');
    for (const destination of [SESSION_TOPIC, userTopic(member.customerId), ADMIN_CHAT_TOPIC]) {
      const b = await RawStompClient.connected(url, { merchant: 'demo', 'Chat-Visitor': mine.visitorToken });
      b.send(`SUBSCRIBE\nid:1\ndestination:${destination}\n\n\0`);
      await expectRefused(b, 'permission.denied');
    }
    // An unknown token, or one of another merchant, does not connect.
    for (const merchant of ['demo', 'alpha']) {
      const token = merchant === 'demo' ? 'x'.repeat(43) : mine.visitorToken;
      const c = await RawStompClient.open(url);
      c.send(`CONNECT\naccept-version:1.2\nmerchant:${merchant}\nChat-Visitor:${token}\n\n\0`);
      await expectRefused(c, 'user.or.token.invalid');
    }
  });

  it("operators watch the desk and their merchant's conversations only", async () => {
    const desk = await RawStompClient.connected(url, { merchant: 'demo', 'Admin-Token': admin });
    expect((await desk.subscribe('d', ADMIN_CHAT_TOPIC)).command).toBe('RECEIPT');
    const visitor = await openVisitor();
    const opened = JSON.parse((await desk.next()).body.toString());
    expect(opened).toMatchObject({
      type: 'CHAT_STATUS',
      data: { conversationId: visitor.conversationId, status: 'WAITING', customerName: 'Socket visitor' },
    });
    expect((await desk.subscribe('c', chatTopic(visitor.conversationId))).command).toBe('RECEIPT');
    desk.send(`SUBSCRIBE\nid:u\ndestination:${SESSION_TOPIC}\n\n\0`);
    await expectRefused(desk, 'permission.denied');

    const alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
    const alpha = await RawStompClient.connected(url, { merchant: 'alpha', 'Admin-Token': alphaAdmin });
    alpha.send(`SUBSCRIBE\nid:1\ndestination:${chatTopic(visitor.conversationId)}\n\n\0`);
    await expectRefused(alpha, 'permission.denied');
    const wrongMerchant = await RawStompClient.open(url);
    wrongMerchant.send(`CONNECT\naccept-version:1.2\nmerchant:alpha\nAdmin-Token:${admin}\n\n\0`);
    await expectRefused(wrongMerchant, 'user.or.token.invalid');
  });

  it('a member watches its own conversation, not the desk or others', async () => {
    const own = body(await api.post('/wps/chat/open', {}, { token: member.token })).value;
    const other = await openVisitor();
    const stomp = await RawStompClient.connected(url, { merchant: 'demo', token: member.token });
    expect((await stomp.subscribe('1', chatTopic(own.conversationId))).command).toBe('RECEIPT');
    expect((await stomp.subscribe('2', userTopic(member.customerId))).command).toBe('RECEIPT');
    stomp.send(`SUBSCRIBE\nid:3\ndestination:${chatTopic(other.conversationId)}\n\n\0`);
    await expectRefused(stomp, 'permission.denied');
    const desk = await RawStompClient.connected(url, { merchant: 'demo', token: member.token });
    desk.send(`SUBSCRIBE\nid:1\ndestination:${ADMIN_CHAT_TOPIC}\n\n\0`);
    await expectRefused(desk, 'permission.denied');
  });
});
