import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminGame, AdminPage, LanguageCode } from '@platform/shared';
import { DEV_BUILTIN_VENDOR_SECRET } from '../apps/server/src/config.js';
import { ADMIN_TEXTS, UI_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';

/**
 * House risk controls: a deposit's turnover before withdrawal as the player sees it on the
 * withdrawal page and in the refusal, the merchant's multiples and a waiver in the back office,
 * and a game vendor's win cap whose held payout an operator pays from the review queue.
 */

let h: Harness;
let admin: string;
let member: string;
let memberId: number;
const PAYMENT_PASSWORD = '123456';
/** Anything that waits on the server: CI runs on a loaded two-core machine. */
const SERVER = { timeout: 30_000 };

beforeAll(async () => {
  h = await startHarness();
  const login = await call<{ token: string }>('POST', '/admin/api/session/login', {
    username: 'admin',
    password: 'admin1234',
  });
  admin = login.value.token;
  member = await loginToken(h, 'demo001', 'demo1234');
  const info = await call<{ customerId: number }>('GET', '/wps/member/info', undefined, member);
  memberId = info.value.customerId;
});
afterAll(async () => {
  await h?.close();
});

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string, language?: string) =>
  callApi<T>(h, method, path, body, token, language);

async function adminPage(language: LanguageCode): Promise<Page> {
  const page = await h.newPage({ language, viewport: VIEWPORTS.desktop });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-admin-set')) {
      sessionStorage.setItem('adminToken', value);
      sessionStorage.setItem('e2e-admin-set', '1');
    }
  }, admin);
  return page;
}

