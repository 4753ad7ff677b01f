import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { UI_TEXTS } from './texts';
import { DEFAULT_PASSWORD, ERROR_MESSAGES } from '@platform/shared';
import { members } from '../apps/server/src/modules/member/member.tables.js';
import { setFlag } from '../apps/server/src/platform/testing/accounts.js';
import { VIEWPORTS, startHarness, type Harness, type NewPageOptions } from './harness.js';
import { callApi, loginAnswer, outboxCode, pageWithSession, waitForLoggedOut } from './member-api.js';

let h: Harness;
/** Every captcha of this file draws this code, so the browser can type it. */
const CAPTCHA = 'AB12';

beforeAll(async () => {
  h = await startHarness();
  h.services.captcha.codeGenerator = () => CAPTCHA;
});
afterAll(async () => {
  await h?.close();
});

const api = <T = unknown>(method: string, path: string, body?: unknown, token?: string) =>
  callApi<T>(h, method, path, body, token);
const login = (username: string, password: string) => loginAnswer(h, username, password);
const memberPage = (token: string, options: NewPageOptions = {}) => pageWithSession(h, token, options);

async function openRegister(page: Page) {
  await page.goto('/register');
  await page.getByTestId('register-form').waitFor({ state: 'visible', timeout: 30_000 });
  // The captcha image is part of the form; wait for it so screenshots show it.
  await page.locator('[data-testid="captcha-image"] img').waitFor({ state: 'visible', timeout: 10_000 });
}

async function dialogText(page: Page): Promise<string> {
  const message = page.getByTestId('dialog-message').last();
  await message.waitFor({ state: 'visible', timeout: 10_000 });
  return message.innerText();
}

async function closeDialog(page: Page) {
  await page.getByTestId('dialog-confirm').last().click();
  await page.getByTestId('dialog').waitFor({ state: 'detached' });
}

const EN: Record<string, string> = { ...ERROR_MESSAGES.EN, ...UI_TEXTS.EN };

