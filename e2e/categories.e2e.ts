import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { LanguageCode } from '@platform/shared';
import { gameVendors, games } from '../apps/server/src/modules/game/game.tables.js';
import { GameCatalogueCache } from '../apps/server/src/modules/game/game-catalogue-cache.js';
import { GAMES_TEXTS } from './texts';
import { startHarness, type Harness, type Viewport } from './harness.js';

/**
 * No dead ends: the nav, the phone's menu and tab bar, the home tiles and lanes offer only the
 * categories the merchant has an enabled vendor with an enabled game in; none of their links ends
 * on a "nothing here" or "coming soon" page; a category typed in by hand with nothing in it leads
 * on to the categories there are; and a merchant that enables a live-casino vendor gets the entry
 * without a code change.
 */

const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
/** The demo merchant's catalogue: the lottery lobby, slots and the crash (card) game. */
const OFFERED_NAV = ['/', '/lott', '/rng', '/pvp', '/promotions', '/pointMall'];
/** Pages not built yet (apps/web/src/app/routes.tsx STAY_TUNED_ROUTES): nothing may link to them. */
const STAY_TUNED = ['/arcade', '/table', '/news', '/app', '/agent'];
const DEAD_ENDS = ['category-unavailable', 'stay-tuned-page', 'not-found-page', 'vendors-empty'];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(async () => {
  await h?.close();
});

async function openHome(language: LanguageCode, viewport: Viewport): Promise<Page> {
  const page = await h.newPage({ language, viewport });
  await page.goto('/');
  await page.getByTestId('home-page').waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByTestId('game-tiles').waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByTestId('game-lanes').locator('article').first().waitFor({ timeout: 15_000 });
  return page;
}

const hrefs = (page: Page, selector: string) =>
  page.$$eval(selector, (links) => links.map((a) => a.getAttribute('href') ?? ''));

/** Every same-site link the visitor can follow from the home page's nav, menus, tiles and lanes. */
async function homeLinks(page: Page, phone: boolean): Promise<string[]> {
  const found = [
    ...(await hrefs(page, '.site-nav a')),
    ...(await hrefs(page, '[data-testid="game-tiles"] a')),
    ...(await hrefs(page, '[data-testid="game-lanes"] a')),
    ...(await hrefs(page, '.hero a')),
    ...(await hrefs(page, '[data-testid="site-footer"] a')),
  ];
  if (phone) {
    found.push(...(await hrefs(page, '[data-testid="tab-bar"] a')));
    await page.getByTestId('nav-drawer-toggle').click();
    await page.getByTestId('nav-drawer').waitFor({ state: 'visible' });
    found.push(...(await hrefs(page, '[data-testid="nav-drawer"] a')));
    await page.keyboard.press('Escape');
  }
  return [...new Set(found.filter((href) => href.startsWith('/')))];
}

async function expectNotDeadEnd(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page
    .getByTestId('site-footer')
    .or(page.getByTestId('speedtest-page'))
    .first()
    .waitFor({ timeout: 30_000 });
  // The category pages decide once the offered types and vendors are known.
  await page.waitForLoadState('networkidle');
  for (const testId of DEAD_ENDS) {
    expect(await page.getByTestId(testId).count(), `${path} shows ${testId}`).toBe(0);
  }
}

