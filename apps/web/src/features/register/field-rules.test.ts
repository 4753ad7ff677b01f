import { describe, expect, it } from 'vitest';
import type { RegisterFieldSetting } from '@platform/shared';
import {
  availableTabs,
  checkField,
  formFields,
  registerFlags,
  submitProblem,
  type FormField,
  type RegisterFlags,
} from './field-rules';

function setting(key: string, extra: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting {
  return {
    key,
    enabled: true,
    required: false,
    type: 'text',
    minLength: 1,
    maxLength: 20,
    acceptedPattern: '*',
    patternId: null,
    ...extra,
  };
}

const SETTINGS: RegisterFieldSetting[] = [
  setting('username', { required: true, minLength: 6, maxLength: 13, acceptedPattern: '^[A-Za-z0-9]+$' }),
  setting('captcha', { required: true, type: 'captcha', minLength: 4, maxLength: 6 }),
  setting('password', { required: true, type: 'password', minLength: 6, maxLength: 16 }),
  setting('mobileNum', { type: 'tel', minLength: 10, maxLength: 16, acceptedPattern: '^[0-9]+$' }),
  setting('rebateId', { required: true }),
  setting('email', {
    type: 'email',
    minLength: 5,
    maxLength: 254,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  }),
  setting('nickname', { enabled: false }),
  setting('paymentPassword', { type: 'password', minLength: 6, maxLength: 6 }),
  setting('affiliateCode', { minLength: 4, maxLength: 16 }),
];

const ALL_ON: RegisterFlags = {
  username: true,
  phone: true,
  phonePassword: true,
  smsVerification: true,
  paymentPassword: true,
};

const keys = (fields: FormField[]) => fields.map((f) => f.key);

describe('registerFlags', () => {
  it('needs REG3 over each way of registering', () => {
    const flags = registerFlags(new Set(['USERNAMEREG3', 'MOBILENUMREG3']));
    expect(availableTabs(flags)).toEqual([]);
    expect(availableTabs(registerFlags(new Set(['REG3', 'MOBILENUMREG3'])))).toEqual(['phone']);
    expect(availableTabs(registerFlags(new Set(['REG3', 'USERNAMEREG3', 'MOBILENUMREG3'])))).toEqual([
      'username',
      'phone',
    ]);
  });
});

describe('formFields', () => {
  it('keeps the configured order, adds the confirmation after the password and puts the captcha last', () => {
    expect(keys(formFields(SETTINGS, 'username', ALL_ON))).toEqual([
      'username',
      'password',
      'verifyPwd',
      'mobileNum',
      'email',
      'paymentPassword',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('skips rebateId and disabled fields, and the payment password without PAYMENTPASS3', () => {
    const fields = keys(formFields(SETTINGS, 'username', { ...ALL_ON, paymentPassword: false }));
    expect(fields).not.toContain('rebateId');
    expect(fields).not.toContain('nickname');
    expect(fields).not.toContain('paymentPassword');
  });

  it('phone tab: no username, a required number followed by the SMS code when REGMOBVERF3 is on', () => {
    const fields = formFields(SETTINGS, 'phone', ALL_ON);
    expect(keys(fields)).toEqual([
      'password',
      'verifyPwd',
      'mobileNum',
      'verificationCode',
      'email',
      'paymentPassword',
      'affiliateCode',
      'captcha',
    ]);
    expect(fields.find((f) => f.key === 'mobileNum')?.required).toBe(true);
    expect(fields.find((f) => f.key === 'verificationCode')?.max).toBe(255);
  });

  it('phone tab without MOBILENUMPASSREG3 asks no password, without REGMOBVERF3 no code', () => {
    const fields = keys(
      formFields(SETTINGS, 'phone', { ...ALL_ON, phonePassword: false, smsVerification: false }),
    );
    expect(fields).not.toContain('password');
    expect(fields).not.toContain('verifyPwd');
    expect(fields).not.toContain('verificationCode');
  });

  it('adds the default username, password and number rules when the merchant configures none', () => {
    const username = formFields([], 'username', ALL_ON);
    expect(keys(username)).toEqual(['username', 'password', 'verifyPwd']);
    expect(username[0]).toMatchObject({ min: 6, max: 13, required: true });
    const phone = formFields([], 'phone', ALL_ON);
    expect(keys(phone)).toEqual(['mobileNum', 'verificationCode', 'password', 'verifyPwd']);
  });

  it('no SMS code on the username tab even with REGMOBVERF3', () => {
    expect(keys(formFields(SETTINGS, 'username', ALL_ON))).not.toContain('verificationCode');
  });
});

describe('checkField', () => {
  const fields = formFields(SETTINGS, 'username', ALL_ON);
  const field = (key: string) => fields.find((f) => f.key === key)!;

  it('checks length and pattern with the rule message and bounds', () => {
    expect(checkField(field('username'), { username: 'abc' })).toEqual({
      key: 'reg_pattern_4',
      min: 6,
      max: 13,
    });
    expect(checkField(field('username'), { username: 'abc_def1' })).toEqual({
      key: 'reg_pattern_4',
      min: 6,
      max: 13,
    });
    expect(checkField(field('username'), { username: '  abcdef1 ' })).toBeNull();
  });

  it("'*' accepts anything within the length", () => {
    expect(checkField(field('password'), { password: '!! ??%%' })).toBeNull();
    expect(checkField(field('password'), { password: '12345' })).toEqual({
      key: 'error_password',
      min: 6,
      max: 16,
    });
  });

  it('an optional field may stay empty but must be valid when filled', () => {
    expect(checkField(field('email'), { email: '' })).toBeNull();
    expect(checkField(field('email'), { email: 'nope' })).toMatchObject({ key: 'in_email_incorrect' });
    expect(checkField(field('affiliateCode'), { affiliateCode: 'AB' })).toEqual({
      key: 'reg_field_invalid',
      min: 4,
      max: 16,
    });
  });

  it('a broken pattern accepts nothing', () => {
    const broken = { ...field('affiliateCode'), pattern: '([' };
    expect(checkField(broken, { affiliateCode: 'GOLD8888' })).not.toBeNull();
  });

  it('the confirmation must equal the password', () => {
    expect(checkField(field('verifyPwd'), { password: 'secret1', verifyPwd: 'secret2' })).toEqual({
      key: 'inconsistent_twice',
    });
    expect(checkField(field('verifyPwd'), { password: 'secret1', verifyPwd: 'secret1' })).toBeNull();
  });

  it('an empty confirmation asks for the password again instead of calling it different', () => {
    expect(checkField(field('verifyPwd'), { password: 'secret1', verifyPwd: '' })).toEqual({
      key: 'reg_hint_confirm',
    });
    expect(checkField(field('verifyPwd'), { password: '', verifyPwd: '' })).toEqual({
      key: 'reg_hint_confirm',
    });
  });
});

describe('submitProblem', () => {
  const fields = formFields(SETTINGS, 'username', ALL_ON);
  const valid = {
    username: 'newplayer1',
    password: 'secret12',
    verifyPwd: 'secret12',
    captcha: 'AB12',
  };

  it('passes a complete form', () => {
    expect(submitProblem(fields, valid, true)).toBeNull();
  });

  it('in_please_information for a missing required or a bad optional field', () => {
    expect(submitProblem(fields, { ...valid, captcha: '' }, true)).toEqual({
      code: 'in_please_information',
      field: 'captcha',
    });
    expect(submitProblem(fields, { ...valid, email: 'x@' }, true)).toEqual({
      code: 'in_please_information',
      field: 'email',
    });
  });

  it('in_confirmation_correct when the passwords differ, after the field checks', () => {
    expect(submitProblem(fields, { ...valid, verifyPwd: 'secret13' }, true)).toEqual({
      code: 'in_confirmation_correct',
      field: 'verifyPwd',
    });
  });

  it('in_register_agreed when the terms are not accepted', () => {
    expect(submitProblem(fields, valid, false)).toEqual({ code: 'in_register_agreed' });
  });
});
