import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { LanguageCode } from '@platform/shared';
import { gameVendorMaintenance, gameVendors } from '../apps/server/src/modules/game/game.tables.js';
import { GameCatalogueCache } from '../apps/server/src/modules/game/game-catalogue-cache.js';
import { GAMES_TEXTS, SHELL_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';

/**
 * Games in the browser: the home lanes, the electronic lobby (search, favourite), a real-money
 * launch of the built-in slot in /seamless with a spin inside its frame, and the game logout that
 * moves the slot wallet back when the page is left.
 */

const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(async () => {
  await h?.close();
});

interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode: string | null;
}

async function call<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${h.baseUrl}${path}`, {
    method,
    headers: {
      Merchant: 'demo',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function login(username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>('POST', '/wps/session/login', {
    type: 'username',
    username,
    password,
  });
  if (!res.success) throw new Error(`login ${username}: ${res.errorCode}`);
  return res.value.token;
}

/** Available balance of every wallet of the member, by wallet code, in major units. */
async function balances(token: string): Promise<Record<string, number>> {
  const res = await call<{ walletList: { code: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  expect(res.success, JSON.stringify(res)).toBe(true);
  return Object.fromEntries(res.value.walletList.map((w) => [w.code, Number(w.availBalance)]));
}

const total = (wallets: Record<string, number>) =>
  Math.round(Object.values(wallets).reduce((sum, v) => sum + v, 0) * 100) / 100;

/** Two elements on screen do not overlap (bounding boxes, in page pixels). */
async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('both elements must be on screen');
  const overlap =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

async function newPage(token: string | null, language: LanguageCode, viewport?: Viewport): Promise<Page> {
  const page = await h.newPage({ language, viewport });
  if (token) {
    await page.addInitScript((value) => {
      if (!localStorage.getItem('e2e-session-set')) {
        sessionStorage.setItem('token', value);
        localStorage.setItem('e2e-session-set', '1');
        // The publicity popup after login would cover the lobby (promotions.e2e tests it).
        sessionStorage.setItem('publicityClosed', '1');
      }
    }, token);
  }
  return page;
}

async function openLobby(page: Page, path = '/electron'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('game-lobby').waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByTestId('game-tile').first().waitFor({ state: 'visible', timeout: 15_000 });
}

function tile(page: Page, name: string) {
  return page.locator(`[data-testid="game-tile"][data-game="${name}"]`);
}

/** Nothing sticks out to the right of a phone screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (el) =>
        el.getBoundingClientRect().right > limit + 1 &&
        !el.closest('.gm-tabs--scroll, .gm-classes, .site-nav__list'),
    );
    return {
      width: document.documentElement.scrollWidth,
      over: over ? over.className || over.tagName : null,
    };
  });
  expect(found.width, `wider than the phone: ${found.over}`).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
}

describe('games in the browser', () => {
  let member: string;

  beforeAll(async () => {
    member = await login('demo001', 'demo1234');
  });

  it('searches a game, favourites it and finds it under the favourite tab', async () => {
    const page = await newPage(member, 'EN', VIEWPORTS.desktop);
    await openLobby(page);
    await page.getByTestId('game-search').fill('  Lotus Fortune  ');
    await page.getByTestId('game-search-submit').click();
    await expect.poll(() => page.getByTestId('game-tile').count(), { timeout: 10_000 }).toBe(1);
    const found = tile(page, 'Lotus Fortune');
    await found.waitFor({ state: 'visible' });

    const star = found.getByTestId('game-favourite');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    await page.getByTestId('game-search').fill('');
    await page.getByTestId('game-search-submit').click();
    await page.getByTestId('tab-favourite').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('favGameList');
    await expect.poll(() => page.getByTestId('game-tile').count(), { timeout: 10_000 }).toBe(1);
    await tile(page, 'Lotus Fortune').waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('asks a visitor to log in for the favourite tab', async () => {
    const page = await newPage(null, 'EN', VIEWPORTS.desktop);
    await openLobby(page);
    await page.getByTestId('tab-favourite').click();
    await page.getByTestId('dialog').waitFor({ state: 'visible' });
    expect(await page.getByTestId('dialog-message').innerText()).toBe('Sorry, please log in first.');
    await page.getByTestId('dialog-confirm').click();
    await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });

    // Free play needs no login: the demo opens in the same frame at /trial.
    await tile(page, 'Lotus Fortune').getByTestId('game-trial').click();
    await page.waitForURL(/\/trial\?/, { timeout: 10_000 });
    await page
      .frameLocator('[data-testid="game-frame"]')
      .getByTestId('lotus-spin')
      .waitFor({ state: 'visible', timeout: 15_000 });
    await h.screenshot(page, 'games-trial-en-desktop');

    // A type route lists that type's vendors.
    await page.goto('/pvp');
    await page.getByTestId('vendor-card-LOTUSX').waitFor({ state: 'visible', timeout: 15_000 });
    await h.screenshot(page, 'games-type-pvp-en-desktop');
    await page.context().close();
  });

  it('plays Lotus Fortune in /seamless, spins in the frame and the balance moves; leaving logs out', async () => {
    const before = await balances(member);
    expect(before.MAIN).toBeGreaterThan(0);

    const page = await newPage(member, 'EN', DESKTOP);
    await openLobby(page, '/electron?page=LOTUS');
    await tile(page, 'Lotus Fortune').getByTestId('game-play').click();
    // The slot plays from its own wallet: the player says how much goes in, a round default first.
    const ask = page.getByTestId('launch-amount');
    await ask.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await ask.innerText()).toContain(GAMES_TEXTS.EN.gm_launch_amount_title);
    expect(await page.getByTestId('launch-amount-amount').inputValue()).toBe('100');
    expect(await balances(member)).toEqual(before);
    await page.getByTestId('launch-amount-amount').fill('250.50');
    await h.screenshot(page, 'games-launch-amount-en-desktop');
    await page.getByTestId('launch-amount-submit').click();
    await page.waitForURL(/\/seamless\?/, { timeout: 15_000 });
    const query = new URL(page.url()).searchParams;
    expect(query.get('gameType')).toBe('RNG');
    expect(query.get('vendor')).toBe('LOTUS');
    const frameElement = page.getByTestId('game-frame');
    await frameElement.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await frameElement.getAttribute('src')).toContain('/vendor/lotus/play/');

    // Exactly the chosen amount moved from MAIN into the slot (RNG) wallet, not the whole balance.
    const launched = await balances(member);
    expect(launched.MAIN).toBe(Math.round((before.MAIN! - 250.5) * 100) / 100);
    expect(launched.RNG).toBe(Math.round((before.RNG! + 250.5) * 100) / 100);
    expect(total(launched)).toBe(total(before));

    const frame: FrameLocator = page.frameLocator('[data-testid="game-frame"]');
    await frame.getByTestId('lotus-spin').waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => frame.getByTestId('lotus-balance').innerText(), { timeout: 10_000 })
      .toMatch(/\d/);
    await h.screenshot(page, 'games-seamless-en-desktop');

    // A spin that wins exactly its bet leaves the balance as it was: spin again until it moves.
    let after = launched;
    for (let spin = 0; spin < 6 && after.RNG === launched.RNG; spin++) {
      await expect.poll(() => frame.getByTestId('lotus-spin').isEnabled(), { timeout: 15_000 }).toBe(true);
      await frame.getByTestId('lotus-spin').click();
      await expect.poll(() => frame.getByTestId('lotus-spin').isEnabled(), { timeout: 15_000 }).toBe(true);
      after = await balances(member);
    }
    expect(after.RNG).not.toBe(launched.RNG);
    expect(after.MAIN).toBe(launched.MAIN);
    await h.screenshot(page, 'games-seamless-spun-en-desktop');

    // A reload has no launch address in history state: the page launches the game again.
    await page.reload();
    await frame.getByTestId('lotus-spin').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('dialog').count()).toBe(0);

    // Back leaves /seamless: the game logout moves the slot wallet back to MAIN.
    await page.getByTestId('seamless-back').click();
    await page.getByTestId('game-lobby').waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(async () => (await balances(member)).RNG, { timeout: 10_000 }).toBe(0);
    const back = await balances(member);
    expect(back.MAIN).toBe(Math.round((after.MAIN! + after.RNG!) * 100) / 100);
    expect(total(back)).toBe(total(after));
    await page.context().close();
  });

  it('remembers the amount per member, asks in CN on a phone, and moves nothing when cancelled', async () => {
    const before = await balances(member);
    const page = await newPage(member, 'CN', PHONE);
    await openLobby(page, '/electron?page=LOTUS');
    await tile(page, '莲花财富').getByTestId('game-play').click();
    const ask = page.getByTestId('launch-amount');
    await ask.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await ask.innerText()).toContain(GAMES_TEXTS.CN.gm_launch_amount_title);
    // A new browser: the default again (the choice is kept per member on the device).
    expect(await page.getByTestId('launch-amount-amount').inputValue()).toBe('100');
    await page.getByTestId('launch-amount-amount').fill('120');
    await h.screenshot(page, 'games-launch-amount-cn-mobile');
    await page.getByTestId('launch-amount-submit').click();
    await page.waitForURL(/\/seamless\?/, { timeout: 15_000 });
    const launched = await balances(member);
    expect(launched.MAIN).toBe(Math.round((before.MAIN! - 120) * 100) / 100);
    expect(launched.RNG).toBe(Math.round((before.RNG! + 120) * 100) / 100);
    await page.getByTestId('seamless-back').click();
    await page.getByTestId('game-lobby').waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(async () => (await balances(member)).RNG, { timeout: 10_000 }).toBe(0);

    // The next launch starts at the amount chosen last; cancelling moves nothing and plays nothing.
    const settled = await balances(member);
    await tile(page, '莲花财富').getByTestId('game-play').click();
    await ask.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('launch-amount-amount').inputValue()).toBe('120');
    // Never more than the main balance: too much is refused in place.
    await page.getByTestId('launch-amount-amount').fill(String(settled.MAIN! + 1));
    await page.getByTestId('launch-amount-submit').click();
    await expect.poll(() => ask.innerText()).toContain(SHELL_TEXTS.CN.wal_amount_over);
    await page.getByTestId('launch-amount-close').click();
    await ask.waitFor({ state: 'detached', timeout: 5_000 });
    expect(new URL(page.url()).pathname).toBe('/electron');
    expect(await balances(member)).toEqual(settled);
    await page.context().close();
  });

  it('looks right in CN and EN on desktop and phone', async () => {
    // The crash game's card opens its vendor's popup list instead of launching it directly.
    await h.database.db
      .update(gameVendors)
      .set({ cardKind: 'VASSALAGE' })
      .where(eq(gameVendors.code, 'LOTUSX'));
    // Written behind the services' back: the catalogue in memory is told as an operator's write would.
    await h.services.caches.invalidate(GameCatalogueCache.NAME);

    for (const language of ['CN', 'EN'] as const) {
      for (const [device, viewport] of Object.entries(VIEWPORTS)) {
        const suffix = `${language.toLowerCase()}-${device}`;
        const texts = GAMES_TEXTS[language];
        const page = await newPage(member, language, viewport);

        await page.goto('/');
        const lanes = page.getByTestId('game-lanes');
        await lanes.getByTestId('game-lane-rng').waitFor({ state: 'visible', timeout: 30_000 });
        expect(await lanes.getByTestId('lane-more-rng').innerText()).toContain(texts.gm_more);
        // The lottery lane holds its one most popular game, opening that game's betting page.
        const popular = lanes.getByTestId('lane-popular-lottery');
        await popular.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await popular.getAttribute('href')).toMatch(/^\/lottery\?playType=\w+&gameCode=lotus_ssc_1m$/);
        await lanes.scrollIntoViewIfNeeded();
        await h.screenshot(page, `games-home-lanes-${suffix}`);
        if (device === 'mobile') await expectNoSideScroll(page);

        await lanes.getByTestId('vendor-card-LOTUSX').click();
        const popup = page.getByTestId('popup-games');
        await popup.waitFor({ state: 'visible', timeout: 10_000 });
        await popup.getByTestId('game-tile').first().waitFor({ state: 'visible' });
        await h.screenshot(page, `games-popup-${suffix}`);
        await page.getByTestId('popup-games-close').click();
        await popup.waitFor({ state: 'detached' });

        await lanes.getByTestId('vendor-card-LOTUS').click();
        await page.waitForURL(/\/electron\?page=LOTUS/);
        await page.getByTestId('game-tile').first().waitFor({ state: 'visible', timeout: 15_000 });
        await page.getByTestId('game-winners').waitFor({ state: 'visible' });
        await h.screenshot(page, `games-electron-${suffix}`);
        if (device === 'mobile') await expectNoSideScroll(page);
        // Floating widgets stay clear of the tab bar and the game tiles.
        const bubble = page.getByTestId('chat-bubble');
        await bubble.waitFor({ state: 'visible', timeout: 10_000 });
        if (device === 'mobile') {
          await expectApart(page.getByTestId('tab-bar'), bubble);
        } else {
          const toolbar = page.getByTestId('right-toolbar');
          await toolbar.waitFor({ state: 'visible' });
          for (const tileBox of await page.getByTestId('game-tile').all())
            await expectApart(tileBox, toolbar);
        }

        await page.getByTestId('open-recommended').click();
        const modal = page.getByTestId('recommended-modal');
        await modal.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await modal.getByTestId('recommended-game').count()).toBeGreaterThan(0);
        await h.screenshot(page, `games-recommended-${suffix}`);
        await page.getByTestId('recommended-modal-close').click();

        await tile(page, language === 'CN' ? '莲花财富' : 'Lotus Fortune')
          .getByTestId('game-play')
          .click();
        await page.getByTestId('launch-amount').waitFor({ state: 'visible', timeout: 15_000 });
        await page.getByTestId('launch-amount-submit').click();
        await page.getByTestId('game-frame').waitFor({ state: 'visible', timeout: 15_000 });
        await page
          .frameLocator('[data-testid="game-frame"]')
          .getByTestId('lotus-spin')
          .waitFor({ state: 'visible', timeout: 15_000 });
        await h.screenshot(page, `games-seamless-${suffix}`);
        // Nothing floats over a running game: no chat bubble, no tool bar.
        expect(await page.getByTestId('chat-bubble').count()).toBe(0);
        expect(await page.getByTestId('right-toolbar').count()).toBe(0);
        if (device === 'mobile')
          await expectApart(page.getByTestId('tab-bar'), page.getByTestId('game-frame'));
        await page.getByTestId('seamless-back').click();
        await page.getByTestId('game-lobby').waitFor({ state: 'visible', timeout: 10_000 });
        await page.context().close();
      }
    }
  });

  it('tells about vendor maintenance on launch and in the recommended games', async () => {
    const [lotus] = await h.database.db
      .select({ id: gameVendors.id, merchantId: gameVendors.merchantId })
      .from(gameVendors)
      .where(eq(gameVendors.code, 'LOTUS'));
    const now = Date.now();
    await h.database.db.insert(gameVendorMaintenance).values({
      merchantId: lotus!.merchantId,
      vendorId: lotus!.id,
      startAt: new Date(now - 3_600_000),
      endAt: new Date(now + 7_200_000),
      message: 'Lotus Games upgrade',
    });
    await h.services.caches.invalidate(GameCatalogueCache.NAME);
    try {
      for (const [language, device] of [
        ['EN', 'desktop'],
        ['CN', 'desktop'],
        ['EN', 'mobile'],
      ] as const) {
        const suffix = `${language.toLowerCase()}-${device}`;
        const texts = GAMES_TEXTS[language];
        const page = await newPage(member, language, VIEWPORTS[device]);
        await openLobby(page, '/electron?page=LOTUS');
        await page.getByTestId('game-play').first().click();
        const dialog = page.getByTestId('dialog');
        await dialog.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await dialog.innerText()).toContain(texts.gm_maint_title);
        const message = (await page.getByTestId('dialog-message').innerText())
          .replace(/\u2011/g, '-')
          .replace(/\u00a0/g, ' ');
        expect(message).toContain('Lotus Games upgrade');
        expect(message).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}.+\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
        expect(new URL(page.url()).pathname).toBe('/electron');
        await h.screenshot(page, `games-maintenance-${suffix}`);
        await page.getByTestId('dialog-confirm').click();

        // The vendor's games are left out of the recommended list: the warning shows the window.
        await page.getByTestId('open-recommended').click();
        await dialog.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await page.getByTestId('dialog-message').innerText()).toContain('Lotus Games upgrade');
        expect(await page.getByTestId('recommended-modal').count()).toBe(0);
        await h.screenshot(page, `games-recommended-empty-${suffix}`);
        await page.context().close();
      }
    } finally {
      await h.database.db.delete(gameVendorMaintenance).where(eq(gameVendorMaintenance.vendorId, lotus!.id));
      await h.services.caches.invalidate(GameCatalogueCache.NAME);
    }
  });
});
