import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FraudMemberValue, LanguageCode } from '@platform/shared';
import path from 'node:path';
import {
  VIEWPORTS,
  screenshotDir,
  startHarness,
  switchLanguage,
  type Harness,
  type Viewport,
} from './harness.js';
import { callApi, loginToken, pageWithSession, waitForLoggedOut } from './member-api.js';

/**
 * Fraud signals end to end: the owner switches the device rule on in the rules screen; one
 * browser logs in on the player site as demo001 and then as demo002, so the two accounts are
 * linked by the browser's device id and flagged; demo002's withdrawal waits for review in the
 * queue, marked, and approving it warns first; the linked-accounts list and the member page show
 * the link; demo002's peer-to-peer withdrawal is refused in the player's UI while flagged; the
 * owner clears demo002's flag with a reason. The rules and linked-accounts pages fit a phone.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const WAIT = { timeout: 30_000 };

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

async function adminPage(token: string, language: LanguageCode, viewport?: Viewport): Promise<Page> {
  const page = await h.newPage({ language, viewport });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-admin-set')) {
      sessionStorage.setItem('adminToken', value);
      sessionStorage.setItem('e2e-admin-set', '1');
    }
  }, token);
  return page;
}

/** Switches the back office's language and waits for a text of the new one. */
async function inLanguage(page: Page, language: LanguageCode, testId: string, text: string) {
  await switchLanguage(page, language);
  await expect.poll(() => page.getByTestId(testId).innerText(), WAIT).toContain(text);
}

/**
 * Opens a path; a logout's own navigation home may still be finishing and abort the first try,
 * so an aborted load is tried again.
 */
async function openPage(page: Page, path: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(path);
      return;
    } catch (error) {
      const aborted = /ERR_ABORTED|interrupted by another navigation/.test(String(error));
      if (attempt >= 3 || !aborted) throw error;
      await page.waitForLoadState('load');
    }
  }
}

async function memberId(token: string, username: string): Promise<number> {
  const res = await call<{ list: { id: number; account: string }[] }>(
    'GET',
    `/admin/api/members?q=${username}`,
    undefined,
    token,
  );
  const found = res.value.list.find((m) => m.account === username);
  if (!found) throw new Error(`no member ${username}`);
  return found.id;
}

