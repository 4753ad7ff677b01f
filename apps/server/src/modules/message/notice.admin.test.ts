import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alphaAdmin: string;

type Res = Awaited<ReturnType<typeof api.get>>;
const code = (res: Res) => body(res).errorCode;
const value = (res: Res) => body(res).value;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const playerNotices = async (types: string, merchant = 'demo') =>
  value(await api.get(`/wps/relay/MCSFE_notice?types=${types}&size=50`, { merchant })).list as {
    id: number;
    title: string;
    content: string;
  }[];

describe('announcements and promotion notices (/admin/api/notices)', () => {
  it('creates an announcement that the player site shows at once, with sanitised content', async () => {
    const res = await api.post(
      '/admin/api/notices',
      {
        type: 'PL',
        title: 'Server upgrade tonight',
        content: '<p onclick="x()">Back at <b>02:00</b></p><script>alert(1)</script>',
        platforms: ['W', 'M'],
        sort: 3,
      },
      { token: admin },
    );
    expect(code(res)).toBeNull();
    const created = value(res);
    expect(created).toMatchObject({ type: 'PL', title: 'Server upgrade tonight', status: 'A', live: true });
    expect(created.platforms).toEqual(['W', 'M']);
    expect(created.content).toBe('<p>Back at <b>02:00</b></p>');

    const shown = (await playerNotices('PL')).find((n) => n.id === created.id);
    expect(shown?.content).toBe('<p>Back at <b>02:00</b></p>');

    // Paused: gone from the player site, still in the back office as not live.
    const paused = await api.put(`/admin/api/notices/${created.id}`, { status: 'I' }, { token: admin });
    expect(value(paused)).toMatchObject({ status: 'I', live: false, title: 'Server upgrade tonight' });
    expect((await playerNotices('PL')).some((n) => n.id === created.id)).toBe(false);

    const edited = await api.put(
      `/admin/api/notices/${created.id}`,
      { status: 'A', title: 'Upgrade moved' },
      { token: admin },
    );
    expect(value(edited)).toMatchObject({ status: 'A', title: 'Upgrade moved', sort: 3 });
    expect((await playerNotices('PL')).find((n) => n.id === created.id)?.title).toBe('Upgrade moved');

    // Soft delete: hidden everywhere except a status=D list.
    expect(value(await api.del(`/admin/api/notices/${created.id}`, { token: admin })).status).toBe('D');
    expect((await playerNotices('PL')).some((n) => n.id === created.id)).toBe(false);
    const listed = value(await api.get('/admin/api/notices?size=50', { token: admin })).list as {
      id: number;
    }[];
    expect(listed.some((n) => n.id === created.id)).toBe(false);
    const deleted = value(await api.get('/admin/api/notices?status=D', { token: admin })).list as {
      id: number;
    }[];
    expect(deleted.some((n) => n.id === created.id)).toBe(true);
  });

  it('keeps a scheduled notice off the player site until it starts', async () => {
    const start = Date.now() + HOUR;
    const res = await api.post(
      '/admin/api/notices',
      { type: 'PL', title: 'Later', content: 'soon', startTime: start, endTime: start + HOUR },
      { token: admin },
    );
    expect(value(res)).toMatchObject({ live: false, startTime: start, endTime: start + HOUR });
    expect((await playerNotices('PL')).some((n) => n.id === value(res).id)).toBe(false);
    const upcoming = value(await api.get('/admin/api/notices?live=N&q=Later', { token: admin }));
    expect(upcoming.list.map((n: { id: number }) => n.id)).toContain(value(res).id);
  });

  it('links a promotion notice only to a promotion of the same merchant', async () => {
    const promos = value(await api.get('/admin/api/promotions?size=1', { token: admin })).list;
    const alphaPromos = value(
      await api.get('/admin/api/promotions?size=1', { token: alphaAdmin, merchant: 'alpha' }),
    ).list;
    const ok = await api.post(
      '/admin/api/notices',
      { type: 'PR', title: 'Deposit bonus', content: '', promotionId: promos[0].id },
      { token: admin },
    );
    expect(value(ok)).toMatchObject({ type: 'PR', promotionId: promos[0].id });
    const foreign = await api.post(
      '/admin/api/notices',
      { type: 'PR', title: 'Stolen', content: '', promotionId: alphaPromos[0].id },
      { token: admin },
    );
    expect(code(foreign)).toBe('promotion.not.found');
    const missing = await api.post('/admin/api/notices', { type: 'PR', title: 'No link' }, { token: admin });
    expect(code(missing)).toBe('request.invalid');
  });

  it('filters and pages the list', async () => {
    const res = value(await api.get('/admin/api/notices?type=PR&page=1&size=2', { token: admin }));
    expect(res.size).toBe(2);
    expect(res.list.length).toBeLessThanOrEqual(2);
    expect(res.list.every((n: { type: string }) => n.type === 'PR')).toBe(true);
    // A banner type is not part of this view.
    expect(value(await api.get('/admin/api/notices?type=B', { token: admin })).total).toBe(0);
  });
});

