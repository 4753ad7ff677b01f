import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client } from '../../platform/testing/accounts.js';
import { adminToken, memberIdOf, merchantIdOf } from '../wallet/test-support.js';
import { promotionApplications } from './promotion.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alphaAdmin: string;

type Res = Awaited<ReturnType<typeof api.get>>;
const code = (res: Res) => body(res).errorCode;
const value = (res: Res) => body(res).value;
const alpha = () => ({ token: alphaAdmin, merchant: 'alpha' });

beforeAll(async () => {
  t = await createTestApp();
  // The demo merchant's content is seeded in six languages; these tests read its English texts.
  api = client(t, { language: 'EN' });
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface Row {
  id: number;
  title: string;
  promotionType: string;
  status: string;
  phase: string;
  texts: Partial<Record<string, { title?: string }>>;
}
const list = async (query: string, o: object = { token: admin }) => {
  const res = await api.get(`/admin/api/promotions?${query}`, o);
  expect(code(res), res.body).toBeNull();
  return value(res) as { list: Row[]; total: number; size: number };
};
const playerIds = async () =>
  (value(await api.get('/wps/promotion/list?size=50')).list as { id: number }[]).map((p) => p.id);

describe('promotion list', () => {
  it('lists every promotion with its rule fields and filters them', async () => {
    const all = await list('size=50');
    expect(all.total).toBeGreaterThan(3);
    // The back office shows the merchant default's title (CN for demo) and the others in texts.
    const first = all.list.find((p) => p.texts.EN?.title === 'First Deposit Bonus')!;
    expect(first.title).toBe('首存优惠');
    expect(first).toMatchObject({ status: 'A', phase: 'RUNNING' });
    expect(first).toHaveProperty('applications.pending');
    const named = await list('q=weekend');
    // The search finds a title in any language.
    expect(named.list.map((p) => p.title)).toEqual(['周末续存']);
    expect((await list('q=周末')).list.map((p) => p.id)).toEqual(named.list.map((p) => p.id));
    const typed = await list(`promotionType=${first.promotionType}`);
    expect(typed.list.every((p) => p.promotionType === first.promotionType)).toBe(true);
    const paged = await list('size=2&page=2');
    expect(paged.list.length).toBeLessThanOrEqual(2);
    expect((await list('phase=ENDED')).list.every((p) => p.phase === 'ENDED')).toBe(true);
  });

  it('shows an upcoming promotion as such and hides a paused one from players', async () => {
    const start = Date.now() + 86_400_000;
    const created = value(
      await api.post(
        '/admin/api/promotions',
        {
          title: 'Next week',
          content: '<b>soon</b>',
          promotionType: 'MANUAL',
          startDate: start,
          bonusAmount: '5',
        },
        { token: admin },
      ),
    );
    const upcoming = await list('phase=UPCOMING');
    expect(upcoming.list.map((p) => p.id)).toContain(created.id);

    const first = (await list('q=First Deposit')).list[0]!;
    expect(await playerIds()).toContain(first.id);
    const paused = await api.put(
      `/admin/api/promotions/${first.id}/status`,
      { status: 'I' },
      { token: admin },
    );
    expect(value(paused)).toMatchObject({ id: first.id, status: 'I' });
    expect(await playerIds()).not.toContain(first.id);
    expect((await list('status=I')).list.map((p) => p.id)).toContain(first.id);
    await api.put(`/admin/api/promotions/${first.id}/status`, { status: 'A' }, { token: admin });
    expect(await playerIds()).toContain(first.id);
    expect(value(await api.get(`/admin/api/promotions/${first.id}`, { token: admin }))).toMatchObject({
      id: first.id,
      title: '首存优惠',
      status: 'A',
    });
  });

  it('refuses an end before the start, unsafe images and links into another merchant', async () => {
    const base = {
      title: 'x',
      content: '',
      promotionType: 'MANUAL',
      startDate: Date.now(),
      bonusAmount: '1',
    };
    const post = (extra: object) =>
      api.post('/admin/api/promotions', { ...base, ...extra }, { token: admin });
    expect(code(await post({ endDate: base.startDate - 1 }))).toBe('request.invalid');
    expect(code(await post({ imageUrls: ['http://cdn.example.com/a.png'] }))).toBe('request.invalid');
    expect(code(await post({ imageUrls: ['//evil.example.com/a.png'] }))).toBe('request.invalid');
    const alphaPromotion = (await list('size=1', alpha())).list[0]!;
    expect(code(await post({ linkedPromotionId: alphaPromotion.id }))).toBe('promotion.not.found');
    expect(code(await post({ categoryId: 999_999 }))).toBe('request.invalid');
  });
});

describe('tenant isolation', () => {
  it('alpha neither lists, reads nor switches demo promotions', async () => {
    const demoIds = (await list('size=50')).list.map((p) => p.id);
    const alphaIds = (await list('size=50', alpha())).list.map((p) => p.id);
    expect(alphaIds.some((id) => demoIds.includes(id))).toBe(false);
    const id = demoIds[0]!;
    expect(code(await api.get(`/admin/api/promotions/${id}`, alpha()))).toBe('promotion.not.found');
    expect(code(await api.put(`/admin/api/promotions/${id}/status`, { status: 'I' }, alpha()))).toBe(
      'promotion.not.found',
    );
    expect(value(await api.get(`/admin/api/promotions/${id}`, { token: admin })).status).toBe('A');
  });
});

describe('application queue', () => {
  it('pages and filters by status, promotion, member and time', async () => {
    const merchantId = await merchantIdOf(t, 'demo');
    const [weekend, first] = [(await list('q=Weekend')).list[0]!, (await list('q=First Deposit')).list[0]!];
    const at = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(promotionApplications).values([
      {
        merchantId,
        promotionId: weekend.id,
        memberId: await memberIdOf(t, 'demo', 'demo001'),
        currency: 'CNY',
        bonusAmount: 5000n,
        createdAt: at,
      },
      {
        merchantId,
        promotionId: first.id,
        memberId: await memberIdOf(t, 'demo', 'demo002'),
        status: 'REJECTED',
        currency: 'CNY',
        bonusAmount: 10000n,
        createdAt: at,
      },
    ]);
    const queue = async (q: string) => {
      const res = await api.get(`/admin/api/promotions/applications?${q}`, { token: admin });
      expect(code(res), res.body).toBeNull();
      return value(res) as {
        list: { username: string; promotionId: number; status: string }[];
        total: number;
      };
    };
    expect((await queue('')).list.every((a) => a.status === 'PENDING')).toBe(true);
    const mine = await queue('status=ALL&username=demo00');
    expect(mine.total).toBe(2);
    expect((await queue(`status=ALL&promotionId=${first.id}`)).list.map((a) => a.username)).toEqual([
      'demo002',
    ]);
    expect((await queue('status=REJECTED&username=demo002')).total).toBe(1);
    expect((await queue(`status=ALL&from=${Date.now()}`)).total).toBe(0);
    expect((await queue('status=ALL&size=1')).list).toHaveLength(1);
    const alphaQueue = value(await api.get('/admin/api/promotions/applications?status=ALL', alpha()));
    expect(alphaQueue.list.some((a: { username: string }) => a.username.startsWith('demo'))).toBe(false);
  });

  it('never answers a 5xx to fuzzed input', async () => {
    for (const q of ['status=X', 'promotionId=abc', 'from=-1', 'username=%25', 'page=0', 'size=999']) {
      expect(
        (await api.get(`/admin/api/promotions/applications?${q}`, { token: admin })).statusCode,
      ).toBeLessThan(500);
      expect((await api.get(`/admin/api/promotions?${q}`, { token: admin })).statusCode).toBeLessThan(500);
    }
    for (const b of [{}, { status: 'X' }, [], 'x', { status: null }]) {
      const res = await api.put('/admin/api/promotions/1/status', b, { token: admin });
      expect(res.statusCode).toBeLessThan(500);
      expect(['request.invalid', 'unsupported.media.type']).toContain(code(res));
    }
    expect(code(await api.get('/admin/api/promotions/abc', { token: admin }))).toBe('request.invalid');
  });
});
