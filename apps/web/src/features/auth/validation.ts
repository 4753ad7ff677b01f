import { ACCOUNT_RULES, fillLimits } from '@platform/shared';

/**
 * Field rules for the login box, the password forms and anything else that checks a
 * username, password, mobile number, dialing code or code in the browser. Each check answers
 * null when the value passes, otherwise the message key and the bounds its text names. The
 * defaults are the spec's; callers pass the merchant's register settings when it has some.
 */

export interface Bounds {
  min: number;
  max: number;
  /** Accepted pattern; absent, '*' or '' accepts anything beyond the field's own rule. */
  pattern?: string;
}

/** A failed check: the message key and, for limit texts, the bounds to put into it. */
export interface RuleIssue {
  key: string;
  min?: number;
  max?: number;
}

const DEFAULT_PASSWORD_RULE: Bounds = { min: ACCOUNT_RULES.password.min, max: ACCOUNT_RULES.password.max };

/** Turns an issue into display text; `t` is the i18n lookup. {min}/{max} are filled, equal bounds show one number. */
export function issueText(issue: RuleIssue, t: (key: string) => string): string {
  return fillLimits(t(issue.key), issue.min, issue.max);
}

const DIGITS = /^[0-9]+$/;

function within(value: string, bounds: Bounds): boolean {
  return value.length >= bounds.min && value.length <= bounds.max;
}

/** Usernames are compared trimmed; passwords are taken exactly as typed. */
export function cleanUsername(value: string): string {
  return value.trim();
}

/** loginUsername: letters and digits, 6-13, required (reg_pattern_4). */
export function checkUsername(value: string, bounds: Bounds = ACCOUNT_RULES.username): RuleIssue | null {
  const v = cleanUsername(value);
  return within(v, bounds) && matchesPattern(v, bounds.pattern)
    ? null
    : { key: 'reg_pattern_4', min: bounds.min, max: bounds.max };
}

/** loginPassword: 6-16, required (error_password). */
export function checkPassword(value: string, bounds: Bounds = DEFAULT_PASSWORD_RULE): RuleIssue | null {
  return within(value, bounds) ? null : { key: 'error_password', min: bounds.min, max: bounds.max };
}

/** loginMobileNum: digits, 10-16, required (error_phone_number_limit). */
export function checkMobile(value: string, bounds: Bounds = ACCOUNT_RULES.mobile): RuleIssue | null {
  const v = value.trim();
  return within(v, bounds) && DIGITS.test(v) && matchesPattern(v, bounds.pattern)
    ? null
    : { key: 'error_phone_number_limit', min: bounds.min, max: bounds.max };
}

/** countryDialingCode: digits, 1-3, optional (error_country_code_limit). A leading + is allowed. */
export function checkCountryCode(
  value: string,
  bounds: Bounds = ACCOUNT_RULES.countryDialingCode,
): RuleIssue | null {
  const v = value.trim().replace(/^\+/, '');
  if (!v) return null;
  return within(v, bounds) && DIGITS.test(v)
    ? null
    : { key: 'error_country_code_limit', min: bounds.min, max: bounds.max };
}

/** Verification (SMS / e-mail) code: any characters, 1-10, required (enter_verification_code). */
export function checkCode(value: string, bounds: Bounds = ACCOUNT_RULES.verificationCode): RuleIssue | null {
  const v = value.trim();
  return within(v, bounds) ? null : { key: 'enter_verification_code' };
}

/** Confirmation equals the password (inconsistent_twice). */
export function checkConfirm(password: string, confirm: string): RuleIssue | null {
  return confirm !== '' && confirm === password ? null : { key: 'inconsistent_twice' };
}

