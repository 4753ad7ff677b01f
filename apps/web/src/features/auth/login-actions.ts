import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PASSWORD, type LoginValue, type TelegramAuthData } from '@platform/shared';
import { fetchMemberInfo, storeLoginSession } from '../session';
import { AUTH_STORAGE_KEYS, writeFlag } from './auth-storage';
import {
  finishFlow,
  holdForPasswordChange,
  openBind,
  openTwoFactor,
  setFirebaseBind,
  setTelegramBind,
  type BindSubject,
  type LoginMethod,
} from './auth-store';
import type { FirebaseSignIn } from './firebase/sign-in';
import {
  AFTER_PASSWORD_CHANGE,
  classifyLoginError,
  mustChangePassword,
  redirectAfterLogin,
  wantsCpwFlag,
} from './login-flow';

/** Navigation the flow needs, from react-router's hooks (page) or the router object (modal host). */
export interface AuthNavigator {
  navigate(to: string): void;
  pathname(): string;
}

export interface FlowDeps {
  queryClient: QueryClient;
  navigator: AuthNavigator;
}

/** What the box knew when it sent the first factor. */
export interface AttemptContext {
  method: LoginMethod;
  /** The typed password of a password login. */
  password: string | null;
  /** The configured next page after login (query, guard or modal opener). */
  next: string | null;
  /** The Telegram sign-in that rides along to be bound (bind dialog, "existing account"). */
  telegramAuth?: TelegramAuthData | null;
  /** The Firebase sign-in that rides along to be bound, as telegramAuth. */
  firebase?: FirebaseSignIn | null;
}

/**
 * Login completion: the session values are stored, member info fetched and stored,
 * cached queries refetched for the member, the modal closed, and the person moved on.
 */
export async function completeLogin(
  value: LoginValue,
  deps: FlowDeps,
  options: { next: string | null; afterPasswordChange?: boolean },
): Promise<void> {
  storeLoginSession(value);
  writeFlag(AUTH_STORAGE_KEYS.cpw, wantsCpwFlag(value) || Boolean(options.afterPasswordChange));
  writeFlag(AUTH_STORAGE_KEYS.firstLogin, value.firstTimeLogin);
  finishFlow();
  try {
    await fetchMemberInfo();
  } catch {
    // The api client told the person; the session is stored and the header falls back to it.
  }
  await deps.queryClient.invalidateQueries();
  const target = options.afterPasswordChange
    ? AFTER_PASSWORD_CHANGE
    : redirectAfterLogin(deps.navigator.pathname(), options.next);
  if (target) deps.navigator.navigate(target);
}

/**
 * A login the server accepted: held for a password change when it must change first, else
 * completed. The old password of that change is the typed one, or the well-known default when
 * the login had none (an account on the default password logs in by SMS code).
 */
export async function acceptLogin(value: LoginValue, context: AttemptContext, deps: FlowDeps): Promise<void> {
  // The sign-in was bound by this login; it must not ride along again.
  if (context.telegramAuth) setTelegramBind(null);
  if (context.firebase) setFirebaseBind(null);
  if (mustChangePassword(value)) {
    writeFlag(AUTH_STORAGE_KEYS.cpw, true);
    const typed = context.password;
    holdForPasswordChange({
      login: value,
      oldPassword: typed ?? DEFAULT_PASSWORD,
      assumedDefault: typed === null,
    });
    return;
  }
  await completeLogin(value, deps, { next: context.next });
}

/**
 * A login the server refused: two-factor and bind open their dialogs; anything else was already
 * shown by the api client. Answers whether the next attempt needs a captcha.
 */
export function refuseLogin(
  error: { code: string; value?: unknown },
  context: AttemptContext,
  bindWith?: BindSubject,
): { captcha: boolean } {
  const failure = classifyLoginError(error);
  if (failure.kind === 'twoFactor') {
    // The first factor passed, so a sign-in riding along is bound already.
    if (context.telegramAuth) setTelegramBind(null);
    if (context.firebase) setFirebaseBind(null);
    openTwoFactor({
      challenge: failure.challenge,
      method: context.method,
      password: context.password,
      next: context.next,
    });
    return { captcha: false };
  }
  if (failure.kind === 'bind' && bindWith) {
    openBind({ ...bindWith, offer: failure.offer });
    return { captcha: false };
  }
  // A riding Firebase token the server no longer accepts (they last an hour) would refuse every
  // login after it; it is dropped, and the person signs in with the provider again to bind.
  if (error.code === 'firebase_token_invalid' && context.firebase) setFirebaseBind(null);
  return { captcha: failure.kind === 'failed' && failure.captcha };
}
