import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { enabledFlags, type FlagNode } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, resetCounters } from '../../platform/testing/accounts.js';
import { adminAuditLog } from '../admin/admin.tables.js';
import { isCountryCode } from './merchant-admin.service.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let owner: string;
let operations: string;
let alphaOwner: string;

async function adminLogin(username: string, password: string, merchant = 'demo'): Promise<string> {
  const res = await api.post('/admin/api/session/login', { username, password }, { merchant });
  const token = body(res).value?.token as string | undefined;
  if (!token) throw new Error(`admin login failed: ${res.body}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  owner = await adminLogin('admin', 'admin1234');
  operations = await adminLogin('operations', 'operations1234');
  alphaOwner = await adminLogin('admin', 'alphaadmin1', 'alpha');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

const put = (url: string, payload: unknown, token = owner) => api.put(url, payload, { token });

describe('site settings', () => {
  it('changes name, languages, maintenance and region blocks, and the player site follows at once', async () => {
    const before = body(await api.get('/admin/api/merchant/settings', { token: owner })).value;
    expect(before).toMatchObject({
      code: 'demo',
      currency: 'THB',
      supportedLanguages: expect.arrayContaining(['EN', 'CN']),
    });
    // Warm the merchant cache so the change has to invalidate it.
    await api.get('/wps/system/settings/consolidated');

    const start = Date.now() - 60_000;
    const end = Date.now() + 3_600_000;
    const res = await put('/admin/api/merchant/settings', {
      name: 'Golden Lotus Casino',
      languages: ['EN', 'th', 'CN'],
      defaultLanguage: 'EN',
      maintenanceStart: start,
      maintenanceEnd: end,
      maintenanceMessage: 'Upgrading the cashier',
      blockedCountries: ['US', 'FR', 'US'],
    });
    expect(body(res).value).toMatchObject({
      name: 'Golden Lotus Casino',
      languages: ['EN', 'TH', 'CN'],
      defaultLanguage: 'EN',
      maintenanceStart: start,
      maintenanceEnd: end,
      blockedCountries: ['FR', 'US'],
    });
    const consolidated = body(await api.get('/wps/system/settings/consolidated')).value;
    expect(consolidated).toMatchObject({
      merchantName: 'Golden Lotus Casino',
      languages: ['EN', 'TH', 'CN'],
      defaultLanguage: 'EN',
    });
    const status = body(await api.get('/wps/system/status')).value;
    expect(status).toMatchObject({
      permission: 'MAINTENANCE',
      message: 'Upgrading the cashier',
      maintenanceEnd: end,
    });

    const audit = (
      await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'PUT /admin/api/merchant/settings'))
        .orderBy(desc(adminAuditLog.id))
    )[0];
    expect(audit).toMatchObject({ username: 'admin', area: 'settings', outcome: 'OK' });
    expect(audit!.detail).toMatchObject({
      name: 'Golden Lotus Casino',
      blockedCountries: ['US', 'FR', 'US'],
    });

    await put('/admin/api/merchant/settings', {
      maintenanceStart: null,
      maintenanceEnd: null,
      maintenanceMessage: null,
    });
    expect(body(await api.get('/wps/system/status')).value.permission).not.toBe('MAINTENANCE');
  });

  it('refuses what the site cannot use', async () => {
    for (const payload of [
      { languages: ['EN', 'XX'] },
      { languages: ['EN'], defaultLanguage: 'CN' },
      { defaultLanguage: 'KO' },
      { blockedCountries: ['ZZ'] },
      { blockedCountries: ['EU'] },
      { blockedCountries: ['usa'] },
      { maintenanceStart: Date.now() + 10_000, maintenanceEnd: Date.now() },
      { maintenanceEnd: Date.now() + 10_000, maintenanceStart: null },
      { maintenanceStart: 9e15 },
      { name: '' },
      { languages: [] },
    ]) {
      const res = await put('/admin/api/merchant/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode).toBe('request.invalid');
    }
    expect(isCountryCode('TH')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });

  it('is for owners only, and each merchant changes only its own', async () => {
    expect(body(await api.get('/admin/api/merchant/settings', { token: operations })).errorCode).toBe(
      'permission.denied',
    );
    const foreign = await put('/admin/api/merchant/settings', { name: 'Alpha Renamed' }, alphaOwner);
    expect(body(foreign).errorCode).toBe('user.or.token.invalid');
    const res = await api.put(
      '/admin/api/merchant/settings',
      { name: 'Alpha Renamed' },
      { token: alphaOwner, merchant: 'alpha' },
    );
    expect(body(res).value.name).toBe('Alpha Renamed');
    expect(body(await api.get('/admin/api/merchant/settings', { token: owner })).value.name).not.toBe(
      'Alpha Renamed',
    );
  });
});

describe('feature flags and register fields', () => {
  it('switches a flag the player site then reports', async () => {
    const flags = body(await api.get('/admin/api/merchant/flags', { token: owner })).value as {
      modId: string;
      parentModId: string | null;
      enabled: boolean;
    }[];
    const leaf = flags.find((f) => f.parentModId !== null && f.enabled)!;
    expect(leaf).toBeDefined();
    const res = await put('/admin/api/merchant/flags', { modId: leaf.modId, enabled: false });
    expect(body(res).value.find((f: { modId: string }) => f.modId === leaf.modId).enabled).toBe(false);
    const tree = body(await api.get('/wps/system/whitelabel')).value as FlagNode[];
    expect(enabledFlags(tree).has(leaf.modId)).toBe(false);
    await put('/admin/api/merchant/flags', { flags: [{ modId: leaf.modId, enabled: true }] });
    expect(enabledFlags(body(await api.get('/wps/system/whitelabel')).value).has(leaf.modId)).toBe(true);
    const unknown = await put('/admin/api/merchant/flags', {
      flags: [
        { modId: leaf.modId, enabled: false },
        { modId: 'NOPE', enabled: true },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(enabledFlags(body(await api.get('/wps/system/whitelabel')).value).has(leaf.modId)).toBe(true);
  });

  it('changes register field rules within what login still needs', async () => {
    const res = await put('/admin/api/merchant/register-fields', {
      fields: [{ key: 'username', minLength: 7, maxLength: 12, acceptedPattern: '^[a-z0-9]+$' }],
    });
    expect(body(res).value.find((f: { key: string }) => f.key === 'username')).toMatchObject({
      minLength: 7,
      maxLength: 12,
    });
    const site = body(await api.get('/wps/system/setting/register')).value;
    expect(site.username).toMatchObject({
      minLength: 7,
      acceptedPattern: '^[a-z0-9]+$',
    });
    for (const fields of [
      [{ key: 'password', enabled: false }],
      [{ key: 'username', minLength: 20, maxLength: 10 }],
      [{ key: 'username', acceptedPattern: '(a+)+$' }],
      [{ key: 'username', acceptedPattern: '[unclosed' }],
      [{ key: 'nosuchfield', enabled: true }],
    ]) {
      expect(
        (await put('/admin/api/merchant/register-fields', { fields })).statusCode,
        JSON.stringify(fields),
      ).toBe(400);
    }
    await put('/admin/api/merchant/register-fields', {
      fields: [{ key: 'username', minLength: 6, maxLength: 13, acceptedPattern: '^[A-Za-z0-9]+$' }],
    });
  });
});

describe('domains', () => {
  it('adds and removes domains, unique across merchants', async () => {
    const added = await api.post(
      '/admin/api/merchant/domains',
      { domain: 'Play.Lotus-Example.com', isRoute: true },
      { token: owner },
    );
    expect(body(added).value).toMatchObject({ domain: 'play.lotus-example.com', isRoute: true });
    const id = body(added).value.id as number;
    const route = body(await api.get('/wps/system/domainRoute')).value;
    expect(route.domainList.map((d: { domainName: string }) => d.domainName)).toContain(
      'play.lotus-example.com',
    );

    const taken = await api.post(
      '/admin/api/merchant/domains',
      { domain: 'play.lotus-example.com' },
      { token: alphaOwner, merchant: 'alpha' },
    );
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errorCode).toBe('domain.exists');
    for (const domain of ['bad_domain.com', 'no-dot', '-x.com', 'a'.repeat(64) + '.com', 'x.com/path']) {
      const res = await api.post('/admin/api/merchant/domains', { domain }, { token: owner });
      expect(res.statusCode, domain).toBe(400);
    }
    const foreign = await api.del(`/admin/api/merchant/domains/${id}`, {
      token: alphaOwner,
      merchant: 'alpha',
    });
    expect(foreign.statusCode).toBe(404);
    expect(body(await api.del(`/admin/api/merchant/domains/${id}`, { token: owner })).value).toEqual({
      removed: true,
    });
    const after = body(await api.get('/admin/api/merchant/domains', { token: owner })).value;
    expect(after.map((d: { domain: string }) => d.domain)).not.toContain('play.lotus-example.com');
  });
});
