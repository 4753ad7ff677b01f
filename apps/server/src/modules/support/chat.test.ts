import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { chatChannel, chatDeskChannel } from '../../platform/realtime/channels.js';
import { adminToken, merchantIdOf, setMember } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let admin: string;
let alphaAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo001', 'demo1234');
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

const visitor = (token: string, merchant = 'demo') => ({ merchant, headers: { 'Chat-Visitor': token } });
let seq = 0;
const clientId = () => `client-${Date.now()}-${++seq}`;

/** Collects what is published on a bus channel. */
async function listen(channel: string) {
  const messages: RealtimeMessage[] = [];
  const stop = await t.bus.subscribe(channel, (raw) => messages.push(JSON.parse(raw) as RealtimeMessage));
  return { messages, stop };
}

describe('member chat', () => {
  it('opens (and resumes), sends idempotently, counts unread agent messages and reads them', async () => {
    const opened = body(await api.post('/wps/chat/open', {}, { token: member })).value;
    expect(opened).toMatchObject({ status: 'WAITING', visitorToken: null, agentName: null });
    expect(opened.customerName).toBe('Lucky Player');
    const again = body(await api.post('/wps/chat/open', {}, { token: member })).value;
    expect(again.conversationId).toBe(opened.conversationId);

    const id = clientId();
    const first = body(
      await api.post(
        '/wps/chat/messages',
        {
          conversationId: opened.conversationId,
          content: ' Hello, my deposit is late ',
          clientMessageId: id,
        },
        { token: member },
      ),
    ).value;
    expect(first).toMatchObject({ sender: 'CUSTOMER', content: 'Hello, my deposit is late' });
    const resent = body(
      await api.post(
        '/wps/chat/messages',
        { conversationId: opened.conversationId, content: 'changed', clientMessageId: id },
        { token: member },
      ),
    ).value;
    expect(resent).toEqual(first);

    const reply = body(
      await api.post(
        `/admin/api/chat/conversations/${opened.conversationId}/messages`,
        { content: 'Let me check that for you.', clientMessageId: clientId() },
        { token: admin },
      ),
    ).value;
    expect(reply.sender).toBe('AGENT');
    const taken = body(await api.post('/wps/chat/open', {}, { token: member })).value;
    expect(taken.status).toBe('ACTIVE');
    expect(taken.agentName).toBeTruthy();
    expect(reply.senderName).toBe(taken.agentName);

    expect(body(await api.get('/wps/relay/MCSFE_getUnreadCounts', { token: member })).value.chat).toBe(1);
    const unread = body(await api.post('/wps/relay/MCSFE_getChatMessage', {}, { token: member })).value;
    expect(unread.unReadCount).toBe(1);
    expect(unread.latest.id).toBe(reply.id);

    const page = body(
      await api.get(`/wps/chat/messages?conversationId=${opened.conversationId}&size=1`, { token: member }),
    ).value;
    expect(page.list.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect(page.more).toBe(true);
    const rest = body(
      await api.get(`/wps/chat/messages?conversationId=${opened.conversationId}&afterId=${first.id}`, {
        token: member,
      }),
    ).value;
    expect(rest).toEqual({ list: [reply], more: false });

    expect(
      body(await api.post('/wps/chat/read', { conversationId: opened.conversationId }, { token: member }))
        .value,
    ).toEqual({ conversationId: opened.conversationId, unread: 0 });
    expect(body(await api.get('/wps/relay/MCSFE_getUnreadCounts', { token: member })).value.chat).toBe(0);
  });

  it('relays the chat URL on the request origin and the permission', async () => {
    const url = body(
      await api.post(
        '/wps/relay/MCSFE_getChatUrl',
        { b2c: true, title: 'Help & support', language: 'EN', headerColor: '#c9a227' },
        { token: member, headers: { host: 'www.goldenlotus.test' } },
      ),
    ).value.chatUrl as string;
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://www.goldenlotus.test/livechat');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      title: 'Help & support',
      language: 'EN',
      headerColor: '#c9a227',
    });
    const bad = body(
      await api.post('/wps/relay/MCSFE_getChatUrl', { headerColor: 'red;x' }, { token: member }),
    ).value.chatUrl;
    expect(new URL(bad).searchParams.has('headerColor')).toBe(false);
    expect(body(await api.post('/wps/relay/MCSFE_getChatPermission', {}, { token: member })).value).toEqual({
      hasPermission: true,
    });
    await setFlag(t, 'demo', 'LIVECHAT3', false);
    expect(
      body(await api.post('/wps/relay/MCSFE_getChatPermission', {}, { token: member })).value.hasPermission,
    ).toBe(false);
    expect(body(await api.post('/wps/chat/open', {}, { token: member })).errorCode).toBe(
      'function.not.available',
    );
    await setFlag(t, 'demo', 'LIVECHAT3', true);
    expect(body(await api.post('/wps/relay/MCSFE_getChatUrl', {})).errorCode).toBe('login.not.session');
  });

  it('refuses trial accounts with in_please_information', async () => {
    await setMember(t, 'demo', 'demo002', { isAgent: 4 });
    const trial = await loginToken(t, 'demo002', 'demo1234');
    expect(body(await api.post('/wps/chat/open', {}, { token: trial })).errorCode).toBe(
      'in_please_information',
    );
    expect(body(await api.post('/wps/relay/MCSFE_getChatUrl', {}, { token: trial })).errorCode).toBe(
      'in_please_information',
    );
    expect(body(await api.post('/wps/relay/MCSFE_getChatPermission', {}, { token: trial })).value).toEqual({
      hasPermission: false,
    });
    await setMember(t, 'demo', 'demo002', { isAgent: 0 });
  });
});

