import {
  captchaApi,
  memberApi,
  systemApi,
  telegramAuthData,
  verificationApi,
  type CountryEntry,
  type LoginValue,
  type RegisterFieldSetting,
  type RegisterRequest,
  type TelegramAuthData,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { parseFirebaseSignIn, type FirebaseSignIn } from '../../auth';
import type { RegisterCall } from '../payload';

/** The merchant's register field settings. */
export async function fetchRegisterFields(): Promise<RegisterFieldSetting[]> {
  return Object.values(await api.call(systemApi.registerSettings, {}, { cacheable: true }));
}

export function fetchCountries(): Promise<CountryEntry[]> {
  return api.call(systemApi.countries, {}, { cacheable: true, alert: false });
}

/** A new captcha image (base64 PNG); its id travels in a cookie the server sets. */
export async function fetchCaptcha(): Promise<string> {
  const value = await api.call(captchaApi.image, { query: { t: Date.now() } }, { alert: false });
  if (!value) throw new Error('captcha image missing');
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}

/** Sends the registration SMS code; the server message shows when it fails. */
export async function requestRegisterCode(mobileNo: string, countryDialingCode?: string) {
  const value = await api.call(verificationApi.smsForRegistration, {
    body: { mobileNo, ...(countryDialingCode ? { countryDialingCode } : {}) },
  });
  return { expiredMinutes: value.expiredMinutes };
}

export type AffiliateCheck = ValueOf<typeof memberApi.affiliate>;

/** GET /wps/agent/affiliate: never opens a dialog itself; the caller decides. */
export function checkAffiliate(code: string | null, domain: string): Promise<AffiliateCheck> {
  return api.call(memberApi.affiliate, { query: { code: code || undefined, domain } }, { alert: false });
}

/** Registration answers like a login; the caller stores the session. Errors are the caller's to show. */
export function submitRegistration(call: RegisterCall, body: RegisterRequest): Promise<LoginValue> {
  return api.call(call, { body }, { alert: false });
}

/**
 * A Telegram sign-in the bind dialog hands over when the person chooses "register new":
 * session storage key pendingTelegramAuth, holding the widget's JSON.
 */
export const PENDING_TELEGRAM_KEY = 'pendingTelegramAuth';

export function pendingTelegramAuth(): TelegramAuthData | null {
  try {
    const raw = sessionStorage.getItem(PENDING_TELEGRAM_KEY);
    if (!raw) return null;
    const parsed = telegramAuthData.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingTelegramAuth(): void {
  try {
    sessionStorage.removeItem(PENDING_TELEGRAM_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}

/**
 * A Firebase sign-in the bind dialog hands over when the person chooses "register new":
 * session storage key pendingFirebaseAuth, holding {channel, idToken}.
 */
export const PENDING_FIREBASE_KEY = 'pendingFirebaseAuth';

export function pendingFirebaseSignIn(): FirebaseSignIn | null {
  try {
    const raw = sessionStorage.getItem(PENDING_FIREBASE_KEY);
    return raw ? parseFirebaseSignIn(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function clearPendingFirebaseSignIn(): void {
  try {
    sessionStorage.removeItem(PENDING_FIREBASE_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}

export const REFERRAL_KEY = 'referralCode';

export function storedReferralCode(): string | null {
  try {
    return sessionStorage.getItem(REFERRAL_KEY);
  } catch {
    return null;
  }
}

export function clearReferralCode(): void {
  try {
    sessionStorage.removeItem(REFERRAL_KEY);
  } catch {
    // Nothing to clear without storage.
  }
}
