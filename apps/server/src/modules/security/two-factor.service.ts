import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { LoginVerificationRequest, SecurityConfig, TwoFactorRequirement } from '@platform/shared';
import { seal, unseal } from '../../platform/crypto.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import {
  isTrialAccount,
  maskEmail,
  maskMobile,
  normaliseEmail,
  required,
  type MemberRepository,
  type MemberRow,
} from '../member/index.js';
import type { SecretStore } from './secret-store.js';
import type { TwoFactorRepository } from './security.repository.js';

const PERIOD_SECONDS = 30;
/** An enrolment not confirmed within this time must be started again. */
const ENROLMENT_TTL_MS = 15 * 60_000;

/** The member a call is made for: the member of the caller's session. */
export interface MemberCaller {
  memberId: number;
  isAgent: number;
}

/**
 * Checks a one-time code sent to a number or address (the verification module's service). A
 * code that does not match fails with verification.code.invalid.
 */
export interface LoginCodeCheck {
  verify(
    merchant: MerchantContext,
    channel: 'sms' | 'email',
    purpose: 'login',
    recipient: string,
    code: string,
  ): Promise<void>;
}

/** Two-factor methods of a member: which are required, authenticator enrolment, checking an answer. */
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly members: Pick<MemberRepository, 'findById'>,
    private readonly verification: LoginCodeCheck,
    private readonly secrets: SecretStore,
    /** Replaceable so tests can step the authenticator's 30-second clock. */
    public now: () => Date = () => new Date(),
  ) {}

  /**
   * Methods the member must pass one of at login. SMS, e-mail and payee name count only when
   * the member has a number, address or name to check against, so a setting can never lock
   * a member out for good.
   */
  async requirement(merchant: MerchantContext, member: MemberRow): Promise<TwoFactorRequirement> {
    const row = await this.repository.find(merchant.id, member.id);
    return {
      payeeName: Boolean(row?.payeeNameRequired && member.payeeName),
      sms: Boolean(row?.smsRequired && member.mobileNo),
      ga: Boolean(row?.totpEnabledAt && row.totpSecret),
      email: Boolean(row?.emailRequired && member.email),
    };
  }

  static anyRequired(requirement: TwoFactorRequirement): boolean {
    return requirement.payeeName || requirement.sms || requirement.ga || requirement.email;
  }

  /** True when the member has an authenticator enrolled and switched on (the back office shows it). */
  async authenticatorOn(merchant: MerchantContext, memberId: number): Promise<boolean> {
    const row = await this.repository.find(merchant.id, memberId);
    return Boolean(row?.totpEnabledAt && row.totpSecret);
  }

  private async memberOf(merchant: MerchantContext, session: MemberCaller): Promise<MemberRow> {
    // Trial accounts have no member centre.
    if (isTrialAccount(session.isAgent)) throw new AppError('in_please_account');
    const member = await this.members.findById(merchant.id, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    return member;
  }

  async config(merchant: MerchantContext, session: MemberCaller): Promise<SecurityConfig> {
    const member = await this.memberOf(merchant, session);
    const [requirement, row] = await Promise.all([
      this.requirement(merchant, member),
      this.repository.find(merchant.id, member.id),
    ]);
    const pending =
      row?.totpPendingAt && this.now().getTime() - row.totpPendingAt.getTime() < ENROLMENT_TTL_MS;
    return {
      ...requirement,
      enrolment: { ga: requirement.ga ? 'ENABLED' : pending ? 'PENDING' : 'NONE' },
      bound: {
        mobileNo: maskMobile(member.mobileNo),
        email: maskEmail(member.email),
        payeeName: Boolean(member.payeeName),
      },
    };
  }

  private totp(merchant: MerchantContext, member: MemberRow, secretBase32: string): OTPAuth.TOTP {
    return new OTPAuth.TOTP({
      issuer: merchant.name,
      label: member.username,
      secret: OTPAuth.Secret.fromBase32(secretBase32),
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
    });
  }

  /** The time step a code belongs to, or null when it is not valid now (one step of clock drift allowed). */
  private stepOf(totp: OTPAuth.TOTP, code: string | null | undefined): number | null {
    const token = code?.trim() ?? '';
    if (!/^\d{6}$/.test(token)) return null;
    const timestamp = this.now().getTime();
    const delta = totp.validate({ token, timestamp, window: 1 });
    return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
  }

  async startTotp(merchant: MerchantContext, session: MemberCaller) {
    const member = await this.memberOf(merchant, session);
    const row = await this.repository.find(merchant.id, member.id);
    if (row?.totpEnabledAt) throw new AppError('totp.already.enabled');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await this.repository.savePending(
      merchant.id,
      member.id,
      seal(this.secrets.key('totp-seal'), secret),
      this.now(),
    );
    const otpauthUri = this.totp(merchant, member, secret).toString();
    return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }) };
  }

  async confirmTotp(merchant: MerchantContext, session: MemberCaller, code: string | null | undefined) {
    const member = await this.memberOf(merchant, session);
    const row = await this.repository.find(merchant.id, member.id);
    if (row?.totpEnabledAt) throw new AppError('totp.already.enabled');
    const sealed = row?.totpPendingSecret;
    const fresh = row?.totpPendingAt && this.now().getTime() - row.totpPendingAt.getTime() < ENROLMENT_TTL_MS;
    const secret = sealed && fresh ? unseal(this.secrets.key('totp-seal'), sealed) : null;
    if (!sealed || !secret) throw new AppError('totp.enrolment.missing');
    const step = this.stepOf(
      this.totp(merchant, member, secret),
      required(code, 'code', 'enter_verification_code'),
    );
    if (step === null) throw new AppError('verification.code.invalid');
    if (!(await this.repository.enable(merchant.id, member.id, sealed, step, this.now()))) {
      throw new AppError('totp.already.enabled');
    }
    return this.config(merchant, session);
  }

  async disableTotp(merchant: MerchantContext, session: MemberCaller, code: string | null | undefined) {
    const member = await this.memberOf(merchant, session);
    const typed = required(code, 'code', 'enter_verification_code');
    if (!(await this.checkTotp(merchant, member, typed))) {
      const row = await this.repository.find(merchant.id, member.id);
      throw new AppError(row?.totpEnabledAt ? 'verification.code.invalid' : 'totp.not.enabled');
    }
    await this.repository.disable(merchant.id, member.id);
    return this.config(merchant, session);
  }

  /** True for a current code of the member's enabled authenticator that was not used before. */
  private async checkTotp(merchant: MerchantContext, member: MemberRow, code: string): Promise<boolean> {
    const row = await this.repository.find(merchant.id, member.id);
    const secret =
      row?.totpEnabledAt && row.totpSecret ? unseal(this.secrets.key('totp-seal'), row.totpSecret) : null;
    if (!secret) return false;
    const step = this.stepOf(this.totp(merchant, member, secret), code);
    return step !== null && (await this.repository.useStep(merchant.id, member.id, step));
  }

  /**
   * Checks the answer to one of the required methods; login_verify_failed when it is wrong.
   * The field of the chosen method is required (not_empty naming it).
   */
  async verifyAnswer(
    merchant: MerchantContext,
    member: MemberRow,
    requirement: TwoFactorRequirement,
    answer: LoginVerificationRequest,
  ): Promise<void> {
    const allowed = { E: requirement.email, G: requirement.ga, S: requirement.sms, P: requirement.payeeName };
    if (!allowed[answer.method]) throw new AppError('login_verify_failed');
    let ok = false;
    try {
      switch (answer.method) {
        case 'G':
          ok = await this.checkTotp(merchant, member, required(answer.authCode, 'authCode'));
          break;
        case 'P':
          ok =
            required(answer.payeeName, 'payeeName').toLowerCase() === member.payeeName!.trim().toLowerCase();
          break;
        case 'S': {
          const mobile = required(answer.mobileNum, 'mobileNum');
          const code = required(answer.verificationCode, 'verificationCode');
          if (mobile !== member.mobileNo) break;
          await this.verification.verify(merchant, 'sms', 'login', mobile, code);
          ok = true;
          break;
        }
        case 'E': {
          const email = normaliseEmail(required(answer.email, 'email'));
          const code = required(answer.verificationCode ?? answer.authCode, 'verificationCode');
          if (email !== normaliseEmail(member.email!)) break;
          await this.verification.verify(merchant, 'email', 'login', email, code);
          ok = true;
          break;
        }
      }
    } catch (error) {
      if (error instanceof AppError && error.code === 'verification.code.invalid') ok = false;
      else throw error;
    }
    if (!ok) throw new AppError('login_verify_failed');
  }

  /** Back-office switch for the methods other than the authenticator app. */
  setRequired(
    merchant: MerchantContext,
    memberId: number,
    required: { sms?: boolean; email?: boolean; payeeName?: boolean },
  ): Promise<void> {
    return this.repository.setRequired(merchant.id, memberId, required);
  }
}
