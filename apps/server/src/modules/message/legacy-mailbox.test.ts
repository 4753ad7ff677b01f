import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';

/**
 * The 500cai client's /wps/message family as it sends it: query-string paging, form-encoded
 * read marks, comma-separated ids on DELETE, a JSON PUT to write to the merchant.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let token: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  token = await loginToken(t, 'demo001', 'demo1234');
  admin = await adminToken(t);
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

const form = (payload: string, tok = token) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/message/read',
    headers: {
      Merchant: 'demo',
      Authorization: tok,
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
    },
    payload,
  });

async function personal(username: string, title: string): Promise<number> {
  return body(await api.post('/admin/api/messages', { username, title, content: 'Hi' }, { token: admin }))
    .value.id;
}

describe('the legacy inbox', () => {
  it('counts unread, pages by pageNo/pageSize, filters by isRead, reads by form messageId', async () => {
    const count = body(await api.get(`/wps/message/unreadCount?_=${Date.now()}`, { token }));
    expect(count).toMatchObject({ success: true, status: true, description: 'request.success' });
    const ours = body(await api.get('/wps/relay/EMFE_getInboxUnreadCount', { token })).value;
    expect(count.value).toBe(ours);

    const page = body(await api.get('/wps/message/inbox?pageNo=1&pageSize=2', { token })).value;
    expect(page).toMatchObject({ page: 1, size: 2, unread: ours });
    expect(page.list).toHaveLength(2);
    const unread = body(await api.get('/wps/message/inbox?isRead=false&pageSize=50', { token })).value;
    expect(unread.total).toBe(ours);

    const first = unread.list[0].id;
    const read = (await form(`messageId=${first}`)).json();
    expect(read).toMatchObject({ success: true, value: { updated: 1, unread: ours - 1 } });
    expect(body(await api.get('/wps/message/unreadCount', { token })).value).toBe(ours - 1);
    // Our own JSON body still works.
    expect(body(await api.post('/wps/message/read', { ids: [first] }, { token })).value.updated).toBe(0);
  });

  it('deletes own messages by comma-separated ids; a broadcast stays, marked read', async () => {
    const a = await personal('demo001', 'Delete me');
    const b = await personal('demo001', 'Me too');
    const broadcast = body(
      await api.post('/admin/api/messages', { all: true, title: 'Everyone', content: 'x' }, { token: admin }),
    ).value.id;
    const res = body(await api.del(`/wps/message/inbox?messageIds=${a},${b},${broadcast}`, { token }));
    expect(res).toMatchObject({ success: true, value: { deleted: 2, kept: 1 } });
    const left = body(await api.get('/wps/message/inbox?pageSize=50', { token })).value.list;
    const ids = left.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(a);
    expect(ids).not.toContain(b);
    expect(left.find((m: { id: number }) => m.id === broadcast).read).toBe('Y');
  });

  it('never reaches another member or merchant', async () => {
    const theirs = await personal('demo002', 'For demo002');
    expect(body(await api.del(`/wps/message/inbox?messageIds=${theirs}`, { token })).value).toMatchObject({
      deleted: 0,
      kept: 1,
    });
    const other = await loginToken(t, 'demo002', 'demo1234');
    const list = body(await api.get('/wps/message/inbox?pageSize=50', { token: other })).value.list;
    expect(list.find((m: { id: number }) => m.id === theirs).read).toBe('N');

    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const alphaIds = body(
      await api.get('/wps/message/inbox?pageSize=50', { token: alpha, merchant: 'alpha' }),
    ).value.list.map((m: { id: number }) => m.id);
    expect(alphaIds).not.toContain(theirs);
    expect(
      body(await api.del(`/wps/message/inbox?messageIds=${theirs}`, { token: alpha, merchant: 'alpha' }))
        .value.deleted,
    ).toBe(0);
    // A demo token does not open alpha's mailbox.
    expect((await api.get('/wps/message/inbox', { token, merchant: 'alpha' })).statusCode).toBe(401);
  });

  it('answers request.invalid to bad input, login.not.session without a token', async () => {
    for (const url of [
      '/wps/message/inbox?pageSize=500',
      '/wps/message/inbox?pageNo=0',
      '/wps/message/inbox?isRead=maybe',
    ]) {
      const res = await api.get(url, { token });
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    for (const url of [
      '/wps/message/inbox?messageIds=abc',
      '/wps/message/inbox?messageIds=',
      '/wps/message/inbox',
      `/wps/message/inbox?messageIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      '/wps/message/outbox?messageIds=-1',
    ]) {
      const res = await api.del(url, { token });
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    expect(body(await form('messageId=x')).errorCode).toBe('request.invalid');
    expect(body(await form('')).errorCode).toBe('request.invalid');
    expect(body(await api.get('/wps/message/unreadCount')).errorCode).toBe('login.not.session');
  });
});

describe('writing to the merchant', () => {
  it('lists the desk as recipient, sends, shows the outbox with the desk read mark, takes back unread', async () => {
    await setFlag(t, 'demo', 'LIVECHAT3', true);
    const recipients = body(await api.get('/wps/message/recipients', { token })).value;
    expect(recipients).toEqual([{ recipient: 'CS', name: expect.any(String) }]);

    const sent = body(
      await api.put('/wps/message/send', { title: 'Deposit', content: 'My deposit is late' }, { token }),
    );
    expect(sent).toMatchObject({ success: true, value: { recipient: 'CS', read: 'N' } });
    expect(sent.value.content).toBe('Deposit\nMy deposit is late');
    const second = body(await api.put('/wps/message/send', { message: 'Second note' }, { token })).value;

    const outbox = body(await api.get('/wps/message/outbox?pageNo=1&pageSize=10', { token })).value;
    expect(outbox.total).toBeGreaterThanOrEqual(2);
    expect(outbox.list[0]).toMatchObject({ id: second.id, content: 'Second note', read: 'N' });

    // The desk sees it as chat; opening the conversation marks the member's messages seen.
    const desk = body(await api.get('/admin/api/chat/conversations?size=50', { token: admin })).value.list;
    const conversation = desk.find(
      (c: { lastMessage: { id: number } | null }) => c.lastMessage?.id === second.id,
    );
    expect(conversation).toBeTruthy();
    await api.get(`/admin/api/chat/conversations/${conversation.conversationId}/messages`, { token: admin });
    const seen = body(await api.get('/wps/message/outbox', { token })).value.list;
    expect(seen.find((m: { id: number }) => m.id === second.id).read).toBe('Y');

    const third = body(await api.put('/wps/message/send', { content: 'Never mind' }, { token })).value;
    const removed = body(await api.del(`/wps/message/outbox?messageIds=${third.id},${second.id}`, { token }));
    expect(removed.value).toMatchObject({ deleted: 1, kept: 1 });
    const after = body(await api.get('/wps/message/outbox?size=50', { token })).value.list;
    expect(after.map((m: { id: number }) => m.id)).not.toContain(third.id);
    expect(after.map((m: { id: number }) => m.id)).toContain(second.id);

    // Another merchant's member sees none of it and cannot take it back.
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const alphaOut = body(
      await api.get('/wps/message/outbox?size=50', { token: alpha, merchant: 'alpha' }),
    ).value;
    expect(alphaOut.list.map((m: { id: number }) => m.id)).not.toContain(second.id);
    const mine = body(await api.put('/wps/message/send', { content: 'Mine' }, { token })).value;
    expect(
      body(await api.del(`/wps/message/outbox?messageIds=${mine.id}`, { token: alpha, merchant: 'alpha' }))
        .value.deleted,
    ).toBe(0);
  });

  it('refuses empty or misaddressed messages and answers no recipient while the chat is off', async () => {
    for (const payload of [
      {},
      { content: '   ' },
      { content: 'x'.repeat(1001) },
      { content: 'x', recipient: 'BOSS' },
    ]) {
      const res = await api.put('/wps/message/send', payload, { token });
      expect(res.statusCode).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    await setFlag(t, 'demo', 'LIVECHAT3', false);
    expect(body(await api.get('/wps/message/recipients', { token })).value).toEqual([]);
    expect(body(await api.put('/wps/message/send', { content: 'x' }, { token })).errorCode).toBe(
      'function.not.available',
    );
    await setFlag(t, 'demo', 'LIVECHAT3', true);
  });
});