describe('a token that is no member session', () => {
  it('is refused rather than taken for a visitor', async () => {
    for (const res of [
      await api.post('/wps/chat/open', {}, { token: 'stale-token' }),
      await api.get('/wps/chat/messages?conversationId=1', { token: 'stale-token' }),
      await api.post(
        '/wps/chat/messages',
        { conversationId: 1, content: 'hi', clientMessageId: clientId() },
        { token: 'stale-token' },
      ),
      await api.post('/wps/chat/read', { conversationId: 1 }, { token: 'stale-token' }),
    ]) {
      expect(body(res).errorCode).toBe('user.or.token.invalid');
    }
  });

  it('is held to the password change when the password has expired', async () => {
    await setMember(t, 'demo', 'demo002', { passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) });
    const login = body(
      await api.post('/wps/session/login/unsecure', { username: 'demo002', password: 'demo1234' }),
    );
    expect(login.value.passwordExpired).toBe(true);
    const res = body(await api.post('/wps/chat/open', {}, { token: login.value.token }));
    expect(res).toMatchObject({ errorCode: 'PWDEXPFORCECHANGE3', value: { passwordExpired: true } });
    await setMember(t, 'demo', 'demo002', { passwordChangedAt: new Date() });
  });
});

describe('visitor chat', () => {
  it('gets a token, resumes with it, and cannot read another conversation', async () => {
    const opened = body(await api.post('/wps/chat/open', { name: 'Ann' })).value;
    expect(opened.visitorToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(opened.customerName).toBe('Ann');
    const resumed = body(await api.post('/wps/chat/open', {}, visitor(opened.visitorToken))).value;
    expect(resumed.conversationId).toBe(opened.conversationId);

    const sent = body(
      await api.post(
        '/wps/chat/messages',
        {
          conversationId: opened.conversationId,
          content: 'Is there a welcome bonus?',
          clientMessageId: clientId(),
        },
        visitor(opened.visitorToken),
      ),
    ).value;
    expect(sent).toMatchObject({ sender: 'CUSTOMER', senderName: 'Ann' });

    const other = body(await api.post('/wps/chat/open', {})).value;
    expect(other.conversationId).not.toBe(opened.conversationId);
    for (const call of [
      api.get(`/wps/chat/messages?conversationId=${opened.conversationId}`, visitor(other.visitorToken)),
      api.post(
        '/wps/chat/messages',
        { conversationId: opened.conversationId, content: 'hi', clientMessageId: clientId() },
        visitor(other.visitorToken),
      ),
      api.post('/wps/chat/read', { conversationId: opened.conversationId }, visitor(other.visitorToken)),
      api.get(`/wps/chat/messages?conversationId=${opened.conversationId}`),
      api.get(`/wps/chat/messages?conversationId=${opened.conversationId}`, { token: member }),
    ]) {
      expect(body(await call).errorCode).toBe('chat.conversation.not.found');
    }
    // The token only stands for its merchant's conversation.
    expect(
      body(
        await api.get(
          `/wps/chat/messages?conversationId=${opened.conversationId}`,
          visitor(opened.visitorToken, 'alpha'),
        ),
      ).errorCode,
    ).toBe('chat.conversation.not.found');
  });

  it('is limited: messages per conversation and new conversations per address', async () => {
    const ip = '198.51.100.77';
    const opened = body(await api.post('/wps/chat/open', {}, { ip })).value;
    const codes: (string | null)[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await api.post(
        '/wps/chat/messages',
        { conversationId: opened.conversationId, content: `message ${i}`, clientMessageId: clientId() },
        { ...visitor(opened.visitorToken), ip },
      );
      codes.push(body(res).errorCode);
    }
    expect(codes.slice(0, 20).every((c) => c === null)).toBe(true);
    expect(codes[20]).toBe('TOO_MANY_REQUESTS');
    for (let i = 0; i < 9; i++) expect(body(await api.post('/wps/chat/open', {}, { ip })).success).toBe(true);
    expect(body(await api.post('/wps/chat/open', {}, { ip })).errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('back-office desk', () => {
  it('lists with unread and last message, publishes messages and status, closes', async () => {
    const demoId = await merchantIdOf(t, 'demo');
    const opened = body(await api.post('/wps/chat/open', { name: 'Desk test' })).value;
    const desk = await listen(chatDeskChannel(demoId));
    const room = await listen(chatChannel(demoId, opened.conversationId));
    const sent = body(
      await api.post(
        '/wps/chat/messages',
        { conversationId: opened.conversationId, content: 'Anyone there?', clientMessageId: clientId() },
        visitor(opened.visitorToken),
      ),
    ).value;
    const waiting = body(
      await api.get('/admin/api/chat/conversations?status=WAITING&size=50', { token: admin }),
    ).value;
    const row = waiting.list.find(
      (c: { conversationId: number }) => c.conversationId === opened.conversationId,
    );
    expect(row).toMatchObject({ customerType: 'VISITOR', account: null, unread: 1, visitorToken: null });
    expect(row.lastMessage.id).toBe(sent.id);

    const shown = body(
      await api.get(`/admin/api/chat/conversations/${opened.conversationId}/messages`, { token: admin }),
    ).value;
    expect(shown.list.map((m: { id: number }) => m.id)).toEqual([sent.id]);
    const after = body(
      await api.get('/admin/api/chat/conversations?size=50', { token: admin }),
    ).value.list.find((c: { conversationId: number }) => c.conversationId === opened.conversationId);
    expect(after.unread).toBe(0);

    await api.post(
      `/admin/api/chat/conversations/${opened.conversationId}/messages`,
      { content: 'Yes, how can I help?', clientMessageId: clientId() },
      { token: admin },
    );
    const closed = body(
      await api.post(`/admin/api/chat/conversations/${opened.conversationId}/close`, {}, { token: admin }),
    ).value;
    expect(closed.status).toBe('CLOSED');
    await new Promise((r) => setTimeout(r, 20));
    desk.stop();
    room.stop();
    expect(room.messages.map((m) => m.type)).toEqual([
      'CHAT_MESSAGE',
      'CHAT_STATUS',
      'CHAT_MESSAGE',
      'CHAT_STATUS',
    ]);
    expect(
      room.messages.filter((m) => m.type === 'CHAT_STATUS').map((m) => (m.data as { status: string }).status),
    ).toEqual(['ACTIVE', 'CLOSED']);
    expect(desk.messages).toHaveLength(4);

    expect(
      body(
        await api.post(
          '/wps/chat/messages',
          { conversationId: opened.conversationId, content: 'one more', clientMessageId: clientId() },
          visitor(opened.visitorToken),
        ),
      ).errorCode,
    ).toBe('chat.conversation.closed');
    // A closed conversation is not resumed: the visitor gets a new one and a new token.
    const fresh = body(await api.post('/wps/chat/open', {}, visitor(opened.visitorToken))).value;
    expect(fresh.conversationId).not.toBe(opened.conversationId);
    expect(fresh.visitorToken).not.toBe(opened.visitorToken);
  });

  it('is tenant-scoped: another merchant cannot list or answer the conversation', async () => {
    const opened = body(await api.post('/wps/chat/open', {}, { token: member })).value;
    const alphaList = body(
      await api.get('/admin/api/chat/conversations?size=50', { token: alphaAdmin, merchant: 'alpha' }),
    ).value.list;
    expect(
      alphaList.some((c: { conversationId: number }) => c.conversationId === opened.conversationId),
    ).toBe(false);
    const asAlpha = { token: alphaAdmin, merchant: 'alpha' };
    for (const call of [
      api.get(`/admin/api/chat/conversations/${opened.conversationId}/messages`, asAlpha),
      api.post(
        `/admin/api/chat/conversations/${opened.conversationId}/messages`,
        { content: 'hi', clientMessageId: clientId() },
        asAlpha,
      ),
      api.post(`/admin/api/chat/conversations/${opened.conversationId}/close`, {}, asAlpha),
    ]) {
      expect(body(await call).errorCode).toBe('chat.conversation.not.found');
    }
    // The demo admin's token means nothing under alpha, and a member token is no admin token.
    expect(
      body(await api.get('/admin/api/chat/conversations', { token: admin, merchant: 'alpha' })).errorCode,
    ).toBe('user.or.token.invalid');
    expect(body(await api.get('/admin/api/chat/conversations', { token: member })).errorCode).toBe(
      'user.or.token.invalid',
    );
  });

  it('fuzzed input never answers 5xx', async () => {
    const junk = ['', '-1', '1e308', 'x'.repeat(3000), '%00', "' OR 1=1", '[]', '{}', '9'.repeat(40)];
    for (const v of junk) {
      const q = encodeURIComponent(v);
      for (const url of [
        `/wps/chat/messages?conversationId=${q}&afterId=${q}&size=${q}`,
        `/admin/api/chat/conversations?status=${q}&page=${q}&size=${q}`,
        `/admin/api/chat/conversations/${q}/messages?afterId=${q}`,
      ]) {
        expect((await api.get(url, { token: admin })).statusCode, url).toBeLessThan(500);
        expect((await api.get(url, visitor(v))).statusCode, url).toBeLessThan(500);
      }
      for (const [url, payload] of [
        ['/wps/chat/open', { name: v, language: v }],
        ['/wps/chat/messages', { conversationId: v, content: v, clientMessageId: v }],
        ['/wps/chat/read', { conversationId: v }],
        ['/wps/relay/MCSFE_getChatUrl', { b2c: v, title: v, language: v, headerColor: v }],
        [`/admin/api/chat/conversations/${q}/messages`, { content: v, clientMessageId: v }],
        [`/admin/api/chat/conversations/${q}/close`, {}],
      ] as const) {
        expect((await api.post(url, payload, { token: member })).statusCode, url).toBeLessThan(500);
        expect((await api.post(url, payload, { token: admin })).statusCode, url).toBeLessThan(500);
      }
    }
  });
});
