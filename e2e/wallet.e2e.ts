import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERROR_MESSAGES, type LanguageCode } from '@platform/shared';
import { UI_TEXTS } from './texts';
import { VIEWPORTS, startHarness, type Harness, type Viewport } from './harness.js';
import { callApi, loginToken, pageWithSession } from './member-api.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const EN: Record<string, string> = { ...ERROR_MESSAGES.EN, ...UI_TEXTS.EN };
const PAYMENT_PASSWORD = '123456';
/** A real 1x1 PNG: the proof image of a "not received" answer. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const call = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);
const login = (username: string, password: string) => loginToken(h, username, password);

async function adminToken(): Promise<string> {
  const res = await call<{ token: string }>('POST', '/admin/api/session/login', {
    username: 'admin',
    password: 'admin1234',
  });
  if (!res.success) throw new Error(`admin login: ${res.errorCode}`);
  return res.value.token;
}

interface FundingItem {
  id: number;
  username: string;
  amount: string;
  status: string;
}

async function pendingOf(kind: 'deposits' | 'withdrawals', admin: string, username: string) {
  const res = await call<{ list: FundingItem[] }>(
    'GET',
    `/admin/api/${kind}?status=PENDING&size=50`,
    undefined,
    admin,
  );
  const item = res.value.list.find((i) => i.username === username);
  if (!item) throw new Error(`no pending ${kind} of ${username}: ${JSON.stringify(res)}`);
  return item;
}

async function available(token: string, code = 'MAIN'): Promise<string> {
  const res = await call<{ walletList: { code: string; availBalance: string }[] }>(
    'GET',
    '/wps/member/info/funds/consolidated',
    undefined,
    token,
  );
  return res.value.walletList.find((w) => w.code === code)!.availBalance;
}

/**
 * A page whose tab already holds the session of `token`. It also notes when the STOMP client
 * has subscribed to the member's topic, so a test publishes only once the page can hear it.
 */
async function memberPage(
  token: string,
  options: { language?: LanguageCode; viewport?: Viewport } = {},
): Promise<Page> {
  const page = await pageWithSession(h, token, {
    language: options.language ?? 'EN',
    viewport: options.viewport,
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
      timeout: 30_000,
    },
  );
  // The broker handles the SUBSCRIBE frame a moment after the browser sends it.
  await page.waitForTimeout(300);
}

async function openMemberPage(page: Page, id: string, ready: string): Promise<void> {
  await page.goto(`/member?page=${id}`);
  await page.getByTestId(ready).waitFor({ state: 'visible', timeout: 30_000 });
}

async function barBalance(page: Page): Promise<string> {
  return page.getByTestId('wallet-balance-amount').first().innerText();
}

async function confirmDialog(page: Page): Promise<string> {
  const message = page.getByTestId('dialog-message').last();
  await message.waitFor({ state: 'visible', timeout: 30_000 });
  const text = await message.innerText();
  await page.getByTestId('dialog-confirm').last().click();
  await page.getByTestId('dialog').waitFor({ state: 'detached' });
  return text;
}

