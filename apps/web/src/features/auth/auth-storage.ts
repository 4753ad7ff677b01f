import type { LoginValue, TelegramAuthData } from '@platform/shared';
import type { FirebaseSignIn } from './firebase/sign-in';

/**
 * Session-storage values of the login flow. They live in session storage (not memory) so a
 * reload in the middle of a forced password change or a pending bind does not lose them, and
 * they end with the tab or the logout, which clears session storage.
 */
export const AUTH_STORAGE_KEYS = {
  /** Set when the last login was a first login or had an expired password. */
  cpw: 'cpw',
  /** The last login was the member's first; read by the post-login popups. */
  firstLogin: 'firstTimeLogin',
  /** The person closed the publicity popups in this session. */
  publicityClosed: 'publicityClosed',
  /** A login held until the forced password change succeeds. */
  pendingLogin: 'pendingPasswordLogin',
  /** A Telegram sign-in the next username login binds to its account (bind dialog). */
  telegramBind: 'pendingTelegramBind',
  /** A Firebase sign-in the next username login binds to its account (bind dialog). */
  firebaseBind: 'pendingFirebaseBind',
} as const;

export function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readFlag(key: string): boolean {
  return store()?.getItem(key) === '1';
}

export function writeFlag(key: string, on: boolean): void {
  try {
    if (on) store()?.setItem(key, '1');
    else store()?.removeItem(key);
  } catch {
    // Storage full or blocked: the flag only tunes what is shown, losing it is harmless.
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, JSON.stringify(value));
  } catch {
    // As above: the flow still works within this page.
  }
}

export function writePendingLogin(value: LoginValue | null): void {
  writeJson(AUTH_STORAGE_KEYS.pendingLogin, value);
}

export function writeTelegramBind(value: TelegramAuthData | null): void {
  writeJson(AUTH_STORAGE_KEYS.telegramBind, value);
}

export function writeFirebaseBind(value: FirebaseSignIn | null): void {
  writeJson(AUTH_STORAGE_KEYS.firebaseBind, value);
}

/** Whether a login flow step outlived a reload; reading it back needs the validators (stored-login.ts). */
export function hasStoredLoginFlow(): boolean {
  const storage = store();
  return [
    AUTH_STORAGE_KEYS.pendingLogin,
    AUTH_STORAGE_KEYS.telegramBind,
    AUTH_STORAGE_KEYS.firebaseBind,
  ].some((key) => storage?.getItem(key) != null);
}
