import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';

/** The built-in vendor's game pages in demo mode: a round played, desktop and phone screenshots. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 240_000);
afterAll(async () => {
  await h?.close();
});

/** Console errors and CSP violations of a page: the vendor pages must run under the platform CSP. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function open(url: string, viewport: Viewport): Promise<{ page: Page; errors: string[] }> {
  const page = await h.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(url);
  await page.getByTestId('lotus-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 10_000 });
  return { page, errors };
}

describe('Lotus slot page (demo)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`spins and shows the result on ${name}`, async () => {
      const { page, errors } = await open('/vendor/lotus/play/lotus_fortune?mode=demo&lang=EN', viewport);
      expect(await page.getByTestId('lotus-title').innerText()).toBe('Lotus Fortune');
      expect(await page.getByTestId('lotus-balance').innerText()).toBe('2,000.00');
      await h.screenshot(page, `vendor-lotus-slot-en-${name}-idle`);
      const bet = await page.getByTestId('lotus-bet').innerText();
      await page.getByTestId('lotus-spin').click();
      // The spin button comes back when the reels have stopped.
      await page.waitForFunction(
        () => !(document.getElementById('spin') as HTMLButtonElement).disabled,
        null,
        {
          timeout: 10_000,
        },
      );
      const win = Number((await page.getByTestId('lotus-win').innerText()).replace(/,/g, ''));
      const balance = Number((await page.getByTestId('lotus-balance').innerText()).replace(/,/g, ''));
      expect(balance).toBeCloseTo(2000 - Number(bet) + win, 2);
      // Play until something wins so the win highlight is in the screenshot (bounded).
      for (let i = 0; i < 25 && (await page.locator('.cell.hit').count()) === 0; i++) {
        await page.getByTestId('lotus-spin').click();
        await page.waitForFunction(
          () => !(document.getElementById('spin') as HTMLButtonElement).disabled,
          null,
          {
            timeout: 10_000,
          },
        );
      }
      await page.waitForTimeout(700); // let the payline drawing finish
      await h.screenshot(page, `vendor-lotus-slot-en-${name}`);
      if (name === 'desktop') {
        await page.locator('#help-open').click();
        await h.screenshot(page, `vendor-lotus-slot-en-${name}-paytable`);
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('Lotus crash page (demo)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`plays a round and animates to the crash point on ${name}`, async () => {
      const { page, errors } = await open('/vendor/lotus/play/lotus_crash?mode=demo&lang=CN', viewport);
      expect(await page.getByTestId('lotus-title').innerText()).toBe('莲花爆点');
      await page.getByTestId('lotus-target').fill('1.50');
      await page.getByTestId('lotus-play').click();
      await page.locator('#crash-result:not([hidden])').waitFor({ timeout: 30_000 });
      const result = await page.locator('#crash-result').innerText();
      expect(result).toMatch(/爆点|兑现/);
      const multiplier = await page.getByTestId('lotus-multiplier').innerText();
      expect(multiplier).toMatch(/^\d+\.\d{2}x$/);
      await page.waitForTimeout(500); // the result badge pops in
      await h.screenshot(page, `vendor-lotus-crash-cn-${name}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
