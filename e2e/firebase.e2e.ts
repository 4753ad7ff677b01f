import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { sql, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { merchants } from '../apps/server/src/modules/settings/settings.tables.js';
import { VIEWPORTS, startHarness, type Harness } from './harness.js';

/**
 * Firebase sign-in in a real browser with the real bundle. Google's servers are out of reach
 * here, so every request that leaves this machine is refused: the test sees the buttons, the SDK
 * chunks fetched on the first press (not before), and the failure told with its code.
 */

let h: Harness;
const AUTH_DOMAIN = 'golden-lotus-e2e.firebaseapp.com';

beforeAll(async () => {
  h = await startHarness();
  const publicKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();
  const firebase = {
    projectId: 'golden-lotus-e2e',
    publicKeys: { 'key-1': publicKey },
    web: { apiKey: 'AIzaE2eOnlyKeyNotReal', authDomain: AUTH_DOMAIN, appId: '1:100:web:e2e' },
  };
  await h.database.db
    .update(merchants)
    .set({ extra: sql`${merchants.extra} || ${JSON.stringify({ firebase })}::jsonb` })
    .where(eq(merchants.code, 'demo'));
  await h.services.directory.invalidate('demo');
});
afterAll(async () => {
  await h?.close();
});

/** Only this machine answers; anything else is refused before it leaves the browser. */
async function localOnly(page: Page): Promise<string[]> {
  const refused: string[] = [];
  const base = new URL(h.baseUrl);
  await page.context().route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.host === base.host) return route.continue();
    refused.push(url.host);
    return route.abort();
  });
  return refused;
}

describe('Firebase sign-in on the login page', () => {
  it('shows the enabled providers and fetches the SDK only when one is pressed', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await h.newPage({ language: 'EN', viewport });
      const refused = await localOnly(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
      });
      await page.goto('/login');
      // The demo merchant has GOOGLELOGIN3 and FACEBOOKLOGIN3 on, TWITTERLOGIN3 and LINELOGIN3 off.
      await page.getByTestId('login-firebase-google').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await page.getByTestId('login-firebase-google').innerText()).toBe('Continue with Google');
      expect(await page.getByTestId('login-firebase-facebook').isVisible()).toBe(true);
      expect(await page.getByTestId('login-firebase-twitter').count()).toBe(0);
      expect(await page.getByTestId('login-firebase-line').count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.getByTestId('login-firebase').scrollIntoViewIfNeeded();
      await h.screenshot(page, `login-firebase-en-${name}`);

      const loadedBefore = [...scripts];
      expect(refused, 'nothing tries to leave the machine before a press').toEqual([]);
      if (name === 'desktop') {
        await page.getByTestId('login-firebase-google').click();
        // The SDK arrives as chunks of its own, on the press.
        await expect.poll(() => scripts.length, { timeout: 15_000 }).toBeGreaterThan(loadedBefore.length);
        await page.getByTestId('login-firebase-error').waitFor({ state: 'visible', timeout: 60_000 });
        const text = await page.getByTestId('login-firebase-error').innerText();
        expect(text).toMatch(/\(auth\/[a-z-]+\)$/);
        await h.screenshot(page, 'login-firebase-error-en-desktop');
      }
      await page.context().close();
    }
  });
});
