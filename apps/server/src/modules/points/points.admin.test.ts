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
const alpha = () => ({ token: alphaAdmin, merchant: 'alpha' });

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface AdminReward {
  id: number;
  name: string;
  inventory: number;
  active: boolean;
  type: number;
}
const rewards = async (query = '', o: object = { token: admin }) => {
  const res = await api.get(`/admin/api/points/rewards?${query}`, o);
  expect(code(res), res.body).toBeNull();
  return value(res) as { list: AdminReward[]; total: number };
};
const mall = async () =>
  value(await api.get('/wps/relay/MCSFE_pointReward?size=1000')).list as { id: number; inventory: number }[];

describe('rewards', () => {
  it('filters the reward list by name, type and switch', async () => {
    const all = await rewards('size=100');
    expect(all.total).toBeGreaterThan(1);
    const sample = all.list[0]!;
    const named = await rewards(`q=${encodeURIComponent(sample.name.slice(0, 4))}`);
    expect(named.list.map((r) => r.id)).toContain(sample.id);
    const typed = await rewards(`type=${sample.type}&size=100`);
    expect(typed.list.every((r) => r.type === sample.type)).toBe(true);
    expect((await rewards('active=N')).total).toBe(all.list.filter((r) => !r.active).length);
  });

  it('sets the stock and switches a reward; the mall follows', async () => {
    const reward = (await rewards('active=Y&size=1')).list[0]!;
    const stocked = await api.put(
      `/admin/api/points/rewards/${reward.id}/inventory`,
      { inventory: 42 },
      { token: admin },
    );
    expect(value(stocked)).toMatchObject({ id: reward.id, inventory: 42 });
    expect((await mall()).find((r) => r.id === reward.id)?.inventory).toBe(42);

    const off = await api.put(
      `/admin/api/points/rewards/${reward.id}/status`,
      { active: false },
      { token: admin },
    );
    expect(value(off)).toMatchObject({ id: reward.id, active: false });
    expect((await mall()).some((r) => r.id === reward.id)).toBe(false);
    await api.put(`/admin/api/points/rewards/${reward.id}/status`, { active: true }, { token: admin });
    expect((await mall()).some((r) => r.id === reward.id)).toBe(true);
    expect(value(await api.get(`/admin/api/points/rewards/${reward.id}`, { token: admin }))).toMatchObject({
      id: reward.id,
      inventory: 42,
      active: true,
    });
  });

  it('answers resource.not.found for another merchant reward and leaves it as it was', async () => {
    const reward = (await rewards('size=1')).list[0]!;
    for (const res of [
      await api.get(`/admin/api/points/rewards/${reward.id}`, alpha()),
      await api.put(`/admin/api/points/rewards/${reward.id}/inventory`, { inventory: 0 }, alpha()),
      await api.put(`/admin/api/points/rewards/${reward.id}/status`, { active: false }, alpha()),
    ]) {
      expect(code(res)).toBe('resource.not.found');
    }
    const after = value(await api.get(`/admin/api/points/rewards/${reward.id}`, { token: admin }));
    expect(after).toMatchObject({ inventory: reward.inventory, active: reward.active });
    const alphaIds = (await rewards('size=100', alpha())).list.map((r) => r.id);
    expect(alphaIds).not.toContain(reward.id);
  });

  it('validates input with catalogue codes and never answers a 5xx', async () => {
    const id = (await rewards('size=1')).list[0]!.id;
    for (const b of [{}, { inventory: -1 }, { inventory: 1.5 }, { inventory: 'many' }, { inventory: 1e9 }]) {
      expect(code(await api.put(`/admin/api/points/rewards/${id}/inventory`, b, { token: admin }))).toBe(
        'request.invalid',
      );
    }
    expect(
      code(await api.put(`/admin/api/points/rewards/${id}/status`, { active: 'Y' }, { token: admin })),
    ).toBe('request.invalid');
    for (const q of ['active=X', 'type=abc', 'q=%25%5C', 'size=0', 'page=-1']) {
      expect((await api.get(`/admin/api/points/rewards?${q}`, { token: admin })).statusCode).toBeLessThan(
        500,
      );
      expect(
        (await api.get(`/admin/api/points/redemptions?username=${q}`, { token: admin })).statusCode,
      ).toBeLessThan(500);
    }
    expect(code(await api.get('/admin/api/points/redemptions?rewardId=x', { token: admin }))).toBe(
      'request.invalid',
    );
  });
});

describe('redemptions', () => {
  it('filters by member name and reward', async () => {
    const res = await api.get('/admin/api/points/redemptions?username=nobody_here', { token: admin });
    expect(value(res)).toMatchObject({ total: 0, list: [] });
    const reward = (await rewards('size=1')).list[0]!;
    const byReward = value(
      await api.get(`/admin/api/points/redemptions?rewardId=${reward.id}`, { token: admin }),
    );
    expect(byReward.list.every((r: { rewardId: number }) => r.rewardId === reward.id)).toBe(true);
  });
});
