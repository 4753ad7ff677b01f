import {
  CODE_RESEND_SECONDS,
  HEADER,
  captchaApi,
  memberApi,
  sessionApi,
  systemApi,
  verificationApi,
  type BodyInput,
  type CountryEntry,
  type FirebaseSetting,
  type LoginRequest,
  type LoginValue,
  type LoginVerificationRequest,
  type RegisterFieldSetting,
  type TelegramAuthData,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { getOrCreateDeviceId } from '../../../lib/device-id';

/** Server calls of the login area. Login, verification and password change go encrypted. */

/**
 * POST /wps/session/login with the device's id, as registration sends it (the merchant's fraud
 * rules link accounts used from one device). Failures alert by default;
 * login_verify_required and bind_customer_required stay silent.
 */
export function login(body: LoginRequest): Promise<LoginValue> {
  return api.call(sessionApi.login, {
    body: { ...body, loginDeviceId: body.loginDeviceId ?? getOrCreateDeviceId() },
  });
}

export function verifyLogin(body: LoginVerificationRequest): Promise<LoginValue> {
  return api.call(sessionApi.loginVerification, { body });
}

export function freeplayLogin(): Promise<LoginValue> {
  return api.call(sessionApi.loginFreeplay);
}

export type TelegramLoginContext = Omit<BodyInput<typeof sessionApi.loginTelegram>, 'telegramAuth'>;

export function telegramLogin(
  telegramAuth: TelegramAuthData,
  context: TelegramLoginContext,
): Promise<LoginValue> {
  return api.call(sessionApi.loginTelegram, { body: { ...context, telegramAuth } });
}

export type TelegramSetting = ValueOf<typeof systemApi.telegramSetting>;

/** The merchant's Telegram bot; without an answer the button stays hidden. */
export function fetchTelegramSetting(): Promise<TelegramSetting> {
  return api.call(systemApi.telegramSetting, {}, { cacheable: true, alert: false });
}

/** POST /wps/session/login with a Firebase ID token; encrypted like every login. */
export function firebaseLogin(signIn: { channel: string; idToken: string }): Promise<LoginValue> {
  return login({ type: 'firebase', firebaseChannel: signIn.channel, firebaseIdToken: signIn.idToken });
}

/** The merchant's Firebase project for the page; without an answer no buttons show. */
export function fetchFirebaseSetting(): Promise<FirebaseSetting> {
  return api.call(systemApi.firebaseSetting, {}, { cacheable: true, alert: false });
}

/** A new captcha image as a data URL; the server sets the captchaId cookie it belongs to. */
export async function fetchCaptchaImage(): Promise<string> {
  const value = await api.call(captchaApi.image, { query: { t: Date.now() } }, { alert: false });
  if (!value) throw new Error('captcha image missing');
  return value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
}

/** SMS code for the SMS login and the SMS two-factor method; the server always wants a captcha here. */
export async function sendLoginSms(input: {
  mobileNum: string;
  countryDialingCode?: string;
  captcha: string;
}): Promise<number | null> {
  const body = { ...input, countryDialingCode: input.countryDialingCode || undefined };
  return (await api.call(verificationApi.smsForLogin, { body })).expiredMinutes;
}

/** E-mail code for the e-mail two-factor method; also behind a captcha. */
export async function sendLoginEmail(input: { email: string; captcha: string }): Promise<number | null> {
  return (await api.call(verificationApi.emailForLogin, { body: input })).expiredMinutes;
}

/**
 * POST /wps/member/password. A login held for the forced change has its token only in the
 * pending login, not in the session yet, so it is passed here explicitly.
 */
export function changePassword(
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  token: string | null,
): Promise<ValueOf<typeof memberApi.changePassword>> {
  return api.call(
    memberApi.changePassword,
    { body },
    { headers: token ? { [HEADER.authorization]: token } : undefined },
  );
}

/** Ends a held login the person walked away from; failures do not matter, it expires anyway. */
export async function dropHeldLogin(token: string): Promise<void> {
  try {
    await api.call(sessionApi.logout, {}, { headers: { [HEADER.authorization]: token }, alert: false });
  } catch {
    // Expires on its own.
  }
}

/** What a forgot-password request answers: how long the code lasts and how soon another may be asked for. */
export interface ResetCodeSent {
  expiredMinutes: number | null;
  resendSeconds: number;
}

function resetCodeSent(value: ValueOf<typeof memberApi.forgotByEmail>): ResetCodeSent {
  return { expiredMinutes: value.expiredMinutes, resendSeconds: value.resendSeconds ?? CODE_RESEND_SECONDS };
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
  return resetCodeSent(
    await api.call(memberApi.forgotByEmail, { body: new URLSearchParams(input) }, { alert: false }),
  );
}

/** Forgot password by SMS (JSON): a reset code goes to the bound number. */
export async function forgotBySms(input: {
  username: string;
  mobileNumber: string;
  captcha: string;
}): Promise<ResetCodeSent> {
  return resetCodeSent(await api.call(memberApi.forgotBySms, { body: input }, { alert: false }));
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
  await api.call(memberApi.resetByCode, { body }, { alert: false });
}

/** Register field settings: they also set the login bounds (the register settings override the defaults). */
export async function fetchFieldSettings(): Promise<RegisterFieldSetting[]> {
  return Object.values(await api.call(systemApi.registerSettings, {}, { cacheable: true, alert: false }));
}

export function fetchCountries(): Promise<CountryEntry[]> {
  return api.call(systemApi.countries, {}, { cacheable: true, alert: false });
}