describe('banners and popups', () => {
  it('creates a banner in a carousel group and shows it in that group only', async () => {
    const res = await api.post(
      '/admin/api/banners',
      {
        title: 'Spring',
        imageUrl: 'https://cdn.example.com/spring.png',
        groupName: 'w_home',
        linkage: '/promotions',
        linkageType: 'URL',
      },
      { token: admin },
    );
    expect(code(res)).toBeNull();
    const banner = value(res);
    expect(banner).toMatchObject({
      type: 'B',
      groupName: 'w_home',
      imageUrl: 'https://cdn.example.com/spring.png',
    });
    const home = value(await api.get('/wps/relay/MCSFE_noticeV2?groupName=w_home&size=50')).banners as {
      bannerId: number;
    }[];
    expect(home.some((b) => b.bannerId === banner.id)).toBe(true);
    const filtered = value(await api.get('/admin/api/banners?groupName=w_home', { token: admin })).list;
    expect(filtered.every((b: { groupName: string }) => b.groupName === 'w_home')).toBe(true);
  });

  it('accepts only https or site-relative images and links', async () => {
    for (const imageUrl of [
      'http://cdn.example.com/a.png',
      '//evil.example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/img/"onerror="x.png',
    ]) {
      const res = await api.post('/admin/api/banners', { title: 'x', imageUrl }, { token: admin });
      expect(code(res), imageUrl).toBe('request.invalid');
    }
    const relative = await api.post(
      '/admin/api/banners',
      { title: 'ok', imageUrl: '/img/a.png' },
      { token: admin },
    );
    expect(code(relative)).toBeNull();
    const badLink = await api.post(
      '/admin/api/banners',
      { title: 'x', imageUrl: '/img/a.png', linkage: 'javascript:alert(1)', linkageType: 'URL' },
      { token: admin },
    );
    expect(code(badLink)).toBe('request.invalid');
    const noImage = await api.post('/admin/api/banners', { title: 'x' }, { token: admin });
    expect(code(noImage)).toBe('request.invalid');
  });

  it('refuses a schedule that ends before it starts', async () => {
    const now = Date.now();
    const res = await api.post(
      '/admin/api/popups',
      { title: 'x', startTime: now, endTime: now - 1 },
      { token: admin },
    );
    expect(code(res)).toBe('request.invalid');
    const created = value(
      await api.post('/admin/api/popups', { title: 'Welcome', content: 'Hi' }, { token: admin }),
    );
    const moved = await api.put(
      `/admin/api/popups/${created.id}`,
      { endTime: created.startTime },
      { token: admin },
    );
    expect(code(moved)).toBe('request.invalid');
  });

  it('shows a new popup to visitors and hides it when paused', async () => {
    const popup = value(
      await api.post(
        '/admin/api/popups',
        { title: 'Lucky week', content: '<i>go</i>', execution: 'A' },
        { token: admin },
      ),
    );
    expect(popup).toMatchObject({ type: 'PU', execution: 'A' });
    const shown = async () =>
      (value(await api.get('/wps/notice/popups')).list as { id: number }[]).some((p) => p.id === popup.id);
    expect(await shown()).toBe(true);
    await api.put(`/admin/api/popups/${popup.id}`, { status: 'I' }, { token: admin });
    expect(await shown()).toBe(false);
  });

  it('keeps each view to its own types', async () => {
    const notice = value(
      await api.post('/admin/api/notices', { type: 'PL', title: 'Board' }, { token: admin }),
    );
    expect(code(await api.get(`/admin/api/banners/${notice.id}`, { token: admin }))).toBe(
      'resource.not.found',
    );
    expect(code(await api.put(`/admin/api/popups/${notice.id}`, { title: 'x' }, { token: admin }))).toBe(
      'resource.not.found',
    );
    expect(code(await api.put(`/admin/api/notices/${notice.id}`, { type: 'B' }, { token: admin }))).toBe(
      'request.invalid',
    );
  });
});

