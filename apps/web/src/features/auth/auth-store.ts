import { useSyncExternalStore } from 'react';
import type { LoginValue, TelegramAuthData } from '@platform/shared';
import { hasStoredLoginFlow, writeFirebaseBind, writePendingLogin, writeTelegramBind } from './auth-storage';
import type { FirebaseSignIn } from './firebase/sign-in';
import type { BindOffer, TwoFactorChallenge } from './login-flow';

/**
 * The steps of the login flow that outlive one component: the login modal, the two-factor
 * modal, the bind and forgot-password dialogs and a login held for a password change. The
 * page's login box and the modal host both read it, so a step opened from either shows once.
 */

/** How the first factor was given; decides the old password of a forced change. */
export type LoginMethod = 'username' | 'sms' | 'mobileNum' | 'telegram' | 'freeplay' | 'firebase';

export interface HeldPasswordChange {
  login: LoginValue;
  /**
   * The old password to send: the typed one after a password login, the well-known default
   * when the login had no password (an SMS login of an account still holding the default),
   * or null when it is not known (after a reload) and must be asked for.
   */
  oldPassword: string | null;
  /** True when oldPassword is the default assumed rather than typed. */
  assumedDefault: boolean;
}

export interface PendingTwoFactor {
  challenge: TwoFactorChallenge;
  method: LoginMethod;
  /** Typed password of a password login, for the old password of a forced change afterwards. */
  password: string | null;
  /** Where the login goes once verified. */
  next: string | null;
}

/** The sign-in the bind dialog is about: Telegram widget data or a Firebase ID token. */
export type BindSubject = { telegramAuth: TelegramAuthData } | { firebase: FirebaseSignIn };

export type PendingBind = BindSubject & { offer: BindOffer };

export interface AuthUiState {
  modalOpen: boolean;
  /** The page to go to after a login started from the modal (the configured next page). */
  next: string | null;
  twoFactor: PendingTwoFactor | null;
  bind: PendingBind | null;
  forgotOpen: boolean;
  passwordChange: HeldPasswordChange | null;
  /** A Telegram sign-in the next username or mobile-number login binds (bind dialog, "existing account"). */
  telegramBind: TelegramAuthData | null;
  /** A Firebase sign-in the next username or mobile-number login binds, as telegramBind. */
  firebaseBind: FirebaseSignIn | null;
}

function initial(): AuthUiState {
  return {
    modalOpen: false,
    next: null,
    twoFactor: null,
    bind: null,
    forgotOpen: false,
    passwordChange: null,
    telegramBind: null,
    firebaseBind: null,
  };
}

let state: AuthUiState = initial();
const listeners = new Set<() => void>();

/**
 * A login held for a password change, or a pending bind, outlives a reload in session storage.
 * It is read back right after start; only then are the validators that check it downloaded.
 */
export const storedFlowRestored: Promise<void> = hasStoredLoginFlow()
  ? import('./stored-login').then(({ readFirebaseBind, readPendingLogin, readTelegramBind }) => {
      const held = readPendingLogin();
      set({
        passwordChange:
          state.passwordChange ?? (held ? { login: held, oldPassword: null, assumedDefault: false } : null),
        telegramBind: state.telegramBind ?? readTelegramBind(),
        firebaseBind: state.firebaseBind ?? readFirebaseBind(),
      });
    })
  : Promise.resolve();

function set(patch: Partial<AuthUiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const authStore = {
  get: (): AuthUiState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests start from a clean state (and session storage) each time. */
  reset(): void {
    state = initial();
    for (const listener of listeners) listener();
  },
};

export function useAuthUi(): AuthUiState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}

/** Opens the login modal; `next` is where a login from it should lead. */
export function openLoginModal(options: { next?: string | null } = {}): void {
  set({ modalOpen: true, next: options.next ?? null });
}

export function closeLoginModal(): void {
  set({ modalOpen: false, next: null });
}

export function openTwoFactor(pending: PendingTwoFactor): void {
  set({ twoFactor: pending });
}

export function closeTwoFactor(): void {
  set({ twoFactor: null });
}

export function openBind(pending: PendingBind): void {
  set({ bind: pending });
}

export function closeBind(): void {
  set({ bind: null });
}

export function openForgot(): void {
  set({ forgotOpen: true });
}

export function closeForgot(): void {
  set({ forgotOpen: false });
}

/** Holds a login until the password is changed; kept in session storage too. */
export function holdForPasswordChange(held: HeldPasswordChange): void {
  writePendingLogin(held.login);
  set({ passwordChange: held, twoFactor: null });
}

export function releasePasswordChange(): void {
  writePendingLogin(null);
  set({ passwordChange: null });
}

export function setTelegramBind(auth: TelegramAuthData | null): void {
  writeTelegramBind(auth);
  set({ telegramBind: auth });
}

export function setFirebaseBind(signIn: FirebaseSignIn | null): void {
  writeFirebaseBind(signIn);
  set({ firebaseBind: signIn });
}

/** Everything closes once a login completed. */
export function finishFlow(): void {
  writePendingLogin(null);
  set({ modalOpen: false, next: null, twoFactor: null, bind: null, forgotOpen: false, passwordChange: null });
}
