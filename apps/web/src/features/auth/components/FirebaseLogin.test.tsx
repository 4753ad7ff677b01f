import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { generatePrimeSync } from 'node:crypto';
import { buildFlagTree, decryptBody, RSA_PUBLIC_EXPONENT, type LoginValue } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { getOrCreateDeviceId } from '../../../lib/device-id';
import { getToken } from '../../../lib/session';
import { PENDING_FIREBASE_KEY } from '../../register';
import { authStore, useAuthUi } from '../auth-store';
import type { FirebaseSdk, FirebaseSdkLoader } from '../firebase/sdk';
import type { AuthNavigator, FlowDeps } from '../login-actions';
import { BindDialog } from './BindDialog';
import { FirebaseLogin } from './FirebaseLogin';
import { LoginBox } from './LoginBox';
import { memberInfoAnswer, settingsAnswer } from '../../../app/test-answers';

const LOGIN: LoginValue = {
  token: 'tok-fb',
  id: 9,
  customerId: 9,
  account: 'fb000000001',
  userName: 'fb000000001',
  username: 'fb000000001',
  customerName: 'fb000000001',
  nickname: null,
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

const CONFIG = {
  apiKey: 'AIzaTestKey',
  authDomain: 'golden-lotus.firebaseapp.com',
  projectId: 'golden-lotus',
  appId: '1:1:web:1',
};

// ---- the encrypted login body, read back ------------------------------------------------------

/**
 * The api client seals login bodies with raw RSA under the modulus the server hands out. Handing
 * out a prime p instead makes the session key recoverable here: m = c^d mod p with d = e^-1 mod (p-1).
 */
function primeModulus(): { hex: string; p: bigint; d: bigint } {
  for (;;) {
    const p = generatePrimeSync(256, { bigint: true });
    const phi = p - 1n;
    const d = inverse(RSA_PUBLIC_EXPONENT, phi);
    if (d !== null) return { hex: p.toString(16), p, d };
  }
}

function inverse(a: bigint, m: bigint): bigint | null {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return oldR === 1n ? ((oldS % m) + m) % m : null;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const RSA = primeModulus();

function openBody(init: RequestInit): Record<string, unknown> {
  const headers = init.headers as Record<string, string>;
  let m = modPow(BigInt('0x' + headers.Encryption), RSA.d, RSA.p);
  let key = '';
  while (m > 0n) {
    key = String.fromCharCode(Number(m & 0xffn)) + key;
    m >>= 8n;
  }
  const sealed = JSON.parse(init.body as string) as { value: string };
  return JSON.parse(decryptBody(sealed.value, key)) as Record<string, unknown>;
}

// ---- a server and a Firebase SDK of our own ---------------------------------------------------

type Answer = { success: boolean; value: unknown; errorCode?: string; message?: string };

function serve(options: { flags?: string[]; setting?: unknown; login?: Answer[] } = {}) {
  const on = new Set(['LOGIN', ...(options.flags ?? ['GOOGLELOGIN3', 'LINELOGIN3'])]);
  const logins = [...(options.login ?? [])];
  const sent: Record<string, unknown>[] = [];
  const answers: Record<string, Answer> = {
    '/wps/system/settings/consolidated': {
      success: true,
      value: settingsAnswer({ whitelabel: buildFlagTree(on) }),
    },
    '/wps/system/setting/register': { success: true, value: {} },
    '/wps/system/country': { success: true, value: [{ countryCode: 'TH', countryDialingCode: '66' }] },
    '/wps/system/setting/telegram': {
      success: true,
      value: { enabled: false, botId: null, authDomain: null },
    },
    '/wps/system/setting/firebase': {
      success: true,
      value: options.setting ?? { enabled: true, channels: ['google', 'line'], config: CONFIG },
    },
    '/wps/member/info': {
      success: true,
      value: memberInfoAnswer({
        id: LOGIN.id,
        customerId: LOGIN.customerId,
        account: LOGIN.account,
        nickname: 'fb',
        type: 0,
        token: LOGIN.token,
      }),
    },
  };
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = input.split('?')[0]!;
    if (path === '/wps/session/key/rsa') return new Response(RSA.hex);
    let answer = answers[path] ?? { success: true, value: null };
    if (path === '/wps/session/login') {
      sent.push(openBody(init));
      answer = logins.shift() ?? { success: true, value: LOGIN };
    }
    return new Response(
      JSON.stringify({ errorCode: null, message: null, ...answer }),
      answer.success ? undefined : { status: 400 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

const calls = (fetch: ReturnType<typeof serve>['fetch'], path: string) =>
  fetch.mock.calls.filter(([input]) => String(input).split('?')[0] === path).length;

class FakeProvider {
  constructor(readonly providerId: string) {}
}

/** What the popup does: answer a user with a token, or fail like the SDK does. */
type Popup = (provider: FakeProvider) => Promise<{ user: { getIdToken(): Promise<string> } }>;

const signedInAs =
  (token: string): Popup =>
  async () => ({ user: { getIdToken: async () => token } });
const failsWith =
  (code: string): Popup =>
  async () => {
    throw Object.assign(new Error(`Firebase: Error (${code}).`), { code });
  };

function fakeSdk(popup: Popup) {
  const apps: { name: string; options: unknown }[] = [];
  const sdk = {
    initializeApp: vi.fn((options: unknown, name: string) => {
      const app = { name, options };
      apps.push(app);
      return app;
    }),
    getApps: () => apps,
    initializeAuth: vi.fn((app: unknown, deps: unknown) => ({
      app,
      deps,
      languageCode: null as string | null,
    })),
    inMemoryPersistence: { type: 'NONE' },
    browserPopupRedirectResolver: { resolver: true },
    signInWithPopup: vi.fn((_auth: { languageCode: string | null }, provider: FakeProvider) =>
      popup(provider),
    ),
    signOut: vi.fn(async () => undefined),
    GoogleAuthProvider: class extends FakeProvider {
      constructor() {
        super('google.com');
      }
    },
    FacebookAuthProvider: class extends FakeProvider {
      constructor() {
        super('facebook.com');
      }
    },
    TwitterAuthProvider: class extends FakeProvider {
      constructor() {
        super('twitter.com');
      }
    },
    OAuthProvider: FakeProvider,
  };
  const loader = vi.fn(async () => sdk as unknown as FirebaseSdk);
  return { sdk, loader: loader as FirebaseSdkLoader & typeof loader };
}

// ---- rendering --------------------------------------------------------------------------------

function navigatorAt(pathname: string): AuthNavigator & { to: string[] } {
  return {
    to: [],
    navigate(to) {
      this.to.push(to);
    },
    pathname: () => pathname,
  };
}

/** The bind dialog as the modal host shows it. */
function BindHost({ navigator }: { navigator: AuthNavigator }) {
  const ui = useAuthUi();
  return ui.bind ? <BindDialog pending={ui.bind} navigator={navigator} /> : null;
}

function renderFirebase(loader: FirebaseSdkLoader, pathname = '/login') {
  const navigator = navigatorAt(pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const deps: FlowDeps = { queryClient, navigator };
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FirebaseLogin deps={deps} next={null} loadSdk={loader} />
        <BindHost navigator={navigator} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return navigator;
}

function renderLoginBox(pathname = '/login') {
  const navigator = navigatorAt(pathname);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LoginBox navigator={navigator} next={null} variant="page" />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return navigator;
}

beforeEach(async () => {
  sessionStorage.clear();
  authStore.reset();
  dialogs.closeAll();
  await changeLanguage('EN', false);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Firebase sign-in buttons', () => {
  it('shows a button for each channel the setting enables, and loads no SDK until one is pressed', async () => {
    serve();
    const { loader } = fakeSdk(signedInAs('t'));
    renderFirebase(loader);
    expect((await screen.findByTestId('login-firebase-google')).textContent).toBe('Continue with Google');
    expect(screen.getByTestId('login-firebase-line').textContent).toBe('Continue with LINE');
    expect(screen.queryByTestId('login-firebase-facebook')).toBeNull();
    expect(screen.queryByTestId('login-firebase-twitter')).toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });

  it('shows nothing when the merchant has no Firebase project (enabled false)', async () => {
    const { fetch } = serve({ setting: { enabled: false, channels: ['google'], config: null } });
    const { loader } = fakeSdk(signedInAs('t'));
    renderFirebase(loader);
    await waitFor(() => expect(calls(fetch, '/wps/system/setting/firebase')).toBe(1));
    expect(screen.queryByTestId('login-firebase')).toBeNull();
  });

  it('in the login box: asks for the setting only when a channel flag is on', async () => {
    const off = serve({ flags: ['FREEPLAY3'] });
    renderLoginBox();
    await screen.findByTestId('login-freeplay');
    expect(calls(off.fetch, '/wps/system/setting/firebase')).toBe(0);
    expect(screen.queryByTestId('login-firebase')).toBeNull();
    cleanup();
    // Settings answers are cached in session storage for a while.
    sessionStorage.clear();

    serve({ flags: ['FACEBOOKLOGIN3'], setting: { enabled: true, channels: ['facebook'], config: CONFIG } });
    renderLoginBox();
    expect(await screen.findByTestId('login-firebase-facebook')).toBeTruthy();
  });
});

describe('Firebase popup sign-in', () => {
  it('posts the ID token encrypted as a firebase login and completes the login', async () => {
    const { fetch, sent } = serve();
    const { sdk, loader } = fakeSdk(signedInAs('firebase-id-token-1'));
    const navigator = renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));

    await waitFor(() => expect(getToken()).toBe('tok-fb'));
    // The login names this device too (fraud signals link accounts by it).
    expect(sent).toEqual([
      {
        type: 'firebase',
        firebaseChannel: 'google',
        firebaseIdToken: 'firebase-id-token-1',
        loginDeviceId: getOrCreateDeviceId(),
      },
    ]);
    expect(calls(fetch, '/wps/member/info')).toBe(1);
    await waitFor(() => expect(navigator.to).toEqual(['/']));

    // The project's web config, in-memory persistence, the page's language, Google's provider.
    expect(sdk.initializeApp).toHaveBeenCalledWith(CONFIG, 'platform:golden-lotus:1:1:web:1');
    expect(sdk.initializeAuth.mock.calls[0]![1]).toEqual({
      persistence: sdk.inMemoryPersistence,
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    const [auth, provider] = sdk.signInWithPopup.mock.calls[0]!;
    expect(auth.languageCode).toBe('en-US');
    expect(provider.providerId).toBe('google.com');
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
  });

  it('signs in with LINE as the OpenID Connect provider oidc.line, reusing the loaded SDK and app', async () => {
    const { sent } = serve({
      login: [
        { success: false, value: null, errorCode: 'firebase_token_invalid', message: 'no' },
        { success: true, value: LOGIN },
      ],
    });
    const { sdk, loader } = fakeSdk(signedInAs('line-token'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-line'));
    // The server refused the first token: its message is the api client's warning dialog.
    await waitFor(() => expect(dialogs.list()).toHaveLength(1));
    dialogs.closeAll();
    await waitFor(() =>
      expect((screen.getByTestId('login-firebase-line') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('login-firebase-line'));
    await waitFor(() => expect(getToken()).toBe('tok-fb'));

    expect(sent.map((body) => body.firebaseChannel)).toEqual(['line', 'line']);
    expect(sdk.signInWithPopup.mock.calls.map(([, provider]) => provider.providerId)).toEqual([
      'oidc.line',
      'oidc.line',
    ]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
  });
});

describe('Firebase sign-in without an account', () => {
  const BIND: Answer = {
    success: false,
    value: { provider: 'firebase', autoCreate: false, manualRegister: true },
    errorCode: 'bind_customer_required',
    message: 'bind',
  };

  it('bind_customer_required opens the bind dialog; "register new" hands the sign-in to the register page', async () => {
    serve({ login: [BIND] });
    const { loader } = fakeSdk(signedInAs('unbound-token'));
    const navigator = renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));

    expect(await screen.findByTestId('bind-dialog')).toBeTruthy();
    expect(dialogs.list()).toHaveLength(0);
    expect(getToken()).toBeNull();
    fireEvent.click(screen.getByTestId('bind-register'));

    expect(JSON.parse(sessionStorage.getItem(PENDING_FIREBASE_KEY)!)).toEqual({
      channel: 'google',
      idToken: 'unbound-token',
    });
    expect(navigator.to).toEqual(['/register']);
    expect(screen.queryByTestId('bind-dialog')).toBeNull();
  });

  it('"log in with existing account": the next username login carries the sign-in and binds it', async () => {
    const { sent } = serve({ login: [BIND] });
    const { loader } = fakeSdk(signedInAs('bind-me-token'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    fireEvent.click(await screen.findByTestId('bind-existing'));
    expect(authStore.get().firebaseBind).toEqual({ channel: 'google', idToken: 'bind-me-token' });
    cleanup();

    renderLoginBox();
    expect((await screen.findByTestId('login-bind-note')).textContent).toContain(
      'Log in to link your Google sign-in to this account.',
    );
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'player07' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(getToken()).toBe('tok-fb'));

    expect(sent[1]).toMatchObject({
      type: 'username',
      username: 'player07',
      password: 'secret12',
      firebaseChannel: 'google',
      firebaseIdToken: 'bind-me-token',
    });
    // Bound now: it does not ride along again.
    expect(authStore.get().firebaseBind).toBeNull();
  });

  it('drops a riding sign-in whose token the server no longer accepts', async () => {
    const { sent } = serve({
      login: [BIND, { success: false, value: null, errorCode: 'firebase_token_invalid', message: 'expired' }],
    });
    const { loader } = fakeSdk(signedInAs('stale-token'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    fireEvent.click(await screen.findByTestId('bind-existing'));
    cleanup();

    renderLoginBox();
    await screen.findByTestId('login-bind-note');
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'player07' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(authStore.get().firebaseBind).toBeNull());
    expect(sent[1]).toMatchObject({ firebaseIdToken: 'stale-token' });
    expect(screen.queryByTestId('login-bind-note')).toBeNull();
    expect(getToken()).toBeNull();
  });
});

describe('Firebase sign-in errors (spec 8)', () => {
  const errorText = () => screen.getByTestId('login-firebase-error').textContent;

  it('a blocked popup shows popup_blocked with its code, and nothing is posted', async () => {
    const { fetch } = serve();
    const { loader } = fakeSdk(failsWith('auth/popup-blocked'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    await screen.findByTestId('login-firebase-error');
    expect(errorText()).toBe(
      'The sign-in window was blocked. Please allow pop-ups for this site and try again. (auth/popup-blocked)',
    );
    expect(calls(fetch, '/wps/session/login')).toBe(0);
  });

  it('an unknown code falls back to the auth/unknown text, keeping the code; a codeless failure says auth/unknown', async () => {
    serve();
    const { loader } = fakeSdk(failsWith('auth/brand-new-failure'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    await screen.findByTestId('login-firebase-error');
    expect(errorText()).toBe('Sign-in failed. Please try again. (auth/brand-new-failure)');
    cleanup();

    const codeless = fakeSdk(async () => {
      throw new TypeError('boom');
    });
    renderFirebase(codeless.loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    await screen.findByTestId('login-firebase-error');
    expect(errorText()).toBe('Sign-in failed. Please try again. (auth/unknown)');
  });

  it('in Chinese, too', async () => {
    await changeLanguage('CN', false);
    serve();
    const { loader } = fakeSdk(failsWith('auth/popup-blocked'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    await screen.findByTestId('login-firebase-error');
    expect(errorText()).toBe('登录窗口被浏览器拦截，请允许本站弹出窗口后重试。（auth/popup-blocked）');
  });

  it("a provider the project does not offer says the site does not support Google's service", async () => {
    serve();
    const { loader } = fakeSdk(failsWith('auth/operation-not-allowed'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-line'));
    await screen.findByTestId('login-firebase-error');
    expect(errorText()).toBe(
      'This site does not support Google sign-in services. (auth/operation-not-allowed)',
    );
  });

  it('says nothing when the person closes the window', async () => {
    const { fetch } = serve();
    const { sdk, loader } = fakeSdk(failsWith('auth/popup-closed-by-user'));
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    await waitFor(() => expect(sdk.signInWithPopup).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((screen.getByTestId('login-firebase-google') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByTestId('login-firebase-error')).toBeNull();
    expect(calls(fetch, '/wps/session/login')).toBe(0);
  });

  it('an SDK that cannot be fetched is a network failure, and the next press fetches it again', async () => {
    serve();
    const { sdk } = fakeSdk(signedInAs('after-retry'));
    let attempts = 0;
    const loader = vi.fn(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return sdk as unknown as FirebaseSdk;
    });
    renderFirebase(loader);
    fireEvent.click(await screen.findByTestId('login-firebase-google'));
    await screen.findByTestId('login-firebase-error');
    expect(errorText()).toBe(
      'The network connection failed. Please check it and try again. (auth/network-request-failed)',
    );
    fireEvent.click(screen.getByTestId('login-firebase-google'));
    await waitFor(() => expect(getToken()).toBe('tok-fb'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
