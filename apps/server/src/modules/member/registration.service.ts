import {
  DEFAULT_PASSWORD,
  REGISTER_FORM_KEYS,
  type RegisterFormKey,
  type LoginValue,
  type RegisterFieldSetting,
  type RegisterRequest,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import type { CaptchaService } from '../captcha/index.js';
import type { VerificationService } from '../verification/index.js';
import type { LoginCompletion, ThirdPartyAuth } from '../session/index.js';
import { DEFAULT_RULES, countryDialingCode, satisfies, verificationCode } from './account-rules.js';
import type { AffiliateService } from './affiliate.service.js';
import type { MemberFactory } from './member-factory.js';
import type { MemberRepository } from './member.repository.js';
import type { MemberContacts, PasswordKind } from './member.tables.js';
import type { RuleBook } from './rule-book.js';

export type RegisterMode = 'username' | 'mobile' | 'autoUsername';

const MODE_FLAGS: Record<RegisterMode, string[]> = {
  username: ['REG3', 'USERNAMEREG3'],
  autoUsername: ['REG3', 'USERNAMEREG3'],
  mobile: ['REG3', 'MOBILENUMREG3'],
};

/** Widest value each column holds, whatever a merchant setting allows. */
const STORAGE_MAX: Record<RegisterFormKey, number> = {
  username: 32,
  password: 128,
  payeeName: 80,
  paymentPassword: 128,
  mobileNum: 16,
  countryDialingCode: 4,
  qqNum: 255,
  email: 254,
  line: 255,
  facebook: 255,
  whatsapp: 255,
  idNumber: 255,
  nickname: 40,
  recommenderId: 255,
  affiliateCode: 32,
  referralCode: 16,
};

function defaultField(key: 'username' | 'password' | 'mobileNum'): RegisterFieldSetting {
  const rule = {
    username: DEFAULT_RULES.username,
    password: DEFAULT_RULES.password,
    mobileNum: DEFAULT_RULES.mobile,
  }[key];
  return {
    key,
    enabled: true,
    required: true,
    type: key === 'password' ? 'password' : 'text',
    minLength: rule.min,
    maxLength: rule.max,
    acceptedPattern: rule.pattern,
    patternId: null,
  };
}

function valuesOf(body: RegisterRequest): Partial<Record<RegisterFormKey, string>> {
  const raw: Record<RegisterFormKey, string | null | undefined> = {
    username: body.username,
    password: body.password,
    payeeName: body.payeeName,
    paymentPassword: body.paymentPassword,
    mobileNum: body.mobileNum ?? body.mobileNo ?? body.mobile,
    countryDialingCode: body.countryDialingCode,
    qqNum: body.qqNum,
    email: body.email,
    line: body.line,
    facebook: body.facebook,
    whatsapp: body.whatsapp,
    idNumber: body.idNumber,
    nickname: body.nickname,
    recommenderId: body.recommenderId,
    affiliateCode: body.affiliateCode,
    referralCode: body.referralCode,
  };
  const values: Partial<Record<RegisterFormKey, string>> = {};
  for (const key of REGISTER_FORM_KEYS) {
    // Passwords are taken as typed; everything else loses surrounding blanks.
    const value = key === 'password' || key === 'paymentPassword' ? raw[key] : raw[key]?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** Told of every new member inside its transaction (fraud signals: device, address, payee name). */
export interface RegistrationSignals {
  registered(
    merchant: MerchantContext,
    member: { id: number; isAgent: number; createdAt: Date; payeeName: string | null },
    client: { ip: string; deviceId: string | null },
  ): Promise<void>;
}

interface Deps {
  signals?: RegistrationSignals;
  members: MemberRepository;
  factory: MemberFactory;
  rules: RuleBook;
  flags: FeatureFlags;
  captcha: CaptchaService;
  verification: VerificationService;
  affiliates: AffiliateService;
  thirdParty: ThirdPartyAuth;
  completion: LoginCompletion;
}

/**
 * Registration by username, by mobile number or with a generated username, enforcing the
 * merchant's field settings and answering a logged-in session like a login.
 */
export class RegistrationService {
  constructor(private readonly deps: Deps) {}

  /**
   * GET /wps/check/username: true while the name is free, username.exists once taken (in any
   * letter case). Only where usernames can be registered; rate-limited like registration.
   */
  async checkUsername(merchant: MerchantContext, username: string | null | undefined): Promise<true> {
    const on = await this.deps.flags.enabled(merchant);
    if (!MODE_FLAGS.username.every((flag) => on.has(flag))) throw new AppError('function.not.available');
    const name = username?.trim();
    if (!name) throw new AppError('request.invalid', 'username');
    if (await this.deps.members.findByUsername(merchant.id, name)) throw new AppError('username.exists');
    return true;
  }

  async register(
    merchant: MerchantContext,
    mode: RegisterMode,
    body: RegisterRequest,
    client: ClientInfo,
  ): Promise<LoginValue> {
    const on = await this.deps.flags.enabled(merchant);
    if (!MODE_FLAGS[mode].every((flag) => on.has(flag))) throw new AppError('function.not.available');
    if (body.agreed === false) throw new AppError('in_register_agreed');

    const configured = await this.deps.rules.fields(merchant);
    const fields = new Map(configured.filter((f) => f.enabled).map((f) => [f.key, f]));
    const values = valuesOf(body);

    // The username is typed only in username mode; the other modes generate one.
    if (mode === 'username')
      fields.set('username', { ...(fields.get('username') ?? defaultField('username')), required: true });
    else {
      fields.delete('username');
      delete values.username;
    }
    if (mode === 'mobile')
      fields.set('mobileNum', { ...(fields.get('mobileNum') ?? defaultField('mobileNum')), required: true });

    // A phone registration without a password gets the well-known default, flagged for change.
    let passwordKind: PasswordKind = 'set';
    const noPassword = !values.password || values.password === DEFAULT_PASSWORD;
    if (mode === 'mobile' && !on.has('MOBILENUMPASSREG3') && noPassword) {
      fields.delete('password');
      values.password = DEFAULT_PASSWORD;
      passwordKind = 'default';
    } else {
      fields.set('password', { ...(fields.get('password') ?? defaultField('password')), required: true });
    }

    this.checkFields(fields, values);
    if (passwordKind === 'set') {
      const confirmations = [body.verifyPwd, body.confirmPassword].filter(
        (v) => v !== null && v !== undefined,
      );
      // The field's phone form ({mobile, password, captcha, referralCode}) confirms on its side only.
      const unconfirmed = confirmations.length === 0 && mode !== 'mobile';
      if (unconfirmed || confirmations.some((c) => c !== values.password)) {
        throw new AppError('in_confirmation_correct');
      }
    }
    const accepted = (key: RegisterFormKey): string | null =>
      fields.has(key) ? (values[key] ?? null) : null;
    const mobile = accepted('mobileNum');
    // The dialing code belongs to the number, whether or not the form shows a field for it.
    const dialing = mobile ? countryDialingCode(values.countryDialingCode) : null;

    if (fields.has('captcha')) await this.deps.captcha.check(merchant, client.captchaId, body.captcha);
    // Taken names and numbers are told only past the captcha, and before an SMS code is used up.
    const username = accepted('username');
    if (username && (await this.deps.members.findByUsername(merchant.id, username))) {
      throw new AppError('username.exists');
    }
    if (mobile && (await this.deps.members.findByMobile(merchant.id, mobile)))
      throw new AppError('mobile.exists');
    if (mode === 'mobile' && on.has('REGMOBVERF3')) {
      const code = verificationCode(body.verificationCode, 255);
      await this.deps.verification.verify(merchant, 'sms', 'register', mobile!, code);
    }

    // Affiliate and referral codes also arrive in links, so they count even when the form has no field for them.
    const placement = await this.deps.affiliates.placement(merchant, values.affiliateCode, body.domain);
    const upline = placement.upline;
    const referrer = values.referralCode
      ? await this.deps.members.findByReferralCode(merchant.id, values.referralCode)
      : null;
    if (values.referralCode && !referrer) throw new AppError('referral.code.invalid');

    const telegram = body.telegramAuth
      ? await this.deps.thirdParty.telegram(merchant, body.telegramAuth)
      : null;
    const firebase = body.firebaseIdToken2
      ? await this.deps.thirdParty.firebase(merchant, body.firebaseIdToken2, body.firebaseChannel2)
      : null;
    if (telegram && (await this.deps.members.findByIdentity(merchant.id, 'telegram', telegram.id))) {
      throw new AppError('identity.already.bound');
    }
    if (firebase && (await this.deps.members.findByIdentity(merchant.id, 'firebase', firebase.uid))) {
      throw new AppError('identity.already.bound');
    }

    const contacts: MemberContacts = {};
    for (const key of ['qqNum', 'line', 'facebook', 'whatsapp', 'idNumber', 'recommenderId'] as const) {
      const value = accepted(key);
      if (value) contacts[key] = value;
    }
    if (body.linkId?.trim()) contacts.linkId = body.linkId.trim();
    if (placement.registerCode) contacts.registerCode = placement.registerCode;
    const method = body.registerMethod?.trim().toUpperCase() ?? '';

    const member = await this.deps.members.transaction(async (repository) => {
      const created = await this.deps.factory.create(repository, merchant, {
        ...(username ? { username } : { usernamePrefix: mode === 'mobile' ? 'm' : 'u' }),
        password: values.password!,
        passwordKind,
        paymentPassword: accepted('paymentPassword'),
        nickname: accepted('nickname'),
        mobileNo: mobile,
        countryDialingCode: dialing,
        email: accepted('email'),
        payeeName: accepted('payeeName'),
        uplineId: upline?.id ?? null,
        isAgent: placement.isAgent,
        referrerId: referrer?.id ?? null,
        contacts,
        language: client.language,
        registerIp: client.ip,
        registerDomain: body.domain?.trim().toLowerCase() || null,
        registerMethod: /^[A-Z0-9_]{1,16}$/.test(method) ? method : 'WEB',
      });
      for (const [provider, subject] of [
        ['telegram', telegram?.id],
        ['firebase', firebase?.uid],
      ] as const) {
        if (!subject) continue;
        const owner = await repository.bindIdentity(merchant.id, provider, subject, created.id);
        if (owner !== created.id) throw new AppError('identity.already.bound');
      }
      await this.deps.signals?.registered(merchant, created, client);
      return created;
    });
    return this.deps.completion.issue(merchant, member, client);
  }

  /**
   * A required field must be present and valid; an optional one, when filled, valid
   * (in_please_information naming the field). rebateId, the captcha and the SMS code
   * are not values of this kind.
   */
  private checkFields(
    fields: Map<string, RegisterFieldSetting>,
    values: Partial<Record<RegisterFormKey, string>>,
  ) {
    for (const key of REGISTER_FORM_KEYS) {
      const field = fields.get(key);
      if (!field) continue;
      const value = values[key];
      const rule = { min: field.minLength, max: field.maxLength, pattern: field.acceptedPattern };
      const detail = { field: key, min: field.minLength, max: field.maxLength };
      if (!value) {
        if (field.required) throw new AppError('in_please_information', undefined, detail);
        continue;
      }
      if (!satisfies(value, rule) || value.length > STORAGE_MAX[key]) {
        throw new AppError('in_please_information', undefined, detail);
      }
    }
  }
}
