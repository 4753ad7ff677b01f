import {
  codeSentValue,
  registerFieldsByKey,
  telegramAuthData,
  type CountryEntry,
  type LoginValue,
  type RegisterFieldSetting,
  type RegisterRequest,
  type TelegramAuthData,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { parseFirebaseSignIn, type FirebaseSignIn } from '../../auth';

// Pure: building the schema does nothing else, so a bundle that never parses drops it.
const fieldList = /* @__PURE__ */ registerFieldsByKey;

/** The merchant's register field settings; anything unreadable counts as none configured. */
export async function fetchRegisterFields(): Promise<RegisterFieldSetting[]> {
  const value = await api.get<unknown>('/wps/system/setting/register', { cacheable: true });
  const parsed = fieldList.safeParse(value);
  return parsed.success ? Object.values(parsed.data) : [];
}

export async function fetchCountries(): Promise<CountryEntry[]> {
  const value = await api.get<unknown>('/wps/system/country', { cacheable: true, alert: false });
  return Array.isArray(value) ? (value as CountryEntry[]) : [];
}

/** A new captcha image (base64 PNG); its id travels in a cookie the server sets. */
export async function fetchCaptcha(): Promise<string> {
  const value = await api.get<unknown>('/wps/captcha', { query: { t: Date.now() }, alert: false });
  if (typeof value !== 'string' || !value) throw new Error('captcha image missing');
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}

/** Sends the registration SMS code; the server message shows when it fails. */
export async function requestRegisterCode(mobileNo: string, countryDialingCode?: string) {
  const value = await api.post<unknown>('/wps/verification/sms/register', {
    mobileNo,
    ...(countryDialingCode ? { countryDialingCode } : {}),
  });
  const parsed = codeSentValue.partial().safeParse(value);
  return { expiredMinutes: parsed.success ? (parsed.data.expiredMinutes ?? null) : null };
}

export interface AffiliateCheck {
  valid: boolean;
  affiliateCode: string | null;
}

/** GET /wps/agent/affiliate: never opens a dialog itself; the caller decides. */
export async function checkAffiliate(code: string | null, domain: string): Promise<AffiliateCheck> {
  const value = await api.get<AffiliateCheck>('/wps/agent/affiliate', {
    query: { code: code || undefined, domain },
    alert: false,
  });
  return { valid: Boolean(value?.valid), affiliateCode: value?.affiliateCode ?? null };
}

/** Registration answers like a login; the caller stores the session. Errors are the caller's to show. */
export function submitRegistration(path: string, body: RegisterRequest): Promise<LoginValue> {
  return api.post<LoginValue>(path, body, { encrypted: true, alert: false });
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
