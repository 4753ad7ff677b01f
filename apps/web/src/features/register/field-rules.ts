import { ACCOUNT_RULES, type RegisterFieldSetting } from '@platform/shared';
import { matchesPattern, type RuleIssue } from '../auth';

/**
 * The registration form of spec sections 4 and 5, derived from the merchant's field settings and
 * flags: which fields show on which tab, in what order, and whether a value passes.
 */

export type RegisterTab = 'username' | 'phone';

export interface RegisterFlags {
  /** REG3 and USERNAMEREG3. */
  username: boolean;
  /** REG3 and MOBILENUMREG3. */
  phone: boolean;
  /** MOBILENUMPASSREG3: phone registration asks for a password; otherwise the default one is used. */
  phonePassword: boolean;
  /** REGMOBVERF3: phone registration needs an SMS code. */
  smsVerification: boolean;
  /** PAYMENTPASS3: the payment password field may be shown. */
  paymentPassword: boolean;
}

export function registerFlags(on: ReadonlySet<string>): RegisterFlags {
  const open = on.has('REG3');
  return {
    username: open && on.has('USERNAMEREG3'),
    phone: open && on.has('MOBILENUMREG3'),
    phonePassword: on.has('MOBILENUMPASSREG3'),
    smsVerification: on.has('REGMOBVERF3'),
    paymentPassword: on.has('PAYMENTPASS3'),
  };
}

/** Tabs offered: both only when both ways are enabled. */
export function availableTabs(flags: RegisterFlags): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.username) tabs.push('username');
  if (flags.phone) tabs.push('phone');
  return tabs;
}

export type FieldKind = 'text' | 'password' | 'tel' | 'email' | 'captcha' | 'code' | 'confirm' | 'country';

/** One input of the form as rendered and checked. */
export interface FormField {
  key: string;
  kind: FieldKind;
  required: boolean;
  min: number;
  max: number;
  /** Accepted pattern; '*' or '' accepts anything. */
  pattern: string;
}

/** Keys of the derived fields: the password confirmation and the SMS code. */
export const CONFIRM_KEY = 'verifyPwd';
export const CODE_KEY = 'verificationCode';
/** The registration code field takes up to 255 characters. */
export const REGISTER_CODE_MAX = 255;

/** Keys that are never typed into the form (rebateId is skipped) or that the form derives itself. */
const NOT_RENDERED = new Set(['rebateId', CONFIRM_KEY, 'confirmPassword', CODE_KEY]);

const DEFAULTS: Record<'username' | 'password' | 'mobileNum', FormField> = {
  username: {
    key: 'username',
    kind: 'text',
    required: true,
    min: ACCOUNT_RULES.username.min,
    max: ACCOUNT_RULES.username.max,
    pattern: ACCOUNT_RULES.username.pattern,
  },
  password: {
    key: 'password',
    kind: 'password',
    required: true,
    min: ACCOUNT_RULES.password.min,
    max: ACCOUNT_RULES.password.max,
    pattern: '*',
  },
  mobileNum: {
    key: 'mobileNum',
    kind: 'tel',
    required: true,
    min: ACCOUNT_RULES.mobile.min,
    max: ACCOUNT_RULES.mobile.max,
    pattern: ACCOUNT_RULES.mobile.pattern,
  },
};

function kindOf(setting: RegisterFieldSetting): FieldKind {
  if (setting.key === 'captcha' || setting.type === 'captcha') return 'captcha';
  if (setting.key === 'countryDialingCode') return 'country';
  if (setting.key === 'password' || setting.key === 'paymentPassword' || setting.type === 'password')
    return 'password';
  if (setting.key === 'mobileNum' || setting.type === 'tel') return 'tel';
  if (setting.key === 'email' || setting.type === 'email') return 'email';
  return 'text';
}

function fromSetting(setting: RegisterFieldSetting): FormField {
  return {
    key: setting.key,
    kind: kindOf(setting),
    required: setting.required,
    min: setting.minLength,
    max: setting.maxLength,
    pattern: setting.acceptedPattern || '*',
  };
}

/**
 * The fields of one tab in order: the configured order, the password followed by
 * its confirmation, the phone number by its SMS code, and the captcha last. The username tab
 * always has a username and a password; the phone tab always has a mobile number and a password
 * only when the merchant asks for one.
 */
