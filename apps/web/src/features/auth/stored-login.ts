import { loginValue, telegramAuthData, type LoginValue, type TelegramAuthData } from '@platform/shared';
import { parseFirebaseSignIn, type FirebaseSignIn } from './firebase/sign-in';
import { AUTH_STORAGE_KEYS, store } from './auth-storage';

/**
 * Reading back the login flow steps kept in session storage (auth-storage.ts). Apart from the
 * rest because checking them needs the validators, which a visitor without such a step never
 * downloads.
 */
function readJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
  try {
    const raw = store()?.getItem(key);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function readPendingLogin(): LoginValue | null {
  return readJson(AUTH_STORAGE_KEYS.pendingLogin, (value) => {
    const parsed = loginValue.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export function readTelegramBind(): TelegramAuthData | null {
  return readJson(AUTH_STORAGE_KEYS.telegramBind, (value) => {
    const parsed = telegramAuthData.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export function readFirebaseBind(): FirebaseSignIn | null {
  return readJson(AUTH_STORAGE_KEYS.firebaseBind, parseFirebaseSignIn);
}
