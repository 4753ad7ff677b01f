import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, loginToken } from '../../platform/testing/accounts.js';
import { adminToken } from '../wallet/test-support.js';
import { gameIdOf, vendorIdOf } from './test-support.js';
import { DEV_BUILTIN_VENDOR_SECRET } from '../../config.js';
import { BUILTIN_VENDOR_CODES } from '../vendor-lotus/index.js';
import { gameVendors } from './game.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let alphaAdmin: string;
let member: string;

type Res = Awaited<ReturnType<typeof api.get>>;
const code = (res: Res) => body(res).errorCode;
const value = (res: Res) => body(res).value;
const alpha = () => ({ token: alphaAdmin, merchant: 'alpha' });
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
  member = await loginToken(t, 'demo001', 'demo1234');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const launch = async (gameId: number) =>
  api.post('/wps/game/launchGame/v2', { gameId, launchMode: 'RNG', language: 'EN' }, { token: member });

describe('vendors', () => {
  it('lists every vendor with its game count and maintenance', async () => {
    const res = value(await api.get('/admin/api/vendors', { token: admin }));
    const lotus = res.list.find((v: { code: string }) => v.code === 'LOTUS');
    expect(lotus).toMatchObject({ enabled: true, currentMaintenance: null, nextMaintenance: null });
    const games = value(await api.get(`/admin/api/games?vendorId=${lotus.id}&size=50`, { token: admin }));
    expect(games.total).toBeGreaterThan(1);
    expect(lotus.gameCount).toBe(games.total);
    expect(lotus).not.toHaveProperty('secret');
    expect(res.total).toBe(res.list.length);
  });

  it('disables a vendor: its card leaves the lobby until it is enabled again', async () => {
    const id = await vendorIdOf(t, 'demo', 'LOTUSX');
    const cards = async () =>
      (value(await api.get('/wps/game/vendors')) as { accountTypeName: string }[]).map(
        (c) => c.accountTypeName,
      );
    expect(await cards()).toContain('LOTUSX');
    const off = await api.put(`/admin/api/vendors/${id}`, { enabled: false, sort: 7 }, { token: admin });
    expect(value(off)).toMatchObject({ id, enabled: false, sort: 7 });
    expect(await cards()).not.toContain('LOTUSX');
    const disabled = value(await api.get('/admin/api/vendors?enabled=N', { token: admin })).list;
    expect(disabled.map((v: { id: number }) => v.id)).toEqual([id]);
    await api.put(`/admin/api/vendors/${id}`, { enabled: true }, { token: admin });
    expect(await cards()).toContain('LOTUSX');
  });

  it('answers resource.not.found for another merchant vendor and checks the body', async () => {
    const id = await vendorIdOf(t, 'demo', 'LOTUS');
    expect(code(await api.put(`/admin/api/vendors/${id}`, { enabled: false }, alpha()))).toBe(
      'resource.not.found',
    );
    expect(value(await api.get('/admin/api/vendors', { token: admin })).list[0].enabled).toBe(true);
    const alphaList = value(await api.get('/admin/api/vendors', alpha())).list as { id: number }[];
    expect(alphaList.some((v) => v.id === id)).toBe(false);
    expect(code(await api.put(`/admin/api/vendors/${id}`, {}, { token: admin }))).toBe('request.invalid');
    expect(code(await api.put(`/admin/api/vendors/${id}`, { sort: -1 }, { token: admin }))).toBe(
      'request.invalid',
    );
  });
});

