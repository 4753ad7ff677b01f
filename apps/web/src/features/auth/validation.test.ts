import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkCode,
  checkConfirm,
  checkCountryCode,
  checkEmail,
  checkLoginMobile,
  checkMobile,
  checkPassword,
  checkPasswordChange,
  checkPasswordLogin,
  checkUsername,
  issueText,
  rulesFromSettings,
  DEFAULT_LOGIN_RULES,
} from './validation';

const TEXTS: Record<string, string> = {
  reg_pattern_4: 'Username must be {min}-{max} letters or digits.',
  error_phone_number_limit: '手机号码须为{min}-{max}位数字。',
  error_password: 'パスワードは{min}〜{max}文字で入力してください。',
};
const t = (key: string) => TEXTS[key] ?? key;

describe('login field rules (spec 5)', () => {
  it('username: letters and digits, 6-13, trimmed', () => {
    expect(checkUsername('demo001')).toBeNull();
    expect(checkUsername('  demo001  ')).toBeNull();
    expect(checkUsername('demo')).toEqual({ key: 'reg_pattern_4', min: 6, max: 13 });
    expect(checkUsername('demo_001')?.key).toBe('reg_pattern_4');
    expect(checkUsername('a'.repeat(14))?.key).toBe('reg_pattern_4');
    expect(checkUsername('')?.key).toBe('reg_pattern_4');
  });

  it('password: 6-16 characters, taken as typed', () => {
    expect(checkPassword('demo1234')).toBeNull();
    expect(checkPassword('12345')).toEqual({ key: 'error_password', min: 6, max: 16 });
    expect(checkPassword('x'.repeat(17))?.key).toBe('error_password');
    expect(checkPassword('  abcd  ')).toBeNull();
  });

  it('mobile: digits only, 10-16', () => {
    expect(checkMobile('0812345678')).toBeNull();
    expect(checkMobile('081234567')).toEqual({ key: 'error_phone_number_limit', min: 10, max: 16 });
    expect(checkMobile('08123456ab')?.key).toBe('error_phone_number_limit');
    expect(checkLoginMobile('0812345678')).toBeNull();
    expect(checkLoginMobile('+66812345678')).toEqual({ key: 'br_enright_cphone' });
  });

  it('country code: optional, 1-3 digits, a leading + allowed', () => {
    expect(checkCountryCode('')).toBeNull();
    expect(checkCountryCode('66')).toBeNull();
    expect(checkCountryCode('+852')).toBeNull();
    expect(checkCountryCode('8521')).toEqual({ key: 'error_country_code_limit', min: 1, max: 3 });
    expect(checkCountryCode('6a')?.key).toBe('error_country_code_limit');
  });

  it('code: 1-10 of anything, required', () => {
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('')).toEqual({ key: 'enter_verification_code' });
    expect(checkCode('x'.repeat(11))).toEqual({ key: 'enter_verification_code' });
  });

  it('confirmation must equal the password', () => {
    expect(checkConfirm('abc123', 'abc123')).toBeNull();
    expect(checkConfirm('abc123', 'abc124')).toEqual({ key: 'inconsistent_twice' });
    expect(checkConfirm('', '')).toEqual({ key: 'inconsistent_twice' });
  });

  it('login needs both username and password (in_incorrect_password)', () => {
    expect(checkPasswordLogin('demo001', 'demo1234')).toBeNull();
    expect(checkPasswordLogin('   ', 'demo1234')).toEqual({ key: 'in_incorrect_password' });
    expect(checkPasswordLogin('demo001', '')).toEqual({ key: 'in_incorrect_password' });
  });

  it('password change: pattern then confirmation', () => {
    const rule = { min: 6, max: 16, pattern: '^(?=.*[a-z])(?=.*\\d).+$' };
    expect(checkPasswordChange({ newPassword: 'abc123', confirmNewPassword: 'abc123', rule })).toBeNull();
    expect(checkPasswordChange({ newPassword: 'abcdef', confirmNewPassword: 'abcdef', rule })).toEqual({
      key: 'in_password_incorrect',
    });
    expect(checkPasswordChange({ newPassword: 'abc', confirmNewPassword: 'abc' })).toEqual({
      key: 'in_password_incorrect',
    });
    expect(checkPasswordChange({ newPassword: 'abc123', confirmNewPassword: 'abc12' })).toEqual({
      key: 'in_confirmation_correct',
    });
  });

  it('forgot password: account required, e-mail by pattern', () => {
    expect(checkAccount(' ')).toEqual({ key: 'in_account_incorrect' });
    expect(checkAccount('demo001')).toBeNull();
    expect(checkEmail('demo001@goldenlotus.test')).toBeNull();
    expect(checkEmail('demo001@')).toEqual({ key: 'in_email_incorrect' });
    expect(checkEmail('a@b.co', '^[a-z]+@b\\.co$')).toBeNull();
    expect(checkEmail('a1@b.co', '^[a-z]+@b\\.co$')).toEqual({ key: 'in_email_incorrect' });
  });
});

describe('messages', () => {
  it('fill min and max', () => {
    expect(issueText({ key: 'reg_pattern_4', min: 6, max: 13 }, t)).toBe(
      'Username must be 6-13 letters or digits.',
    );
  });

  it('show one number when min equals max, in any language separator', () => {
    expect(checkMobile('123', { min: 11, max: 11 })).toEqual({
      key: 'error_phone_number_limit',
      min: 11,
      max: 11,
    });
    expect(issueText({ key: 'error_phone_number_limit', min: 11, max: 11 }, t)).toBe(
      '手机号码须为11位数字。',
    );
    expect(issueText({ key: 'error_password', min: 8, max: 8 }, t)).toBe(
      'パスワードは8文字で入力してください。',
    );
  });

  it('leave keys without bounds as they are', () => {
    expect(issueText({ key: 'in_incorrect_password' }, t)).toBe('in_incorrect_password');
  });
});

describe('merchant overrides', () => {
  const setting = (key: string, minLength: number, maxLength: number, acceptedPattern = '*') => ({
    key,
    enabled: true,
    minLength,
    maxLength,
    acceptedPattern,
  });

  it('take bounds and patterns from the register settings', () => {
    const rules = rulesFromSettings([
      setting('username', 4, 10, '^[a-z0-9]+$'),
      setting('password', 8, 20, '^(?=.*\\d).+$'),
      setting('mobileNum', 11, 11, '^1\\d+$'),
      setting('email', 5, 254, '^.+@example\\.com$'),
    ]);
    expect(rules.username).toEqual({ min: 4, max: 10, pattern: '^[a-z0-9]+$' });
    expect(checkUsername('Abcd', rules.username)?.key).toBe('reg_pattern_4');
    expect(checkUsername('abcd', rules.username)).toBeNull();
    expect(checkPassword('1234567', rules.password)).toEqual({ key: 'error_password', min: 8, max: 20 });
    expect(checkMobile('13800000000', rules.mobile)).toBeNull();
    expect(checkMobile('23800000000', rules.mobile)?.key).toBe('error_phone_number_limit');
    expect(rules.emailPattern).toBe('^.+@example\\.com$');
  });

  it('keep the defaults for missing or nonsense settings', () => {
    expect(rulesFromSettings([])).toEqual(DEFAULT_LOGIN_RULES);
    expect(rulesFromSettings([setting('username', 10, 2)]).username).toEqual(DEFAULT_LOGIN_RULES.username);
  });

  it('a pattern that does not compile accepts nothing', () => {
    expect(checkUsername('demo001', { min: 6, max: 13, pattern: '([' })?.key).toBe('reg_pattern_4');
  });
});
