import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOTTERY_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';

/** Every game draws this often, so the lobby has results within seconds. */
// Nine seconds keep a day under 10,000 issues, so numeros keep their four-digit sequence; at five
// seconds the sequence passes 9999 at 13:53 UTC and the fairness page's checks below fail then.
const INTERVAL_SECONDS = 9;
const CLOCK = /^\d{2,4}:\d{2}:\d{2}$/;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ lotteryDrawEverySeconds: INTERVAL_SECONDS });
}, 240_000);
afterAll(async () => {
  await h?.close();
});

async function openLobby(page: Page): Promise<void> {
  await page.goto('/lottery');
  await page.getByTestId('lottery-lobby').waitFor({ state: 'visible', timeout: 30_000 });
  // The lobby refetches when an issue closes, so results appear without a reload.
  await page
    .getByTestId('latest-draw')
    .first()
    .waitFor({ state: 'visible', timeout: 4 * INTERVAL_SECONDS * 1000 });
}

async function lobbyShots(language: 'CN' | 'EN', viewport: Viewport, name: string): Promise<Page> {
  const page = await h.newPage({ language, viewport });
  await openLobby(page);
  await expect
    .poll(() => page.getByTestId('latest-draw').count(), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(5);
  await h.screenshot(page, name);
  return page;
}

describe('lottery lobby, results and fairness', () => {
  it('shows the latest draws and countdowns that tick each second', async () => {
    const page = await lobbyShots('CN', VIEWPORTS.desktop, 'lottery-lobby-cn-desktop');
    const body = await page.locator('body').innerText();
    expect(body).toContain(LOTTERY_TEXTS.CN.lot_latest_title);
    expect(body).toContain(LOTTERY_TEXTS.CN.lot_countdown_title);
    expect(await page.getByTestId('latest-draw').count()).toBe(5);
    expect(await page.getByTestId('draw-balls').first().locator('span').count()).toBeGreaterThan(0);

    const clock = page.getByTestId('countdown-lotus_ssc_1m').getByTestId('countdown-clock');
    // With a 5 s draw interval the clock may say "Drawing…" while the throttled refetch (at
    // most once per 5 s) waits, so watch it across a whole cycle instead of 3 s.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const text = await clock.innerText();
          if (text !== LOTTERY_TEXTS.CN.lot_bet_waiting) expect(text).toMatch(CLOCK);
          seen.add(text);
          return seen.size;
        },
        { timeout: 4 * INTERVAL_SECONDS * 1000, interval: 250 },
      )
      .toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('hears each draw on the lottery topic as a visitor and shows its result from the push', async () => {
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    const pushed: { gameCode: string; numero: string; winNumber: string }[] = [];
    const sent: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
      socket.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (!text.startsWith('MESSAGE')) return;
        const body = JSON.parse(text.slice(text.indexOf('\n\n') + 2).replace(/\0$/, ''));
        if (body.type === 'LOTTERY_DRAW') pushed.push(body.data);
      });
    });
    await openLobby(page);
    // A visitor: the socket is a guest's, on the public topic only.
    await expect
      .poll(() => sent.some((f) => f.startsWith('SUBSCRIBE') && f.includes('destination:/topic/lottery')))
      .toBe(true);
    expect(sent.find((f) => f.startsWith('CONNECT'))).toContain('guest:true');
    expect(sent.some((f) => f.includes('token:'))).toBe(false);
    await expect.poll(() => pushed.length, { timeout: 3 * INTERVAL_SECONDS * 1000 }).toBeGreaterThan(0);
    const draw = pushed[0]!;
    // The pushed issue is in the latest results with the pushed numbers.
    await expect
      .poll(() => page.getByTestId('latest-draw').allInnerTexts(), { timeout: 5_000 })
      .toContainEqual(expect.stringContaining(draw.numero));
    await page.context().close();
  });

  it('looks right in EN and on a phone', async () => {
    const en = await lobbyShots('EN', VIEWPORTS.desktop, 'lottery-lobby-en-desktop');
    expect(await en.locator('body').innerText()).toContain(LOTTERY_TEXTS.EN.lot_latest_title);
    await en.context().close();
    const cnMobile = await lobbyShots('CN', VIEWPORTS.mobile, 'lottery-lobby-cn-mobile');
    const width = await cnMobile.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await cnMobile.context().close();
    const enMobile = await lobbyShots('EN', VIEWPORTS.mobile, 'lottery-lobby-en-mobile');
    await enMobile.context().close();
  });

  it('lists the results of a game with its balls', async () => {
    const page = await h.newPage({ language: 'EN' });
    await page.goto('/lottery/results/lotus_11x5_3m');
    await page.getByTestId('result-row').first().waitFor({ state: 'visible', timeout: 30_000 });
    const balls = await page
      .getByTestId('result-row')
      .first()
      .getByTestId('draw-balls')
      .locator('span')
      .allInnerTexts();
    expect(balls).toHaveLength(5);
    for (const ball of balls) expect(ball).toMatch(/^(0[1-9]|1[01])$/);
    await h.screenshot(page, 'lottery-results-en-desktop');
    await page.context().close();
  });

  it("shows the open issue's committed hash before the draw, and the drawn issue keeps it", async () => {
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await page.goto('/lottery/fairness/lotus_ssc_1m');
    const open = page.getByTestId('open-issue');
    await open.waitFor({ state: 'visible', timeout: 15_000 });
    const title = await open.locator('h2').innerText();
    // A fast test schedule passes 9999 issues a day: the sequence may have five digits.
    const numero = /(\d{8}-\d{4,})/.exec(title)![1]!;
    const hash = await open.getByTestId('open-issue-hash').innerText();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // No seed of the open issue is on the page: only its commitment.
    expect(await page.getByTestId('fairness-row').filter({ hasText: numero }).count()).toBe(0);
    await h.screenshot(page, 'lottery-fairness-open-en-desktop');
    // Once drawn, the card shows the same hash with the revealed seed.
    const drawn = page.getByTestId('fairness-row').filter({ hasText: numero });
    await drawn.waitFor({ state: 'visible', timeout: 4 * INTERVAL_SECONDS * 1000 });
    expect(await drawn.getByTestId('seed-hash').innerText()).toBe(hash);
    expect(await drawn.getByTestId('seed').innerText()).toMatch(/^[0-9a-f]{64}$/);
    await page.context().close();
  });

  it('verifies a drawn issue in the browser from its revealed seed', async () => {
    for (const [viewport, name] of [
      [VIEWPORTS.desktop, 'lottery-fairness-en-desktop'],
      [VIEWPORTS.mobile, 'lottery-fairness-en-mobile'],
    ] as const) {
      const page = await h.newPage({ language: 'EN', viewport });
      await openLobby(page);
      const link = page.locator('[data-testid^="fairness-link-lotus_ssc_1m"]').first();
      await link.waitFor({ state: 'visible', timeout: 30_000 });
      await link.click();
      await page.getByTestId('lottery-fairness').waitFor({ state: 'visible' });
      const first = page.getByTestId('fairness-row').first();
      await first.waitFor({ state: 'visible', timeout: 15_000 });
      // Pushed draws add newer issues on top while the test runs: follow this card.
      const numero = /(\d{8}-\d{4,})/.exec(await first.locator('.lot-draw__name').innerText())![1]!;
      const row = page.getByTestId('fairness-row').filter({ hasText: numero });
      expect(await row.getByTestId('seed-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
      expect(await row.getByTestId('seed').innerText()).toMatch(/^[0-9a-f]{64}$/);
      await row.getByTestId('verify-button').click();
      const result = row.getByTestId('verify-result');
      await result.waitFor({ state: 'visible' });
      expect(await result.getAttribute('data-status')).toBe('match');
      expect(await result.innerText()).toContain(LOTTERY_TEXTS.EN.lot_commit_ok);
      await h.screenshot(page, name);
      await page.context().close();
    }
  });
});
