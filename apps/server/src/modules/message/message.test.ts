import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken, resetCounters, setFlag } from '../../platform/testing/accounts.js';
import { adminToken, capture, memberIdOf } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let token: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // The demo merchant's content is seeded in six languages; these tests read its English texts.
  api = client(t, { language: 'EN' });
  token = await loginToken(t, 'demo001', 'demo1234');
  admin = await adminToken(t);
});
afterAll(async () => t?.close());
beforeEach(async () => resetCounters(t));

const inbox = async (query: string, tok = token, merchant = 'demo') =>
  body(await api.get(`/wps/relay/MCSFE_getInboxMessages?${query}`, { token: tok, merchant }));

describe('inbox', () => {
  it('pages, sorts and filters by read state and time; counts unread', async () => {
    const all = (await inbox('page=1&size=10')).value;
    expect(all.total).toBe(6);
    expect(all.unread).toBe(4);
    // Current clients ask for each count alone: the envelope's value is the number.
    expect(body(await api.get('/wps/relay/EMFE_getInboxUnreadCount', { token })).value).toBe(4);
    expect(body(await api.post('/wps/relay/CSP_unreadCount', {}, { token })).value).toBe(
      body(await api.get('/wps/relay/MCSFE_getUnreadCounts', { token })).value.chat,
    );
    expect((await api.get('/wps/relay/EMFE_getInboxUnreadCount')).statusCode).toBe(401);
    expect(all.list[0].title).toBe('Platform notice');
    expect(all.list[0].category).toBe('BROADCAST');
    const asc = (await inbox('page=1&size=2&sort=asc')).value;
    expect(asc.list.map((m: { title: string }) => m.title)).toEqual(['Welcome aboard', 'Deposit received']);
    expect((await inbox('page=2&size=2&sort=ASC')).value.list[0].title).toBe('Lucky Draw is live');
    expect((await inbox('read=Y')).value.total).toBe(2);
    expect((await inbox('read=N')).value.total).toBe(4);
    const since = Date.now() - 2.5 * 3_600_000;
    expect((await inbox(`startTime=${since}`)).value.total).toBe(3);
    expect((await inbox(`startTime=${since}&endTime=${Date.now() - 3_600_000}`)).value.total).toBe(2);
    const viaPost = body(
      await api.post('/wps/relay/MCSFE_getInboxMessages', { page: 1, size: 1, read: 'N' }, { token }),
    ).value;
    expect(viaPost).toMatchObject({ total: 4, size: 1 });
    expect(viaPost.list).toHaveLength(1);
    expect(body(await api.get('/wps/relay/MCSFE_getUnreadCounts', { token })).value).toEqual({
      inbox: 4,
      chat: 0,
    });
    expect((await inbox('size=500')).errorCode).toBe('request.invalid');
    expect((await inbox('sort=sideways')).errorCode).toBe('request.invalid');
  });

  it('marks read by ids or all, only own messages; opening one marks it read', async () => {
    const unread = (await inbox('read=N')).value.list;
    const res = body(
      await api.post('/wps/message/read', { ids: [unread[0].id, unread[0].id] }, { token }),
    ).value;
    expect(res).toEqual({ updated: 1, unread: 3 });
    const opened = body(await api.get(`/wps/message/${unread[1].id}`, { token })).value;
    expect(opened.read).toBe('Y');
    expect(body(await api.get('/wps/relay/MCSFE_getUnreadCounts', { token })).value.inbox).toBe(2);
    // demo002's messages are not demo001's to read.
    const other = await loginToken(t, 'demo002', 'demo1234');
    const theirs = (await inbox('read=N', other)).value.list.find(
      (m: { category: string }) => m.category === 'PERSONAL',
    );
    expect(body(await api.post('/wps/message/read', { ids: [theirs.id] }, { token })).value.updated).toBe(0);
    expect(body(await api.get(`/wps/message/${theirs.id}`, { token })).errorCode).toBe('message.not.found');
    expect(body(await api.post('/wps/message/read', { all: true }, { token })).value.unread).toBe(0);
    expect(body(await api.post('/wps/message/read', {}, { token })).errorCode).toBe('request.invalid');
  });

  it('a merchant message is stored sanitised and pushed as INBOX; ONLINE_MSG is pushed as text', async () => {
    const id = await memberIdOf(t, 'demo', 'demo001');
    const pushes = await capture(t, 'demo', id);
    const sent = body(
      await api.post(
        '/admin/api/messages',
        { username: 'demo001', title: 'Hello', content: '<p onmouseover="x()">Hi<script>1</script></p>' },
        { token: admin },
      ),
    ).value;
    await api.post(
      '/admin/api/online-messages',
      { username: 'demo001', title: 'Now', content: '<b>Server</b> restart soon' },
      { token: admin },
    );
    await new Promise((r) => setTimeout(r, 20));
    pushes.stop();
    expect(pushes.messages.find((m) => m.type === 'INBOX')?.data).toMatchObject({
      messageId: sent.id,
      title: 'Hello',
      unread: 1,
    });
    expect(pushes.messages.find((m) => m.type === 'ONLINE_MSG')?.data).toMatchObject({
      content: 'Server restart soon',
    });
    const message = body(await api.get(`/wps/message/${sent.id}`, { token })).value;
    expect(message.content).toBe('<p>Hi</p>');
  });

  it('is tenant-scoped, needs login and INBOX3', async () => {
    const alpha = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
    const titles = (await inbox('size=50', alpha, 'alpha')).value.list.map((m: { id: number }) => m.id);
    const demoIds = (await inbox('size=50')).value.list.map((m: { id: number }) => m.id);
    expect(titles.some((i: number) => demoIds.includes(i))).toBe(false);
    expect(body(await api.get('/wps/relay/MCSFE_getInboxMessages')).errorCode).toBe('login.not.session');
    expect(
      body(await api.get(`/wps/message/${demoIds[0]}`, { token: alpha, merchant: 'alpha' })).errorCode,
    ).toBe('message.not.found');
    await setFlag(t, 'demo', 'INBOX3', false);
    expect((await inbox('')).errorCode).toBe('function.not.available');
    await setFlag(t, 'demo', 'INBOX3', true);
  });
});

