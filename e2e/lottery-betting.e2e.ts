import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { LanguageCode } from '@platform/shared';
import { LOTTERY_TEXTS as LOTTERY_BETTING_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';
import { listLayout } from './list-cards.js';

/** Every game draws this often: long enough to place a bet by hand, short enough to wait for. */
const INTERVAL_SECONDS = 20;
const GAME = 'lotus_ssc_1m';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ lotteryDrawEverySeconds: INTERVAL_SECONDS });
}, 240_000);
afterAll(async () => {
  await h?.close();
});

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);
const login = (username: string, password: string) => loginToken(h, username, password);

async function lotteryBalance(token: string): Promise<string> {
  const res = await call<{ walletList: { code: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  return res.value.walletList.find((w) => w.code === 'LOTT')!.availBalance;
}

const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };

/** Available balance of every wallet of the member, by wallet code, in major units. */
async function wallets(token: string): Promise<Record<string, number>> {
  const res = await call<{ walletList: { code: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  return Object.fromEntries(res.value.walletList.map((w) => [w.code, Number(w.availBalance)]));
}

function memberPage(token: string | null, language: LanguageCode, viewport?: Viewport): Promise<Page> {
  return token ? pageWithSession(h, token, { language, viewport }) : h.newPage({ language, viewport });
}

async function openGame(page: Page, playType = '1D_POSITION'): Promise<void> {
  await page.goto(`/lottery?gameCode=${GAME}&playType=${playType}`);
  await page.getByTestId('lottery-betting').waitFor({ state: 'visible', timeout: 30_000 });
  await expect
    .poll(() => page.getByTestId('bet-numero').innerText(), { timeout: 15_000 })
    .toMatch(/\d{8}-\d{4}/);
}

/** Seconds left on a countdown clock (HH:MM:SS); 0 while it shows none. */
async function clockSeconds(clock: Locator): Promise<number> {
  const text = await clock.innerText();
  const m = /^(\d+):(\d{2}):(\d{2})$/.exec(text);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : 0;
}

/** Waits until the current issue has time left for a bet placed by hand. */
async function waitForFreshIssue(page: Page): Promise<void> {
  await expect
    .poll(() => clockSeconds(page.getByTestId('bet-countdown')), {
      timeout: 3 * INTERVAL_SECONDS * 1000,
      interval: 250,
    })
    .toBeGreaterThanOrEqual(8);
}

describe('lottery betting in the browser', () => {
  let member: string;

  beforeAll(async () => {
    member = await login('demo002', 'demo1234');
    const moved = await call(
      'POST',
      '/wps/wallet/transfer',
      { fromWallet: 'MAIN', toWallet: 'LOTT', amount: '1000' },
      member,
    );
    expect(moved.success, JSON.stringify(moved)).toBe(true);
  });

  it('asks a visitor to log in before a bet', async () => {
    const page = await memberPage(null, 'EN');
    await openGame(page);
    await page.getByTestId('bet-random').click();
    await page.getByTestId('bet-add').click();
    expect(await page.getByTestId('bet-slip-line').count()).toBe(1);
    const place = page.getByTestId('bet-place');
    expect(await place.innerText()).toBe(LOTTERY_BETTING_TEXTS.EN.lot_bet_login);
    await place.click();
    await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
    await page.context().close();
  });

  it('places a bet that surely wins, waits for the draw and sees the prize in the wallet', async () => {
    const page = await memberPage(member, 'EN', VIEWPORTS.desktop);
    await openGame(page);
    await expect
      .poll(() => page.getByTestId('bet-wallet-balance').innerText(), { timeout: 15_000 })
      .toContain('1,000.00');

    // Every digit on the first position: ten tickets, exactly one of them wins.
    await page.getByTestId('bet-row').first().getByTestId('bet-quick-all').click();
    expect(await page.getByTestId('bet-summary').innerText()).toContain('10 tickets');
    expect(await page.getByTestId('bet-summary').innerText()).toContain('20.00');
    await h.screenshot(page, 'lottery-bet-en-desktop');

    await waitForFreshIssue(page);
    const numero = await page.getByTestId('bet-numero').innerText();
    await page.getByTestId('bet-now').click();
    await page.getByTestId('bet-confirm').waitFor({ state: 'visible' });
    await h.screenshot(page, 'lottery-bet-confirm-en-desktop');
    await page.getByTestId('bet-confirm-ok').click();
    await page.getByTestId('toast-bet-placed').waitFor({ state: 'visible', timeout: 10_000 });
    await expect
      .poll(() => page.getByTestId('bet-wallet-balance').innerText(), { timeout: 10_000 })
      .toContain('980.00');
    expect(await lotteryBalance(member)).toBe('980.00');

    const order = page.getByTestId('bet-order').first();
    await order.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await order.innerText()).toContain(numero);
    expect(await order.getAttribute('data-status')).toBe('pending');

    // The draw comes at the end of the issue; the list and the wallet follow without a reload.
    await expect
      .poll(() => order.getAttribute('data-status'), { timeout: 4 * INTERVAL_SECONDS * 1000, interval: 500 })
      .toBe('won');
    const payout = (await order.getByTestId('bet-order-payout').innerText()).replace(/[^\d.]/g, '');
    expect(Number(payout)).toBeGreaterThan(15);
    const expected = (980 + Number(payout)).toFixed(2);
    await expect.poll(() => lotteryBalance(member), { timeout: 10_000 }).toBe(expected);
    await expect
      .poll(() => page.getByTestId('bet-wallet-balance').innerText(), { timeout: 15_000 })
      .toContain(expected);
    await expect
      .poll(() => page.getByTestId('bet-previous').innerText(), { timeout: 15_000 })
      .toContain(numero);
    await h.screenshot(page, 'lottery-bet-won-en-desktop');
    // On a wide screen the history stays a table, every value in full.
    const history = await listLayout(page, 'bet-order');
    expect(history.rows).toBeGreaterThan(0);
    expect(history.cards).toBe(0);
    expect(history.cut).toEqual([]);
    expect(history.outside).toBe(0);
    expect(history.pageWidth).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
    await page.context().close();
  });

  it('moves the shortfall in a modal over the betting page; the slip stays and goes on', async () => {
    const page = await memberPage(member, 'EN', DESKTOP);
    await openGame(page);
    await page.getByTestId('bet-row').first().getByTestId('bet-quick-all').click();
    await page.getByTestId('bet-multiple').fill('100');
    await page.getByTestId('bet-multiple').blur();
    await waitForFreshIssue(page);
    await page.getByTestId('bet-now').click();
    const slipTotal = await page.getByTestId('bet-slip-total').innerText();
    expect(slipTotal).toContain('2,000.00');
    const before = await wallets(member);
    const short = 2000 - before.LOTT!;
    expect(short).toBeGreaterThan(0);
    expect(before.MAIN).toBeGreaterThan(short);
    await page.getByTestId('bet-confirm-ok').click();

    // Not a message sending the player away: the transfer itself, prefilled with the shortfall.
    const modal = page.getByTestId('bet-topup');
    await modal.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.getByTestId('dialog').count()).toBe(0);
    const amount = page.getByTestId('bet-topup-amount');
    expect(await amount.inputValue()).toBe(short.toFixed(2).replace(/\.00$/, ''));
    expect(await modal.innerText()).toContain(LOTTERY_BETTING_TEXTS.EN.lot_topup_title);
    expect(await page.getByTestId('bet-slip-line').count()).toBe(1);
    await h.screenshot(page, 'lottery-bet-topup-en-desktop');

    await page.getByTestId('bet-topup-submit').click();
    await page.getByTestId('toast-topup-ok').waitFor({ state: 'visible', timeout: 10_000 });
    const moved = await wallets(member);
    expect(moved.LOTT).toBe(2000);
    expect(moved.MAIN).toBe(Math.round((before.MAIN! - short) * 100) / 100);
    // The slip is as it was and its confirmation is back, ready to place.
    expect(await page.getByTestId('bet-slip-line').count()).toBe(1);
    expect(await page.getByTestId('bet-slip-total').innerText()).toBe(slipTotal);
    await page.getByTestId('bet-confirm').waitFor({ state: 'visible', timeout: 10_000 });
    await h.screenshot(page, 'lottery-bet-topup-confirm-en-desktop');
    await waitForFreshIssue(page);
    await page.getByTestId('bet-confirm-ok').click();
    await page.getByTestId('toast-bet-placed').waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(() => lotteryBalance(member), { timeout: 10_000 }).toBe('0.00');
    // Settled before the next test reads the lottery wallet (one of the ten tickets wins).
    const order = page.getByTestId('bet-order').first();
    await order.waitFor({ state: 'visible', timeout: 10_000 });
    await expect
      .poll(() => order.getAttribute('data-status'), { timeout: 4 * INTERVAL_SECONDS * 1000, interval: 500 })
      .not.toBe('pending');
    await expect.poll(() => lotteryBalance(member), { timeout: 10_000 }).not.toBe('0.00');
    await page.context().close();

    // The wallet's own transfer link opens the same modal, on a phone and in CN too.
    const phone = await memberPage(member, 'CN', PHONE);
    await openGame(phone);
    await phone.getByTestId('bet-random').click();
    await phone.getByTestId('bet-add').click();
    expect(await phone.getByTestId('bet-slip-line').count()).toBe(1);
    await phone.getByTestId('bet-transfer').click();
    await phone.getByTestId('bet-topup').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await phone.getByTestId('bet-topup').innerText()).toContain(
      LOTTERY_BETTING_TEXTS.CN.lot_topup_title,
    );
    const lottBefore = Number(await lotteryBalance(member));
    await phone.getByTestId('bet-topup-amount').fill('1000');
    await h.screenshot(phone, 'lottery-bet-topup-cn-mobile');
    await phone.getByTestId('bet-topup-submit').click();
    await phone.getByTestId('toast-topup-ok').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await phone.getByTestId('bet-topup').count()).toBe(0);
    expect(await phone.getByTestId('bet-slip-line').count()).toBe(1);
    expect(await lotteryBalance(member)).toBe((lottBefore + 1000).toFixed(2));
    await h.screenshot(phone, 'lottery-bet-topup-done-cn-mobile');
    await phone.context().close();
  }, 240_000);

  it('places a quick bet from the lobby and opens a game from the menu', async () => {
    const page = await memberPage(member, 'EN', VIEWPORTS.desktop);
    await page.goto('/lottery');
    const quick = page.getByTestId('lottery-quick-bet');
    await quick.waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByTestId('lottery-popular').locator('.lot-tile').first().waitFor({ state: 'visible' });
    expect(await page.getByTestId('lottery-popular').locator('.lot-tile').count()).toBe(4);
    await expect.poll(() => quick.getByTestId('quick-bet-pick').innerText()).toMatch(/\d/);
    const before = Number(await lotteryBalance(member));
    // Open and with time left to confirm by hand: a bet that reaches the server after the issue
    // locks is refused, which a busy machine would otherwise turn into a failure of this test.
    await expect
      .poll(
        async () =>
          (await quick.getByTestId('quick-bet-submit').isEnabled()) &&
          (await clockSeconds(quick.locator('.lot-clock'))) >= 8,
        { timeout: 3 * INTERVAL_SECONDS * 1000, interval: 250 },
      )
      .toBe(true);
    await quick.getByTestId('quick-bet-submit').click();
    // Nothing is spent before the confirmation names the issue, the ticket and the total.
    const confirm = page.getByTestId('bet-confirm');
    await confirm.waitFor({ state: 'visible' });
    expect(await confirm.innerText()).toContain(await quick.getByTestId('quick-bet-pick').innerText());
    expect(Number(await lotteryBalance(member))).toBe(before);
    await h.screenshot(page, 'lottery-lobby-quick-confirm-en-desktop');
    await page.getByTestId('bet-confirm-ok').click();
    await page.getByTestId('toast-bet-placed').waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(async () => Number(await lotteryBalance(member))).toBeLessThan(before);
    await h.screenshot(page, 'lottery-lobby-quick-bet-en-desktop');

    await page.getByTestId('lottery-menu').getByRole('link', { name: 'Lotus PK10 5 min' }).first().click();
    await page.getByTestId('lottery-betting').waitFor({ state: 'visible', timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe('lotus_pk10_5m');
    await page.context().close();
  });

  it('looks right in CN, on a phone and for each game type', async () => {
    const cn = await memberPage(member, 'CN', VIEWPORTS.desktop);
    await openGame(cn, '5D_DIRECT');
    expect(await cn.getByTestId('bet-row').count()).toBe(5);
    await cn.getByTestId('bet-random').click();
    expect(await cn.getByTestId('bet-summary').innerText()).toContain(
      LOTTERY_BETTING_TEXTS.CN.lot_bet_tickets.replace('{{count}}', '1'),
    );
    await h.screenshot(cn, 'lottery-bet-cn-desktop');
    for (const [gameCode, rows] of [
      ['lotus_11x5_3m', 1],
      ['lotus_pk10_5m', 1],
      ['lotus_k3_5m', 1],
    ] as const) {
      await cn.goto(`/lottery?gameCode=${gameCode}`);
      await cn.getByTestId('lottery-betting').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await cn.getByTestId('bet-row').count()).toBeGreaterThanOrEqual(rows);
      await h.screenshot(cn, `lottery-bet-${gameCode}-cn-desktop`);
    }
    await cn.context().close();

    for (const language of ['CN', 'EN'] as const) {
      const phone = await memberPage(member, language, VIEWPORTS.mobile);
      await openGame(phone);
      await phone.getByTestId('bet-random').click();
      await phone.getByTestId('bet-add').click();
      await phone.getByTestId('bet-order').first().waitFor({ state: 'visible', timeout: 15_000 });
      await h.screenshot(phone, `lottery-bet-${language.toLowerCase()}-mobile`);
      const widest = await phone.evaluate(() => {
        const limit = document.documentElement.clientWidth;
        const over = [...document.querySelectorAll<HTMLElement>('body *')].find(
          (el) => el.getBoundingClientRect().right > limit + 1,
        );
        return {
          width: document.documentElement.scrollWidth,
          over: over ? over.className || over.tagName : null,
        };
      });
      expect(widest.width, `wider than the phone: ${widest.over}`).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );

      // The bet bar (slip total and place-bet) stays on screen while the numbers scroll, on top
      // of the tab bar and never under it, its button clear of the chat bubble.
      const barInView = async () => {
        const bar = (await phone.getByTestId('bet-bar').boundingBox())!;
        const place = (await phone.getByTestId('bet-place').boundingBox())!;
        const tabs = (await phone.getByTestId('tab-bar').boundingBox())!;
        const bubble = (await phone.getByTestId('chat-bubble').count())
          ? await phone.getByTestId('chat-bubble').boundingBox()
          : null;
        return {
          bubbleClear:
            !bubble ||
            bubble.x >= place.x + place.width ||
            bubble.x + bubble.width <= place.x ||
            bubble.y >= place.y + place.height ||
            bubble.y + bubble.height <= place.y,
          barAboveTabs: bar.y + bar.height <= tabs.y + 0.5,
          barOnScreen: bar.y >= 0 && bar.y + bar.height <= VIEWPORTS.mobile.height + 0.5,
          placeInBar: place.y >= bar.y && place.y + place.height <= bar.y + bar.height,
        };
      };
      const inView = { bubbleClear: true, barAboveTabs: true, barOnScreen: true, placeInBar: true };
      expect(await barInView()).toEqual(inView);
      await phone.getByTestId('bet-row').nth(2).scrollIntoViewIfNeeded();
      await phone.evaluate(() => window.scrollBy(0, 200));
      expect(await phone.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await barInView()).toEqual(inView);
      await h.screenshot(phone, `lottery-bet-bar-${language.toLowerCase()}-mobile`);

      // The bet history: one card a bet, every value in full.
      await phone.getByTestId('bet-orders').scrollIntoViewIfNeeded();
      const history = await listLayout(phone, 'bet-order');
      expect(history.rows).toBeGreaterThan(0);
      expect(history.cards).toBe(history.rows);
      expect(history.cut).toEqual([]);
      expect(history.outside).toBe(0);
      expect(history.pageWidth).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      expect(await barInView()).toEqual(inView);
      await h.screenshot(phone, `lottery-bet-history-${language.toLowerCase()}-mobile`);
      await phone.context().close();
    }
  });
});
