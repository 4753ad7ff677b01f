import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildFlagTree, type LoginValue } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { getToken, setSessionValues } from '../../../lib/session';
import { AUTH_STORAGE_KEYS } from '../auth-storage';
import { authStore } from '../auth-store';
import { usePostLoginPopups } from '../hooks/usePostLoginPopups';
import type { AuthNavigator } from '../login-actions';
import { LoginBox } from './LoginBox';
import {
  LAST_USER_COOKIE,
  REMEMBER_PASSWORD_COOKIE,
  readRememberedLogin,
  saveRememberedLogin,
} from '../remembered-login';
import { memberInfoAnswer, settingsAnswer } from '../../../app/test-answers';

const LOGIN: LoginValue = {
  token: 'tok-1',
  id: 7,
  customerId: 7,
  account: 'player07',
  userName: 'player07',
  username: 'player07',
  customerName: 'player07',
  nickname: 'Lucky',
  customerType: 0,
  isAgent: 0,
  toUpline: 0,
  merchantCode: 'demo',
  hisLang: 'EN',
  source: 'web',
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  profile: { mobileNo: null, email: null },
  expiresAt: 0,
};

type Answer = { success: boolean; value: unknown; errorCode?: string; message?: string };

function serve(options: { flags?: string[]; login?: Answer; telegram?: unknown } = {}) {
  const on = new Set(['LOGIN', ...(options.flags ?? [])]);
  const answers: Record<string, Answer> = {
    '/wps/system/settings/consolidated': {
      success: true,
      value: settingsAnswer({ whitelabel: buildFlagTree(on) }),
    },
    '/wps/system/setting/register': { success: true, value: {} },
    '/wps/system/country': { success: true, value: [{ countryCode: 'TH', countryDialingCode: '66' }] },
    '/wps/captcha': { success: true, value: 'iVBORw0KGgo=' },
    '/wps/system/setting/telegram': {
      success: true,
      value: options.telegram ?? { enabled: false, botId: null, authDomain: null },
    },
    '/wps/session/login': options.login ?? { success: true, value: LOGIN },
    '/wps/member/info': {
      success: true,
      value: memberInfoAnswer({
        id: 7,
        customerId: 7,
        account: 'player07',
        nickname: 'Lucky',
        type: 0,
        token: 'tok-1',
      }),
    },
  };
  const fetch = vi.fn(async (input: string) => {
    const path = input.split('?')[0]!;
    if (path === '/wps/session/key/rsa') return new Response('c3'.repeat(64));
    const answer = answers[path] ?? { success: true, value: null };
    return new Response(
      JSON.stringify({ errorCode: null, message: null, ...answer }),
      answer.success ? undefined : { status: 400 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof serve>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).split('?')[0] === path).length;

function renderBox(pathname = '/login') {
  const navigator: AuthNavigator & { to: string[] } = {
    to: [],
    navigate(to) {
      this.to.push(to);
    },
    pathname: () => pathname,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LoginBox navigator={navigator} next={null} variant="page" />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return navigator;
}

function type(target: string | HTMLElement, value: string) {
  const element = typeof target === 'string' ? screen.getByTestId(target) : target;
  fireEvent.change(element, { target: { value } });
}

function clearRememberedCookies() {
  for (const name of [REMEMBER_PASSWORD_COOKIE, LAST_USER_COOKIE]) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(async () => {
  sessionStorage.clear();
  clearRememberedCookies();
  authStore.reset();
  dialogs.closeAll();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginBox', () => {
  it('shows the tabs the flags allow: username always, SMS code and mobile number per flag', async () => {
    serve({ flags: ['MOBILEVERCODELOGIN3'] });
    renderBox();
    await screen.findByTestId('login-tab-sms');
    expect(screen.getByTestId('login-tab-username')).toBeTruthy();
    expect(screen.queryByTestId('login-tab-mobileNum')).toBeNull();
    expect(screen.queryByTestId('login-freeplay')).toBeNull();
  });

  it('has a lone username form and no tab bar when no other way is on', async () => {
    serve();
    renderBox();
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('login-tab-username')).toBeNull();
  });

  it('refuses an empty form without calling the server (in_incorrect_password)', async () => {
    const fetch = serve();
    renderBox();
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(screen.getByTestId('login-error').textContent).toBe('Please enter your username and password.');
    expect(document.activeElement).toBe(screen.getByTestId('login-username'));
    expect(calls(fetch, '/wps/session/login')).toBe(0);
  });

  it('clears the fields when the login type changes', async () => {
    serve({ flags: ['MOBILEVERCODELOGIN3', 'MOBILELOGIN3'] });
    renderBox();
    fireEvent.click(await screen.findByTestId('login-tab-mobileNum'));
    type('login-mobile', '0812345678');
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    expect((screen.getByTestId('login-mobile') as HTMLInputElement).value).toBe('');
    // The SMS tab always shows the captcha the code request needs.
    expect(await screen.findByTestId('captcha-input')).toBeTruthy();
  });

  it('shows a captcha after a failure that asks for one, and sends it next time', async () => {
    const fetch = serve({
      login: {
        success: false,
        value: { captcha: true },
        errorCode: 'login.failed',
        message: 'Wrong password',
      },
    });
    renderBox();
    type(await screen.findByTestId('login-username'), 'player07');
    type('login-password', 'wrong-one');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('captcha-input');
    await waitFor(() => expect(calls(fetch, '/wps/captcha')).toBe(1));
    expect(dialogs.list().map((d) => d.message)).toEqual(['Wrong password']);

    // Now the captcha is required before the server is asked again.
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-error').textContent).not.toBe('');
    expect(calls(fetch, '/wps/session/login')).toBe(1);
  });

  it('opens the two-factor step on login_verify_required, without a dialog', async () => {
    const challenge = {
      payeeName: false,
      sms: false,
      ga: true,
      email: false,
      userName: 'player07',
      ticket: 't-1',
      expiresIn: 300,
    };
    serve({ login: { success: false, value: challenge, errorCode: 'login_verify_required' } });
    renderBox();
    type(await screen.findByTestId('login-username'), 'player07');
    type('login-password', 'secret12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(authStore.get().twoFactor?.challenge).toEqual(challenge));
    expect(authStore.get().twoFactor?.password).toBe('secret12');
    expect(dialogs.list()).toEqual([]);
    expect(getToken()).toBeNull();
  });

  it('holds a login with an expired password for the change, storing no session yet', async () => {
    serve({ login: { success: true, value: { ...LOGIN, passwordExpired: true } } });
    renderBox();
    type(await screen.findByTestId('login-username'), 'player07');
    type('login-password', 'oldpass1');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('change-password');
    expect(authStore.get().passwordChange).toMatchObject({ oldPassword: 'oldpass1', assumedDefault: false });
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(AUTH_STORAGE_KEYS.pendingLogin)).toContain('tok-1');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEYS.cpw)).toBe('1');
    // The typed password is the old one: it is not asked for again.
    expect(screen.queryByTestId('cpw-old')).toBeNull();
  });

  it('completes a login: session stored, first-login flags set, / from the login page', async () => {
    serve({ login: { success: true, value: { ...LOGIN, firstTimeLogin: true } } });
    const navigator = renderBox('/login');
    type(await screen.findByTestId('login-username'), ' player07 ');
    type('login-password', 'secret12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(navigator.to).toEqual(['/']));
    expect(getToken()).toBe('tok-1');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEYS.cpw)).toBe('1');
    expect(sessionStorage.getItem(AUTH_STORAGE_KEYS.firstLogin)).toBe('1');
  });

  it('keeps the last user and the remember-password choice in 1-day cookies, never the password', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    serve();
    renderBox('/login');
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('login-password').getAttribute('autocomplete')).toBe('off');
    type('login-username', ' player07 ');
    type('login-password', 'secret12');
    fireEvent.click(screen.getByTestId('login-remember'));
    expect(screen.getByTestId('login-password').getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(getToken()).toBe('tok-1'));
    expect(readRememberedLogin()).toEqual({ rememberPassword: true, lastUser: 'player07' });
    expect(written).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^lastUser=player07; Max-Age=86400; Path=\/; SameSite=Lax/),
        expect.stringMatching(/^rememberPwd=1; Max-Age=86400; Path=\/; SameSite=Lax/),
      ]),
    );
    expect(written.join('\n')).not.toContain('secret12');
    vi.restoreAllMocks();

    // The next login box starts from them; unticking drops the remember cookie, not the user.
    cleanup();
    renderBox('/login');
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('player07');
    expect((screen.getByTestId('login-remember') as HTMLInputElement).checked).toBe(true);
    saveRememberedLogin('player07', false);
    expect(readRememberedLogin()).toEqual({ rememberPassword: false, lastUser: 'player07' });
    document.cookie = `${LAST_USER_COOKIE}=${encodeURIComponent('<script>')}; Path=/`;
    expect(readRememberedLogin().lastUser).toBe('');
  });

  it('stays on the page when the modal logs in elsewhere', async () => {
    serve();
    const navigator = renderBox('/lott');
    type(await screen.findByTestId('login-username'), 'player07');
    type('login-password', 'secret12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(getToken()).toBe('tok-1'));
    expect(navigator.to).toEqual([]);
  });

  it('loads Telegram’s widget only when the merchant has a bot', async () => {
    serve({ flags: ['TELEGRAMLOGIN3'], telegram: { enabled: true, botId: 'golden_bot', authDomain: null } });
    renderBox();
    const holder = await screen.findByTestId('login-telegram');
    await waitFor(() => expect(holder.querySelector('script')).not.toBeNull());
    expect(holder.querySelector('script')!.getAttribute('data-telegram-login')).toBe('golden_bot');
  });

  it('shows no Telegram button without a bot', async () => {
    const fetch = serve({ flags: ['TELEGRAMLOGIN3'] });
    renderBox();
    await waitFor(() => expect(calls(fetch, '/wps/system/setting/telegram')).toBe(1));
    expect(screen.queryByTestId('login-telegram')).toBeNull();
  });
});

describe('usePostLoginPopups', () => {
  const entries = [
    { id: 1, execution: 'A' },
    { id: 2, execution: 'F' },
  ];

  it('shows nothing while logged out', () => {
    const { result } = renderHook(() => usePostLoginPopups(entries));
    expect(result.current.popups).toEqual([]);
  });

  it('follows the first-login flag and stays closed once closed', () => {
    setSessionValues({ token: 'tok-1' });
    sessionStorage.setItem(AUTH_STORAGE_KEYS.firstLogin, '1');
    const { result } = renderHook(() => usePostLoginPopups(entries));
    expect(result.current.popups.map((e) => e.id)).toEqual([1, 2]);
    act(() => result.current.close());
    expect(result.current.popups).toEqual([]);
    expect(sessionStorage.getItem(AUTH_STORAGE_KEYS.publicityClosed)).toBe('1');
  });

  it('shows only A entries after a later login', () => {
    setSessionValues({ token: 'tok-1' });
    const { result } = renderHook(() => usePostLoginPopups(entries));
    expect(result.current.popups.map((e) => e.id)).toEqual([1]);
  });
});