export function formFields(
  settings: readonly RegisterFieldSetting[],
  tab: RegisterTab,
  flags: RegisterFlags,
): FormField[] {
  const enabled = settings.filter((s) => s.enabled && !NOT_RENDERED.has(s.key));
  let fields = enabled.filter((s) => kindOf(s) !== 'captcha').map(fromSetting);
  const captcha = enabled.find((s) => kindOf(s) === 'captcha');

  const ensure = (key: 'username' | 'password' | 'mobileNum', atStart: boolean) => {
    const existing = fields.find((f) => f.key === key);
    if (existing) existing.required = true;
    else if (atStart) fields.unshift({ ...DEFAULTS[key] });
    else fields.push({ ...DEFAULTS[key] });
  };

  if (!flags.paymentPassword) fields = fields.filter((f) => f.key !== 'paymentPassword');
  if (tab === 'username') {
    ensure('password', true);
    ensure('username', true);
  } else {
    fields = fields.filter((f) => f.key !== 'username');
    if (flags.phonePassword) ensure('password', true);
    else fields = fields.filter((f) => f.key !== 'password');
    ensure('mobileNum', true);
  }
  // The dialing code belongs to a number; without a number field it has nothing to qualify.
  if (!fields.some((f) => f.key === 'mobileNum'))
    fields = fields.filter((f) => f.key !== 'countryDialingCode');

  const ordered: FormField[] = [];
  for (const field of fields) {
    ordered.push(field);
    if (field.key === 'password') {
      ordered.push({ ...field, key: CONFIRM_KEY, kind: 'confirm', required: true });
    }
    if (field.key === 'mobileNum' && tab === 'phone' && flags.smsVerification) {
      ordered.push({
        key: CODE_KEY,
        kind: 'code',
        required: true,
        min: 1,
        max: REGISTER_CODE_MAX,
        pattern: '*',
      });
    }
  }
  if (captcha) ordered.push({ ...fromSetting(captcha), required: true });
  return ordered;
}

/** What is wrong with a field: a message key and the bounds it names. */
export type FieldIssue = RuleIssue;

/** The message key of each field's rule; other fields share a generic one. */
const MESSAGE_OF: Record<string, string> = {
  username: 'reg_pattern_4',
  password: 'error_password',
  mobileNum: 'error_phone_number_limit',
  countryDialingCode: 'error_country_code_limit',
  email: 'in_email_incorrect',
  [CODE_KEY]: 'enter_verification_code',
  captcha: 'captcha_required',
};
export const GENERIC_FIELD_MESSAGE = 'reg_field_invalid';
export const CONFIRM_FIELD_MESSAGE = 'inconsistent_twice';
export const CONFIRM_EMPTY_MESSAGE = 'reg_hint_confirm';

/** Passwords are taken as typed; every other value loses surrounding blanks (as on the server). */
export function cleanValue(field: Pick<FormField, 'kind' | 'key'>, raw: string | undefined): string {
  const value = raw ?? '';
  return field.kind === 'password' || field.kind === 'confirm' ? value : value.trim();
}

/**
 * Checks one field as on blur: empty is fine for an optional field; otherwise the value
 * must lie within the length bounds and match the accepted pattern. The confirmation must equal
 * the password.
 */
export function checkField(
  field: FormField,
  values: Readonly<Record<string, string | undefined>>,
): FieldIssue | null {
  const value = cleanValue(field, values[field.key]);
  if (field.kind === 'confirm') {
    // An empty confirmation is missing, not different: say what to type.
    if (!value) return { key: CONFIRM_EMPTY_MESSAGE };
    return value === (values.password ?? '') ? null : { key: CONFIRM_FIELD_MESSAGE };
  }
  const issue: FieldIssue = {
    key: MESSAGE_OF[field.key] ?? GENERIC_FIELD_MESSAGE,
    min: field.min,
    max: field.max,
  };
  if (!value) return field.required ? issue : null;
  if (value.length < field.min || value.length > field.max) return issue;
  if (field.kind === 'country' && !/^\d+$/.test(value.replace(/^\+/, ''))) return issue;
  return matchesPattern(value, field.pattern) ? null : issue;
}

export type SubmitProblem =
  | { code: 'in_please_information'; field: string }
  | { code: 'in_confirmation_correct'; field: string }
  | { code: 'in_register_agreed' };

/**
 * The submit check, in its order: every field valid (a required one present, an
 * optional one valid when filled), the passwords equal, the terms accepted.
 */
export function submitProblem(
  fields: readonly FormField[],
  values: Readonly<Record<string, string | undefined>>,
  agreed: boolean,
): SubmitProblem | null {
  for (const field of fields) {
    if (field.kind === 'confirm') continue;
    if (checkField(field, values)) return { code: 'in_please_information', field: field.key };
  }
  const confirm = fields.find((f) => f.kind === 'confirm');
  if (confirm && checkField(confirm, values)) return { code: 'in_confirmation_correct', field: confirm.key };
  if (!agreed) return { code: 'in_register_agreed' };
  return null;
}