describe('categories', () => {
  it('offers only categories with games, in CN and EN on desktop and phone, and no link is a dead end', async () => {
    const all = new Set<string>();
    for (const language of ['CN', 'EN'] as const) {
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const page = await openHome(language, viewport);
        expect(await hrefs(page, '.site-nav a')).toEqual(OFFERED_NAV);
        expect(await hrefs(page, '[data-testid="game-tiles"] a')).toEqual(['/lott', '/rng', '/pvp']);
        const lanes = await page.$$eval('[data-testid="game-lanes"] article', (list) =>
          list.map((a) => a.getAttribute('data-testid')),
        );
        expect(lanes).toEqual(['game-lane-pvp', 'game-lane-rng', 'game-lane-lott']);
        for (const link of await homeLinks(page, name === 'phone')) all.add(link);
        if (name === 'phone') {
          expect(await hrefs(page, '[data-testid="tab-bar"] a')).toEqual([
            '/',
            '/lottery',
            '/rng',
            '/promotions',
            '/member',
          ]);
          await page.getByTestId('nav-drawer-toggle').click();
          await page.getByTestId('nav-drawer').waitFor({ state: 'visible' });
          await h.screenshot(page, `categories-menu-${language.toLowerCase()}-phone`);
          await page.keyboard.press('Escape');
        }
        await h.screenshot(page, `categories-home-${language.toLowerCase()}-${name}`);
        await page.context().close();
      }
    }
    for (const path of STAY_TUNED) expect(all.has(path), `${path} is linked`).toBe(false);
    for (const path of ['/live', '/fish', '/sports', '/esports', '/elott']) {
      expect(all.has(path), `${path} is linked`).toBe(false);
    }
    const page = await h.newPage({ language: 'EN', viewport: DESKTOP });
    for (const path of all) await expectNotDeadEnd(page, path.split('#')[0]!);
    await page.context().close();
  }, 240_000);

  it("the server's first view links only the offered categories too", async () => {
    const html = await (await fetch(`${h.baseUrl}/`, { headers: { Cookie: 'language=EN' } })).text();
    const nav = /<nav class="site-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(nav).toContain('href="/lott"');
    for (const path of ['/live', '/fish', '/sports', '/esports', '/elott']) {
      expect(nav).not.toContain(`href="${path}"`);
    }
  });

  it('a category with nothing enabled, typed in by hand, leads on to what there is', async () => {
    for (const [language, viewport, name] of [
      ['EN', DESKTOP, 'desktop'],
      ['CN', PHONE, 'phone'],
    ] as const) {
      const page = await h.newPage({ language, viewport });
      await page.goto('/live');
      const notice = page.getByTestId('category-unavailable-notice');
      await notice.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await notice.innerText()).toContain(GAMES_TEXTS[language].gm_category_try_other);
      expect(await hrefs(page, '[data-testid="category-alternatives"] a')).toEqual(['/lott', '/rng', '/pvp']);
      await h.screenshot(page, `categories-unavailable-${language.toLowerCase()}-${name}`);
      await page.getByTestId('category-alternatives').getByTestId('game-tile-rng').click();
      await page.getByTestId('game-lobby').waitFor({ state: 'visible', timeout: 15_000 });

      await page.goto('/arcade');
      await page.getByTestId('stay-tuned-alternatives').waitFor({ state: 'visible', timeout: 30_000 });
      await h.screenshot(page, `categories-stay-tuned-${language.toLowerCase()}-${name}`);
      await page.context().close();
    }
  });

  it('a merchant that enables a live-casino vendor gets the category without a code change', async () => {
    const demo = await h.services.directory.byMerchantCode('demo');
    const db = h.database.db;
    const [vendor] = await db
      .insert(gameVendors)
      .values({
        merchantId: demo!.id,
        code: 'LIVEX',
        displayName: 'Lotus Live',
        gameType: 'LIVE',
        sort: 9,
        mode: 'seamless',
        adapter: 'lotus',
        secret: randomBytes(32).toString('hex'),
      })
      .returning();
    const changed = () => h.services.caches.invalidate(GameCatalogueCache.NAME, String(demo!.id));
    await changed();

    // An enabled vendor without any enabled game is still a dead end: not offered.
    let page = await openHome('EN', DESKTOP);
    expect(await hrefs(page, '.site-nav a')).toEqual(OFFERED_NAV);
    await page.context().close();

    await db.insert(games).values({
      merchantId: demo!.id,
      vendorId: vendor!.id,
      nodeId: 4001,
      gameCode: 'lotus_baccarat',
      displayName: 'Lotus Baccarat',
      names: { EN: 'Lotus Baccarat', CN: '莲花百家乐' },
      gameType: 'LIVE',
      minBet: 100n,
    });
    await changed();
    try {
      for (const [language, viewport, name] of [
        ['EN', DESKTOP, 'desktop'],
        ['CN', PHONE, 'phone'],
      ] as const) {
        page = await openHome(language, viewport);
        expect(await hrefs(page, '.site-nav a')).toEqual([
          '/',
          '/lott',
          '/rng',
          '/live',
          '/pvp',
          '/promotions',
          '/pointMall',
        ]);
        await page.getByTestId('game-tile-live').waitFor({ state: 'visible' });
        await page.getByTestId('game-lane-live').waitFor({ state: 'visible' });
        await h.screenshot(page, `categories-live-enabled-${language.toLowerCase()}-${name}`);
        await page.getByTestId('game-tile-live').click();
        await page.getByTestId('vendor-card-LIVEX').waitFor({ state: 'visible', timeout: 15_000 });
        expect(await page.getByTestId('category-unavailable').count()).toBe(0);
        await page.context().close();
      }
    } finally {
      await db.delete(games).where(and(eq(games.vendorId, vendor!.id), eq(games.merchantId, demo!.id)));
      await db.delete(gameVendors).where(eq(gameVendors.id, vendor!.id));
      await changed();
    }
  }, 180_000);
});
