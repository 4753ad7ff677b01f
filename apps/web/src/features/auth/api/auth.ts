import {
  CODE_RESEND_SECONDS,
  HEADER,
  codeSentValue,
  firebaseSettingValue,
  forgotValue,
  registerFieldsByKey,
  telegramSettingValue,
  type CountryEntry,
  type FirebaseSetting,
  type LoginRequest,
  type LoginValue,
  type LoginVerificationRequest,
  type RegisterFieldSetting,
  type TelegramAuthData,
} from '@platform/shared';
import { api } from '../../../lib/api';

/** Server calls of the login area. Login, verification and password change go encrypted. */

/** POST /wps/session/login. Failures alert by default; login_verify_required and bind_customer_required stay silent. */
export function login(body: LoginRequest): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login', body, { encrypted: true });
}

export function verifyLogin(body: LoginVerificationRequest): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login/verification', body, { encrypted: true });
}

export function freeplayLogin(): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login/freeplay');
}

export interface TelegramLoginContext {
  registerUrl: string;
  domain: string;
  affiliateCode?: string | null;
  referralCode?: string | null;
}

export function telegramLogin(
  telegramAuth: TelegramAuthData,
  context: TelegramLoginContext,
): Promise<LoginValue> {
  return api.post<LoginValue>('/wps/session/login/telegram', { ...context, telegramAuth });
}

export interface TelegramSetting {
  enabled: boolean;
  botId: string | null;
  authDomain: string | null;
}

/** The merchant's Telegram bot; anything unreadable counts as none (the button stays hidden). */
export async function fetchTelegramSetting(): Promise<TelegramSetting> {
  const value = await api.get<unknown>('/wps/system/setting/telegram', { cacheable: true, alert: false });
  const parsed = telegramSettingValue.safeParse(value);
  return parsed.success ? parsed.data : { enabled: false, botId: null, authDomain: null };
}

/** POST /wps/session/login with a Firebase ID token; encrypted like every login. */
export function firebaseLogin(signIn: { channel: string; idToken: string }): Promise<LoginValue> {
  return login({ type: 'firebase', firebaseChannel: signIn.channel, firebaseIdToken: signIn.idToken });
}

const FIREBASE_OFF: FirebaseSetting = { enabled: false, channels: [], config: null };

/** The merchant's Firebase project for the page; anything unreadable counts as none (no buttons). */
export async function fetchFirebaseSetting(): Promise<FirebaseSetting> {
  const value = await api.get<unknown>('/wps/system/setting/firebase', { cacheable: true, alert: false });
  const parsed = firebaseSettingValue.safeParse(value);
  return parsed.success ? parsed.data : FIREBASE_OFF;
}

/** A new captcha image as a data URL; the server sets the captchaId cookie it belongs to. */
export async function fetchCaptchaImage(): Promise<string> {
  const value = await api.get<unknown>('/wps/captcha', { query: { t: Date.now() }, alert: false });
  if (typeof value !== 'string' || !value) throw new Error('captcha image missing');
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}

function expiredMinutesOf(value: unknown): number | null {
  const parsed = codeSentValue.partial().safeParse(value);
  return parsed.success ? (parsed.data.expiredMinutes ?? null) : null;
}

/** SMS code for the SMS login and the SMS two-factor method; the server always wants a captcha here. */
export async function sendLoginSms(input: {
  mobileNum: string;
  countryDialingCode?: string;
  captcha: string;
}): Promise<number | null> {
  const body = { ...input, countryDialingCode: input.countryDialingCode || undefined };
  return expiredMinutesOf(await api.post<unknown>('/wps/verification/sms/noLogin', body));
}

/** E-mail code for the e-mail two-factor method; also behind a captcha. */
export async function sendLoginEmail(input: { email: string; captcha: string }): Promise<number | null> {
  return expiredMinutesOf(await api.post<unknown>('/wps/verification/email/noLogin', input));
}

/**
 * POST /wps/member/password. A login held for the forced change has its token only in the
 * pending login, not in the session yet, so it is passed here explicitly.
 */
export function changePassword(
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  token: string | null,
): Promise<unknown> {
  return api.post('/wps/member/password', body, {
    encrypted: true,
    headers: token ? { [HEADER.authorization]: token } : undefined,
  });
}

/** Ends a held login the person walked away from; failures do not matter, it expires anyway. */
export async function dropHeldLogin(token: string): Promise<void> {
  try {
    await api.del('/wps/session/logout', { headers: { [HEADER.authorization]: token }, alert: false });
  } catch {
    // Expires on its own.
  }
}

/** What a forgot-password request answers: how long the code lasts and how soon another may be asked for. */
export interface ResetCodeSent {
  expiredMinutes: number | null;
  resendSeconds: number;
}

function resetCodeSent(value: unknown): ResetCodeSent {
  const parsed = forgotValue.safeParse(value);
  return {
    expiredMinutes: parsed.success ? parsed.data.expiredMinutes : null,
    resendSeconds: (parsed.success ? parsed.data.resendSeconds : undefined) ?? CODE_RESEND_SECONDS,
  };
}

/*
 * The forgot-password calls never open a dialog: the dialog shows their errors itself, next to
 * the fields they concern.
 */

/** Forgot password by e-mail: form-encoded, with the captcha of the captchaId cookie. */
export async function forgotByEmail(input: {
  username: string;
  email: string;
  captcha: string;
}): Promise<ResetCodeSent> {
  const value = await api.post<unknown>('/wps/member/password/email', new URLSearchParams(input), {
    alert: false,
  });
  return resetCodeSent(value);
}

/** Forgot password by SMS (JSON): a reset code goes to the bound number. */
export async function forgotBySms(input: {
  username: string;
  mobileNumber: string;
  captcha: string;
}): Promise<ResetCodeSent> {
  return resetCodeSent(await api.post<unknown>('/wps/member/password/sms', input, { alert: false }));
}

/** The reset code sets a new password; encrypted like every call that carries a password. */
export async function resetWithCode(body: {
  username: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
  mobileNumber?: string;
  email?: string;
}): Promise<void> {
  await api.post('/wps/member/password/verification', body, { encrypted: true, alert: false });
}

// Pure: building the schema does nothing else, so a bundle that never parses drops it.
const fieldList = /* @__PURE__ */ registerFieldsByKey;

/** Register field settings: they also set the login bounds (the register settings override the defaults). */
export async function fetchFieldSettings(): Promise<RegisterFieldSetting[]> {
  const value = await api.get<unknown>('/wps/system/setting/register', { cacheable: true, alert: false });
  const parsed = fieldList.safeParse(value);
  return parsed.success ? Object.values(parsed.data) : [];
}

export async function fetchCountries(): Promise<CountryEntry[]> {
  const value = await api.get<unknown>('/wps/system/country', { cacheable: true, alert: false });
  return Array.isArray(value)
    ? (value as CountryEntry[]).filter((entry) => entry && typeof entry.countryDialingCode === 'string')
    : [];
}