/** From now on the page notes the test id of every toast it shows, however briefly. */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsShown: seen });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          for (const toast of [node, ...node.querySelectorAll<HTMLElement>('[data-testid^="toast-"]')]) {
            const id = toast.dataset.testid;
            if (id?.startsWith('toast-')) seen.push(id);
          }
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { toastsShown?: string[] }).toastsShown ?? []);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('wallet in the browser', () => {
  let member: string;
  let admin: string;

  beforeAll(async () => {
    member = await login('demo001', 'demo1234');
    admin = await adminToken();
  });

  it('shows the balance in the info bar and each wallet in the panel', async () => {
    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await page.goto('/');
    await expect.poll(() => barBalance(page), { timeout: 15_000 }).toBe('฿25,000.00');
    await h.screenshot(page, 'wallet-info-bar-desktop');
    await page.getByTestId('info-bar-toggle').click();
    const panel = page.getByTestId('info-bar-panel');
    await panel.getByTestId('wallet-avail-MAIN').waitFor({ state: 'visible' });
    expect(await panel.getByTestId('wallet-avail-MAIN').innerText()).toBe('฿25,000.00');
    for (const code of ['LOTT', 'RNG', 'LIVE']) {
      expect(await panel.getByTestId(`wallet-avail-${code}`).innerText()).toBe('฿0.00');
    }
    // A transfer-wallet merchant offers the transfer page in the info bar.
    await panel.getByTestId('member-entry-transferFund').waitFor({ state: 'visible' });
    await h.screenshot(page, 'wallet-panel-desktop');

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile, language: 'CN' });
    await phone.goto('/');
    await phone.getByTestId('info-bar-toggle').click();
    const phonePanel = phone.getByTestId('info-bar-panel');
    await expect
      .poll(() => phonePanel.getByTestId('wallet-balance-amount').innerText(), { timeout: 15_000 })
      .toBe('฿25,000.00');
    await phonePanel.getByTestId('wallet-avail-LIVE').waitFor({ state: 'visible' });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'wallet-panel-mobile-cn');
  });

  it('transfers from the main wallet to the lottery wallet and shows both balances change', async () => {
    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await openMemberPage(page, 'transferFund', 'transfer-form');
    await expect
      .poll(() => page.getByTestId('transfer-balance-MAIN').innerText(), { timeout: 30_000 })
      .toBe('฿25,000.00');
    await h.screenshot(page, 'wallet-transfer-desktop');
    expect(await page.getByTestId('transfer-from').inputValue()).toBe('MAIN');
    await page.getByTestId('transfer-to').selectOption('LOTT');
    await page.getByTestId('transfer-amount').fill('1000');
    await page.getByTestId('transfer-submit').dblclick();
    await page.getByTestId('toast-transfer-ok').waitFor({ state: 'visible', timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('transfer-balance-MAIN').innerText(), { timeout: 30_000 })
      .toBe('฿24,000.00');
    await expect
      .poll(() => page.getByTestId('transfer-balance-LOTT').innerText(), { timeout: 30_000 })
      .toBe('฿1,000.00');
    // A double click moved the money once.
    expect(await available(member)).toBe('24000.00');
    expect(await available(member, 'LOTT')).toBe('1000.00');
    // The sum of all wallets is unchanged.
    await expect.poll(() => barBalance(page), { timeout: 30_000 }).toBe('฿25,000.00');
    await h.screenshot(page, 'wallet-transfer-done');

    // Back again with the "all" button.
    await page.getByTestId('transfer-swap').click();
    expect(await page.getByTestId('transfer-from').inputValue()).toBe('LOTT');
    await page.getByTestId('transfer-amount-all').click();
    expect(await page.getByTestId('transfer-amount').inputValue()).toBe('1000');
    await page.getByTestId('transfer-submit').click();
    await expect
      .poll(() => page.getByTestId('transfer-balance-LOTT').innerText(), {
        timeout: 30_000,
      })
      .toBe('฿0.00');
    expect(await available(member)).toBe('25000.00');
    await page.getByTestId('history-row').first().waitFor({ state: 'visible' });
    expect(await page.getByTestId('history-row').first().getAttribute('data-kind')).toBe('wallet_transfer');

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile });
    await openMemberPage(phone, 'transferFund', 'transfer-form');
    await phone.getByTestId('transfer-balance-LIVE').waitFor({ state: 'visible' });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'wallet-transfer-mobile');
  });

  it('withdraws with the payment password; the approval arrives as a toast over the socket', async () => {
    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await openMemberPage(page, 'withdraw', 'withdraw-form');
    await waitForSocket(page);
    await expect
      .poll(() => page.getByTestId('withdraw-available').innerText(), { timeout: 30_000 })
      .toBe('฿25,000.00');
    await h.screenshot(page, 'wallet-withdraw-desktop');

    await page.getByTestId('withdraw-amount').fill('2000');
    await page.getByTestId('withdraw-bank').fill('Kasikorn Bank');
    await page.getByTestId('withdraw-account').fill('123-456-7890');
    // A wrong payment password is refused and nothing is held.
    await page.getByTestId('withdraw-password').fill('654321');
    await page.getByTestId('withdraw-submit').click();
    expect(await confirmDialog(page)).toBe(EN['payment.password.incorrect']);
    expect(await available(member)).toBe('25000.00');

    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    expect(await confirmDialog(page)).toContain('฿2,000.00');
    // The amount is held at once: what may be spent drops, the held amount shows it.
    await expect
      .poll(() => page.getByTestId('withdraw-held').innerText(), { timeout: 30_000 })
      .toBe('฿2,000.00');
    await expect.poll(() => barBalance(page), { timeout: 30_000 }).toBe('฿23,000.00');
    const row = page.getByTestId('withdraw-records-row').first();
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-status')).toBe('PENDING');

    const request = await pendingOf('withdrawals', admin, 'demo001');
    expect(request.amount).toBe('2000.00');
    const approved = await call(
      'POST',
      `/admin/api/withdrawals/${request.id}/approve`,
      { remarks: 'Paid' },
      admin,
    );
    expect(approved.success).toBe(true);

    const toast = page.getByTestId('toast-withdraw-ok');
    await toast.waitFor({ state: 'visible', timeout: 30_000 });
    const shownAt = Date.now();
    expect(await toast.innerText()).toContain(EN.wal_toast_withdraw_ok);
    expect(await toast.innerText()).toContain('฿2,000.00');
    await expect.poll(() => page.getByTestId('withdraw-held').innerText(), { timeout: 30_000 }).toBe('฿0.00');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('APPROVED');
    await expect.poll(() => barBalance(page), { timeout: 30_000 }).toBe('฿23,000.00');
    expect(await available(member)).toBe('23000.00');
    await h.screenshot(page, 'wallet-toast-withdraw-approved');
    // One approval, one toast; the app's own toasts stay longer than a click's 4.5 s and leave by
    // themselves after 9 s (timed from when the test saw it, whatever the checks above took).
    expect(await page.getByTestId('toast-withdraw-ok').count()).toBe(1);
    await page.mouse.move(0, 0);
    await toast.waitFor({ state: 'detached', timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_500);

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile });
    await openMemberPage(phone, 'withdraw', 'withdraw-form');
    await phone.getByTestId('withdraw-records-row').first().waitFor({ state: 'visible' });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'wallet-withdraw-mobile');
  });

  it('a deposit the merchant rejects shows the failure toast with the remarks', async () => {
    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await openMemberPage(page, 'depositv2', 'deposit-form');
    await waitForSocket(page);
    await page.getByTestId('deposit-amount-hint').waitFor({ state: 'visible' });
    expect(await page.getByTestId('deposit-amount-hint').innerText()).toContain('฿100.00');
    expect(await page.getByTestId('deposit-amount-hint').innerText()).toContain('฿500,000.00');
    await h.screenshot(page, 'wallet-deposit-en-desktop');

    // Below the merchant minimum: refused before sending.
    await page.getByTestId('deposit-amount').fill('50');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('error-deposit-amount').waitFor({ state: 'visible' });

    await page.getByTestId('deposit-amount').fill('500');
    await page.getByTestId('deposit-payer').fill('Lucky Player');
    await page.getByTestId('deposit-submit').click();
    // The demo merchant's bank transfer method: the page shows where to pay, no dialog.
    await page.getByTestId('deposit-panel').waitFor({ state: 'visible', timeout: 30_000 });
    expect(await page.getByTestId('deposit-pay-amount').innerText()).toBe('500.00');
    await page.getByTestId('deposit-new').click();
    const row = page.getByTestId('deposit-records-row').first();
    await row.waitFor({ state: 'visible' });
    expect(await row.getAttribute('data-status')).toBe('PENDING');

    const request = await pendingOf('deposits', admin, 'demo001');
    const rejected = await call(
      'POST',
      `/admin/api/deposits/${request.id}/reject`,
      { remarks: 'No matching transfer found' },
      admin,
    );
    expect(rejected.success).toBe(true);
    const toast = page.getByTestId('toast-deposit-failed');
    await toast.waitFor({ state: 'visible', timeout: 30_000 });
    const text = await toast.innerText();
    expect(text).toContain(EN.wal_toast_deposit_failed);
    expect(text).toContain('No matching transfer found');
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('REJECTED');
    expect(await row.getByTestId('funding-remarks').innerText()).toContain('No matching transfer found');
    expect(await available(member)).toBe('23000.00');
    await h.screenshot(page, 'wallet-toast-deposit-rejected');

    // An approved deposit arrives the same way. (The login's inbox check may show a toast too.)
    await toast.getByTestId('toast-close').click();
    await page.getByTestId('deposit-amount').fill('300');
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-panel').waitFor({ state: 'visible', timeout: 30_000 });
    const next = await pendingOf('deposits', admin, 'demo001');
    await call('POST', `/admin/api/deposits/${next.id}/approve`, {}, admin);
    await page.getByTestId('toast-deposit-ok').waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => barBalance(page), { timeout: 30_000 }).toBe('฿23,300.00');

    for (const [language, viewport, name] of [
      ['EN', VIEWPORTS.mobile, 'wallet-deposit-en-mobile'],
      ['CN', VIEWPORTS.desktop, 'wallet-deposit-cn-desktop'],
      ['CN', VIEWPORTS.mobile, 'wallet-deposit-cn-mobile'],
    ] as const) {
      const other = await memberPage(member, { language, viewport });
      await openMemberPage(other, 'depositv2', 'deposit-form');
      await other.getByTestId('deposit-records-row').first().waitFor({ state: 'visible' });
      await other.getByTestId('deposit-amount-hint').waitFor({ state: 'visible' });
      await expectNoSidewaysScroll(other);
      await h.screenshot(other, name);
    }
  });

  it('a deposit through the upline: the agent confirms it in the modal and the member is credited', async () => {
    const agent = await login('agent001', 'agent1234');
    const agentBefore = Number(await available(agent));
    const memberBefore = Number(await available(member));
    const agentPage = await memberPage(agent, { viewport: VIEWPORTS.desktop });
    await agentPage.goto('/');
    await waitForSocket(agentPage);
    const memberTab = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await openMemberPage(memberTab, 'depositv2', 'deposit-form');
    await waitForSocket(memberTab);

    await memberTab.getByTestId('deposit-method-C2C').click();
    await memberTab.getByTestId('deposit-amount').fill('700');
    await memberTab.getByTestId('deposit-submit').click();
    expect(await memberTab.getByTestId('deposit-sent').innerText()).toContain('฿700.00');

    // The PAYMENT_CONFIRMATION message opens the agent's modal with the payment to confirm.
    const modal = agentPage.getByTestId('c2c-modal');
    await modal.waitFor({ state: 'visible', timeout: 30_000 });
    const item = modal.getByTestId('c2c-item').first();
    await item.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await item.getByTestId('c2c-amount').innerText()).toBe('฿700.00');
    expect(await item.innerText()).toContain('Lucky Player');
    await h.screenshot(agentPage, 'wallet-c2c-modal-desktop');
    // The agent's money is held for the member meanwhile.
    expect(Number(await available(agent))).toBe(agentBefore - 700);

    // The toast lives 4.5 s; on a loaded machine it can come and go between two looks, so the
    // page records every toast it shows.
    await recordToasts(agentPage);
    await item.getByTestId('c2c-yes').click();
    const answered = agentPage.waitForResponse((r) => r.url().includes('MCSFE_processC2CTransaction'));
    await confirmDialog(agentPage);
    const answer = (await (await answered).json()) as { success: boolean; errorCode: string | null };
    expect(answer.success, `processC2CTransaction answered ${answer.errorCode}`).toBe(true);
    await expect.poll(() => toastsShown(agentPage), { timeout: 30_000 }).toContain('toast-c2c-Y');
    await modal.waitFor({ state: 'detached', timeout: 30_000 });

    await memberTab.getByTestId('toast-deposit-ok').waitFor({ state: 'visible', timeout: 30_000 });
    expect(Number(await available(member))).toBe(memberBefore + 700);
    expect(Number(await available(agent))).toBe(agentBefore - 700);
    await expect.poll(() => barBalance(memberTab), { timeout: 30_000 }).toBe('฿24,000.00');
    const row = memberTab.getByTestId('deposit-records-row').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('APPROVED');
  });

  it('a payment not received: the agent sends one proof image from the modal on a phone', async () => {
    const agent = await login('agent001', 'agent1234');
    const phone = await memberPage(agent, { viewport: VIEWPORTS.mobile });
    await phone.goto('/');
    await waitForSocket(phone);
    const deposit = await call<{ payDetailId: number }>(
      'POST',
      '/wps/wallet/deposit',
      { amount: '450', method: 'C2C', requestId: `e2e-c2c-${Date.now()}` },
      member,
    );
    expect(deposit.success).toBe(true);
    const modal = phone.getByTestId('c2c-modal');
    await modal.waitFor({ state: 'visible', timeout: 30_000 });
    await modal.getByTestId('c2c-item').first().waitFor({ state: 'visible' });
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'wallet-c2c-modal-mobile');

    await modal.getByTestId('c2c-no').click();
    expect(await modal.getByTestId('c2c-wait').innerText()).toBe(EN.wal_c2c_wait);
    expect(EN.wal_c2c_wait).toContain('15 minutes');
    // A file that is not a JPG or PNG is refused in the browser.
    await modal.getByTestId('c2c-proof-input').setInputFiles({
      name: 'proof.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await modal.getByTestId('c2c-proof-send').click();
    expect(await modal.getByTestId('c2c-proof-error').innerText()).toBe(EN.wal_proof_type);
    await h.screenshot(phone, 'wallet-c2c-proof-mobile');
    await modal.getByTestId('c2c-proof-input').setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await recordToasts(phone);
    await modal.getByTestId('c2c-proof-send').click();
    await expect.poll(() => toastsShown(phone), { timeout: 30_000 }).toContain('toast-c2c-N');
    await modal.waitFor({ state: 'detached', timeout: 30_000 });

    const disputed = await call<{ list: { payDetailId: number; hasProof: boolean; status: string }[] }>(
      'GET',
      '/admin/api/payment-confirmations?status=NOT_RECEIVED',
      undefined,
      admin,
    );
    const payment = disputed.value.list.find((p) => p.payDetailId === deposit.value.payDetailId);
    expect(payment).toMatchObject({ hasProof: true, status: 'NOT_RECEIVED' });
  });

  it('transfers to the upline with en-US grouping, and the agent gets the toast', async () => {
    const agent = await login('agent001', 'agent1234');
    const agentPage = await memberPage(agent, { viewport: VIEWPORTS.desktop });
    await agentPage.goto('/');
    await waitForSocket(agentPage);
    const before = Number(await available(member));

    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await openMemberPage(page, 'transferUpline', 'upline-form');
    await page.getByTestId('member-nav-transferUpline').waitFor({ state: 'visible' });
    await page.getByTestId('upline-amount').fill('1234.5');
    expect(await page.getByTestId('upline-amount-hint').innerText()).toContain('฿1,234.50');
    await page.getByTestId('upline-password').fill(PAYMENT_PASSWORD);
    await h.screenshot(page, 'wallet-upline-desktop');
    await page.getByTestId('upline-submit').click();
    expect(await confirmDialog(page)).toContain('฿1,234.50');
    await page.getByTestId('toast-upline-ok').waitFor({ state: 'visible', timeout: 30_000 });
    expect(Number(await available(member))).toBeCloseTo(before - 1234.5, 2);

    const toast = agentPage.getByTestId('toast-agent-transfer');
    await toast.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await toast.innerText()).toContain('Lucky Player');
    expect(await toast.innerText()).toContain('฿1,234.50');
    await h.screenshot(agentPage, 'wallet-toast-agent-transfer');

    const phone = await memberPage(member, { viewport: VIEWPORTS.mobile });
    await openMemberPage(phone, 'transferUpline', 'upline-form');
    await expectNoSidewaysScroll(phone);
    await h.screenshot(phone, 'wallet-upline-mobile');

    // The agent itself (isAgent 1, toUpline 0) is refused the page.
    const refused = await memberPage(agent, { viewport: VIEWPORTS.desktop });
    await openMemberPage(refused, 'transferUpline', 'transfer-upline-refused');
  });

  it('shows the balance history and sets the payment password in the security centre', async () => {
    const page = await memberPage(member, { viewport: VIEWPORTS.desktop });
    await openMemberPage(page, 'withdraw', 'withdraw-form');
    await page.getByTestId('records-tab-history').click();
    await page.getByTestId('history-row').first().waitFor({ state: 'visible' });
    const kinds = await page
      .getByTestId('history-row')
      .evaluateAll((rows) => rows.map((r) => r.dataset.kind));
    expect(kinds).toContain('to_upline');
    expect(kinds).toContain('withdrawal');
    await page.getByTestId('balance-history').scrollIntoViewIfNeeded();
    await h.screenshot(page, 'wallet-history-desktop');

    await openMemberPage(page, 'securityCenter', 'payment-password-card');
    const card = page.getByTestId('payment-password-card');
    await card.getByTestId('pp-login-password').fill('demo1234');
    await card.getByTestId('pp-new').fill('1234');
    await card.getByTestId('pp-confirm').fill('1234');
    await card.getByTestId('pp-submit').click();
    await card.getByTestId('error-pp-new').waitFor({ state: 'visible' });
    await card.getByTestId('pp-new').fill('246810');
    await card.getByTestId('pp-confirm').fill('246810');
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await h.screenshot(page, 'wallet-payment-password');
    await card.getByTestId('pp-submit').click();
    expect(await confirmDialog(page)).toBe(EN.wal_payment_password_saved);

    // The new payment password is the one withdrawals now take.
    const wrong = await call(
      'POST',
      '/wps/wallet/withdraw',
      {
        amount: '100',
        method: 'BANK',
        bankName: 'Kasikorn Bank',
        accountNo: '1234567890',
        paymentPassword: PAYMENT_PASSWORD,
      },
      member,
    );
    expect(wrong.errorCode).toBe('payment.password.incorrect');
  });
});
