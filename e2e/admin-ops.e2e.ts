import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminGame, AdminPage, LanguageCode } from '@platform/shared';
import { ADMIN_TEXTS as OPS_ADMIN_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken } from './member-api.js';

/**
 * The operations pages of the back office, as an OPERATIONS operator uses them: a banner made in
 * the back office shows on the player's home page (with its HTML sanitised by the server), and a
 * vendor maintenance window added there stops the player's launches until it is removed.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);

async function adminToken(username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>('POST', '/admin/api/session/login', { username, password });
  if (!res.success) throw new Error(`admin login ${username}: ${res.errorCode}`);
  return res.value.token;
}

/** A back-office tab already holding the operator's token (the login form has its own test). */
async function adminPage(token: string, language: LanguageCode, viewport: Viewport): Promise<Page> {
  const page = await h.newPage({ language, viewport });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-admin-set')) {
      sessionStorage.setItem('adminToken', value);
      sessionStorage.setItem('e2e-admin-set', '1');
    }
  }, token);
  return page;
}

/** The smallest PNG (1x1), an applicant's proof picture. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A moment as a datetime-local value; browser and test run in the same time zone. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('operations back office', () => {
  let ops: string;
  beforeAll(async () => {
    ops = await adminToken('operations', 'operations1234');
  });

  it('an operations operator publishes a banner and the player home page shows it', async () => {
    const EN = OPS_ADMIN_TEXTS.EN;
    const title = 'Spring festival e2e banner';
    const page = await adminPage(ops, 'EN', VIEWPORTS.desktop);
    await page.goto('/admin/content/banners');
    await page.getByTestId('ops-banners').waitFor({ state: 'visible', timeout: 30_000 });
    // The menu offers the operations areas of the role.
    await page.getByTestId('adm-menu-group-content').waitFor({ state: 'visible' });
    expect(await page.getByTestId('adm-menu-group-finance').count()).toBe(0);

    await page.getByTestId('ops-banners-new').click();
    const editor = page.getByTestId('ops-banners-editor');
    await editor.waitFor({ state: 'visible' });
    // The form names what is missing before anything is sent.
    await page.getByTestId('ops-banners-editor-submit').click();
    expect(await editor.innerText()).toContain(EN.ops_err_required);

    await page.getByTestId('ops-notice-title').fill(title);
    await page.getByTestId('ops-notice-image').fill('/brand/splash.svg');
    await page.getByTestId('ops-notice-start').fill(localInput(Date.now() - 60_000));
    await page
      .getByTestId('ops-notice-content')
      .fill('<p onclick="steal()">Hello <b>players</b></p><script>window.__owned = 1</script>');
    await page.getByTestId('ops-banners-editor-submit').click();
    await page.getByTestId('adm-toast-success').first().waitFor({ state: 'visible' });

    // The form stays open on the saved banner and previews the HTML as the server stored it.
    const preview = page.getByTestId('ops-notice-preview');
    await preview.waitFor({ state: 'visible' });
    expect(await preview.innerText()).toContain('Hello players');
    const stored = await preview.innerHTML();
    expect(stored).not.toContain('script');
    expect(stored).not.toContain('onclick');
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    await h.screenshot(page, 'admin-ops-banner-editor-desktop-en');
    await page.getByTestId('ops-banners-editor-close').click();

    const row = page.getByTestId('ops-banners-table-row').filter({ hasText: title });
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-status')).toBe('A');
    expect(await row.innerText()).toContain(EN.ops_live_Y);
    await h.screenshot(page, 'admin-ops-banners-desktop-en');

    // A visitor's home page carousel shows it.
    const player = await h.newPage({ language: 'CN', viewport: VIEWPORTS.desktop });
    await player.goto('/');
    const slide = player.locator(`[data-testid="banner-slide"] img[alt="${title}"]`);
    await slide.first().waitFor({ state: 'attached', timeout: 20_000 });
    await h.screenshot(player, 'admin-ops-banner-player-home-desktop-cn');
    await player.context().close();

    // Disabled, it leaves the player site again.
    await row.getByRole('button', { name: EN.ops_disable }).click();
    await page.getByTestId('ops-confirm-ok').click();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('I');
    const again = await h.newPage({ language: 'EN', viewport: VIEWPORTS.mobile });
    await again.goto('/');
    await again.getByTestId('home-page').waitFor({ state: 'visible', timeout: 20_000 });
    await again.waitForLoadState('networkidle');
    expect(await again.locator(`[data-testid="banner-slide"] img[alt="${title}"]`).count()).toBe(0);
    await again.context().close();
    await page.context().close();
  });

  it('a vendor maintenance window added in the back office stops launches until removed', async () => {
    const CN = OPS_ADMIN_TEXTS.CN;
    const member = await loginToken(h, 'demo001', 'demo1234');
    const games = await call<AdminPage<AdminGame>>(
      'GET',
      '/admin/api/games?q=&gameType=RNG&size=50',
      undefined,
      ops,
    );
    const game = games.value.list.find((g) => g.vendorCode === 'LOTUS' && g.enabled)!;
    expect(game).toBeTruthy();
    const launch = () =>
      call('GET', `/wps/game/launchGame?gameId=${game.id}&launchMode=RNG&vassalage=LOTUS`, undefined, member);
    expect((await launch()).errorCode).not.toBe('vendor_under_maintenance');

    const page = await adminPage(ops, 'CN', VIEWPORTS.desktop);
    await page.goto('/admin/games/vendors');
    const vendor = page.locator('[data-testid="ops-vendors-table-row"][data-vendor="LOTUS"]');
    await vendor.waitFor({ state: 'visible', timeout: 30_000 });
    await vendor.getByTestId('ops-vendor-maintenance').click();
    const modal = page.getByTestId('ops-maintenance');
    await modal.waitFor({ state: 'visible' });

    // An end before the start is refused in the form.
    const now = Date.now();
    await page.getByTestId('ops-window-start').fill(localInput(now - 5 * 60_000));
    await page.getByTestId('ops-window-end').fill(localInput(now - 10 * 60_000));
    await page.getByTestId('ops-window-add').click();
    expect(await modal.innerText()).toContain(CN.ops_err_end_after_start);

    await page.getByTestId('ops-window-end').fill(localInput(now + 60 * 60_000));
    await page.getByTestId('ops-window-message').fill('Lotus e2e upgrade');
    await page.getByTestId('ops-window-add').click();
    const slot = page.getByTestId('ops-windows-row').filter({ hasText: 'Lotus e2e upgrade' });
    await slot.waitFor({ state: 'visible', timeout: 10_000 });
    await h.screenshot(page, 'admin-ops-maintenance-desktop-cn');

    const refused = await launch();
    expect(refused.success).toBe(false);
    expect(refused.errorCode).toBe('vendor_under_maintenance');

    await page.getByTestId('ops-maintenance-close').click();
    await vendor.getByText(CN.ops_in_maintenance).waitFor({ state: 'visible', timeout: 10_000 });
    await h.screenshot(page, 'admin-ops-vendors-desktop-cn');

    // Removed again (with a confirm), launches open.
    await vendor.getByTestId('ops-vendor-maintenance').click();
    await slot.getByTestId('ops-window-remove').click();
    await page.getByTestId('ops-window-confirm-ok').click();
    await expect.poll(() => slot.count(), { timeout: 10_000 }).toBe(0);
    expect((await launch()).errorCode).not.toBe('vendor_under_maintenance');
    await page.context().close();
  });

  it("an applicant's images open in the queue and the approval is recorded", async () => {
    const EN = OPS_ADMIN_TEXTS.EN;
    const member = await loginToken(h, 'demo002', 'demo1234');
    const applied = await call(
      'POST',
      '/wps/relay/MCSFE_getSignUpRequestReward',
      {
        promotionId: 1,
        remarks: 'Deposited 1,000 by bank transfer',
        pictures: [`data:image/png;base64,${PNG_1X1}`],
      },
      member,
    );
    expect(applied.success, applied.errorCode ?? '').toBe(true);

    const page = await adminPage(ops, 'EN', VIEWPORTS.mobile);
    await page.goto('/admin/promotions/applications');
    const row = page.getByTestId('ops-applications-table-row').filter({ hasText: 'demo002' });
    await row.waitFor({ state: 'visible', timeout: 30_000 });
    await row.getByTestId('ops-application-images').click();
    const image = page.getByTestId('ops-application-image');
    await image.waitFor({ state: 'visible', timeout: 10_000 });
    // The bytes came through the operator's token: the picture decoded.
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.getByTestId('ops-images-close').click();

    await row.getByTestId('ops-application-approve').click();
    await page.getByTestId('ops-decide-remarks').fill('Checked the transfer');
    await h.screenshot(page, 'admin-ops-application-approve-mobile-en');
    await page.getByTestId('ops-decide-ok').click();
    await page.getByTestId('adm-toast-success').first().waitFor({ state: 'visible' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('ops-applications-tabs-APPROVED').click();
    const approved = page.getByTestId('ops-applications-table-row').filter({ hasText: 'demo002' });
    await approved.waitFor({ state: 'visible' });
    expect(await approved.innerText()).toContain('Checked the transfer');
    expect(await approved.innerText()).toContain(EN.ops_app_APPROVED);
    await expectNoSidewaysScroll(page);
    await h.screenshot(page, 'admin-ops-applications-approved-mobile-en');
    await page.context().close();
  });

  it('every operations page opens without failure in both languages, desktop and phone', async () => {
    // A contract between agent001 and its downline, so the contracts overview has terms to show.
    const agent = await loginToken(h, 'agent001', 'agent1234');
    const offer = await call(
      'POST',
      '/wps/agent/contracts/offer',
      {
        kind: 'DAILY_SALARY',
        username: 'demo001',
        tiers: [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate: '1.5' }],
      },
      agent,
    );
    expect(offer.success, offer.errorCode ?? '').toBe(true);
    const pages = [
      ['content/notices', 'ops-notices'],
      ['content/popups', 'ops-popups'],
      ['content/messages', 'ops-messages'],
      ['promotions', 'ops-promotions'],
      ['promotions/applications', 'ops-applications'],
      ['promotions/grants', 'ops-grants'],
      ['points/rewards', 'ops-rewards'],
      ['points/reward-types', 'ops-reward-types'],
      ['points/redemptions', 'ops-redemptions'],
      ['points/config', 'ops-points-config'],
      ['lottery/games', 'ops-lottery-games'],
      ['lottery/issues', 'ops-lottery-issues'],
      ['games/vendors', 'ops-vendors'],
      ['games/list', 'ops-games'],
      ['agents', 'ops-agents'],
      ['agents/contracts', 'ops-contracts'],
      ['agents/payouts', 'ops-payouts'],
    ] as const;
    for (const [language, device] of [
      ['EN', 'desktop'],
      ['CN', 'mobile'],
    ] as const) {
      const page = await adminPage(ops, language, VIEWPORTS[device]);
      for (const [path, testId] of pages) {
        await page.goto(`/admin/${path}`);
        await page.getByTestId(testId).waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        expect(await page.getByTestId('adm-error').count(), path).toBe(0);
        expect(await page.getByTestId('dialog').count(), path).toBe(0);
        if (device === 'mobile') await expectNoSidewaysScroll(page);
        if (path === 'agents/contracts') {
          const contract = page.getByTestId('ops-contracts-table-row').filter({ hasText: 'demo001' });
          await contract.first().waitFor({ state: 'visible' });
          const text = await contract.first().innerText();
          expect(text).toContain(OPS_ADMIN_TEXTS[language].ops_kind_DAILY_SALARY);
          expect(text).toContain('1.5%');
        }
        await h.screenshot(page, `admin-ops-${path.replace(/\//g, '-')}-${device}-${language.toLowerCase()}`);
      }
      await page.context().close();
    }
  });
});
