import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LanguageCode } from '@platform/shared';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';
import { listLayout } from './list-cards.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A real 1x1 PNG: the deposit slip of the application. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);

async function adminToken(): Promise<string> {
  const res = await call<{ token: string }>('POST', '/admin/api/session/login', {
    username: 'admin',
    password: 'admin1234',
  });
  if (!res.success) throw new Error(`admin login: ${res.errorCode}`);
  return res.value.token;
}

/** A demo promotion by its English title (the demo merchant's default language is CN). */
async function promotionId(title: string): Promise<number> {
  const res = await callApi<{ list: { id: number; title: string }[] }>(
    h,
    'GET',
    '/wps/promotion/list?size=50',
    undefined,
    undefined,
    'EN',
  );
  const found = res.value.list.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion ${title}: ${JSON.stringify(res)}`);
  return found.id;
}

/** A member page that also notes when the STOMP client subscribed to the member's topic. */
async function memberPage(
  token: string,
  options: { language?: LanguageCode; viewport?: Viewport; publicityPopup?: boolean } = {},
): Promise<Page> {
  const page = await pageWithSession(h, token, {
    language: options.language ?? 'EN',
    viewport: options.viewport,
    publicityPopup: options.publicityPopup,
  });
  await page.addInitScript(() => {
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      if (typeof data === 'string' && data.startsWith('SUBSCRIBE') && data.includes('/topic/user/')) {
        (window as unknown as { __userTopic: boolean }).__userTopic = true;
      }
      return send.call(this, data);
    };
  });
  return page;
}

async function waitForSocket(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __userTopic?: boolean }).__userTopic === true,
    null,
    {
      timeout: 15_000,
    },
  );
  // The broker handles the SUBSCRIBE frame a moment after the browser sends it.
  await page.waitForTimeout(300);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

const barBalance = (page: Page) => page.getByTestId('wallet-balance-amount').first().innerText();

describe('promotions in the browser', () => {
  let member: string;
  let admin: string;

  beforeAll(async () => {
    member = await loginToken(h, 'demo001', 'demo1234');
    admin = await adminToken();
  });

  it('shows the publicity popup after login until it is closed', async () => {
    const token = await loginToken(h, 'demo002', 'demo1234');
    const page = await memberPage(token, { publicityPopup: true });
    await page.goto('/');
    const popup = page.getByTestId('publicity-popup');
    await popup.waitFor({ state: 'visible', timeout: 15_000 });
    await h.screenshot(page, 'promo-publicity-desktop');
    await page.getByTestId('publicity-close').click();
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('home-page').waitFor({ state: 'visible' });
    await page.waitForTimeout(1500);
    expect(await popup.count()).toBe(0);

    const phone = await memberPage(token, {
      publicityPopup: true,
      viewport: VIEWPORTS.mobile,
      language: 'CN',
    });
    await phone.goto('/');
    await phone.getByTestId('publicity-popup').waitFor({ state: 'visible', timeout: 15_000 });
    await h.screenshot(phone, 'promo-publicity-mobile-cn');
  });

  it('shows the home carousel and the promotions page in both languages', async () => {
    const page = await memberPage(member);
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel-w_home');
    await carousel.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await carousel.getAttribute('data-autoplay')).toBe('2500');
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 8_000 }).not.toBe('0');
    await h.screenshot(page, 'promo-home-carousel-desktop');

    await page.goto('/promotions');
    await page.getByTestId('promotion-card').first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('banner-carousel-w_promotion').getAttribute('data-autoplay')).toBe('3000');
    await h.screenshot(page, 'promo-list-desktop-en');

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile, language: 'CN' });
    await phone.goto('/promotions');
    await phone.getByTestId('promotion-card').first().waitFor({ state: 'visible', timeout: 15_000 });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'promo-list-mobile-cn');
  });

  it('/promotion?id opens the promotion popup with the raffle tip', async () => {
    const id = await promotionId('Lucky Draw');
    const page = await memberPage(member, { language: 'CN' });
    await page.goto(`/promotion?id=${id}`);
    const detail = page.getByTestId('promotion-detail');
    await detail.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await detail.locator('[data-promotion-id]').getAttribute('data-promotion-id')).toBe(String(id));
    await page.getByTestId('raffle-tip').waitFor({ state: 'visible', timeout: 10_000 });
    await h.screenshot(page, 'promo-raffle-desktop-cn');
  });

  it('applies with a real PNG; the approval arrives as a toast and the balance grows by the bonus', async () => {
    const id = await promotionId('First Deposit Bonus');
    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await page.goto('/');
    await expect.poll(() => barBalance(page), { timeout: 15_000 }).toBe('฿25,000.00');

    // The hash names the promotion: after 400 ms it is scrolled to and opened.
    await page.goto(`/promotions?t=${Date.now()}#${id}`);
    const detail = page.getByTestId('promotion-detail');
    await detail.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.locator(`#promotion-${id}`).count()).toBe(1);
    expect(await page.getByTestId('promotion-content').innerText()).toContain('deposit slip');
    await h.screenshot(page, 'promo-detail-desktop-en');
    await waitForSocket(page);

    await page.getByTestId('promotion-agree').click();
    const modal = page.getByTestId('apply-modal');
    await modal.waitFor({ state: 'visible' });
    // Both are required here: the remark first.
    await page.getByTestId('apply-submit').click();
    expect(await page.getByTestId('apply-issue').getAttribute('data-issue')).toBe(
      'activity_apply_remark_limit1',
    );
    await page.getByTestId('apply-remark').fill('Deposited 1,000 by bank transfer');
    await page.getByTestId('apply-submit').click();
    expect(await page.getByTestId('apply-issue').getAttribute('data-issue')).toBe(
      'activity_apply_remark_limit2',
    );
    await page
      .getByTestId('apply-images')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('apply-thumb').waitFor({ state: 'visible' });
    await h.screenshot(page, 'promo-apply-desktop-en');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('toast-apply-sent').waitFor({ state: 'visible', timeout: 10_000 });
    await modal.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('promotion-status').innerText(), { timeout: 10_000 })
      .toBe('Pending review');

    const pending = await call<{ list: { applicationId: number; username: string; imageCount: number }[] }>(
      'GET',
      '/admin/api/promotions/applications?status=PENDING&size=50',
      undefined,
      admin,
    );
    const application = pending.value.list.find((a) => a.username === 'demo001');
    if (!application) throw new Error(`no pending application: ${JSON.stringify(pending)}`);
    expect(application.imageCount).toBe(1);
    const approved = await call(
      'POST',
      `/admin/api/promotions/applications/${application.applicationId}/approve`,
      { remarks: 'Slip checked' },
      admin,
    );
    expect(approved.success, JSON.stringify(approved)).toBe(true);

    const toast = page.getByTestId('toast-promotion-approved');
    await toast.waitFor({ state: 'visible', timeout: 15_000 });
    // Read while it is there: it leaves by itself after 9 s, sooner than a loaded machine may poll.
    // The approval names the promotion as the merchant stored it (its default language, CN).
    expect(await toast.innerText()).toContain('首存优惠');
    // One approval, one toast, under the header (its balance stays in sight), gone after its time.
    expect(await page.getByTestId('toast-promotion-approved').count()).toBe(1);
    const header = (await page.locator('.site-header').boundingBox())!;
    const stack = (await page.getByTestId('toast-stack').boundingBox())!;
    expect(stack.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expect.poll(() => barBalance(page), { timeout: 15_000 }).toBe('฿25,100.00');
    await h.screenshot(page, 'promo-approved-desktop-en');
    await toast.waitFor({ state: 'detached', timeout: 15_000 });

    // The reward centre lists the approved application.
    await page.goto('/member?page=promoList');
    const row = page.getByTestId('claim-row').first();
    await row.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await row.getAttribute('data-status')).toBe('APPROVED');
    await page.getByTestId('vip-progress').waitFor({ state: 'visible' });
    await h.screenshot(page, 'promo-reward-centre-desktop-en');

    // The bonus is listed with its turnover.
    await page.goto('/member?page=bonusDetails');
    await page.getByTestId('bonus-row').first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('bonus-row').first().innerText()).toContain('首存优惠');
    for (const [id, ready] of [
      ['manualRebate', 'manual-rebate'],
      ['referral', 'referral'],
      ['missionLeaderboard', 'mission-leaderboard'],
    ] as const) {
      await page.getByTestId(`member-nav-${id}`).click();
      await page.getByTestId(ready).waitFor({ state: 'visible', timeout: 15_000 });
      await h.screenshot(page, `promo-${id}-desktop-en`);
    }

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile, language: 'CN' });
    await phone.goto('/member?page=signInTask');
    await phone.getByTestId('reward-task').first().waitFor({ state: 'visible', timeout: 15_000 });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'promo-sign-in-mobile-cn');
    // The rebate and leaderboard lists: one labelled card a row, every value in full.
    for (const [id, ready, rows] of [
      ['manualRebate', 'manual-rebate', 'rebate-table-row'],
      ['missionLeaderboard', 'mission-leaderboard', 'board-table-row'],
    ] as const) {
      await phone.goto(`/member?page=${id}`);
      await phone.getByTestId(ready).waitFor({ state: 'visible', timeout: 15_000 });
      const list = await listLayout(phone, rows);
      expect(list.cards).toBe(list.rows);
      expect(list.cut).toEqual([]);
      expect(list.outside).toBe(0);
      await expectNoSidewaysScroll(phone);
      await h.screenshot(phone, `promo-${id}-mobile-cn`);
    }
  });
});

