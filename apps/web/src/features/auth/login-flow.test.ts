import { describe, expect, it } from 'vitest';
import {
  classifyLoginError,
  demandsCaptcha,
  failedField,
  firstEmptyField,
  mustChangePassword,
  redirectAfterLogin,
  safeNext,
  twoFactorTabs,
  wantsCpwFlag,
} from './login-flow';

const challenge = {
  payeeName: false,
  sms: true,
  ga: true,
  email: false,
  userName: 'demo002',
  ticket: 'abc',
  expiresIn: 300,
};

describe('login answers', () => {
  it('login_verify_required opens the two-factor step with the required methods', () => {
    expect(classifyLoginError({ code: 'login_verify_required', value: challenge })).toEqual({
      kind: 'twoFactor',
      challenge,
    });
  });

  it('bind_customer_required opens the bind dialog', () => {
    const offer = { provider: 'telegram', autoCreate: false, manualRegister: true };
    expect(classifyLoginError({ code: 'bind_customer_required', value: offer })).toEqual({
      kind: 'bind',
      offer,
    });
  });

  it('a malformed challenge is an ordinary failure', () => {
    expect(classifyLoginError({ code: 'login_verify_required', value: { ticket: 1 } })).toEqual({
      kind: 'failed',
      captcha: false,
    });
  });

  it('the captcha flag of a failure, or a captcha code, demands a captcha', () => {
    expect(classifyLoginError({ code: 'login.failed', value: { captcha: true } })).toEqual({
      kind: 'failed',
      captcha: true,
    });
    expect(demandsCaptcha({ code: 'login.failed', value: { captcha: false } })).toBe(false);
    expect(demandsCaptcha({ code: 'captcha_required', value: null })).toBe(true);
    expect(demandsCaptcha({ code: 'captcha_invalid' })).toBe(true);
    expect(demandsCaptcha({ code: 'login.failed', value: 'captcha' })).toBe(false);
  });

  it('passwordExpired holds the login for a password change; cpw on first login or expiry', () => {
    expect(mustChangePassword({ passwordExpired: true })).toBe(true);
    expect(mustChangePassword({ passwordExpired: false })).toBe(false);
    expect(wantsCpwFlag({ firstTimeLogin: true, passwordExpired: false })).toBe(true);
    expect(wantsCpwFlag({ firstTimeLogin: false, passwordExpired: true })).toBe(true);
    expect(wantsCpwFlag({ firstTimeLogin: false, passwordExpired: false })).toBe(false);
  });
});

describe('two-factor', () => {
  it('shows tabs only for required methods, payee name, SMS, authenticator, e-mail', () => {
    expect(twoFactorTabs(challenge)).toEqual(['S', 'G']);
    expect(twoFactorTabs({ payeeName: true, sms: true, ga: true, email: true })).toEqual([
      'P',
      'S',
      'G',
      'E',
    ]);
    expect(twoFactorTabs({ payeeName: false, sms: false, ga: false, email: false })).toEqual([]);
  });

  it('finds the first empty field of the chosen method', () => {
    expect(firstEmptyField('S', { mobileNum: '0812345678', verificationCode: ' ' })).toBe('verificationCode');
    expect(firstEmptyField('S', {})).toBe('mobileNum');
    expect(firstEmptyField('G', { authCode: '123456' })).toBeNull();
    expect(firstEmptyField('E', { email: 'a@b.co' })).toBe('verificationCode');
    expect(firstEmptyField('P', { payeeName: '' })).toBe('payeeName');
  });

  it('focuses the code after a refusal, or the only field', () => {
    expect(failedField('S')).toBe('verificationCode');
    expect(failedField('E')).toBe('verificationCode');
    expect(failedField('G')).toBe('authCode');
    expect(failedField('P')).toBe('payeeName');
  });
});

describe('where a login goes (spec 2)', () => {
  it('the configured next page wins', () => {
    expect(redirectAfterLogin('/login', '/member')).toBe('/member');
    expect(redirectAfterLogin('/lott', '/promotions?id=3')).toBe('/promotions?id=3');
  });

  it('/ from the register or login page, otherwise stay', () => {
    expect(redirectAfterLogin('/register', null)).toBe('/');
    expect(redirectAfterLogin('/register.html', null)).toBe('/');
    expect(redirectAfterLogin('/login', null)).toBe('/');
    expect(redirectAfterLogin('/lott', null)).toBeNull();
  });

  it('never follows a next page off the site or back to login', () => {
    expect(safeNext('https://evil.test/')).toBeNull();
    expect(safeNext('//evil.test/')).toBeNull();
    expect(safeNext('/\\evil.test')).toBeNull();
    expect(safeNext('/login?next=/x')).toBeNull();
    expect(safeNext('/register')).toBeNull();
    expect(safeNext('/member\n')).toBe('/member');
    expect(safeNext('/mem\u0000ber')).toBeNull();
    expect(redirectAfterLogin('/login', 'javascript:alert(1)')).toBe('/');
  });
});
