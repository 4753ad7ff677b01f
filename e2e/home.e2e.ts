import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LanguageCode } from '@platform/shared';
import { SHELL_TEXTS } from './texts';
import type { UiKey } from '../apps/web/src/lib/i18n/ui';
import {
  VIEWPORTS,
  recordApiRequests,
  robotsMeta,
  startHarness,
  switchLanguage,
  type Harness,
  type RecordedRequest,
} from './harness.js';
import { loginToken, pageWithSession, waitForLoggedOut } from './member-api.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const HAN = /[\u3400-\u9fff]/;
/** UI texts a home page is expected to show; the test uses whichever of them it finds. */
const PROBE_KEYS: UiKey[] = [
  'nav_home',
  'home_games_title',
  'home_play_now',
  'home_notices_title',
  'login',
  'register',
];

async function openHome(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByTestId('home-page').waitFor({ state: 'visible', timeout: 30_000 });
  return page.locator('body').innerText();
}

function shownKeys(text: string, language: LanguageCode): UiKey[] {
  return PROBE_KEYS.filter((key) => text.includes(SHELL_TEXTS[language][key]));
}

function languagesOf(requests: RecordedRequest[]): string[] {
  return [...new Set(requests.map((r) => r.headers['language'] ?? '(none)'))];
}

describe('home page', () => {
  it('opens in CN by default and switches to EN from the header', async () => {
    const page = await h.newPage({ viewport: VIEWPORTS.desktop });
    const requests = recordApiRequests(page);

    const cnText = await openHome(page);
    expect(cnText).toMatch(HAN);
    const keys = shownKeys(cnText, 'CN');
    expect(keys, `none of ${PROBE_KEYS.join(', ')} shown in CN`).not.toEqual([]);
    expect(requests.length, 'the home page made no API call').toBeGreaterThan(0);
    expect(languagesOf(requests)).toEqual(['CN']);
    await h.screenshot(page, 'home-cn-desktop');

    const switchedAt = Date.now();
    await switchLanguage(page, 'EN');
    const key = keys[0]!;
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 10_000 })
      .toContain(SHELL_TEXTS.EN[key]);
    const enText = await page.locator('body').innerText();
    expect(enText).not.toEqual(cnText);
    for (const k of keys) {
      expect(enText).toContain(SHELL_TEXTS.EN[k]);
      if (SHELL_TEXTS.CN[k] !== SHELL_TEXTS.EN[k]) expect(enText).not.toContain(SHELL_TEXTS.CN[k]);
    }
    await h.screenshot(page, 'home-en-desktop');

    // The choice must survive a reload and reach the API.
    await page.reload();
    await page.getByTestId('home-page').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.locator('body').innerText()).toContain(SHELL_TEXTS.EN[key]);
    const after = requests.filter((r) => r.at >= switchedAt);
    expect(after.length, 'no API call after switching language').toBeGreaterThan(0);
    expect(languagesOf(after)).toEqual(['EN']);
  });

  it('renders on a phone in CN and EN', async () => {
    for (const language of ['CN', 'EN'] as const) {
      const page = await h.newPage({ language, viewport: VIEWPORTS.mobile });
      const requests = recordApiRequests(page);
      const text = await openHome(page);
      expect(shownKeys(text, language), `no ${language} UI text on the mobile home page`).not.toEqual([]);
      expect(languagesOf(requests)).toEqual([language]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page scrolls sideways on a phone').toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await h.screenshot(page, `home-${language.toLowerCase()}-mobile`);
      await page.context().close();
    }
  });
});