describe('inbox and notices in the browser', () => {
  let member: string;
  let admin: string;

  beforeAll(async () => {
    member = await loginToken(h, 'demo001', 'demo1234');
    admin = await adminToken();
  });

  it('counts unread messages in the info bar, reads one and marks all read', async () => {
    const page = await memberPage(member);
    await page.goto('/');
    // The closed bar shows the count too.
    await expect
      .poll(() => page.getByTestId('info-bar-alert').getByTestId('unread-badge').innerText(), {
        timeout: 15_000,
      })
      .toBe('4');
    await h.screenshot(page, 'msg-info-bar-closed-desktop-en');
    await page.getByTestId('info-bar-toggle').click();
    const badge = page.getByTestId('info-bar-panel').getByTestId('unread-badge');
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe('4');
    await h.screenshot(page, 'msg-info-bar-desktop-en');

    await page.getByTestId('member-entry-messageV2').click();
    await page.getByTestId('inbox').waitFor({ state: 'visible', timeout: 15_000 });
    await expect.poll(() => page.getByTestId('inbox-unread').innerText()).toBe('4 unread');
    const unread = page.locator('[data-testid="inbox-item"][data-read="N"]');
    // The count comes with the summary, the items with the page of messages: either may be first.
    await expect.poll(() => unread.count(), { timeout: 10_000 }).toBe(4);
    await h.screenshot(page, 'msg-inbox-desktop-en');
    await unread.first().locator('button').click();
    await page.getByTestId('inbox-content').waitFor({ state: 'visible' });
    await expect
      .poll(() => page.getByTestId('inbox-unread').innerText(), { timeout: 10_000 })
      .toBe('3 unread');

    await page.getByTestId('inbox-filter-N').click();
    await expect.poll(() => page.getByTestId('inbox-item').count(), { timeout: 10_000 }).toBe(3);

    // A new message arrives over the socket: toast and one more unread.
    await waitForSocket(page);
    const sent = await call(
      'POST',
      '/admin/api/messages',
      { username: 'demo001', title: 'Bonus news', content: '<p>Hi</p>' },
      admin,
    );
    expect(sent.success, JSON.stringify(sent)).toBe(true);
    await page.getByTestId('toast-inbox').waitFor({ state: 'visible', timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId('inbox-unread').innerText(), { timeout: 10_000 })
      .toBe('4 unread');

    await page.getByTestId('inbox-read-all').click();
    await expect
      .poll(() => page.getByTestId('inbox-unread').innerText(), { timeout: 10_000 })
      .toBe('0 unread');
    await page.getByTestId('info-bar-toggle').click();
    await page.getByTestId('info-bar-panel').waitFor({ state: 'visible' });
    expect(await page.getByTestId('info-bar-panel').getByTestId('unread-badge').count()).toBe(0);

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile, language: 'CN' });
    await phone.goto('/member?page=messageV2');
    await phone.getByTestId('inbox-item').first().waitFor({ state: 'visible', timeout: 15_000 });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'msg-inbox-mobile-cn');
  });

  it('pages the notice board by 10', async () => {
    const page = await memberPage(member, { language: 'CN' });
    await page.goto('/member?page=messageV2');
    await page.getByTestId('msg-tab-notices').click();
    await expect.poll(() => page.getByTestId('notice-item').count(), { timeout: 15_000 }).toBe(10);
    expect(await page.getByTestId('notice-page').count()).toBe(2);
    expect(await page.getByTestId('notice-pager').getAttribute('data-scrolls')).toBe('false');
    await page.getByTestId('notice-item').first().locator('button').click();
    await page.getByTestId('notice-content').waitFor({ state: 'visible' });
    await h.screenshot(page, 'msg-notices-desktop-cn');
    await page.getByTestId('notice-page').nth(1).click();
    await expect.poll(() => page.getByTestId('notice-item').count(), { timeout: 10_000 }).toBe(4);

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile });
    await phone.goto('/member?page=messageV2');
    await phone.getByTestId('msg-tab-notices').click();
    await expect.poll(() => phone.getByTestId('notice-item').count(), { timeout: 15_000 }).toBe(10);
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'msg-notices-mobile-en');
  });
});