describe('maintenance windows', () => {
  it('blocks launches inside a window created in the back office, and not after it is removed', async () => {
    const vendorId = await vendorIdOf(t, 'demo', 'LOTUS');
    const jade = await gameIdOf(t, 'demo', 'jade_dragon');
    const start = Date.now() - MINUTE;
    const end = Date.now() + 60 * MINUTE;
    const created = await api.post(
      `/admin/api/vendors/${vendorId}/maintenance`,
      { startTime: start, endTime: end, message: 'Upgrade' },
      { token: admin },
    );
    expect(value(created)).toMatchObject({ vendorId, startTime: start, endTime: end, message: 'Upgrade' });
    const windowId = value(created).id as number;

    const blocked = await launch(jade);
    expect(body(blocked)).toMatchObject({
      errorCode: 'vendor_under_maintenance',
      value: { message: 'Upgrade', startTime: start, endTime: end },
    });
    const lotus = value(await api.get('/admin/api/vendors', { token: admin })).list.find(
      (v: { id: number }) => v.id === vendorId,
    );
    expect(lotus.currentMaintenance).toMatchObject({ id: windowId, message: 'Upgrade' });

    // Alpha can neither see nor remove demo's window.
    expect(code(await api.get(`/admin/api/vendors/${vendorId}/maintenance`, alpha()))).toBe(
      'resource.not.found',
    );
    expect(code(await api.del(`/admin/api/vendors/${vendorId}/maintenance/${windowId}`, alpha()))).toBe(
      'resource.not.found',
    );

    const listed = value(await api.get(`/admin/api/vendors/${vendorId}/maintenance`, { token: admin }));
    expect(listed.list.map((w: { id: number }) => w.id)).toContain(windowId);
    expect(
      value(await api.del(`/admin/api/vendors/${vendorId}/maintenance/${windowId}`, { token: admin })).id,
    ).toBe(windowId);
    expect(code(await launch(jade))).not.toBe('vendor_under_maintenance');
  });

  it('shows a future window as next and lets launches through until it starts', async () => {
    const vendorId = await vendorIdOf(t, 'demo', 'LOTUS');
    const start = Date.now() + 30 * MINUTE;
    const created = value(
      await api.post(
        `/admin/api/vendors/${vendorId}/maintenance`,
        { startTime: start, endTime: start + MINUTE },
        { token: admin },
      ),
    );
    const lotus = value(await api.get('/admin/api/vendors', { token: admin })).list.find(
      (v: { id: number }) => v.id === vendorId,
    );
    expect(lotus).toMatchObject({ currentMaintenance: null, nextMaintenance: { id: created.id } });
    expect(code(await launch(await gameIdOf(t, 'demo', 'jade_dragon')))).not.toBe('vendor_under_maintenance');
    await api.del(`/admin/api/vendors/${vendorId}/maintenance/${created.id}`, { token: admin });
  });

  it('refuses windows that end before they start, are over, or are too long', async () => {
    const vendorId = await vendorIdOf(t, 'demo', 'LOTUS');
    const now = Date.now();
    const post = (payload: unknown) =>
      api.post(`/admin/api/vendors/${vendorId}/maintenance`, payload, { token: admin });
    expect(code(await post({ startTime: now + MINUTE, endTime: now + MINUTE }))).toBe('request.invalid');
    expect(code(await post({ startTime: now + 2 * MINUTE, endTime: now + MINUTE }))).toBe('request.invalid');
    expect(code(await post({ startTime: now - 2 * MINUTE, endTime: now - MINUTE }))).toBe('request.invalid');
    expect(code(await post({ startTime: now, endTime: now + 40 * 24 * 60 * MINUTE }))).toBe(
      'request.invalid',
    );
    expect(code(await post({ startTime: 'soon', endTime: now }))).toBe('request.invalid');
    const alphaVendor = await vendorIdOf(t, 'alpha', 'LOTUS');
    expect(
      code(
        await api.post(
          `/admin/api/vendors/${alphaVendor}/maintenance`,
          { startTime: now, endTime: now + MINUTE },
          { token: admin },
        ),
      ),
    ).toBe('resource.not.found');
  });
});