describe('fraud signals', () => {
  it('links two accounts used in one browser, holds the withdrawal for review, and the owner clears the flag', async () => {
    const token = await adminToken();

    // The rules screen: the device rule goes on (CN, then a look in EN).
    const admin = await adminPage(token, 'CN');
    await admin.goto('/admin/fraud/rules');
    await admin.getByTestId('adm-fraud-rules-page').waitFor({ state: 'visible', ...WAIT });
    await admin.getByTestId('adm-fraud-device').check();
    expect(await admin.getByTestId('adm-fraud-review').isChecked()).toBe(true);
    await admin.getByTestId('adm-fraud-save').click();
    await admin
      .getByTestId('adm-toast-success')
      .first()
      .waitFor({ state: 'visible', ...WAIT });
    const rules = await call<{ device: boolean }>('GET', '/admin/api/fraud/rules', undefined, token);
    expect(rules.value.device).toBe(true);
    await h.screenshot(admin, 'fraud-rules-desktop-cn');
    await inLanguage(admin, 'EN', 'adm-fraud-rules-page', 'Fraud rules');
    await h.screenshot(admin, 'fraud-rules-desktop-en');

    // The player site: one browser, two accounts, one after the other.
    const player = await h.newPage({ language: 'EN' });
    for (const username of ['demo001', 'demo002']) {
      await openPage(player, '/login');
      await player.getByTestId('login-box').waitFor({ state: 'visible', ...WAIT });
      await player.getByTestId('login-username').fill(username);
      await player.getByTestId('login-password').fill('demo1234');
      await player.getByTestId('login-submit').click();
      await player.getByTestId('nickname').waitFor({ state: 'visible', ...WAIT });
      await player.getByTestId('publicity-close').click();
      await player.getByTestId('logout-button').click();
      await waitForLoggedOut(player, 'login-link');
    }
    const deviceId = await player.evaluate(() => localStorage.getItem('deviceId'));
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    await player.context().close();

    const demo1 = await memberId(token, 'demo001');
    const demo2 = await memberId(token, 'demo002');
    const linked = await call<FraudMemberValue>('GET', `/admin/api/fraud/members/${demo2}`, undefined, token);
    expect(linked.value.flag).toMatchObject({ status: 'FLAGGED', kinds: ['DEVICE'] });
    expect(linked.value.groups[0]).toMatchObject({ kind: 'DEVICE', value: deviceId });
    expect(linked.value.groups[0]!.members.map((m) => m.memberId).sort()).toEqual([demo1, demo2].sort());

    // demo002 withdraws: the request waits in the queue, marked for review.
    const member = await loginToken(h, 'demo002', 'demo1234');
    const withdrawal = await call<{ id: number; status: string }>(
      'POST',
      '/wps/wallet/withdraw',
      {
        amount: '150',
        method: 'BANK',
        bankName: 'Kasikorn Bank',
        accountNo: '9876543210',
        paymentPassword: '123456',
        requestId: 'e2e-fraud-withdrawal-1',
      },
      member,
    );
    expect(withdrawal.success, withdrawal.errorCode ?? '').toBe(true);
    expect(withdrawal.value.status).toBe('PENDING');

    // A peer-to-peer withdrawal never reaches the merchant: refused in the player's UI while flagged.
    const refusals = {
      EN: 'This withdrawal must be reviewed by the merchant: please withdraw to a bank account.',
      CN: '该提款需要商户审核，请改为提款到银行账户。',
    } as const;
    for (const language of ['EN', 'CN'] as const) {
      const site = await pageWithSession(h, member, { language });
      await site.goto('/member?page=withdraw');
      await site.getByTestId('withdraw-form').waitFor({ state: 'visible', ...WAIT });
      await site.getByTestId('withdraw-method-C2C').click();
      await site.getByTestId('withdraw-amount').fill('120');
      const password = site.getByTestId('withdraw-password');
      if (await password.isVisible()) await password.fill('123456');
      await site.getByTestId('withdraw-submit').click();
      const message = site.getByTestId('dialog-message').last();
      await message.waitFor({ state: 'visible', ...WAIT });
      expect(await message.innerText()).toBe(refusals[language]);
      await h.screenshot(site, `fraud-c2c-refused-desktop-${language.toLowerCase()}`);
      await site.context().close();
    }

    await admin.goto('/admin/withdrawals');
    const row = admin.locator(`[data-testid="adm-withdrawals-table-row"][data-id="${withdrawal.value.id}"]`);
    await row.waitFor({ state: 'visible', ...WAIT });
    await row.getByTestId('adm-withdrawals-review').waitFor({ state: 'visible' });
    expect(await row.getByTestId('adm-withdrawals-review-kinds').innerText()).toBe('Same device');
    await row.getByTestId('adm-withdrawals-approve').click();
    const dialog = admin.getByTestId('adm-withdrawals-decision');
    await dialog.getByTestId('adm-withdrawals-review-warning').waitFor({ state: 'visible' });
    await dialog.getByTestId('adm-withdrawals-decision-remarks').fill('Links checked with the member');
    await h.screenshot(admin, 'fraud-withdrawal-review-desktop-en');
    await dialog.getByTestId('adm-withdrawals-decision-ok').click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => row.count(), WAIT).toBe(0);

    // The linked-accounts list (EN, then CN).
    await admin.goto('/admin/fraud/groups');
    const group = admin.locator(`[data-testid="adm-fraud-groups-row"][data-value="${deviceId}"]`);
    await group.waitFor({ state: 'visible', ...WAIT });
    expect(await group.getAttribute('data-kind')).toBe('DEVICE');
    const names = await group
      .locator('[data-member]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-member')));
    expect(names.sort()).toEqual(['demo001', 'demo002']);
    await h.screenshot(admin, 'fraud-groups-desktop-en');
    await inLanguage(admin, 'CN', 'adm-fraud-groups-page', '关联账户');
    await h.screenshot(admin, 'fraud-groups-desktop-cn');

    // The member page shows the link; the owner clears the flag, saying why.
    await group.locator('[data-member="demo002"] a').click();
    const card = admin.getByTestId('adm-member-fraud');
    await card.waitFor({ state: 'visible', ...WAIT });
    const flag = card.getByTestId('adm-fraud-flag');
    await expect.poll(() => flag.getAttribute('data-status'), WAIT).toBe('FLAGGED');
    await card.getByTestId('adm-member-fraud-group').first().waitFor({ state: 'visible' });
    await card.scrollIntoViewIfNeeded();
    await h.screenshot(admin, 'fraud-member-desktop-cn');
    await inLanguage(admin, 'EN', 'adm-member-fraud', 'Fraud links');
    await h.screenshot(admin, 'fraud-member-desktop-en');
    await card.getByTestId('adm-fraud-clear').click();
    const clear = admin.getByTestId('adm-fraud-clear-dialog');
    await clear
      .getByTestId('adm-fraud-clear-dialog-remarks')
      .fill('Brothers sharing a phone, checked by call');
    await clear.getByTestId('adm-fraud-clear-dialog-ok').click();
    await clear.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => flag.getAttribute('data-status'), WAIT).toBe('CLEARED');
    expect(await card.getByTestId('adm-fraud-cleared-by').innerText()).toContain(
      'Brothers sharing a phone, checked by call',
    );
    await h.screenshot(admin, 'fraud-member-cleared-desktop-en');

    // Cleared: the next withdrawal is not held.
    const next = await call<{ id: number }>(
      'POST',
      '/wps/wallet/withdraw',
      {
        amount: '120',
        method: 'BANK',
        bankName: 'Kasikorn Bank',
        accountNo: '9876543210',
        paymentPassword: '123456',
        requestId: 'e2e-fraud-withdrawal-2',
      },
      member,
    );
    const queue = await call<{ list: { id: number; review?: string[] | null }[] }>(
      'GET',
      '/admin/api/withdrawals',
      undefined,
      token,
    );
    expect(queue.value.list.find((r) => r.id === next.value.id)?.review ?? null).toBeNull();
    await admin.context().close();
  });

  it('the rules and linked-accounts pages fit a phone (CN, EN)', async () => {
    const token = await adminToken();
    for (const language of ['CN', 'EN'] as const) {
      const page = await adminPage(token, language, VIEWPORTS.mobile);
      for (const [where, testId, name] of [
        ['/admin/fraud/rules', 'adm-fraud-rules-page', 'fraud-rules'],
        ['/admin/fraud/groups', 'adm-fraud-groups-page', 'fraud-groups'],
      ] as const) {
        await page.goto(where);
        await page.getByTestId(testId).waitFor({ state: 'visible', ...WAIT });
        if (name === 'fraud-groups')
          await page
            .getByTestId('adm-fraud-groups-row')
            .first()
            .waitFor({ state: 'visible', ...WAIT });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        await h.screenshot(page, `${name}-mobile-${language.toLowerCase()}`);
        await page.screenshot({
          path: path.join(screenshotDir, `${name}-mobile-${language.toLowerCase()}-full.png`),
          fullPage: true,
        });
        expect(overflow, name).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    }
  }, 120_000);
});