describe('registration', () => {
  it('registers by username, checks the affiliate code first, lands logged in and logs out', async () => {
    const page = await h.newPage({ language: 'EN', viewport: VIEWPORTS.desktop });
    await openRegister(page);
    // The demo merchant has both ways of registering.
    await expect(page.getByTestId('register-tab-username').getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    await expect(page.getByTestId('register-tab-phone').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('register-agree').isChecked()).toBe(true);
    await h.screenshot(page, 'register-en-desktop');
    await page.getByTestId('register-submit').scrollIntoViewIfNeeded();
    await h.screenshot(page, 'register-en-desktop-bottom');

    // Empty submit: the spec's message, and each field says what is wrong.
    await page.getByTestId('register-submit').click();
    expect(await dialogText(page)).toBe(EN.in_please_information);
    await closeDialog(page);
    await expect(page.getByTestId('error-field-username').innerText()).resolves.toBe(
      'Username must be 6-13 letters or digits.',
    );
    // Blur checks: a bad optional e-mail and a mismatched confirmation.
    await page.getByTestId('field-email').fill('not-an-email');
    await page.getByTestId('field-password').fill('secret88');
    await page.getByTestId('field-verifyPwd').fill('secret89');
    await page.getByTestId('field-username').click();
    await expect(page.getByTestId('error-field-email').innerText()).resolves.toBe(EN.in_email_incorrect);
    await expect(page.getByTestId('error-field-verifyPwd').innerText()).resolves.toBe(EN.inconsistent_twice);
    await h.screenshot(page, 'register-validation-en');

    const username = `newbie${Date.now() % 100000}`;
    await page.getByTestId('field-username').fill(username);
    await page.getByTestId('field-email').fill('');
    await page.getByTestId('field-captcha').fill(CAPTCHA);
    await page.getByTestId('register-submit').click();
    expect(await dialogText(page)).toBe(EN.in_confirmation_correct);
    await closeDialog(page);
    await page.getByTestId('field-verifyPwd').fill('secret88');

    // Terms unticked: refused before anything is sent.
    await page.getByTestId('register-agree').uncheck();
    await page.getByTestId('register-submit').click();
    expect(await dialogText(page)).toBe(EN.in_register_agreed);
    await closeDialog(page);
    await page.getByTestId('register-terms').click();
    await page.getByTestId('agreement-accept').click();
    expect(await page.getByTestId('register-agree').isChecked()).toBe(true);

    // An unknown affiliate code is refused with the server's message before registering.
    await page.getByTestId('field-affiliateCode').fill('NOPE9999');
    await page.getByTestId('register-submit').click();
    expect(await dialogText(page)).toBe(EN['affiliate.code.invalid']);
    await closeDialog(page);

    await page.getByTestId('field-affiliateCode').fill('GOLD8888');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('nickname').waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('nickname').innerText()).toBe(username);
    expect(new URL(page.url()).pathname).toBe('/');
    // A first login brings the publicity popup; it is closed before going on.
    await page.getByTestId('publicity-close').click();

    // The new member is under the agent whose code was typed.
    const session = await login(username, 'secret88');
    expect(session.success).toBe(true);
    const info = await api<{ account: string }>('GET', '/wps/member/info', undefined, session.value.token);
    expect(info.value.account).toBe(username);
    const [created] = await h.database.db.select().from(members).where(eq(members.username, username));
    const [agent] = await h.database.db.select().from(members).where(eq(members.id, created!.uplineId!));
    expect(agent?.username).toBe('agent001');

    // The info bar: level progress and the member-centre entries.
    await page.getByTestId('rank-progress').waitFor({ state: 'visible' });
    await page.getByTestId('info-bar-toggle').click();
    await page.getByTestId('info-bar-panel').waitFor({ state: 'visible' });
    for (const entry of [
      'securityCenter',
      'messageV2',
      'transferFund',
      'rewardCenter',
      'depositv2',
      'withdraw',
    ])
      expect(await page.getByTestId(`member-entry-${entry}`).isVisible(), entry).toBe(true);
    await h.screenshot(page, 'info-bar-desktop');
    await page.getByTestId('member-entry-securityCenter').click();
    await page.getByTestId('security-center').waitFor({ state: 'visible' });
    expect(await page.getByTestId('security-account').innerText()).toBe(username);

    await page.getByTestId('logout-button').click();
    await waitForLoggedOut(page);
  });

  it('shows the form on a phone in CN and EN without sideways scrolling', async () => {
    for (const language of ['CN', 'EN'] as const) {
      const page = await h.newPage({ language, viewport: VIEWPORTS.mobile });
      await openRegister(page);
      expect(await page.getByTestId('register-submit').innerText()).toBe(UI_TEXTS[language].reg_submit);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
      await h.screenshot(page, `register-${language.toLowerCase()}-mobile`);
      await page.context().close();
    }
    const desktop = await h.newPage({ language: 'CN', viewport: VIEWPORTS.desktop });
    await openRegister(desktop);
    await h.screenshot(desktop, 'register-cn-desktop');
    await desktop.context().close();
  });

  it('registers by phone with the SMS code from the outbox', async () => {
    const page = await h.newPage({ language: 'CN', viewport: VIEWPORTS.mobile });
    await openRegister(page);
    await page.getByTestId('register-tab-phone').click();
    expect(await page.getByTestId('field-username').count()).toBe(0);

    // A number that breaks the rule gets br_enright_cphone and no code.
    await page.getByTestId('field-mobileNum').fill('12345');
    await page.getByTestId('send-code').click();
    expect(await dialogText(page)).toBe(ERROR_MESSAGES.CN.br_enright_cphone);
    await closeDialog(page);

    const mobile = `08${String(Date.now()).slice(-8)}`;
    await page.getByTestId('field-mobileNum').fill(mobile);
    await page.getByTestId('send-code').click();
    // The button counts down the code's validity: 5 minutes in the demo.
    await expect
      .poll(() => page.getByTestId('send-code').innerText(), { timeout: 10_000 })
      .toMatch(/^(300|299|298)秒$/);
    expect(await page.getByTestId('send-code').isDisabled()).toBe(true);
    await page.getByTestId('field-verificationCode').fill(await outboxCode(h, mobile));
    await page.getByTestId('field-password').fill('phone1234');
    await page.getByTestId('field-verifyPwd').fill('phone1234');
    await page.getByTestId('field-captcha').fill(CAPTCHA);
    await h.screenshot(page, 'register-phone-cn-mobile');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('nickname').waitFor({ state: 'visible', timeout: 15_000 });
    await page.getByTestId('publicity-close').click();

    // Logged in as the generated account that owns the number.
    const account = await page.evaluate(() => sessionStorage.getItem('account'));
    expect(account).toBeTruthy();
    const session = await api<{ token: string }>('POST', '/wps/session/login', {
      type: 'mobileNum',
      mobileNum: mobile,
      password: 'phone1234',
    });
    expect(session.success, JSON.stringify(session)).toBe(true);
    const info = await api<{ account: string; profile: { mobileNo: string } }>(
      'GET',
      '/wps/member/info',
      undefined,
      session.value.token,
    );
    expect(info.value.account).toBe(account);
    expect(info.value.profile.mobileNo).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-3)}`);
    await h.screenshot(page, 'info-bar-mobile-cn');
    await page.getByTestId('info-bar-toggle').click();
    await page.getByTestId('info-bar-panel').waitFor({ state: 'visible' });
    await h.screenshot(page, 'info-bar-mobile');
  });

  it('phone registration without a password: the default stands in, then a password is set', async () => {
    const flags = { app: h.app, services: h.services, database: h.database } as unknown as Parameters<
      typeof setFlag
    >[0];
    await setFlag(flags, 'demo', 'MOBILENUMPASSREG3', false);
    try {
      const page = await h.newPage({ language: 'EN' });
      await openRegister(page);
      await page.getByTestId('register-tab-phone').click();
      expect(await page.getByTestId('field-password').count()).toBe(0);
      const mobile = `09${String(Date.now()).slice(-8)}`;
      await page.getByTestId('field-mobileNum').fill(mobile);
      await page.getByTestId('send-code').click();
      await expect.poll(() => page.getByTestId('send-code').isDisabled()).toBe(true);
      await page.getByTestId('field-verificationCode').fill(await outboxCode(h, mobile));
      await page.getByTestId('field-captcha').fill(CAPTCHA);
      await page.getByTestId('register-submit').click();

      // The account exists with the default password; the person sets a real one before going on.
      await page.getByTestId('register-set-password').waitFor({ state: 'visible', timeout: 15_000 });
      expect(await page.getByTestId('old-password').count()).toBe(0);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      await page.getByTestId('new-password').fill('mine5678');
      await page.getByTestId('confirm-new-password').fill('mine5678');
      await page.getByTestId('change-password-submit').click();
      expect(await dialogText(page)).toBe(EN.acct_password_changed);
      await closeDialog(page);
      await page.getByTestId('nickname').waitFor({ state: 'visible', timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/index');

      const byDefault = await api('POST', '/wps/session/login', {
        type: 'mobileNum',
        mobileNum: mobile,
        password: DEFAULT_PASSWORD,
      });
      expect(byDefault.success).toBe(false);
      const byNew = await api<{ passwordExpired: boolean }>('POST', '/wps/session/login', {
        type: 'mobileNum',
        mobileNum: mobile,
        password: 'mine5678',
      });
      expect(byNew.success).toBe(true);
      expect(byNew.value.passwordExpired).toBe(false);
    } finally {
      await setFlag(flags, 'demo', 'MOBILENUMPASSREG3', true);
    }
  });

  it('a failed registration draws a new captcha', async () => {
    const page = await h.newPage({ language: 'EN' });
    await openRegister(page);
    const first = await page.locator('[data-testid="captcha-image"] img').getAttribute('src');
    let next = 0;
    const codes = ['ZZ99', 'ZZ98'];
    h.services.captcha.codeGenerator = () => codes[next++ % codes.length]!;
    try {
      await page.getByTestId('field-username').fill('demo001');
      await page.getByTestId('field-password').fill('secret88');
      await page.getByTestId('field-verifyPwd').fill('secret88');
      await page.getByTestId('field-captcha').fill('WRONG');
      const fresh = page.waitForResponse((r) => r.url().includes('/wps/captcha?'));
      await page.getByTestId('register-submit').click();
      expect(await dialogText(page)).toBe(EN.captcha_invalid);
      await fresh;
      await expect
        .poll(() => page.locator('[data-testid="captcha-image"] img').getAttribute('src'))
        .not.toBe(first);
      expect(await page.getByTestId('field-captcha').inputValue()).toBe('');
    } finally {
      h.services.captcha.codeGenerator = () => CAPTCHA;
    }
  });
});

describe('security centre', () => {
  it('enrols the authenticator app with the secret shown on the page', async () => {
    const session = await login('demo002', 'demo1234');
    expect(session.success).toBe(true);
    const page = await memberPage(session.value.token);
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('security-center').waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByTestId('ga-card').waitFor({ state: 'visible' });
    expect(await page.getByTestId('ga-card').getAttribute('data-state')).toBe('NONE');
    await page.getByTestId('icon-option-1').waitFor({ state: 'visible' });
    await h.screenshot(page, 'security-centre-desktop');

    await page.getByTestId('ga-start').click();
    await page.getByTestId('ga-qr').waitFor({ state: 'visible' });
    const secret = (await page.getByTestId('ga-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await h.screenshot(page, 'security-totp-qr');

    // A wrong code is refused, the right one enables it.
    await page.getByTestId('ga-code').fill('000000');
    await page.getByTestId('ga-submit').click();
    expect(await dialogText(page)).toBe(EN['verification.code.invalid']);
    await closeDialog(page);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await page.getByTestId('ga-code').fill(totp.generate());
    await page.getByTestId('ga-submit').click();
    await expect.poll(() => page.getByTestId('ga-card').getAttribute('data-state')).toBe('ENABLED');
    expect(await page.getByTestId('ga-status').innerText()).toBe(EN.acct_ga_enabled);

    // The next login asks for the second factor.
    const again = await login('demo002', 'demo1234');
    expect(again.errorCode).toBe('login_verify_required');
    expect((again.value as unknown as { ga: boolean }).ga).toBe(true);

    // Profile icon: picked on the page, kept by the server, shown in the header.
    await page.getByTestId('icon-option-4').click();
    await expect.poll(() => page.getByTestId('icon-option-4').getAttribute('aria-checked')).toBe('true');
    const icon = await api<{ icon: number }>('GET', '/wps/member/info/icon', undefined, session.value.token);
    expect(icon.value.icon).toBe(4);
    await expect.poll(() => page.locator('.info-bar__avatar').getAttribute('data-icon')).toBe('4');
    await page.getByTestId('icon-chooser').scrollIntoViewIfNeeded();
    await h.screenshot(page, 'security-icons');

    // Turning it off takes a current code (the next step's, as the one above is used up).
    await page.getByTestId('ga-disable').click();
    await page.getByTestId('ga-code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByTestId('ga-submit').click();
    await expect.poll(() => page.getByTestId('ga-card').getAttribute('data-state')).toBe('NONE');
    expect((await login('demo002', 'demo1234')).success).toBe(true);

    // The rewards page of the promotions feature opens from the member centre.
    await page.getByTestId('member-nav-rewardCenter').click();
    await page.getByTestId('reward-centre').waitFor({ state: 'visible' });
  });

  it('changes the password: the old one stops working, the new one logs in, this session stays', async () => {
    const session = await login('demo001', 'demo1234');
    const other = await login('demo001', 'demo1234');
    expect(session.success && other.success).toBe(true);
    const page = await memberPage(session.value.token);
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('change-password-form').waitFor({ state: 'visible', timeout: 30_000 });

    // Client-side rules first: pattern/length, then confirmation.
    await page.getByTestId('old-password').fill('demo1234');
    await page.getByTestId('new-password').fill('abc');
    await page.getByTestId('confirm-new-password').fill('abc');
    await page.getByTestId('change-password-submit').click();
    expect(await page.getByTestId('error-new-password').innerText()).toBe(EN.in_password_incorrect);
    await page.getByTestId('new-password').fill('newpass88');
    await page.getByTestId('confirm-new-password').fill('newpass89');
    await page.getByTestId('change-password-submit').click();
    expect(await page.getByTestId('error-confirm-new-password').innerText()).toBe(EN.in_confirmation_correct);

    await page.getByTestId('confirm-new-password').fill('newpass88');
    await page.getByTestId('change-password-submit').click();
    expect(await dialogText(page)).toBe(EN.acct_password_changed);
    await closeDialog(page);
    await h.screenshot(page, 'security-password-changed');

    expect((await login('demo001', 'demo1234')).errorCode).toBe('login.failed');
    expect((await login('demo001', 'newpass88')).success).toBe(true);
    // Other sessions end; this one goes on.
    expect((await api('GET', '/wps/member/info', undefined, other.value.token)).success).toBe(false);
    expect((await api('GET', '/wps/member/info', undefined, session.value.token)).success).toBe(true);
    await page.reload();
    await page.getByTestId('security-center').waitFor({ state: 'visible', timeout: 30_000 });
    // The header shows the member once the restored session has been read back.
    await page.getByTestId('nickname').waitFor({ state: 'visible', timeout: 30_000 });

    const phone = await memberPage(session.value.token, { language: 'CN', viewport: VIEWPORTS.mobile });
    await phone.goto('/member');
    await phone.getByTestId('security-center').waitFor({ state: 'visible', timeout: 30_000 });
    await expect.poll(() => phone.getByTestId('security-mobile').innerText()).toBe('081****678');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await h.screenshot(phone, 'security-centre-cn-mobile');
  });

  it('sends visitors to /login', async () => {
    const page = await h.newPage({ language: 'EN' });
    await page.goto('/member?page=securityCenter');
    await page.waitForURL(/\/login$/, { timeout: 30_000 });
  });
});
