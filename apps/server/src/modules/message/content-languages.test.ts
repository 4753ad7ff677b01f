import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';

/**
 * Merchant content in several languages: the player calls answer in the request's language, fall
 * back to the merchant's default language (the row's own columns), and each merchant sees only
 * its own rows and texts. The demo merchant's default is CN, alpha's VI (offering VI and EN).
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alphaAdmin: string;

type Res = Awaited<ReturnType<typeof api.get>>;
const value = (res: Res) => body(res).value;
const code = (res: Res) => body(res).errorCode;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const notices = async (language: string | null, merchant = 'demo', types = 'PL') =>
  value(
    await api.get(`/wps/relay/MCSFE_notice?types=${types}&size=50`, {
      merchant,
      headers: language ? { Language: language } : {},
    }),
  ).list as { id: number; title: string; content: string; imageUrl: string | null }[];

describe('notices per language', () => {
  it('answers in the asked language, else in the merchant default, and keeps each language apart', async () => {
    const res = await api.post(
      '/admin/api/notices',
      {
        type: 'PL',
        title: '系统升级',
        content: '<p>今晚升级</p>',
        texts: {
          EN: { title: 'Server upgrade', content: '<p onclick="x()">Tonight</p><script>alert(1)</script>' },
          TH: { title: 'อัปเกรดระบบ' },
          JA: { title: '  ', content: '' },
        },
      },
      { token: admin },
    );
    expect(code(res)).toBeNull();
    const created = value(res);
    // Blank texts are not stored; other-language HTML is sanitised like the default's.
    expect(created.texts).toEqual({
      EN: { title: 'Server upgrade', content: '<p>Tonight</p>' },
      TH: { title: 'อัปเกรดระบบ' },
    });

    const find = async (language: string | null) =>
      (await notices(language)).find((n) => n.id === created.id);
    expect(await find('EN')).toMatchObject({ title: 'Server upgrade', content: '<p>Tonight</p>' });
    expect(await find('CN')).toMatchObject({ title: '系统升级', content: '<p>今晚升级</p>' });
    // TH has a title only: the content falls back to the default language.
    expect(await find('TH')).toMatchObject({ title: 'อัปเกรดระบบ', content: '<p>今晚升级</p>' });
    // No text at all in JA: the default language.
    expect(await find('JA')).toMatchObject({ title: '系统升级' });
    // No Language header: the merchant default.
    expect(await find(null)).toMatchObject({ title: '系统升级' });

    // Updating one language leaves the others as they were when texts is not sent.
    await api.put(`/admin/api/notices/${created.id}`, { sort: 5 }, { token: admin });
    expect(await find('EN')).toMatchObject({ title: 'Server upgrade' });
    const replaced = await api.put(
      `/admin/api/notices/${created.id}`,
      { texts: { VI: { title: 'Nâng cấp máy chủ' } } },
      { token: admin },
    );
    expect(value(replaced).texts).toEqual({ VI: { title: 'Nâng cấp máy chủ' } });
    expect(await find('VI')).toMatchObject({ title: 'Nâng cấp máy chủ' });
    expect(await find('EN')).toMatchObject({ title: '系统升级' });
  });

  it('refuses a language that is not shipped and an unsafe picture', async () => {
    const bad = await api.post(
      '/admin/api/notices',
      { type: 'PL', title: 'x', texts: { XX: { title: 'y' } } },
      { token: admin },
    );
    expect(code(bad)).toBe('request.invalid');
    const image = await api.post(
      '/admin/api/banners',
      {
        title: 'x',
        imageUrl: '/b.png',
        texts: { EN: { imageUrl: 'javascript:alert(1)' } },
      },
      { token: admin },
    );
    expect(code(image)).toBe('request.invalid');
  });

  it('shows a banner picture per language', async () => {
    const res = await api.post(
      '/admin/api/banners',
      { title: '横幅', imageUrl: '/cn.png', texts: { EN: { title: 'Banner', imageUrl: '/en.png' } } },
      { token: admin },
    );
    expect(code(res)).toBeNull();
    const id = value(res).id as number;
    const banners = async (language: string) =>
      value(
        await api.get('/wps/relay/MCSFE_noticeV2?types=B&groupName=w_promotion&size=50', {
          headers: { Language: language },
        }),
      ).banners as { bannerId: number; url: string; title: string }[];
    expect((await banners('EN')).find((b) => b.bannerId === id)).toMatchObject({
      url: '/en.png',
      title: 'Banner',
    });
    expect((await banners('TW')).find((b) => b.bannerId === id)).toMatchObject({
      url: '/cn.png',
      title: '横幅',
    });
  });

  it('keeps merchants apart: alpha falls back to its own default and never sees demo rows', async () => {
    const res = await api.post(
      '/admin/api/notices',
      { type: 'PL', title: 'Bảo trì', texts: { EN: { title: 'Maintenance' }, CN: { title: '维护' } } },
      { token: alphaAdmin, merchant: 'alpha' },
    );
    expect(code(res)).toBeNull();
    const id = value(res).id as number;
    // CN is not one of alpha's languages: the request falls back to alpha's default (VI).
    expect((await notices('CN', 'alpha')).find((n) => n.id === id)?.title).toBe('Bảo trì');
    expect((await notices('EN', 'alpha')).find((n) => n.id === id)?.title).toBe('Maintenance');
    expect((await notices('EN', 'demo')).some((n) => n.id === id)).toBe(false);
    // The other merchant's back office cannot read or change it.
    expect(code(await api.get(`/admin/api/notices/${id}`, { token: admin }))).toBe('resource.not.found');
    const hijack = await api.put(
      `/admin/api/notices/${id}`,
      { texts: { EN: { title: 'hijacked' } } },
      { token: admin },
    );
    expect(code(hijack)).toBe('resource.not.found');
    expect((await notices('EN', 'alpha')).find((n) => n.id === id)?.title).toBe('Maintenance');
  });

  it('serves the seeded demo content in all six languages', async () => {
    const titles = new Set<string>();
    for (const language of ['CN', 'TW', 'JA', 'EN', 'TH', 'VI']) {
      const list = await notices(language, 'demo', 'PL');
      const first = list.find(
        (n) => n.title.length > 0 && !/^[\x20-\x7e]*$/.test(n.title) === (language !== 'EN'),
      );
      expect(first, language).toBeTruthy();
      titles.add(list.map((n) => n.title).join('|'));
    }
    expect(titles.size).toBe(6);
  });
});

describe('inbox, promotions and points rewards per language', () => {
  it('answers inbox messages in the asked language', async () => {
    const token = await loginToken(t, 'demo001', 'demo1234');
    const inbox = async (language: string) =>
      value(
        await api.get('/wps/relay/MCSFE_getInboxMessages?size=10&sort=ASC', {
          token,
          headers: { Language: language },
        }),
      ).list as { title: string }[];
    expect((await inbox('EN'))[0]!.title).toBe('Welcome aboard');
    expect((await inbox('CN'))[0]!.title).toBe('欢迎加入');
    expect((await inbox('TH'))[0]!.title).toBe('ยินดีต้อนรับสู่ครอบครัว');

    const sent = await api.post(
      '/admin/api/messages',
      { username: 'demo001', title: '您好', content: '<p>内容</p>', texts: { JA: { title: 'こんにちは' } } },
      { token: admin },
    );
    expect(code(sent)).toBeNull();
    const newest = async (language: string) =>
      (
        value(
          await api.get('/wps/relay/MCSFE_getInboxMessages?size=1', {
            token,
            headers: { Language: language },
          }),
        ).list as { title: string; content: string }[]
      )[0]!;
    expect(await newest('JA')).toMatchObject({ title: 'こんにちは', content: '<p>内容</p>' });
    expect(await newest('EN')).toMatchObject({ title: '您好' });
  });

  it('answers promotions in the asked language', async () => {
    const list = async (language: string) =>
      value(await api.get('/wps/promotion/list?size=50', { headers: { Language: language } })).list as {
        id: number;
        title: string;
        content: string;
        announcementImages: { url: string }[];
      }[];
    const en = await list('EN');
    const ja = await list('JA');
    const first = en.find((p) => p.title === 'First Deposit Bonus')!;
    expect(first).toBeTruthy();
    const jaFirst = ja.find((p) => p.id === first.id)!;
    expect(jaFirst.title).toBe('初回入金ボーナス');
    expect(jaFirst.content).toContain('初回入金');
    expect(jaFirst.announcementImages[0]!.url).not.toBe(first.announcementImages[0]!.url);
    const detail = value(await api.get(`/wps/promotion/${first.id}`, { headers: { Language: 'TH' } }));
    expect(detail?.title ?? null).toBe('โบนัสฝากครั้งแรก');
  });

  it('answers points-mall rewards in the asked language', async () => {
    const names = async (language: string) =>
      (
        value(
          await api.get('/wps/relay/MCSFE_pointReward?page=1&size=50', { headers: { Language: language } }),
        ).list as { name: string }[]
      ).map((r) => r.name);
    expect(await names('EN')).toContain('Smart Watch');
    expect(await names('CN')).toContain('智能手表');
    expect(await names('VI')).toContain('Đồng hồ thông minh');
  });
});
