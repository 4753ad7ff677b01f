import type { LanguageCode } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/merchant-context.js';
import type { SessionContext, SessionService } from '../session/session.service.js';
import type { VerificationService } from '../verification/verification.service.js';
import { textsFor } from '../verification/templates.js';
import { randomDigits, randomFrom } from '../security/crypto.js';
import {
  isTrialAccount,
  mobileNumber,
  normaliseEmail,
  required,
  satisfies,
  verificationCode,
  type FieldRule,
} from './account-rules.js';
import type { MemberRepository } from './member.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import type { RuleBook } from './rule-book.js';

/** A reset code sent by e-mail lasts longer than an SMS code: mail is slower to arrive. */
const RESET_CODE_MINUTES = 30;

export interface Requester {
  ip: string;
  language: LanguageCode;
}

/** Password change (also the forced one) and recovery by e-mail code or SMS temporary password. */
export class PasswordService {
  constructor(
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
    private readonly rules: RuleBook,
    private readonly verification: VerificationService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** New password: the merchant's password length and pattern (in_password_incorrect). */
  private newPassword(value: string | null | undefined, rule: FieldRule): string {
    const password = value ?? '';
    if (!satisfies(password, rule)) {
      throw new AppError('in_password_incorrect', undefined, {
        field: 'newPassword',
        min: rule.min,
        max: rule.max,
      });
    }
    return password;
  }

  /**
   * POST /wps/member/password. Other sessions of the member end; this one may do everything
   * again if it was held to the password change.
   */
  async change(
    merchant: MerchantContext,
    session: SessionContext,
    body: { oldPassword?: string | null; newPassword?: string | null; confirmNewPassword?: string | null },
  ) {
    if (isTrialAccount(session.isAgent)) throw new AppError('in_please_account');
    const rules = await this.rules.rules(merchant);
    const next = this.newPassword(body.newPassword, rules.password);
    if (body.confirmNewPassword !== next) throw new AppError('in_confirmation_correct');
    const member = await this.members.findById(merchant.id, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    if (!body.oldPassword || !(await verifyPassword(member.passwordHash, body.oldPassword))) {
      throw new AppError('old.password.incorrect');
    }
    if (body.oldPassword === next) throw new AppError('password.unchanged');
    await this.members.updatePassword(merchant.id, member.id, await hashPassword(next), 'set', this.now());
    await this.sessions.revokeOthers(merchant, session);
    if (session.scope !== 'full') await this.sessions.lift(merchant, session);
    return { changed: true };
  }

  /**
   * POST /wps/member/password/email: a reset code goes to the account's e-mail when username and
   * address match. The answer is the same whether they do or not.
   */
  async forgotByEmail(
    merchant: MerchantContext,
    body: { username?: string | null; email?: string | null },
    requester: Requester,
  ) {
    const username = required(body.username, 'username', 'in_account_incorrect');
    const rules = await this.rules.rules(merchant);
    const email = normaliseEmail(body.email ?? '');
    if (!satisfies(email, rules.email)) throw new AppError('in_email_incorrect');
    const member = await this.members.findByUsername(merchant.id, username);
    const deliver = Boolean(
      member &&
      member.status === 'A' &&
      !isTrialAccount(member.isAgent) &&
      member.email &&
      normaliseEmail(member.email) === email,
    );
    await this.verification.sendCode(merchant, {
      channel: 'email',
      purpose: 'reset',
      recipient: email,
      language: requester.language,
      ip: requester.ip,
      deliver,
      expiredMinutes: RESET_CODE_MINUTES,
    });
    return { accepted: true, expiredMinutes: RESET_CODE_MINUTES };
  }

  /** POST /wps/member/password/verification: the e-mailed reset code sets a new password. */
  async resetWithCode(
    merchant: MerchantContext,
    body: {
      username?: string | null;
      verificationCode?: string | null;
      newPassword?: string | null;
      confirmNewPassword?: string | null;
    },
  ) {
    const username = required(body.username, 'username', 'in_account_incorrect');
    const code = verificationCode(body.verificationCode);
    const rules = await this.rules.rules(merchant);
    const next = this.newPassword(body.newPassword, rules.password);
    if (body.confirmNewPassword !== next) throw new AppError('inconsistent_twice');
    const member = await this.members.findByUsername(merchant.id, username);
    if (!member?.email || member.status !== 'A') throw new AppError('verification.code.invalid');
    await this.verification.verify(merchant, 'email', 'reset', normaliseEmail(member.email), code);
    await this.members.updatePassword(merchant.id, member.id, await hashPassword(next), 'set', this.now());
    await this.sessions.revokeAll(merchant, member.id);
    return { changed: true };
  }

  /**
   * POST /wps/member/password/sms: a temporary password goes by SMS to the account's bound number
   * when username and number match; it must be changed at the next login. The answer is the
   * same whether they match or not, and the sending limits count either way.
   */
  async forgotBySms(
    merchant: MerchantContext,
    body: { username?: string | null; mobileNumber?: string | null },
    requester: Requester,
  ) {
    const username = required(body.username, 'username', 'in_account_incorrect');
    const rules = await this.rules.rules(merchant);
    const mobile = mobileNumber(body.mobileNumber, 'br_enright_cphone', rules.mobile, 'mobileNumber');
    await this.verification.limitSending(merchant, 'sms', mobile, requester.ip);
    const member = await this.members.findByUsername(merchant.id, username);
    if (member && member.status === 'A' && !isTrialAccount(member.isAgent) && member.mobileNo === mobile) {
      // Letters then digits: satisfies the usual "letters and digits" password patterns.
      const temporary = randomFrom('abcdefghjkmnpqrstuvwxyz', 4) + randomDigits(4);
      await this.members.updatePassword(
        merchant.id,
        member.id,
        await hashPassword(temporary),
        'temporary',
        this.now(),
      );
      await this.sessions.revokeAll(merchant, member.id);
      await this.verification.sendSms(
        merchant,
        { mobileNo: mobile, countryDialingCode: member.countryDialingCode },
        textsFor(requester.language).temporaryPassword(merchant.name, temporary),
      );
    }
    return { accepted: true, expiredMinutes: null };
  }
}