describe('notices', () => {
  it('defaults to types PR,B,PL,PU and group w_promotion; banners filtered by group; paged by 10', async () => {
    const page1 = body(await api.get('/wps/relay/MCSFE_notice')).value;
    // 3 w_promotion banners + 14 announcements + 2 promotion notices + 2 popups.
    expect(page1.total).toBe(21);
    expect(page1.list).toHaveLength(10);
    const pl = body(await api.get('/wps/relay/MCSFE_notice?types=PL&page=2')).value;
    expect(pl).toMatchObject({ total: 14, page: 2 });
    expect(pl.list).toHaveLength(4);
    const home = body(await api.get('/wps/relay/MCSFE_notice?types=B&groupName=w_home')).value.list;
    expect(home).toHaveLength(3);
    expect(home.map((n: { banner: { linkageType: string } }) => n.banner.linkageType).sort()).toEqual([
      'G',
      'P',
      'URL',
    ]);
    expect(home[0].banner).toMatchObject({ groupName: 'w_home', bannerId: home[0].id });
    const v2 = body(await api.get('/wps/relay/MCSFE_noticeV2?groupName=w_home')).value;
    expect(v2.banners).toHaveLength(3);
    expect(v2.announcements).toHaveLength(10);
    expect(v2.popups).toHaveLength(2);
    const viaPost = body(
      await api.post('/wps/relay/MCSFE_notice', { types: ['PU'], execution: 'A', platform: 'W' }),
    ).value;
    expect(viaPost.list.map((n: { execution: string }) => n.execution)).toEqual(['A']);
    expect(body(await api.get('/wps/relay/MCSFE_notice?types=XX')).errorCode).toBe('request.invalid');
    expect(body(await api.get('/wps/relay/MCSFE_notice?groupName=%3Cscript%3E')).errorCode).toBe(
      'request.invalid',
    );
    const alpha = body(await api.get('/wps/relay/MCSFE_notice?types=PL', { merchant: 'alpha' })).value.list;
    expect(alpha.some((n: { id: number }) => pl.list.some((d: { id: number }) => d.id === n.id))).toBe(false);
  });

  it('answers the announcement list of current clients (CCSFE relay, GET or POST) and the legacy path', async () => {
    const relay = body(
      await api.get('/wps/relay/CCSFE_getListAnnouncements', { headers: { ModuleId: 'COMM3' } }),
    ).value;
    expect(relay).toMatchObject({ total: 14, page: 1 });
    expect(relay.list.every((n: { type: string }) => n.type === 'PL')).toBe(true);
    const byPost = body(await api.post('/wps/relay/CCSFE_getListAnnouncements', { page: 2 })).value;
    expect(byPost).toMatchObject({ total: 14, page: 2 });
    const legacy = body(await api.get('/wps/system/announcements?size=20')).value;
    expect(legacy.list.map((n: { id: number }) => n.id)).toEqual(
      [...relay.list, ...byPost.list].map((n: { id: number }) => n.id),
    );
    const alpha = body(await api.get('/wps/relay/CCSFE_getListAnnouncements', { merchant: 'alpha' })).value
      .list;
    expect(alpha.some((n: { id: number }) => legacy.list.some((d: { id: number }) => d.id === n.id))).toBe(
      false,
    );
    expect(body(await api.get('/wps/relay/CCSFE_getListAnnouncements?size=500')).errorCode).toBe(
      'request.invalid',
    );
  });

  it('popups: the first login shows A and F entries, later logins only A, visitors A', async () => {
    const fresh = await loginToken(t, 'agent001', 'agent1234');
    const first = body(await api.get('/wps/notice/popups', { token: fresh })).value;
    expect(first.firstLogin).toBe(true);
    expect(first.list.map((n: { execution: string }) => n.execution).sort()).toEqual(['A', 'F']);
    const again = await loginToken(t, 'agent001', 'agent1234');
    const later = body(await api.get('/wps/notice/popups', { token: again })).value;
    expect(later).toMatchObject({ firstLogin: false });
    expect(later.list.map((n: { execution: string }) => n.execution)).toEqual(['A']);
    expect(body(await api.get('/wps/notice/popups')).value.list).toHaveLength(1);
  });

  it('fuzzed queries never answer 5xx', async () => {
    const junk = ['', '-1', '1e308', 'x'.repeat(3000), '%00', "' OR 1=1", '[]', '{}', '9'.repeat(40)];
    for (const v of junk) {
      const q = encodeURIComponent(v);
      for (const url of [
        `/wps/relay/MCSFE_notice?types=${q}&groupName=${q}&execution=${q}&platform=${q}&page=${q}&size=${q}`,
        `/wps/relay/MCSFE_getInboxMessages?page=${q}&size=${q}&sort=${q}&read=${q}&startTime=${q}&endTime=${q}`,
        `/wps/message/${q}`,
      ]) {
        expect((await api.get(url, { token })).statusCode, url).toBeLessThan(500);
      }
      expect((await api.post('/wps/message/read', { ids: [v], all: v }, { token })).statusCode).toBeLessThan(
        500,
      );
    }
  });
});
