import {
  bindRequiredValue,
  loginVerifyRequiredValue,
  type LoginValue,
  type TwoFactorMethod,
} from '@platform/shared';

/**
 * The decisions of the login flow as pure functions: what an answer means,
 * which two-factor tabs to show, where the person goes afterwards.
 */

export type TwoFactorChallenge = ReturnType<typeof loginVerifyRequiredValue.parse>;
export type BindOffer = ReturnType<typeof bindRequiredValue.parse>;

/** What a failed login call asks the box to do next. */
export type LoginFailure =
  | { kind: 'twoFactor'; challenge: TwoFactorChallenge }
  | { kind: 'bind'; offer: BindOffer }
  | { kind: 'failed'; captcha: boolean };

interface ErrorLike {
  code: string;
  value?: unknown;
}

const CAPTCHA_CODES = new Set(['captcha_required', 'captcha_invalid', 'verify_first']);

/** True when the error says the next attempt must carry a captcha (value.captcha or a captcha code). */
export function demandsCaptcha(error: ErrorLike): boolean {
  if (CAPTCHA_CODES.has(error.code)) return true;
  const value = error.value as { captcha?: unknown } | null | undefined;
  return Boolean(value && typeof value === 'object' && value.captcha === true);
}

export function classifyLoginError(error: ErrorLike): LoginFailure {
  if (error.code === 'login_verify_required') {
    const parsed = loginVerifyRequiredValue.safeParse(error.value);
    if (parsed.success) return { kind: 'twoFactor', challenge: parsed.data };
  }
  if (error.code === 'bind_customer_required') {
    const parsed = bindRequiredValue.safeParse(error.value);
    if (parsed.success) return { kind: 'bind', offer: parsed.data };
  }
  return { kind: 'failed', captcha: demandsCaptcha(error) };
}

/** A successful login either completes or must change the password first (passwordExpired). */
export function mustChangePassword(value: Pick<LoginValue, 'passwordExpired'>): boolean {
  return value.passwordExpired === true;
}

/** The cpw session flag marks a first login or an expired password. */
export function wantsCpwFlag(value: Pick<LoginValue, 'firstTimeLogin' | 'passwordExpired'>): boolean {
  return value.firstTimeLogin || value.passwordExpired;
}

/** Tabs of the two-factor modal in a fixed order, only for the required methods. */
export function twoFactorTabs(requirement: {
  payeeName: boolean;
  sms: boolean;
  ga: boolean;
  email: boolean;
}): TwoFactorMethod[] {
  const tabs: TwoFactorMethod[] = [];
  if (requirement.payeeName) tabs.push('P');
  if (requirement.sms) tabs.push('S');
  if (requirement.ga) tabs.push('G');
  if (requirement.email) tabs.push('E');
  return tabs;
}

/** Fields of each two-factor method, in the order they are shown and checked. */
export const TWO_FACTOR_FIELDS: Record<TwoFactorMethod, readonly TwoFactorField[]> = {
  P: ['payeeName'],
  S: ['mobileNum', 'verificationCode'],
  G: ['authCode'],
  E: ['email', 'verificationCode'],
};
export type TwoFactorField = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';

/** Fields that hold a one-time code: cleared after a failed attempt. */
export const CODE_FIELDS: readonly TwoFactorField[] = ['verificationCode', 'authCode'];

/** The first empty field of the chosen method, which is highlighted and focused. */
export function firstEmptyField(
  method: TwoFactorMethod,
  values: Partial<Record<TwoFactorField, string>>,
): TwoFactorField | null {
  return TWO_FACTOR_FIELDS[method].find((field) => !(values[field] ?? '').trim()) ?? null;
}

/**
 * The field to focus after the server refused an answer: the code when the method has one
 * (it was cleared), otherwise the method's only field.
 */
export function failedField(method: TwoFactorMethod): TwoFactorField {
  const fields = TWO_FACTOR_FIELDS[method];
  return fields.find((field) => CODE_FIELDS.includes(field)) ?? fields[0]!;
}

/**
 * A next page from a query parameter or a guard's state: only a path of this site, never a
 * protocol-relative or absolute URL (an open redirect), and never the login or register page.
 */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw || typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const path = value.split(/[?#]/)[0]!;
  if (path === '/login' || path === '/register' || path === '/register.html') return null;
  return value;
}

/**
 * Where a completed login goes: the configured next page; / from the register page;
 * / from the login page itself; otherwise the person stays where the modal opened.
 */
export function redirectAfterLogin(pathname: string, next: string | null): string | null {
  const configured = safeNext(next);
  if (configured) return configured;
  if (pathname === '/register' || pathname === '/register.html' || pathname === '/login') return '/';
  return null;
}

/** After a forced password change the person goes to /index. */
export const AFTER_PASSWORD_CHANGE = '/index';
