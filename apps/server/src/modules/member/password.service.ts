import type { LanguageCode } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext, SessionService } from '../session/index.js';
import type { CodeTarget, VerificationService } from '../verification/index.js';
import type { CaptchaService } from '../captcha/index.js';
import type { Throttle } from '../security/index.js';
import {
  isTrialAccount,
  mobileNumber,
  normaliseEmail,
  required,
  satisfies,
  verificationCode,
  type FieldRule,
  type RuleSet,
} from './account-rules.js';
import type { MemberRepository } from './member.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import type { RuleBook } from './rule-book.js';

/** A reset code sent by e-mail lasts longer than an SMS code: mail is slower to arrive. */
const EMAILED_CODE_MINUTES = 30;
const HOUR_MS = 3_600_000;
/** Reset requests one client address may make per hour, both channels together. */
export const RESETS_PER_IP_PER_HOUR = 10;
/** Reset codes one username may be sent per hour, both channels together, account or not. */
export const RESETS_PER_USERNAME_PER_HOUR = 5;
/** Reset codes one number or e-mail address may be sent per hour (besides one a minute). */
export const RESETS_PER_RECIPIENT_PER_HOUR = 5;

export interface Requester {
  ip: string;
  language: LanguageCode;
  /** From the captchaId cookie. */
  captchaId: string | null;
}

/**
 * Password change (also the forced one) and recovery: a reset code by SMS or e-mail, asked for
 * with a captcha, sets a new password; until it is used the account stays as it was.
 */
