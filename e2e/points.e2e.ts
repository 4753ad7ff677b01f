import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminRedeemRecord, LanguageCode, PointBalance, Reward } from '@platform/shared';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const PAYMENT_PASSWORD = '123456';
const REWARD_NAME = 'E2E Travel Mug';
const REWARD_PRICE = 120;

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

/** A drawn picture, so the gallery has real images without any network. */
function picture(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue},55%,40%)"/><circle cx="200" cy="140" r="70" fill="hsl(${hue},70%,70%)"/><text x="200" y="270" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The merchant's back office adds the reward this test redeems, with three pictures. */
async function addReward(admin: string): Promise<Reward> {
  const res = await call<Reward>(
    'POST',
    '/admin/api/points/rewards',
    {
      name: REWARD_NAME,
      type: 1,
      price: String(REWARD_PRICE),
      mpPointAmount: '60',
      mpMoneyAmount: '15',
      displayPointMoneyAmt: 'Y',
      inventory: 4,
      description: 'Keeps coffee hot for 6 hours.\nStainless steel, 450 ml.',
      sortOrder: 0,
      merchandiseImages: [
        { type: 'M', imageUrl: picture(200, 'Mug 1') },
        { type: 'M', imageUrl: picture(30, 'Mug 2') },
        { type: 'S', imageUrl: picture(120, 'Mug') },
      ],
    },
    admin,
  );
  if (!res.success) throw new Error(`add reward: ${JSON.stringify(res)}`);
  return res.value;
}

async function available(token: string): Promise<number> {
  const res = await call<PointBalance>('GET', '/wps/relay/MCSFE_pointBalance', undefined, token);
  if (!res.success) throw new Error(`points balance: ${JSON.stringify(res)}`);
  return Number(res.value.available);
}

function memberPage(token: string, language: LanguageCode, viewport: Viewport = VIEWPORTS.desktop) {
  return pageWithSession(h, token, { language, viewport });
}

async function openMall(page: Page): Promise<void> {
  await page.goto('/pointMall');
  await page.getByTestId('pm-card').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByTestId('pm-balance').waitFor({ state: 'visible' });
}