/** A signed seamless-wallet callback of the built-in vendor. */
async function seamless(call: 'credit', payload: Record<string, unknown>) {
  const raw = JSON.stringify({ timestamp: Date.now(), ...payload });
  const response = await fetch(`${h.baseUrl}/seamless/LOTUS/${call}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Signature': createHmac('sha256', DEV_BUILTIN_VENDOR_SECRET).update(raw).digest('hex'),
    },
    body: raw,
  });
  return (await response.json()) as { status: string; balance: string | null };
}

describe('turnover before withdrawal', () => {
  it('the withdrawal page shows the turnover to go, and the refusal names it (EN, CN)', async () => {
    const deposit = await call<{ id: number }>('POST', '/wps/wallet/deposit', { amount: '1000' }, member);
    expect(deposit.success).toBe(true);
    const approved = await call('POST', `/admin/api/deposits/${deposit.value.id}/approve`, {}, admin);
    expect(approved.success).toBe(true);

    const page = await pageWithSession(h, member);
    await page.goto('/member?page=withdraw');
    await page.getByTestId('withdraw-form').waitFor({ state: 'visible', ...SERVER });
    await expect.poll(() => page.getByTestId('withdraw-turnover').innerText(), SERVER).toContain('1,000.00');
    const hint = page.getByTestId('withdraw-turnover-hint');
    expect(await hint.innerText()).toContain(UI_TEXTS.EN.wal_turnover_hint!.split('{{amount}}')[0]!.trim());
    await h.screenshot(page, 'risk-withdraw-turnover-desktop-en');

    await page.getByTestId('withdraw-amount').fill('200');
    await page.getByTestId('withdraw-bank').fill('Kasikorn Bank');
    await page.getByTestId('withdraw-account').fill('123-456-7890');
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    const message = page.getByTestId('dialog-message').last();
    await message.waitFor({ state: 'visible', ...SERVER });
    expect(await message.innerText()).toBe('Please wager 1,000.00 more before withdrawing.');
    await h.screenshot(page, 'risk-withdraw-refused-desktop-en');

    const cn = await pageWithSession(h, member, { language: 'CN' });
    await cn.goto('/member?page=withdraw');
    await cn.getByTestId('withdraw-form').waitFor({ state: 'visible', ...SERVER });
    await expect.poll(() => cn.getByTestId('withdraw-turnover').innerText(), SERVER).toContain('1,000.00');
    expect(await cn.getByTestId('withdraw-form-card').innerText()).toContain(
      UI_TEXTS.CN.wal_turnover_remaining!,
    );
    // The page's own parts finish loading after the first figures: wait for the form's last field.
    await cn.getByTestId('withdraw-submit').waitFor({ state: 'visible', ...SERVER });
    await cn.getByTestId('withdraw-turnover-hint').waitFor({ state: 'visible', ...SERVER });
    await h.screenshot(cn, 'risk-withdraw-turnover-desktop-cn');
  });

  it('an owner sets the multiples and waives a member requirement (EN, CN)', async () => {
    const EN = ADMIN_TEXTS.EN;
    const page = await adminPage('EN');
    await page.goto('/admin/settings');
    const card = page.getByTestId('adm-turnover-settings');
    await card.waitFor({ state: 'visible', ...SERVER });
    expect(await page.getByTestId('adm-turnover-deposit').inputValue()).toBe('1');
    await page.getByTestId('adm-turnover-bonus').fill('abc');
    await page.getByTestId('adm-turnover-save').click();
    expect(await card.innerText()).toContain(EN.adm_turnover_invalid);
    await page.getByTestId('adm-turnover-bonus').fill('2.5');
    await page.getByTestId('adm-turnover-save').click();
    await expect
      .poll(
        async () =>
          (await call<{ bonusMultiple: number }>('GET', '/admin/api/merchant/turnover', undefined, admin))
            .value.bonusMultiple,
        SERVER,
      )
      .toBe(2.5);
    await card.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'risk-admin-turnover-settings-desktop-en');

    await page.goto(`/admin/members/${memberId}`);
    const turnover = page.getByTestId('adm-member-turnover');
    await turnover.waitFor({ state: 'visible', ...SERVER });
    const row = page.locator('[data-testid="adm-member-turnover-row"][data-status="OPEN"]').first();
    await row.waitFor({ state: 'visible', ...SERVER });
    await turnover.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'risk-admin-member-turnover-desktop-en');
    await row.getByTestId('adm-member-turnover-waive').click();
    await page.getByTestId('adm-turnover-waive-dialog-remarks').fill('Goodwill after a payment delay');
    await page.getByTestId('adm-turnover-waive-dialog-ok').click();
    await expect.poll(() => turnover.getAttribute('data-remaining'), SERVER).toBe('0.00');
    expect(await page.locator('[data-testid="adm-member-turnover-row"][data-status="WAIVED"]').count()).toBe(
      1,
    );
    expect(await turnover.innerText()).toContain(EN.adm_turnover_status_WAIVED);

    const cn = await adminPage('CN');
    await cn.goto(`/admin/members/${memberId}`);
    const cnTurnover = cn.getByTestId('adm-member-turnover');
    await cnTurnover.waitFor({ state: 'visible', ...SERVER });
    expect(await cnTurnover.innerText()).toContain(ADMIN_TEXTS.CN.adm_turnover_status_WAIVED);
    await cnTurnover.scrollIntoViewIfNeeded();
    await h.screenshot(cn, 'risk-admin-member-turnover-desktop-cn');
    await cn.goto('/admin/settings');
    const cnCard = cn.getByTestId('adm-turnover-settings');
    await cnCard.waitFor({ state: 'visible', ...SERVER });
    expect(await cnCard.innerText()).toContain(ADMIN_TEXTS.CN.adm_turnover_title);
    await cnCard.scrollIntoViewIfNeeded();
    await h.screenshot(cn, 'risk-admin-turnover-settings-desktop-cn');

    // With nothing left to wager the member withdraws again.
    const paid = await call(
      'POST',
      '/wps/wallet/withdraw',
      {
        amount: '200',
        method: 'BANK',
        bankName: 'Kasikorn Bank',
        accountNo: '1234567890',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: 'e2e-risk-withdrawal-1',
      },
      member,
    );
    expect(paid.success).toBe(true);
  });
});

describe('game vendor win caps', () => {
  it('an operator caps a vendor, and pays a held payout from the review queue (EN, CN)', async () => {
    const EN = ADMIN_TEXTS.EN;
    const page = await adminPage('EN');
    await page.goto('/admin/games/vendors');
    const vendor = page.locator('[data-testid="ops-vendors-table-row"][data-vendor="LOTUS"]');
    await vendor.waitFor({ state: 'visible', ...SERVER });
    await vendor.getByTestId('ops-vendor-caps-edit').click();
    await page.getByTestId('ops-vendor-cap-round').fill('500');
    await page.getByTestId('ops-vendor-cap-day').fill('2000');
    await h.screenshot(page, 'risk-admin-vendor-caps-desktop-en');
    await page.getByTestId('ops-vendor-caps-save').click();
    await expect
      .poll(
        () =>
          vendor
            .getByTestId('ops-vendor-caps')
            .innerText()
            .catch(() => ''),
        SERVER,
      )
      .toContain('500.00');

    // The vendor pays a round above the cap: answered OK, held for review.
    const player = await loginToken(h, 'demo002', 'demo1234');
    const games = await call<AdminPage<AdminGame>>(
      'GET',
      '/admin/api/games?q=&gameType=RNG&size=50',
      undefined,
      admin,
    );
    const gameId = games.value.list.find((g) => g.vendorCode === 'LOTUS' && g.gameCode === 'jade_dragon')!.id;
    const launched = await call<{ gameUrl: string }>(
      'POST',
      '/wps/game/launchGame/v2',
      { gameId, launchMode: 'RNG', confirmTrans: 1, language: 'EN' },
      player,
    );
    const url = new URL(launched.value.gameUrl, h.baseUrl);
    const before = await seamless('credit', {
      sessionToken: url.searchParams.get('session'),
      playerId: url.searchParams.get('player'),
      currency: 'THB',
      transactionId: 'e2e-held-1',
      roundId: 'e2e-round-1',
      gameCode: 'jade_dragon',
      amount: '800.00',
    });
    expect(before.status).toBe('OK');

    // The queue is read when the page opens: open it again.
    await page.reload();
    const held = page.locator('[data-testid="ops-held-table-row"][data-transaction="e2e-held-1"]');
    await held.waitFor({ state: 'visible', ...SERVER });
    expect(await held.innerText()).toContain(EN.ops_held_reason_ROUND);
    await held.scrollIntoViewIfNeeded();
    await h.screenshot(page, 'risk-admin-held-payouts-desktop-en');
    await held.getByTestId('ops-held-approve').click();
    await page.getByTestId('ops-held-confirm-ok').click();
    await held.waitFor({ state: 'detached', ...SERVER });
    const after = await call<{ list: { transactionId: string; status: string }[] }>(
      'GET',
      '/admin/api/vendors/held-payouts?status=APPROVED',
      undefined,
      admin,
    );
    expect(after.value.list.find((p) => p.transactionId === 'e2e-held-1')?.status).toBe('APPROVED');

    const cn = await adminPage('CN');
    await cn.goto('/admin/games/vendors');
    await cn.getByTestId('ops-held-payouts').waitFor({ state: 'visible', ...SERVER });
    await cn.getByTestId('ops-held-tab-APPROVED').click();
    const paidRow = cn.locator('[data-testid="ops-held-table-row"][data-transaction="e2e-held-1"]');
    await paidRow.waitFor({ state: 'visible', ...SERVER });
    expect(await paidRow.innerText()).toContain(ADMIN_TEXTS.CN.ops_held_status_APPROVED);
    await h.screenshot(cn, 'risk-admin-vendors-desktop-cn');
  });
});
