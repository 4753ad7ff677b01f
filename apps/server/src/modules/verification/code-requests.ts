import type { LanguageCode } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import type { CaptchaService } from '../captcha/index.js';
import {
  countryDialingCode,
  mobileNumber,
  normaliseEmail,
  satisfies,
  type MemberRepository,
  type RuleBook,
} from '../member/index.js';
import type { VerificationService } from './verification.service.js';

export interface Requester {
  ip: string;
  language: LanguageCode;
  captchaId: string | null;
}

/** The code-sending calls: who may ask, and where a code goes. */
export class CodeRequestService {
  constructor(
    private readonly verification: VerificationService,
    private readonly members: Pick<MemberRepository, 'findByMobile' | 'findByEmail'>,
    private readonly rules: Pick<RuleBook, 'rules'>,
    private readonly flags: Pick<FeatureFlags, 'require'>,
    private readonly captcha: Pick<CaptchaService, 'check'>,
  ) {}

  /**
   * A login code (SMS login, SMS two-factor). Sent only to a number that has an account, but the
   * answer and the limits are the same either way, so the call does not tell which numbers do.
   */
  async smsForLogin(
    merchant: MerchantContext,
    input: { mobileNum?: string | null; countryDialingCode?: string | null; captcha?: string | null },
    requester: Requester,
  ) {
    const rules = await this.rules.rules(merchant);
    const mobile = mobileNumber(input.mobileNum, 'br_enright_cphone', rules.mobile);
    const dialing = countryDialingCode(input.countryDialingCode);
    await this.captcha.check(merchant, requester.captchaId, input.captcha);
    const member = await this.members.findByMobile(merchant.id, mobile);
    const deliver = Boolean(member && member.status === 'A');
    return this.verification.sendCode(merchant, {
      channel: 'sms',
      purpose: 'login',
      recipient: mobile,
      countryDialingCode: dialing ?? member?.countryDialingCode ?? null,
      language: requester.language,
      ip: requester.ip,
      deliver,
    });
  }

  /** A registration code for a number that has no account yet. */
  async smsForRegistration(
    merchant: MerchantContext,
    input: { mobileNo?: string | null; countryDialingCode?: string | null },
    requester: Requester,
    field: 'mobileNo' | 'mobileNum' = 'mobileNo',
  ) {
    await this.flags.require(merchant, 'REG3');
    const rules = await this.rules.rules(merchant);
    const mobile = mobileNumber(input.mobileNo, 'br_enright_cphone', rules.mobile, field);
    const dialing = countryDialingCode(input.countryDialingCode);
    if (await this.members.findByMobile(merchant.id, mobile)) throw new AppError('mobile.exists');
    return this.verification.sendCode(merchant, {
      channel: 'sms',
      purpose: 'register',
      recipient: mobile,
      countryDialingCode: dialing,
      language: requester.language,
      ip: requester.ip,
      deliver: true,
    });
  }

  /** The newer clients' single call: the operation type names which of the two codes is meant. */
  async smsFor(
    merchant: MerchantContext,
    input: {
      operationType: 'REGISTER' | 'LOGIN';
      mobileNum?: string | null;
      countryDialingCode?: string | null;
      captcha?: string | null;
    },
    requester: Requester,
  ) {
    const { operationType, mobileNum, countryDialingCode, captcha } = input;
    return operationType === 'REGISTER'
      ? this.smsForRegistration(merchant, { mobileNo: mobileNum, countryDialingCode }, requester, 'mobileNum')
      : this.smsForLogin(merchant, { mobileNum, countryDialingCode, captcha }, requester);
  }

  /** An e-mail login code for the e-mail two-factor method; same secrecy as smsForLogin. */
  async emailForLogin(
    merchant: MerchantContext,
    input: { email?: string | null; captcha?: string | null },
    requester: Requester,
  ) {
    const rules = await this.rules.rules(merchant);
    const email = normaliseEmail(input.email ?? '');
    if (!satisfies(email, rules.email)) throw new AppError('in_email_incorrect');
    await this.captcha.check(merchant, requester.captchaId, input.captcha);
    const member = await this.members.findByEmail(merchant.id, email);
    return this.verification.sendCode(merchant, {
      channel: 'email',
      purpose: 'login',
      recipient: email,
      language: requester.language,
      ip: requester.ip,
      deliver: Boolean(member && member.status === 'A'),
    });
  }
}