/** A merchant pattern; '*' or empty accepts anything, a pattern that does not compile accepts nothing. */
export function matchesPattern(value: string, pattern: string | null | undefined): boolean {
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/** E-mail of the forgot-password form (in_email_incorrect). */
export function checkEmail(value: string, pattern: string = ACCOUNT_RULES.email.pattern): RuleIssue | null {
  const v = value.trim();
  return v && within(v, ACCOUNT_RULES.email) && matchesPattern(v, pattern)
    ? null
    : { key: 'in_email_incorrect' };
}

// ---- Whole forms ---------------------------------------------------------------------------------

/** Username + password login: both required (in_incorrect_password); the username is trimmed. */
export function checkPasswordLogin(username: string, password: string): RuleIssue | null {
  return cleanUsername(username) && password ? null : { key: 'in_incorrect_password' };
}

/** A mobile number for an SMS code or mobile login: all digits, within the mobile bounds (br_enright_cphone). */
export function checkLoginMobile(mobile: string, bounds: Bounds = ACCOUNT_RULES.mobile): RuleIssue | null {
  return checkMobile(mobile, bounds) ? { key: 'br_enright_cphone' } : null;
}

export interface PasswordChangeCheck {
  newPassword: string;
  confirmNewPassword: string;
  /** The merchant's password rule (length and pattern). */
  rule?: Bounds;
}

/** Password change: the new one fits the rule (in_password_incorrect), the confirmation equals it (in_confirmation_correct). */
export function checkPasswordChange(input: PasswordChangeCheck): RuleIssue | null {
  const rule = input.rule ?? DEFAULT_PASSWORD_RULE;
  if (!within(input.newPassword, rule) || !matchesPattern(input.newPassword, rule.pattern)) {
    return { key: 'in_password_incorrect' };
  }
  return input.confirmNewPassword === input.newPassword ? null : { key: 'in_confirmation_correct' };
}

/** Forgot password: account required (in_account_incorrect). */
export function checkAccount(username: string): RuleIssue | null {
  return cleanUsername(username) ? null : { key: 'in_account_incorrect' };
}

// ---- Merchant overrides ------------------------------------------------------------------------

/** The subset of a register field setting the login rules read. */
export interface FieldSettingLike {
  key: string;
  enabled: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
}

export interface LoginRules {
  username: Bounds;
  password: Bounds;
  mobile: Bounds;
  emailPattern: string;
}

export const DEFAULT_LOGIN_RULES: LoginRules = {
  username: { ...ACCOUNT_RULES.username },
  password: DEFAULT_PASSWORD_RULE,
  mobile: { ...ACCOUNT_RULES.mobile },
  emailPattern: ACCOUNT_RULES.email.pattern,
};

function sane(setting: FieldSettingLike | undefined): setting is FieldSettingLike {
  return Boolean(
    setting &&
    Number.isInteger(setting.minLength) &&
    Number.isInteger(setting.maxLength) &&
    setting.minLength > 0 &&
    setting.maxLength >= setting.minLength,
  );
}

/**
 * The spec-5 defaults overridden by the merchant's register settings, as the server's rule book
 * does; a setting with nonsense bounds is ignored rather than locking everyone out.
 */
export function rulesFromSettings(settings: readonly FieldSettingLike[]): LoginRules {
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  const username = byKey.get('username');
  const password = byKey.get('password');
  const mobile = byKey.get('mobileNum');
  const email = byKey.get('email');
  return {
    username: sane(username)
      ? { min: username.minLength, max: username.maxLength, pattern: username.acceptedPattern || '*' }
      : DEFAULT_LOGIN_RULES.username,
    password: sane(password)
      ? { min: password.minLength, max: password.maxLength, pattern: password.acceptedPattern || '*' }
      : DEFAULT_LOGIN_RULES.password,
    mobile: sane(mobile)
      ? { min: mobile.minLength, max: mobile.maxLength, pattern: mobile.acceptedPattern || '*' }
      : DEFAULT_LOGIN_RULES.mobile,
    emailPattern:
      email?.acceptedPattern && email.acceptedPattern !== '*'
        ? email.acceptedPattern
        : DEFAULT_LOGIN_RULES.emailPattern,
  };
}
