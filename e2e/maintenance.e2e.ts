import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchants } from '../apps/server/src/modules/settings/settings.tables.js';
import { VIEWPORTS, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 60 * 60 * 1000;
/** Inside 203.0.113.0/24, which the demo seed maps to US, a country the demo merchant blocks. */
const US_VISITOR_IP = '203.0.113.9';

async function setMaintenance(window: { start: Date; end: Date; message: string } | null): Promise<void> {
  await h.database.db
    .update(merchants)
    .set({
      maintenanceStart: window?.start ?? null,
      maintenanceEnd: window?.end ?? null,
      maintenanceMessage: window?.message ?? null,
    })
    .where(eq(merchants.code, 'demo'));
  // The directory caches merchants; a change made behind its back shows only after this.
  await h.services.directory.invalidate('demo');
}

afterEach(async () => {
  await setMaintenance(null);
});

describe('site status pages', () => {
  it('shows the maintenance page while the merchant is in a maintenance window', async () => {
    await setMaintenance({
      start: new Date(Date.now() - HOUR),
      end: new Date(Date.now() + 2 * HOUR),
      message: 'Scheduled upgrade',
    });
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await h.newPage({ language: 'EN', viewport });
      await page.goto('/');
      await page.getByTestId('maintenance-page').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.getByTestId('home-page').count()).toBe(0);
      await h.screenshot(page, `maintenance-${name}`);
      await page.context().close();
    }
  });

  it('shows Access Denied with the visitor IP to a blocked country', async () => {
    const page = await h.newPage({
      language: 'EN',
      viewport: VIEWPORTS.mobile,
      headers: { 'X-Forwarded-For': US_VISITOR_IP },
    });
    await page.goto('/');
    await page.getByText('Access Denied').first().waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('body').innerText()).toContain(US_VISITOR_IP);
    expect(await page.getByTestId('home-page').count()).toBe(0);
    await h.screenshot(page, 'region-blocked-mobile');
  });

  it('lets a visitor from an allowed country in', async () => {
    const page = await h.newPage({ language: 'EN', headers: { 'X-Forwarded-For': '198.51.100.7' } });
    await page.goto('/');
    await page.getByTestId('home-page').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByText('Access Denied').count()).toBe(0);
  });
});
