import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LanguageCode } from '@platform/shared';
import { UI_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken } from './member-api.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const EN = UI_TEXTS.EN;
const CN = UI_TEXTS.CN;
const PAYMENT_PASSWORD = '123456';

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);

async function adminToken(username: string, password: string): Promise<string> {
  const res = await call<{ token: string }>('POST', '/admin/api/session/login', { username, password });
  if (!res.success) throw new Error(`admin login ${username}: ${res.errorCode}`);
  return res.value.token;
}

/** The temporary password of the newest SMS to a mobile number (the dev outbox). */
async function outboxPassword(mobile: string): Promise<string> {
  const outbox = await call<{ list: { body: string }[] }>('GET', `/wps/dev/outbox?mobile=${mobile}&size=1`);
  const password = outbox.value?.list[0]?.body.match(/[a-z]{4}\d{4}/)?.[0];
  if (!password) throw new Error(`no temporary password in the outbox for ${mobile}`);
  return password;
}

async function mainWallet(token: string) {
  const res = await call<{ walletList: { code: string; balance: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  return res.value.walletList.find((w) => w.code === 'MAIN')!;
}

/** A back-office page whose tab already holds an operator token (the login form has its own test). */
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

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('merchant back office', () => {
  let member: string;
  let withdrawalId: number;

  beforeAll(async () => {
    member = await loginToken(h, 'demo001', 'demo1234');
    const res = await call<{ id: number; status: string }>(
      'POST',
      '/wps/wallet/withdraw',
      {
        amount: '1500',
        method: 'BANK',
        bankName: 'Kasikorn Bank',
        accountNo: '1234567890',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: 'e2e-admin-withdrawal-1',
      },
      member,
    );
    if (!res.success) throw new Error(`withdraw: ${res.errorCode}`);
    withdrawalId = res.value.id;
    const wallet = await mainWallet(member);
    expect(wallet.balance).toBe('25000.00');
    expect(wallet.availBalance).toBe('23500.00');
  });

  it('an owner logs in, approves the withdrawal with remarks and the money leaves the member', async () => {
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await page.goto('/admin/withdrawals');
    // Without a session the back office sends the operator to its login, keeping the way back.
    await page.getByTestId('adm-login-form').waitFor({ state: 'visible', timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.getByTestId('adm-login-username').fill('admin');
    await page.getByTestId('adm-login-password').fill('wrong-password');
    await page.getByTestId('adm-login-submit').click();
    await page.getByTestId('adm-login-error').waitFor({ state: 'visible' });
    await h.screenshot(page, 'admin-login-error-desktop-en');
    await page.getByTestId('adm-login-password').fill('admin1234');
    await page.getByTestId('adm-login-submit').click();

    await page.getByTestId('adm-withdrawals-page').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('adm-role').innerText()).toBe(EN.adm_role_OWNER);
    const row = page.locator(`[data-testid="adm-withdrawals-table-row"][data-id="${withdrawalId}"]`);
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-username')).toBe('demo001');
    await row.getByTestId('adm-withdrawals-approve').click();
    const dialog = page.getByTestId('adm-withdrawals-decision');
    await dialog.getByTestId('adm-withdrawals-decision-remarks').fill('Paid by bank transfer');
    await h.screenshot(page, 'admin-withdrawal-approve-desktop-en');
    // A double click sends one decision: the button is disabled while the call runs.
    await dialog.getByTestId('adm-withdrawals-decision-ok').dblclick();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('adm-toast-success').first().waitFor({ state: 'visible' });

    // Pending no longer lists it; the approved tab shows it with the remarks.
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('adm-withdrawals-tabs-APPROVED').click();
    const approved = page.locator(`[data-testid="adm-withdrawals-table-row"][data-id="${withdrawalId}"]`);
    await approved.waitFor({ state: 'visible' });
    expect(await approved.getAttribute('data-status')).toBe('APPROVED');
    expect(await approved.innerText()).toContain(EN.adm_status_APPROVED);
    expect(await approved.innerText()).toContain('Paid by bank transfer');
    await h.screenshot(page, 'admin-withdrawals-approved-desktop-en');

    const wallet = await mainWallet(member);
    expect(wallet.balance).toBe('23500.00');
    expect(wallet.availBalance).toBe('23500.00');
    const history = await call<{ list: { kind: string; event: string; amount: string }[] }>(
      'GET',
      '/wps/wallet/history?wallet=MAIN&size=10',
      undefined,
      member,
    );
    expect(history.value.list.find((e) => e.kind === 'withdrawal' && e.event === 'post')).toBeTruthy();
    // The member's page in the back office shows the new balance and the ledger entry.
    await page.getByTestId('adm-menu-members').click();
    await page.getByTestId('adm-members-q').fill('demo001');
    await page.getByTestId('adm-members-filters-apply').click();
    const memberRow = page.locator('[data-testid="adm-members-table-row"][data-account="demo001"]');
    await memberRow.waitFor({ state: 'visible' });
    await memberRow.getByTestId('adm-member-link').click();
    await page.getByTestId('adm-member-detail').waitFor({ state: 'visible' });
    await page.getByTestId('adm-member-ledger-row').first().waitFor({ state: 'visible' });
    const kinds = await page
      .getByTestId('adm-member-ledger-row')
      .evaluateAll((rows) => rows.map((r) => r.dataset.kind));
    expect(kinds).toContain('withdrawal');
    // Ledger kinds and wallets are named as the player site names them, not by code or currency.
    const withdrawalRow = page
      .locator('[data-testid="adm-member-ledger-row"][data-kind="withdrawal"]')
      .first();
    expect(await withdrawalRow.getByTestId('adm-member-ledger-kind').innerText()).toBe(
      EN.wal_kind_withdrawal,
    );
    const walletNames = await page.getByTestId('adm-member-wallet-name').allInnerTexts();
    expect(walletNames).toContain(EN.wal_wallet_MAIN);
    expect(new Set(walletNames).size).toBe(walletNames.length);
    expect(walletNames.some((name) => /^[A-Z]{3}$/.test(name))).toBe(false);
    await h.screenshot(page, 'admin-member-detail-desktop-en');

    await page.getByTestId('adm-logout').click();
    await page.getByTestId('adm-login-form').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('a support operator sees no finance menu and is refused the withdrawals page', async () => {
    const token = await adminToken('support', 'support1234');
    const page = await adminPage(token, 'EN', VIEWPORTS.desktop);
    await page.goto('/admin');
    await page.getByTestId('adm-dashboard-page').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('adm-role').innerText()).toBe(EN.adm_role_SUPPORT);
    await page.getByTestId('adm-menu-group-members').waitFor({ state: 'visible' });
    expect(await page.getByTestId('adm-menu-group-finance').count()).toBe(0);
    expect(await page.getByTestId('adm-menu-withdrawals').count()).toBe(0);
    expect(await page.getByTestId('adm-menu-operators').count()).toBe(0);

    await page.goto('/admin/withdrawals');
    const refused = page.getByTestId('adm-no-permission');
    await refused.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await refused.innerText()).toContain(EN.adm_no_permission_title);
    expect(await page.getByTestId('adm-withdrawals-page').count()).toBe(0);
    await h.screenshot(page, 'admin-support-no-permission-desktop-en');
    // The server refuses it as well, whatever the page shows.
    const direct = await call('GET', '/admin/api/withdrawals', undefined, token);
    expect(direct.success).toBe(false);
  });

  it("an operator of merchant alpha sees none of the demo merchant's data", async () => {
    // The merchant comes from the host: every request of alpha's domain is answered by this
    // server as if it had arrived under that host (the page's own scheme upgrades included).
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await page.route(/^https?:\/\/www\.alphaplay\.test\//, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `${h.baseUrl}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: 'www.alphaplay.test' },
      });
      await route.fulfill({ response });
    });
    await page.goto('http://www.alphaplay.test/admin/login');
    await page.getByTestId('adm-login-username').fill('admin');
    await page.getByTestId('adm-login-password').fill('alphaadmin1');
    await page.getByTestId('adm-login-submit').click();
    await page.getByTestId('adm-dashboard-page').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('adm-merchant-name').innerText()).not.toContain('Golden Lotus');

    await page.getByTestId('adm-menu-members').click();
    await page.getByTestId('adm-members-table-row').first().waitFor({ state: 'visible' });
    const accounts = await page
      .getByTestId('adm-members-table-row')
      .evaluateAll((rows) => rows.map((r) => r.dataset.account));
    expect(accounts).toContain('alpha001');
    expect(accounts.some((a) => a?.startsWith('demo') || a === 'agent001')).toBe(false);
    await page.getByTestId('adm-members-q').fill('demo001');
    await page.getByTestId('adm-members-filters-apply').click();
    await page.getByTestId('adm-empty').waitFor({ state: 'visible' });

    await page.getByTestId('adm-menu-withdrawals').click();
    await page.getByTestId('adm-withdrawals-tabs-APPROVED').click();
    await page.getByTestId('adm-withdrawals-table').waitFor({ state: 'visible' });
    await page.getByTestId('adm-empty').waitFor({ state: 'visible' });
    expect(await page.locator('[data-username="demo001"]').count()).toBe(0);
    await h.screenshot(page, 'admin-alpha-withdrawals-desktop-en');

    // A direct call with alpha's token under the demo merchant is refused.
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    const cross = await call('GET', `/admin/api/withdrawals?status=APPROVED`, undefined, token!);
    expect(cross.success).toBe(false);
  });

  it('a support operator resets a password: the member gets it by SMS, the operator sees only where', async () => {
    const token = await adminToken('support', 'support1234');
    for (const [viewport, name] of [
      [VIEWPORTS.desktop, 'desktop'],
      [VIEWPORTS.mobile, 'mobile'],
    ] as const) {
      const page = await adminPage(token, 'EN', viewport);
      await page.goto('/admin/members');
      await page.getByTestId('adm-members-q').fill('demo001');
      await page.getByTestId('adm-members-filters-apply').click();
      const row = page.locator('[data-testid="adm-members-table-row"][data-account="demo001"]');
      await row.waitFor({ state: 'visible', timeout: 20_000 });
      await row.getByTestId('adm-member-link').click();
      await page.getByTestId('adm-member-detail').waitFor({ state: 'visible' });
      await page.getByTestId('adm-member-reset').click();
      const dialog = page.getByTestId('adm-reset-dialog');
      await dialog.waitFor({ state: 'visible' });
      expect(await dialog.innerText()).toContain(EN.adm_reset_text);
      await page.getByTestId('adm-reset-dialog-remarks').fill('forgot, identity checked by phone');
      await page.getByTestId('adm-reset-dialog-ok').click();
      const sent = page.getByTestId('adm-reset-sent-text');
      await sent.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await sent.getAttribute('data-channel')).toBe('SMS');
      expect(await sent.innerText()).toBe(
        (EN.adm_reset_sent_sms ?? '').replace('{{destination}}', '081****678'),
      );
      await expectNoSidewaysScroll(page);
      await h.screenshot(page, `admin-member-reset-sent-${name}-en`);

      // The member reads it from the SMS (the outbox); the back office never had it.
      const temporary = await outboxPassword('0812345678');
      expect(await page.content()).not.toContain(temporary);
      const login = await call<{ token: string; passwordExpired: boolean }>(
        'POST',
        '/wps/session/login/unsecure',
        { username: 'demo001', password: temporary },
      );
      expect(login.value.passwordExpired).toBe(true);
      const changed = await call(
        'POST',
        '/wps/member/password',
        { oldPassword: temporary, newPassword: 'demo1234', confirmNewPassword: 'demo1234' },
        login.value.token,
      );
      expect(changed.success).toBe(true);
      await page.context().close();
    }
  });

  it('screens: dashboard, members, withdrawals and reports on desktop and phone, EN and CN', async () => {
    const token = await adminToken('admin', 'admin1234');
    const combos: [LanguageCode, keyof typeof VIEWPORTS][] = [
      ['EN', 'desktop'],
      ['CN', 'desktop'],
      ['EN', 'mobile'],
      ['CN', 'mobile'],
    ];
    const screens: [path: string, ready: string][] = [
      ['dashboard', 'adm-dashboard-funding-chart'],
      ['members', 'adm-members-table-row'],
      ['withdrawals', 'adm-withdrawals-table'],
      ['reports', 'adm-report-type-chart'],
    ];
    for (const [language, viewport] of combos) {
      const page = await adminPage(token, language, VIEWPORTS[viewport]);
      for (const [path, ready] of screens) {
        await page.goto(`/admin/${path}`);
        await page.getByTestId(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
        const texts = language === 'CN' ? CN : EN;
        const title = {
          dashboard: 'adm_page_dashboard',
          members: 'adm_page_members',
          withdrawals: 'adm_page_withdrawals',
          reports: 'adm_page_reports',
        }[path]!;
        expect(await page.locator('.adm-page__title').innerText()).toBe(texts[title]);
        await expectNoSidewaysScroll(page);
        await h.screenshot(page, `admin-${path}-${viewport}-${language.toLowerCase()}`);
      }
      if (language === 'EN' && viewport === 'desktop') {
        // The system pages once, to see that each loads the real settings.
        for (const [path, ready] of [
          ['settings', 'adm-set-name'],
          ['flags', 'adm-flag'],
          ['register-fields', 'adm-register-fields'],
          ['domains', 'adm-domains-table'],
          ['operators', 'adm-operators-table-row'],
          ['audit', 'adm-audit-table-row'],
        ] as const) {
          await page.goto(`/admin/${path}`);
          await page.getByTestId(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
          await h.screenshot(page, `admin-${path}-desktop-en`);
        }
      }
      if (viewport === 'mobile') {
        await page.getByTestId('adm-menu-toggle').click();
        await page.getByTestId('adm-menu-dashboard').waitFor({ state: 'visible' });
        // The drawer slides in; wait for it to settle before the picture.
        await page.waitForTimeout(400);
        await h.screenshot(page, `admin-menu-mobile-${language.toLowerCase()}`);
      }
      await page.context().close();
    }
  });

  it('in CN: the menu has icons and folds, the calendar and the member page speak the operator’s language', async () => {
    const token = await adminToken('admin', 'admin1234');
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await adminPage(token, 'CN', VIEWPORTS[viewport]);
      await page.goto('/admin/reports');
      await page.getByTestId('adm-report-type-chart').first().waitFor({ state: 'visible', timeout: 20_000 });

      // The calendar names the month in Chinese whatever the browser's own language.
      await page.getByTestId('adm-report-range-from-calendar').click();
      const month = page.getByTestId('adm-report-range-from-calendar-month');
      expect(await month.innerText()).toMatch(/^\d{4}年\d{1,2}月$/);
      await expectNoSidewaysScroll(page);
      await h.screenshot(page, `admin-calendar-${viewport}-cn`);
      await page.keyboard.press('Escape');
      await month.waitFor({ state: 'detached' });
      // The end field's calendar fits the window too (on a phone it opens towards the left).
      await page.getByTestId('adm-report-range-to-calendar').click();
      await page.getByTestId('adm-report-range-to-calendar-panel').waitFor({ state: 'visible' });
      const panel = (await page.getByTestId('adm-report-range-to-calendar-panel').boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expectNoSidewaysScroll(page);
      await h.screenshot(page, `admin-calendar-end-${viewport}-cn`);
      await page.keyboard.press('Escape');

      if (viewport === 'mobile') await page.getByTestId('adm-menu-toggle').click();
      // Every group has its icon; the open page's group cannot fold, another one can, and stays folded.
      const groups = page.locator('[data-testid^="adm-menu-group-"]');
      const count = await groups.count();
      expect(count).toBeGreaterThan(3);
      expect(await page.locator('.adm-side__group-title svg').count()).toBe(count);
      expect(await page.getByTestId('adm-menu-toggle-reports').isDisabled()).toBe(true);
      await page.getByTestId('adm-menu-toggle-finance').click();
      expect(await page.getByTestId('adm-menu-group-finance').getAttribute('data-open')).toBe('false');
      expect(await page.getByTestId('adm-menu-withdrawals').isVisible()).toBe(false);
      await page.waitForTimeout(300);
      await h.screenshot(page, `admin-menu-folded-${viewport}-cn`);
      await page.reload();
      await page.getByTestId('adm-report-type-chart').first().waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.getByTestId('adm-menu-group-finance').getAttribute('data-open')).toBe('false');
      if (viewport === 'mobile') await page.getByTestId('adm-menu-toggle').click();
      await page.getByTestId('adm-menu-toggle-finance').click();
      expect(await page.getByTestId('adm-menu-group-finance').getAttribute('data-open')).toBe('true');

      // The member page names wallets and ledger kinds in Chinese, as the player site does.
      await page.goto('/admin/members');
      await page.getByTestId('adm-members-q').fill('demo001');
      await page.getByTestId('adm-members-filters-apply').click();
      const row = page.locator('[data-testid="adm-members-table-row"][data-account="demo001"]');
      await row.waitFor({ state: 'visible', timeout: 20_000 });
      await row.getByTestId('adm-member-link').click();
      await page.getByTestId('adm-member-ledger-row').first().waitFor({ state: 'visible' });
      expect(await page.getByTestId('adm-member-wallet-name').allInnerTexts()).toContain(CN.wal_wallet_MAIN);
      const kinds = await page.getByTestId('adm-member-ledger-kind').allInnerTexts();
      expect(kinds.length).toBeGreaterThan(0);
      for (const kind of kinds) expect(kind, 'a ledger kind shown as its code').not.toMatch(/^[a-z_]+$/);
      await expectNoSidewaysScroll(page);
      await h.screenshot(page, `admin-member-detail-${viewport}-cn`);
      await page.context().close();
    }
  });
});
