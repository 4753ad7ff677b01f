import { ACCOUNT_RULES, TRIAL_ACCOUNT_TYPES, type ErrorCode } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

/**
 * The field rules of spec section 5, enforced on the server with the message keys the client
 * uses for the same rule. Each returns the cleaned value or throws the rule's code.
 */

type Input = string | null | undefined;

/** Length bounds and accepted pattern of one field ('*' accepts anything). */
export interface FieldRule {
  min: number;
  max: number;
  pattern: string;
}

/** The rules of the fields that login, password and recovery forms share with registration. */
export interface RuleSet {
  username: FieldRule;
  password: FieldRule;
  mobile: FieldRule;
  email: FieldRule;
}

export const DEFAULT_RULES: RuleSet = {
  username: { ...ACCOUNT_RULES.username },
  password: { ...ACCOUNT_RULES.password, pattern: '*' },
  mobile: { ...ACCOUNT_RULES.mobile },
  email: { ...ACCOUNT_RULES.email },
};

function within(value: string, min: number, max: number): boolean {
  return value.length >= min && value.length <= max;
}

export function satisfies(value: string, rule: FieldRule): boolean {
  return within(value, rule.min, rule.max) && matchesPattern(value, rule.pattern);
}

const DIGITS = /^[0-9]+$/;

/** Login username: letters and digits, 6-13 unless the merchant says otherwise (reg_pattern_4). */
export function loginUsername(value: Input, rule: FieldRule = DEFAULT_RULES.username): string {
  const username = value?.trim() ?? '';
  if (!satisfies(username, rule)) throw AppError.limited('reg_pattern_4', 'username', rule.min, rule.max);
  return username;
}

/** Login password: 6-16 characters unless the merchant says otherwise (error_password). */
export function loginPassword(value: Input, rule: FieldRule = DEFAULT_RULES.password): string {
  const password = value ?? '';
  if (!within(password, rule.min, rule.max)) {
    throw AppError.limited('error_password', 'password', rule.min, rule.max);
  }
  return password;
}

/**
 * Mobile number: digits, 10-16 unless the merchant says otherwise. The SMS forms answer
 * br_enright_cphone, the mobile-number login error_phone_number_limit.
 */
export function mobileNumber(
  value: Input,
  code: 'br_enright_cphone' | 'error_phone_number_limit',
  rule: FieldRule = DEFAULT_RULES.mobile,
  field = 'mobileNum',
): string {
  const mobile = value?.trim() ?? '';
  if (!DIGITS.test(mobile) || !satisfies(mobile, rule)) {
    if (code === 'br_enright_cphone')
      throw new AppError(code, undefined, { field, min: rule.min, max: rule.max });
    throw AppError.limited(code, field, rule.min, rule.max);
  }
  return mobile;
}

/** Country dialing code: optional, digits, 1-3 (error_country_code_limit). */
export function countryDialingCode(value: Input): string | null {
  const code = value?.trim().replace(/^\+/, '') ?? '';
  if (!code) return null;
  const { min, max } = ACCOUNT_RULES.countryDialingCode;
  if (!DIGITS.test(code) || !within(code, min, max)) {
    throw AppError.limited('error_country_code_limit', 'countryDialingCode', min, max);
  }
  return code;
}

/** SMS or e-mail code: required, 1-10 characters (enter_verification_code). */
export function verificationCode(value: Input, max: number = ACCOUNT_RULES.verificationCode.max): string {
  const code = value?.trim() ?? '';
  if (!within(code, ACCOUNT_RULES.verificationCode.min, max)) {
    throw new AppError('enter_verification_code', undefined, { field: 'verificationCode' });
  }
  return code;
}

/** A required field of a form other than registration: not_empty names the field. */
export function required(value: Input, field: string, code: ErrorCode = 'not_empty'): string {
  const text = value?.trim() ?? '';
  if (!text) throw new AppError(code, undefined, { field });
  return text;
}

/**
 * A merchant-configured pattern; '*' accepts anything. A pattern that does not compile
 * accepts nothing, so a broken setting refuses input instead of letting it all through.
 */
export function matchesPattern(value: string, pattern: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

export function isTrialAccount(isAgent: number): boolean {
  return TRIAL_ACCOUNT_TYPES.includes(isAgent);
}

/** 0812345678 -> 081****678: enough to recognise one's own number, not to read someone else's. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}****`;
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
