import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import type { LanguageCode } from '@platform/shared';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';

/**
 * Deposit methods end to end: an operator sets up a QR method with a receiving account in the
 * back office, a player deposits through it and sees where to pay (account, QR, amount,
 * reference, countdown), uploads a receipt, and the operator approves it so the balance rises.
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

/** A real 1x1 PNG: the player's receipt. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function adminToken(): Promise<string> {
  const res = await call<{ token: string }>('POST', '/admin/api/session/login', {
    username: 'admin',
    password: 'admin1234',
  });
  if (!res.success) throw new Error(`admin login: ${res.errorCode}`);
  return res.value.token;
}

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

async function available(token: string): Promise<string> {
  const res = await call<{ walletList: { code: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  return res.value.walletList.find((w) => w.code === 'MAIN')!.availBalance;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The player site at launch quality is checked at 1440×900 and 390×844. */
const DESKTOP: Viewport = { width: 1440, height: 900 };

/** m:ss or h:mm:ss. */
const COUNTDOWN = /\d+:\d{2}/;

describe('deposit methods', () => {
  let admin: string;
  let member: string;
  let methodId: number;
  let depositId: number;
  let reference: string;

  beforeAll(async () => {
    admin = await adminToken();
    member = await loginToken(h, 'demo002', 'demo1234');
  });

  it('an operator sets up a QR method with a receiving account and its QR image', async () => {
    const page = await adminPage(admin, 'EN', DESKTOP);
    await page.goto('/admin/deposit-methods');
    await page.getByTestId('adm-deposit-methods-page').waitFor({ state: 'visible', timeout: 30_000 });
    // The demo merchant's seeded methods are listed.
    await page.locator('[data-testid="adm-dm-method"][data-name="Bank Transfer"]').waitFor();
    await page.getByTestId('adm-dm-new').click();
    const form = page.getByTestId('adm-dm-method-form');
    await form.waitFor({ state: 'visible' });
    await form.getByTestId('adm-dm-kind').selectOption('QR_EWALLET');
    await form.getByTestId('adm-dm-name').fill('E2E Wallet QR');
    await form.getByTestId('adm-dm-name-CN').fill('E2E 钱包扫码');
    await form.getByTestId('adm-dm-min').fill('100');
    await form.getByTestId('adm-dm-max').fill('20000');
    await page.getByTestId('adm-dm-method-form-submit').click();
    await form.waitFor({ state: 'detached' });
    const card = page.locator('[data-testid="adm-dm-method"][data-name="E2E Wallet QR"]');
    await card.waitFor({ state: 'visible' });
    methodId = Number(await card.getAttribute('data-id'));
    await card.getByTestId('adm-dm-no-accounts').waitFor();

    await card.getByTestId('adm-dm-add-account').click();
    const accountForm = page.getByTestId('adm-dm-account-form');
    await accountForm.waitFor({ state: 'visible' });
    await accountForm.getByTestId('adm-dm-bank').fill('TrueMoney Wallet');
    await accountForm.getByTestId('adm-dm-account-name').fill('Golden Lotus Co., Ltd.');
    await accountForm.getByTestId('adm-dm-account-no').fill('081-234-5678');
    // A file that is not an image is refused before it is sent.
    await accountForm.getByTestId('adm-dm-qr-input').setInputFiles({
      name: 'qr.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await accountForm.getByTestId('error-adm-dm-qr').waitFor();
    const qr = await QRCode.toBuffer('truemoney:0812345678', { type: 'png', margin: 1, width: 240 });
    await accountForm.getByTestId('adm-dm-qr-input').setInputFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: qr,
    });
    await accountForm.locator('img.adm-dm-qr').waitFor();
    await h.screenshot(page, 'deposit-methods-admin-account-en-desktop');
    await page.getByTestId('adm-dm-account-form-submit').click();
    await accountForm.waitFor({ state: 'detached' });
    const account = card.getByTestId('adm-dm-account');
    await account.waitFor({ state: 'visible' });
    expect(await account.innerText()).toContain('081-234-5678');
    expect(await account.locator('img.adm-dm-qr').count()).toBe(1);
    await h.screenshot(page, 'deposit-methods-admin-en-desktop');
  });

  it('a player picks the method and sees the account, QR, amount, reference and countdown, then uploads a receipt', async () => {
    const page = await pageWithSession(h, member, { language: 'EN', viewport: DESKTOP });
    await page.goto('/member?page=depositv2');
    await page.getByTestId('deposit-form').waitFor({ state: 'visible', timeout: 30_000 });
    await page
      .getByTestId('deposit-method-BANK')
      .count()
      .then((n) => expect(n).toBe(0));
    await page.getByTestId(`deposit-method-m${methodId}`).click();
    expect(await page.getByTestId('deposit-amount-hint').innerText()).toContain('฿20,000.00');
    await h.screenshot(page, 'deposit-methods-pick-en-desktop');
    // Above the method's maximum: refused before sending.
    await page.getByTestId('deposit-amount').fill('25000');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('error-deposit-amount').waitFor({ state: 'visible' });

    await page.getByTestId('deposit-amount').fill('1234');
    await page.getByTestId('deposit-submit').click();
    // The panel shows a loading line (without a status) until the request's details arrive.
    const panel = page.locator('[data-testid="deposit-panel"][data-status]');
    await panel.waitFor({ state: 'visible', timeout: 30_000 });
    // No dialog: the page itself shows where to pay.
    expect(await page.getByTestId('dialog-message').count()).toBe(0);
    expect(await panel.getAttribute('data-status')).toBe('PENDING');
    expect(await page.getByTestId('deposit-pay-bank').innerText()).toBe('TrueMoney Wallet');
    expect(await page.getByTestId('deposit-pay-account-no').innerText()).toBe('081-234-5678');
    expect(await page.getByTestId('deposit-pay-account-name').innerText()).toBe('Golden Lotus Co., Ltd.');
    expect(await page.getByTestId('deposit-pay-amount').innerText()).toBe('1234.00');
    reference = await page.getByTestId('deposit-pay-reference').innerText();
    expect(reference).toMatch(/^[A-Z2-9]{8}$/);
    await page.getByTestId('deposit-pay-qr').waitFor({ state: 'visible' });
    const first = await page.getByTestId('deposit-countdown').innerText();
    expect(first).toMatch(COUNTDOWN);
    expect(first).toMatch(/(30:00|29:\d{2})/);
    await expect
      .poll(() => page.getByTestId('deposit-countdown').innerText(), { timeout: 15_000 })
      .not.toBe(first);
    await h.screenshot(page, 'deposit-methods-panel-en-desktop');

    await page.getByTestId('deposit-receipt-input').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByTestId('deposit-receipt-done').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('deposit-panel-state').innerText()).toContain('Receipt received');
    await h.screenshot(page, 'deposit-methods-receipt-en-desktop');

    const list = await call<{ list: { id: number; payment: { reference: string } | null }[] }>(
      'GET',
      '/wps/wallet/deposits?page=1&size=5',
      undefined,
      member,
    );
    const created = list.value.list.find((d) => d.payment?.reference === reference);
    expect(created).toBeTruthy();
    depositId = created!.id;

    for (const [language, viewport, name] of [
      ['CN', DESKTOP, 'deposit-methods-panel-cn-desktop'],
      ['EN', VIEWPORTS.mobile, 'deposit-methods-panel-en-mobile'],
      ['CN', VIEWPORTS.mobile, 'deposit-methods-panel-cn-mobile'],
    ] as const) {
      const other = await pageWithSession(h, member, { language, viewport });
      await other.goto('/member?page=depositv2');
      await other.getByTestId('deposit-form').waitFor({ state: 'visible', timeout: 30_000 });
      await h.screenshot(other, name.replace('panel', 'pick'));
      await other.getByTestId('funding-open-payment').first().click();
      await other.getByTestId('deposit-panel').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await other.getByTestId('deposit-pay-reference').innerText()).toBe(reference);
      await other.getByTestId('deposit-pay-qr').waitFor({ state: 'visible' });
      expect(await other.getByTestId('deposit-countdown').innerText()).toMatch(COUNTDOWN);
      if (language === 'CN') {
        expect(await other.getByTestId('deposit-pay-method').innerText()).toBe('E2E 钱包扫码');
      }
      await expectNoSidewaysScroll(other);
      await h.screenshot(other, name);
    }
  });

  it('the operator sees account, reference and receipt in the queue and approves: the balance rises', async () => {
    const before = Number(await available(member));
    const page = await adminPage(admin, 'EN', DESKTOP);
    await page.goto('/admin/deposits');
    await page.getByTestId('adm-deposits-page').waitFor({ state: 'visible', timeout: 30_000 });
    const row = page.locator(`[data-testid="adm-deposits-table-row"][data-id="${depositId}"]`);
    await row.waitFor({ state: 'visible' });
    expect(await row.getByTestId('adm-deposits-reference').innerText()).toBe(reference);
    expect(await row.getByTestId('adm-deposits-pay-to').innerText()).toContain('081-234-5678');
    await row.getByTestId('adm-deposits-receipt').waitFor({ state: 'visible' });
    await h.screenshot(page, 'deposit-methods-queue-en-desktop');
    await row.getByTestId('adm-deposits-approve').click();
    const dialog = page.getByTestId('adm-deposits-decision');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.innerText()).toContain(reference);
    await dialog.getByTestId('adm-deposits-decision-ok').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('adm-toast-success').first().waitFor({ state: 'visible' });
    await expect.poll(() => available(member), { timeout: 30_000 }).toBe((before + 1234).toFixed(2));

    const player = await pageWithSession(h, member, { language: 'EN', viewport: DESKTOP });
    await player.goto('/member?page=depositv2');
    const approved = player.getByTestId('deposit-records-row').first();
    await approved.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await approved.getAttribute('data-status')).toBe('APPROVED');
  });
});