const balanceShown = async (page: Page) =>
  Number((await page.getByTestId('pm-balance').innerText()).replace(/,/g, ''));

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('points mall in the browser', () => {
  let member: string;
  let admin: string;
  let reward: Reward;

  beforeAll(async () => {
    member = await loginToken(h, 'demo001', 'demo1234');
    admin = await adminToken();
    reward = await addReward(admin);
  });

  it('redeems a reward: the points drop, the record is pending, then approved by the merchant', async () => {
    const before = await available(member);
    expect(before, 'demo001 needs points to redeem').toBeGreaterThanOrEqual(REWARD_PRICE);

    const page = await memberPage(member, 'EN');
    await openMall(page);
    await expect.poll(() => balanceShown(page), { timeout: 10_000 }).toBe(before);
    await h.screenshot(page, 'points-mall-desktop-en');

    // "All" shows 3 rewards per type; the type's own tab shows up to 7, so the new one is there.
    await page.getByTestId('pm-type-1').click();
    // The reward's dialog shows its gallery.
    const card = page.locator(`[data-testid="pm-card"][data-id="${reward.id}"]`);
    await card.getByTestId('pm-card-detail').click();
    const dialog = page.getByTestId('pm-commodity');
    await dialog.waitFor({ state: 'visible' });
    expect(await page.getByTestId('pm-gallery').getAttribute('data-loop')).toBe('false');
    await page.getByTestId('pm-gallery-next').click();
    expect(await page.getByTestId('pm-gallery').getAttribute('data-index')).toBe('1');
    await h.screenshot(page, 'points-commodity-desktop-en');

    await page.getByTestId('pm-commodity-redeem').click();
    const modal = page.getByTestId('pm-redeem');
    await modal.waitFor({ state: 'visible' });
    // The first required field is prompted first.
    await page.getByTestId('pm-redeem-submit').click();
    const first = (await page.getByTestId('pm-line').count()) > 0 ? 'pm-line' : 'pm-password';
    await page.getByTestId(`error-${first}`).waitFor({ state: 'visible' });
    if (first === 'pm-line') await page.getByTestId('pm-line').fill('mug.lover');
    await page.getByTestId('pm-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('pm-name').fill('Somchai Jaidee');
    await page.getByTestId('pm-address').fill('99 Sukhumvit Road, Bangkok');
    await page.getByTestId('pm-telphone').fill('0812345678');
    await h.screenshot(page, 'points-redeem-desktop-en');
    await page.getByTestId('pm-redeem-submit').click();
    await page.getByTestId('toast-redeem-ok').waitFor({ state: 'visible', timeout: 10_000 });
    await modal.waitFor({ state: 'detached' });

    // The points are held at once: what may be spent drops by the price.
    await expect.poll(() => balanceShown(page), { timeout: 10_000 }).toBe(before - REWARD_PRICE);
    expect(await available(member)).toBe(before - REWARD_PRICE);
    // The mall's list is read again after the redemption; the card shows the new stock once it is.
    await expect
      .poll(() => card.getByTestId('pm-card-stock').innerText(), { timeout: 10_000 })
      .toContain('3');

    await page.getByTestId('pm-open-detail').click();
    await page.getByTestId('pm-detail-tab-redeems').click();
    const row = page.getByTestId('pm-redeem-records-row').first();
    await row.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await row.innerText()).toContain(REWARD_NAME);
    expect(await row.getByTestId('pm-redeem-status-cell').getAttribute('data-status')).toBe('P');
    await h.screenshot(page, 'points-records-pending-desktop-en');

    // The merchant approves it in the back office.
    const pending = await call<{ list: AdminRedeemRecord[] }>(
      'GET',
      '/admin/api/points/redemptions?status=P&size=50',
      undefined,
      admin,
    );
    const record = pending.value.list.find((r) => r.username === 'demo001' && r.rewardId === reward.id);
    if (!record) throw new Error(`no pending redemption: ${JSON.stringify(pending)}`);
    expect(record).toMatchObject({ quantity: 1, recipientName: 'Somchai Jaidee', telphone: '0812345678' });
    const approved = await call('POST', `/admin/api/points/redemptions/${record.id}/approve`, {}, admin);
    expect(approved.success, JSON.stringify(approved)).toBe(true);

    // Filtering by approved reloads the list from the server.
    await page.getByTestId('pm-redeem-status').selectOption('A');
    await expect
      .poll(() => row.getByTestId('pm-redeem-status-cell').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('A');
    expect(await row.innerText()).toContain(REWARD_NAME);
    await h.screenshot(page, 'points-records-approved-desktop-en');

    // The redemption is a points movement too.
    await page.getByTestId('pm-detail-tab-transactions').click();
    const tx = page.getByTestId('pm-tx-row').first();
    await tx.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await tx.getByTestId('pm-tx-amount').innerText()).toBe(`-${REWARD_PRICE}`);
    await h.screenshot(page, 'points-transactions-desktop-en');

    await page.getByTestId('pm-detail-tab-convert').click();
    await page.getByTestId('pm-convert-amount').fill('0.5');
    await page.getByTestId('pm-convert-amount').blur();
    expect(await page.getByTestId('pm-convert-amount').inputValue()).toBe('1');
    await page.getByTestId('pm-earn').waitFor({ state: 'visible' });
    await h.screenshot(page, 'points-convert-desktop-en');

    // Converting 10 of money costs rate (10) x 10 points; the body goes encrypted with the password.
    await page.getByTestId('pm-convert-amount').fill('10');
    expect(await page.getByTestId('pm-convert-cost').innerText()).toContain('100');
    await page.getByTestId('pm-convert-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('pm-convert-submit').click();
    await page.getByTestId('toast-convert-ok').waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(() => balanceShown(page), { timeout: 10_000 }).toBe(before - REWARD_PRICE - 100);
    expect(await available(member)).toBe(before - REWARD_PRICE - 100);
  });

  it('reads well in Chinese on desktop and on a phone', async () => {
    const desktop = await memberPage(member, 'CN');
    await openMall(desktop);
    await h.screenshot(desktop, 'points-mall-desktop-cn');
    await desktop.getByTestId('pm-open-detail').click();
    await desktop.getByTestId('pm-detail-tab-redeems').click();
    await desktop.getByTestId('pm-redeem-range-open').click();
    await h.screenshot(desktop, 'points-records-desktop-cn');

    const phone = await memberPage(member, 'CN', VIEWPORTS.mobile);
    await openMall(phone);
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'points-mall-mobile-cn');
    await phone.getByTestId('pm-type-1').click();
    await phone
      .locator(`[data-testid="pm-card"][data-id="${reward.id}"]`)
      .getByTestId('pm-card-redeem')
      .click();
    await phone.getByTestId('pm-redeem').waitFor({ state: 'visible' });
    await h.screenshot(phone, 'points-redeem-mobile-cn');
    await phone.getByTestId('pm-redeem-close').click();
    await phone.getByTestId('pm-open-detail').click();
    await phone.getByTestId('pm-detail-tab-redeems').click();
    await phone.getByTestId('pm-redeem-records-row').first().waitFor({ state: 'visible', timeout: 10_000 });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'points-records-mobile-cn');

    const phoneEn = await memberPage(member, 'EN', VIEWPORTS.mobile);
    await openMall(phoneEn);
    await expectNoSidewaysScroll(phoneEn);
    await h.screenshot(phoneEn, 'points-mall-mobile-en');
    await phoneEn.getByTestId('pm-type-1').click();
    await phoneEn
      .locator(`[data-testid="pm-card"][data-id="${reward.id}"]`)
      .getByTestId('pm-card-detail')
      .click();
    await phoneEn.getByTestId('pm-commodity').waitFor({ state: 'visible' });
    await h.screenshot(phoneEn, 'points-commodity-mobile-en');

    // Visitors see the rewards and the way to log in; redeeming asks them to log in first.
    const visitor = await h.newPage({ language: 'EN', viewport: VIEWPORTS.mobile });
    await visitor.goto('/pointMall');
    await visitor.getByTestId('pm-login').waitFor({ state: 'visible', timeout: 15_000 });
    await visitor.getByTestId('pm-card').first().waitFor({ state: 'visible', timeout: 15_000 });
    await h.screenshot(visitor, 'points-mall-visitor-mobile-en');
    await visitor.getByTestId('pm-card-redeem').first().click();
    await visitor.waitForURL(/\/login/);
  });
});