export class PasswordService {
  constructor(
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
    private readonly rules: RuleBook,
    private readonly verification: VerificationService,
    private readonly captcha: CaptchaService,
    private readonly throttle: Throttle,
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
   * The sending limits of a reset request, all counted before the account is looked up so that
   * neither a refusal nor its absence tells whether the username or the address has an account.
   */
  private async limitReset(
    merchant: MerchantContext,
    username: string,
    target: CodeTarget,
    requester: Requester,
  ): Promise<void> {
    await this.throttle.take(merchant, 'reset:ip', requester.ip, HOUR_MS, RESETS_PER_IP_PER_HOUR);
    await this.throttle.take(
      merchant,
      'reset:user',
      username.toLowerCase(),
      HOUR_MS,
      RESETS_PER_USERNAME_PER_HOUR,
    );
    await this.throttle.take(
      merchant,
      'reset:to',
      `${target.channel}:${target.recipient}`,
      HOUR_MS,
      RESETS_PER_RECIPIENT_PER_HOUR,
    );
    await this.verification.limitSending(merchant, target.channel, target.recipient, requester.ip);
  }

  /** Whose password may be reset: an active account that is not a trial one. */
  private async resettable(merchant: MerchantContext, username: string) {
    const member = await this.members.findByUsername(merchant.id, username);
    return member && member.status === 'A' && !isTrialAccount(member.isAgent) ? member : null;
  }

  /**
   * POST /wps/member/password/email (form-encoded): after the captcha, a reset code goes to the
   * account's e-mail when username and address match. The answer is the same whether they do or
   * not, and the limits count either way.
   */
  async forgotByEmail(
    merchant: MerchantContext,
    body: { username?: string | null; email?: string | null; captcha?: string | null },
    requester: Requester,
  ) {
    const username = required(body.username, 'username', 'in_account_incorrect');
    const rules = await this.rules.rules(merchant);
    const email = normaliseEmail(body.email ?? '');
    if (!satisfies(email, rules.email)) throw new AppError('in_email_incorrect');
    await this.captcha.check(merchant, requester.captchaId, body.captcha);
    await this.limitReset(merchant, username, { channel: 'email', recipient: email }, requester);
    const member = await this.resettable(merchant, username);
    const sent = await this.verification.issueCode(merchant, {
      channel: 'email',
      purpose: 'reset',
      recipient: email,
      language: requester.language,
      ip: requester.ip,
      deliver: Boolean(member?.email && normaliseEmail(member.email) === email),
      expiredMinutes: EMAILED_CODE_MINUTES,
      subject: username.toLowerCase(),
    });
    return { accepted: true, ...sent };
  }

  /**
   * POST /wps/member/password/sms: after the captcha, a reset code goes by SMS to the account's
   * bound number when username and number match; the password changes only when the code is
   * entered (resetWithCode). The answer is the same whether they match or not, and the limits
   * count either way.
   */
  async forgotBySms(
    merchant: MerchantContext,
    body: { username?: string | null; mobileNumber?: string | null; captcha?: string | null },
    requester: Requester,
  ) {
    const username = required(body.username, 'username', 'in_account_incorrect');
    const rules = await this.rules.rules(merchant);
    const mobile = mobileNumber(body.mobileNumber, 'br_enright_cphone', rules.mobile, 'mobileNumber');
    await this.captcha.check(merchant, requester.captchaId, body.captcha);
    await this.limitReset(merchant, username, { channel: 'sms', recipient: mobile }, requester);
    const member = await this.resettable(merchant, username);
    const sent = await this.verification.issueCode(merchant, {
      channel: 'sms',
      purpose: 'reset',
      recipient: mobile,
      countryDialingCode: member?.countryDialingCode ?? null,
      language: requester.language,
      ip: requester.ip,
      deliver: member?.mobileNo === mobile,
      subject: username.toLowerCase(),
    });
    return { accepted: true, ...sent };
  }

  /**
   * POST /wps/member/password/verification (field clients send it encrypted): the reset code
   * sets a new password and ends every session of the account. The code came by the channel the
   * body names (mobileNumber or email), else by any the account has bound. A code that does not
   * fit, an unknown account or a channel that is not the account's all answer the same.
   */
  async resetWithCode(
    merchant: MerchantContext,
    body: {
      username?: string | null;
      verificationCode?: string | null;
      newPassword?: string | null;
      confirmNewPassword?: string | null;
      mobileNumber?: string | null;
      email?: string | null;
    },
  ) {
    const username = required(body.username, 'username', 'in_account_incorrect');
    const code = verificationCode(body.verificationCode);
    const rules = await this.rules.rules(merchant);
    const next = this.newPassword(body.newPassword, rules.password);
    if (body.confirmNewPassword !== next) throw new AppError('inconsistent_twice');
    const named = this.namedTargets(body, rules);
    const member = await this.resettable(merchant, username);
    if (!member) throw new AppError('verification.code.invalid');
    const bound: CodeTarget[] = [];
    if (member.mobileNo) bound.push({ channel: 'sms', recipient: member.mobileNo });
    if (member.email) bound.push({ channel: 'email', recipient: normaliseEmail(member.email) });
    const targets = named.length
      ? bound.filter((b) => named.some((n) => n.channel === b.channel && n.recipient === b.recipient))
      : bound;
    await this.verification.verifyNewest(merchant, 'reset', targets, code, username.toLowerCase());
    await this.members.updatePassword(merchant.id, member.id, await hashPassword(next), 'set', this.now());
    await this.sessions.revokeAll(merchant, member.id);
    return { changed: true };
  }

  /** The channels a reset body names; a malformed number or address is the caller's mistake to hear about. */
  private namedTargets(
    body: { mobileNumber?: string | null; email?: string | null },
    rules: RuleSet,
  ): CodeTarget[] {
    const targets: CodeTarget[] = [];
    if (body.mobileNumber?.trim()) {
      targets.push({
        channel: 'sms',
        recipient: mobileNumber(body.mobileNumber, 'br_enright_cphone', rules.mobile, 'mobileNumber'),
      });
    }
    if (body.email?.trim()) {
      const email = normaliseEmail(body.email);
      if (!satisfies(email, rules.email)) throw new AppError('in_email_incorrect');
      targets.push({ channel: 'email', recipient: email });
    }
    return targets;
  }
}