describe('phone shell', () => {
  const visible = (page: Page, testId: string) => page.getByTestId(testId).first().isVisible();

  it('gives phones a bottom tab bar and a menu of every offered section; desktops keep the header nav', async () => {
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.mobile });
    await openHome(page);
    const tabs = page.getByTestId('tab-bar');
    await tabs.waitFor({ state: 'visible' });
    expect(await tabs.locator('a').allInnerTexts()).toEqual(['Home', 'Lottery', 'Games', 'Promotions', 'Me']);
    expect(await page.locator('.site-nav').isVisible(), 'the sideways nav is gone on phones').toBe(false);
    // The tab bar sits on the bottom edge and the page ends above it, so nothing hides behind it.
    const box = (await tabs.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(VIEWPORTS.mobile.height);
    await page.getByTestId('tab-lottery').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/lottery');
    await expect.poll(() => page.getByTestId('tab-lottery').getAttribute('aria-current')).toBe('page');

    await page.getByTestId('nav-drawer-toggle').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.waitFor({ state: 'visible' });
    const names = await drawer.locator('a').allInnerTexts();
    for (const name of ['Home', 'Lottery', 'Slots', 'Card Games', 'Points Mall', 'Help', 'Speed Test'])
      expect(names, name).toContain(name);
    // Sections the merchant has no game in are not offered (categories.e2e.ts).
    for (const name of ['Live Casino', 'Fishing', 'Esports']) expect(names, name).not.toContain(name);
    await h.screenshot(page, 'phone-drawer-en');
    await drawer.getByTestId('drawer-nav-point-mall').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pointMall');
    await drawer.waitFor({ state: 'detached' });
    await page.context().close();

    const desktop = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await openHome(desktop);
    expect(await desktop.locator('.site-nav').isVisible()).toBe(true);
    expect(await visible(desktop, 'tab-bar')).toBe(false);
    expect(await visible(desktop, 'nav-drawer-toggle')).toBe(false);
    await desktop.context().close();
  });

  it("keeps a member's balance and its refresh in the phone's header, and logs out from the panel", async () => {
    const token = await loginToken(h, 'demo001', 'demo1234');
    for (const language of ['CN', 'EN'] as const) {
      const page = await pageWithSession(h, token, { language, viewport: VIEWPORTS.mobile });
      await page.goto('/');
      const header = page.locator('.site-header');
      const amount = header.getByTestId('wallet-balance-amount');
      await expect.poll(() => amount.innerText(), { timeout: 15_000 }).toMatch(/^฿[\d,]+\.\d{2}$/);
      expect(await header.getByTestId('wallet-balance-refresh').isVisible()).toBe(true);
      expect(await header.getByTestId('logout-button').isVisible()).toBe(false);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the header pushes the page sideways').toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await h.screenshot(page, `phone-member-${language.toLowerCase()}`);
      if (language === 'EN') {
        await page.getByTestId('info-bar-toggle').click();
        await page.getByTestId('logout-entry').click();
        await waitForLoggedOut(page, 'login-link');
      }
      await page.context().close();
    }
  });
});

describe('a page that fails', () => {
  it('shows a retry in place of a page whose code does not arrive; the frame stays and the next page works', async () => {
    for (const [language, viewport] of [
      ['CN', VIEWPORTS.mobile],
      ['EN', VIEWPORTS.desktop],
    ] as const) {
      const page = await h.newPage({ language, viewport });
      await openHome(page);
      // The promotions page's code is lost on the way (a release replaced it, the network dropped).
      await page.route(/\/assets\/PromotionsPage-[^/]*\.js$/, (route) => route.abort('connectionreset'));
      await page.evaluate(() => {
        window.history.pushState({}, '', '/promotions');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const failed = page.getByTestId('page-failed');
      await failed.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await failed.innerText()).toContain(SHELL_TEXTS[language].page_failed);
      expect(await failed.getByRole('button', { name: SHELL_TEXTS[language].retry }).isVisible()).toBe(true);
      // Header and navigation stay usable.
      expect(await page.locator('.site-header').isVisible()).toBe(true);
      await h.screenshot(
        page,
        `page-failed-${language.toLowerCase()}-${viewport === VIEWPORTS.mobile ? 'mobile' : 'desktop'}`,
      );
      // Going elsewhere forgets the failure.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByTestId('home-page').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await failed.count()).toBe(0);
      await page.close();
    }
  });
});

describe('robots', () => {
  it('lets search engines index the rendered home page', async () => {
    const page = await h.newPage();
    await openHome(page);
    await expect
      .poll(() => robotsMeta(page), { timeout: 5_000 })
      .not.toContainEqual(expect.stringContaining('noindex'));
  });

  it('serves the home page HTML without noindex, since crawlers may not run scripts on a noindex page', async () => {
    const response = await fetch(`${h.baseUrl}/`);
    const html = await response.text();
    const metas = html.match(/<meta[^>]+name=["']robots["'][^>]*>/gi) ?? [];
    expect(metas.filter((meta) => /noindex/i.test(meta))).toEqual([]);
  });

  it('keeps the member centre out of search engines', async () => {
    const page = await h.newPage();
    await page.goto('/member');
    await page.locator('#root > *').first().waitFor({ state: 'attached', timeout: 30_000 });
    await expect
      .poll(() => robotsMeta(page), { timeout: 5_000 })
      .toContainEqual(expect.stringContaining('noindex'));
  });
});