describe('tenant isolation', () => {
  it('never shows or changes another merchant notice', async () => {
    const demo = value(
      await api.post('/admin/api/notices', { type: 'PL', title: 'Demo only' }, { token: admin }),
    );
    const as = { token: alphaAdmin, merchant: 'alpha' };
    const alphaList = value(await api.get('/admin/api/notices?size=50&q=Demo only', as));
    expect(alphaList.total).toBe(0);
    expect(code(await api.get(`/admin/api/notices/${demo.id}`, as))).toBe('resource.not.found');
    expect(code(await api.put(`/admin/api/notices/${demo.id}`, { title: 'hijacked' }, as))).toBe(
      'resource.not.found',
    );
    expect(code(await api.del(`/admin/api/notices/${demo.id}`, as))).toBe('resource.not.found');
    expect(value(await api.get(`/admin/api/notices/${demo.id}`, { token: admin })).title).toBe('Demo only');
    // A demo token does not work under alpha at all.
    expect(code(await api.get('/admin/api/notices', { token: admin, merchant: 'alpha' }))).toBe(
      'user.or.token.invalid',
    );
  });

  it('asks for a session', async () => {
    expect(code(await api.get('/admin/api/banners'))).toBe('login.not.session');
  });
});

describe('bad input', () => {
  it('answers catalogue codes and never a 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { title: '' },
      { title: 'x'.repeat(500) },
      { title: 'x', type: 'ZZ' },
      { title: 'x', type: 'PL', startTime: -1 },
      { title: 'x', type: 'PL', startTime: 9e18 },
      { title: 'x', type: 'PL', platforms: [] },
      { title: 'x', type: 'PL', platforms: ['Q'] },
      { title: 'x', type: 'PL', sort: 1.5 },
      { title: 'x', type: 'PL', content: 'y'.repeat(30_000) },
      { title: 'x', type: 'PR', promotionId: 'abc' },
      { title: { $ne: 1 } },
    ];
    for (const view of ['notices', 'banners', 'popups']) {
      for (const payload of bodies) {
        const res = await api.post(`/admin/api/${view}`, payload, { token: admin });
        expect(res.statusCode, `${view} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(code(res)).not.toBeNull();
      }
      for (const query of [
        'page=0',
        'size=9999',
        'status=X',
        'live=maybe',
        'q=%25%27--',
        'groupName=a%20b',
      ]) {
        const res = await api.get(`/admin/api/${view}?${query}`, { token: admin });
        expect(res.statusCode, query).toBeLessThan(500);
      }
      for (const id of ['abc', '-1', '0', '99999999999999999999', '1.5']) {
        const res = await api.put(`/admin/api/${view}/${id}`, { title: 'x' }, { token: admin });
        expect(res.statusCode, id).toBeLessThan(500);
        expect(code(res)).not.toBeNull();
      }
    }
  });
});