describe('games', () => {
  it('filters by vendor, type and name and pages', async () => {
    const vendorId = await vendorIdOf(t, 'demo', 'LOTUS');
    const res = value(await api.get(`/admin/api/games?vendorId=${vendorId}&size=2`, { token: admin }));
    expect(res.list).toHaveLength(2);
    expect(res.total).toBeGreaterThan(2);
    expect(res.list.every((g: { vendorId: number }) => g.vendorId === vendorId)).toBe(true);
    const named = value(await api.get('/admin/api/games?q=jade', { token: admin })).list;
    expect(named.map((g: { gameCode: string }) => g.gameCode)).toContain('jade_dragon');
    const typed = value(await api.get('/admin/api/games?gameType=RNG&size=50', { token: admin })).list;
    expect(typed.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
  });

  it('switches a game off and marks it hot; the player list follows', async () => {
    const id = await gameIdOf(t, 'demo', 'golden_koi');
    const playerIds = async (path: string) =>
      (value(await api.get(path)).games as { gameId: number }[]).map((g) => g.gameId);
    const hot = value(await api.put(`/admin/api/games/${id}`, { hot: true, hotSort: 0 }, { token: admin }));
    expect(hot).toMatchObject({ id, hot: true, hotSort: 0 });
    expect(await playerIds('/wps/game/hot?pageSize=50')).toContain(id);

    const off = value(await api.put(`/admin/api/games/${id}`, { enabled: false }, { token: admin }));
    expect(off.enabled).toBe(false);
    expect(await playerIds('/wps/game/list?pageSize=100')).not.toContain(id);
    expect(code(await launch(id))).toBe('in_stay_tuned');
    const disabled = value(await api.get('/admin/api/games?enabled=N', { token: admin })).list;
    expect(disabled.map((g: { id: number }) => g.id)).toContain(id);

    await api.put(`/admin/api/games/${id}`, { enabled: true, hot: false }, { token: admin });
    expect(await playerIds('/wps/game/list?pageSize=100')).toContain(id);
  });

  it('answers resource.not.found for another merchant game and never lists it', async () => {
    const id = await gameIdOf(t, 'demo', 'golden_koi');
    expect(code(await api.put(`/admin/api/games/${id}`, { enabled: false }, alpha()))).toBe(
      'resource.not.found',
    );
    const alphaGames = value(await api.get('/admin/api/games?size=50&q=golden', alpha())).list as {
      id: number;
    }[];
    expect(alphaGames.some((g) => g.id === id)).toBe(false);
    expect(alphaGames.length).toBeGreaterThan(0);
  });

  it('never answers a 5xx to fuzzed input', async () => {
    const queries = [
      'vendorId=abc',
      'vendorId=-5',
      'gameType=XX',
      'q=%25_%5C',
      'page=0',
      'size=1000',
      'hot=1',
    ];
    for (const q of queries) {
      expect((await api.get(`/admin/api/games?${q}`, { token: admin })).statusCode, q).toBeLessThan(500);
      expect((await api.get(`/admin/api/vendors?${q}`, { token: admin })).statusCode, q).toBeLessThan(500);
    }
    const bodies = [{}, { enabled: 'yes' }, { sort: 1e12 }, { hotSort: -1 }, [], 'x', { enabled: null }];
    for (const b of bodies) {
      const res = await api.put('/admin/api/games/1', b, { token: admin });
      expect(res.statusCode, JSON.stringify(b)).toBeLessThan(500);
      expect(code(res)).not.toBeNull();
    }
    for (const path of ['/admin/api/vendors/x/maintenance', '/admin/api/vendors/1/maintenance/0']) {
      expect((await api.del(path, { token: admin })).statusCode).toBeLessThan(500);
    }
  });
});

describe('built-in vendor secret', () => {
  it('is written into every merchant’s built-in vendor rows at start, and into no other vendor', async () => {
    const secrets = async () =>
      (await t.database.db.select().from(gameVendors)).map((v) => ({
        id: v.id,
        code: v.code,
        secret: v.secret,
      }));
    const before = await secrets();
    try {
      const changed = await t.services.gameAdmin.useBuiltinVendorSecret('rotated-secret-0001');
      const after = await secrets();
      const builtin = after.filter((v) => BUILTIN_VENDOR_CODES.includes(v.code));
      expect(changed).toBe(builtin.length);
      expect(new Set(builtin.map((v) => v.code))).toEqual(new Set(BUILTIN_VENDOR_CODES));
      for (const v of builtin) expect(v.secret).toBe('rotated-secret-0001');
      const others = after.filter((v) => !BUILTIN_VENDOR_CODES.includes(v.code));
      expect(others.length).toBeGreaterThan(0);
      for (const v of others) expect(v.secret).toBe(before.find((b) => b.id === v.id)!.secret);
    } finally {
      await t.services.gameAdmin.useBuiltinVendorSecret(DEV_BUILTIN_VENDOR_SECRET);
    }
  });
});
