import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_FLAGS,
  consolidatedSettingsValue,
  enabledFlags,
  systemStatusValue,
  type FlagNode,
} from '@platform/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { merchants } from './settings.tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, merchant = 'demo', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { Merchant: merchant, ...headers } });

function collect(nodes: FlagNode[]): string[] {
  return nodes.flatMap((n) => [n.modId, ...collect(n.childrenNodes as FlagNode[])]);
}

describe('system endpoints', () => {
  it('consolidated settings match the shared contract', async () => {
    const res = await get('/wps/system/settings/consolidated');
    const value = consolidatedSettingsValue.parse(res.json().value);
    expect(value.currency).toBe('THB');
    expect(value.languages).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(value.defaultLanguage).toBe('CN');
    expect(value.gw.PROFILE_ICON_COUNT).toBe(9);
    expect(value.resources.map((r) => r.resourceType)).toEqual(['IOS', 'Android', 'H5']);
  });

  it('each merchant sees only its own settings', async () => {
    const demo = (await get('/wps/system/settings/consolidated')).json().value;
    const alpha = (await get('/wps/system/settings/consolidated', 'alpha')).json().value;
    expect(alpha.merchantCode).toBe('alpha');
    expect(alpha.currency).toBe('VND');
    expect(alpha.languages).toEqual(['VI', 'EN']);
    const alphaDomains = alpha.marketing.domains.map((d: { domain: string }) => d.domain);
    expect(alphaDomains).toEqual(['www.alphaplay.test']);
    expect(demo.marketing.domains.map((d: { domain: string }) => d.domain)).not.toContain(
      'www.alphaplay.test',
    );
  });

  it('whitelabel tree holds every flag of the spec with modId, enabled and childrenNodes', async () => {
    const tree = (await get('/wps/system/whitelabel')).json().value as FlagNode[];
    expect(collect(tree).sort()).toEqual([...ALL_FLAGS].sort());
    const on = enabledFlags(tree);
    expect(on.has('REWCEN3')).toBe(true);
    expect(on.has('GEETEST3')).toBe(false);
    for (const node of tree) expect(['1', '0']).toContain(node.enabled);
    const alphaOn = enabledFlags((await get('/wps/system/whitelabel', 'alpha')).json().value);
    expect(alphaOn.has('FREEPLAY3')).toBe(false);
    expect(on.has('FREEPLAY3')).toBe(true);
  });

  it('templates, location, country, domainRoute and register settings answer', async () => {
    expect((await get('/wps/system/templates')).json().value.web_logo).toBeTruthy();
    const location = (await get('/wps/system/location', 'demo', { 'X-Forwarded-For': '198.51.100.7' })).json()
      .value;
    expect(location).toEqual({ ip: '198.51.100.7', countryCode: 'TH', allowed: true });
    const countries = (await get('/wps/system/country')).json().value;
    expect(countries[0]).toEqual({ countryCode: 'TH', countryDialingCode: '66' });
    const route = (await get('/wps/system/domainRoute')).json().value;
    expect(route.domainList.map((d: { domainName: string }) => d.domainName)).toContain(
      'line2.goldenlotus.test',
    );
    expect(route.domainList.map((d: { domainName: string }) => d.domainName)).not.toContain('localhost');
    expect(route.customerService.length).toBeGreaterThan(0);
    const register = (await get('/wps/system/setting/register')).json().value;
    expect(register.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 13,
    });
  });

  it('ping answers without a Merchant header and echoes the timestamp', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/test/ping?t=1234' });
    expect(res.json()).toMatchObject({ success: true, value: { t: 1234 } });
  });
});

describe('GET /wps/system/status', () => {
  it('is NORMAL with the visitor IP', async () => {
    const value = systemStatusValue.parse(
      (await get('/wps/system/status', 'demo', { 'X-Forwarded-For': '198.51.100.7' })).json().value,
    );
    expect(value).toMatchObject({ permission: 'NORMAL', ip: '198.51.100.7', countryCode: 'TH' });
  });

  it('blocks a region the merchant refuses and shows the IP', async () => {
    const value = (await get('/wps/system/status', 'demo', { 'X-Forwarded-For': '203.0.113.9' })).json()
      .value;
    expect(value).toMatchObject({ permission: 'REGION_RESTRICTED', ip: '203.0.113.9', countryCode: 'US' });
    // Another merchant does not block that region.
    const alpha = (await get('/wps/system/status', 'alpha', { 'X-Forwarded-For': '203.0.113.9' })).json()
      .value;
    expect(alpha.permission).toBe('NORMAL');
  });

  it('reports maintenance with its window, ahead of region blocks', async () => {
    const start = new Date(Date.now() - 60_000);
    const end = new Date(Date.now() + 3_600_000);
    await t.database.db
      .update(merchants)
      .set({ maintenanceStart: start, maintenanceEnd: end, maintenanceMessage: 'Upgrading' })
      .where(eq(merchants.code, 'alpha'));
    t.services.directory.invalidate('alpha');
    const value = (await get('/wps/system/status', 'alpha', { 'X-Forwarded-For': '203.0.113.9' })).json()
      .value;
    expect(value).toMatchObject({
      permission: 'MAINTENANCE',
      maintenanceStart: start.getTime(),
      maintenanceEnd: end.getTime(),
      message: 'Upgrading',
    });
    await t.database.db
      .update(merchants)
      .set({ maintenanceEnd: new Date(Date.now() - 1000) })
      .where(eq(merchants.code, 'alpha'));
    t.services.directory.invalidate('alpha');
    expect((await get('/wps/system/status', 'alpha')).json().value.permission).toBe('NORMAL');
  });

  it('answers domain_not_available for a host the merchant does not serve, with working lines', async () => {
    const res = await get('/wps/system/status?host=evil.example.com', 'demo');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'domain_not_available' });
    expect(res.json().value.domainList.length).toBeGreaterThan(0);
    const ok = await get('/wps/system/status?host=www.goldenlotus.test', 'demo');
    expect(ok.json().success).toBe(true);
    const otherTenant = await get('/wps/system/status?host=www.alphaplay.test', 'demo');
    expect(otherTenant.json().errorCode).toBe('domain_not_available');
  });
});
