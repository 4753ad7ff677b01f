import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, registerRequest, type RegisterFieldSetting } from '@platform/shared';
import { formFields, type RegisterFlags } from './field-rules';
import { buildRegisterPayload } from './payload';

const ON: RegisterFlags = {
  username: true,
  phone: true,
  phonePassword: true,
  smsVerification: true,
  paymentPassword: true,
};

const SETTINGS: RegisterFieldSetting[] = [
  'username',
  'password',
  'mobileNum',
  'countryDialingCode',
  'email',
  'rebateId',
  'affiliateCode',
  'captcha',
].map((key) => ({
  key,
  enabled: true,
  required: key === 'captcha',
  type: key === 'captcha' ? 'captcha' : 'text',
  minLength: 1,
  maxLength: 40,
  acceptedPattern: '*',
  patternId: null,
}));

const PAGE = { href: 'http://www.example.test/register?referralCode=LUCKY001', hostname: 'www.example.test' };

describe('buildRegisterPayload', () => {
  it('username tab: the shown fields, both confirmations, where and how, never rebateId', () => {
    const { call, body, usesDefaultPassword } = buildRegisterPayload({
      tab: 'username',
      fields: formFields(SETTINGS, 'username', ON),
      values: {
        username: '  player01 ',
        password: ' pass word ',
        verifyPwd: ' pass word ',
        email: '',
        rebateId: '99',
        captcha: 'AB12',
        countryDialingCode: '+66',
        mobileNum: '0812345670',
      },
      referralCode: 'LUCKY001',
      deviceId: 'd'.repeat(36),
      ...PAGE,
    });
    expect(call.path).toBe('/wps/member/register');
    expect(usesDefaultPassword).toBe(false);
    expect(body).toEqual({
      username: 'player01',
      password: ' pass word ',
      verifyPwd: ' pass word ',
      confirmPassword: ' pass word ',
      mobileNum: '0812345670',
      countryDialingCode: '66',
      captcha: 'AB12',
      referralCode: 'LUCKY001',
      loginDeviceId: 'd'.repeat(36),
      registerMethod: 'WEB',
      registerUrl: PAGE.href,
      domain: 'www.example.test',
      agreed: true,
    });
    // The server's schema accepts what the client builds.
    expect(registerRequest.safeParse(body).success).toBe(true);
  });

  it('phone tab without a password field sends the default password and says so', () => {
    const fields = formFields(SETTINGS, 'phone', { ...ON, phonePassword: false });
    const { call, body, usesDefaultPassword } = buildRegisterPayload({
      tab: 'phone',
      fields,
      values: {
        mobileNum: '0899999999',
        verificationCode: ' 123456 ',
        captcha: 'XY34',
        username: 'ignored1',
      },
      ...PAGE,
    });
    expect(call.path).toBe('/wps/member/register/mobile');
    expect(usesDefaultPassword).toBe(true);
    expect(body).toMatchObject({
      mobileNum: '0899999999',
      mobileNo: '0899999999',
      verificationCode: '123456',
      password: DEFAULT_PASSWORD,
      verifyPwd: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    expect(body.username).toBeUndefined();
  });

  it('a typed affiliate code wins over the link one; the link one applies when none is typed', () => {
    const fields = formFields(SETTINGS, 'username', ON);
    const base = { tab: 'username' as const, fields, linkAffiliateCode: 'GOLD8888', ...PAGE };
    expect(buildRegisterPayload({ ...base, values: { affiliateCode: 'SILVER77' } }).body.affiliateCode).toBe(
      'SILVER77',
    );
    expect(buildRegisterPayload({ ...base, values: {} }).body.affiliateCode).toBe('GOLD8888');
  });

  it('carries a Telegram sign-in handed over by the bind dialog', () => {
    const telegramAuth = { id: 42, auth_date: 1700000000, hash: 'a'.repeat(64), first_name: 'Lee' };
    const { body } = buildRegisterPayload({
      tab: 'username',
      fields: formFields(SETTINGS, 'username', ON),
      values: {},
      telegramAuth,
      ...PAGE,
    });
    expect(body.telegramAuth).toEqual(telegramAuth);
  });

  it('carries a Firebase sign-in handed over by the bind dialog as firebaseChannel2 and firebaseIdToken2', () => {
    const base = {
      tab: 'username' as const,
      fields: formFields(SETTINGS, 'username', ON),
      values: {},
      ...PAGE,
    };
    const { body } = buildRegisterPayload({
      ...base,
      firebase: { channel: 'facebook', idToken: 'eyJ.id.token' },
    });
    expect(body.firebaseChannel2).toBe('facebook');
    expect(body.firebaseIdToken2).toBe('eyJ.id.token');
    const without = buildRegisterPayload(base).body;
    expect(without.firebaseChannel2).toBeUndefined();
    expect(without.firebaseIdToken2).toBeUndefined();
  });
});
