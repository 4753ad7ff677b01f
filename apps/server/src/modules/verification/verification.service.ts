import {
  CODE_RESEND_SECONDS,
  DEFAULT_CODE_EXPIRED_MINUTES,
  VERIFICATION_CODE_LENGTH,
  type LanguageCode,
} from '@platform/shared';
import { hmacHex, randomDigits, sameDigest } from '../../platform/crypto.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SecretStore, Throttle } from '../security/index.js';
import { mobileNumber, normaliseEmail } from '../member/index.js';
import type { SmsGateway } from './sms-provider.js';
import type { Mailer } from './mailer.js';
import type {
  CodeChannel,
  CodePurpose,
  CodeRepository,
  CodeRow,
  OutboxRepository,
} from './verification.repository.js';
import { textsFor } from './templates.js';

/** Wrong guesses a code survives; after that a new code must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one address may have sent per hour, per channel. */
export const CODES_PER_ADDRESS_PER_HOUR = 10;

export interface CodeRequest {
  channel: CodeChannel;
  purpose: CodePurpose;
  /** Mobile number (digits) or lower-case e-mail. */
  recipient: string;
  countryDialingCode?: string | null;
  language: LanguageCode;
  ip: string;
  /**
   * False when there is no account to send to: limits are still counted and the answer is the
   * same, so the call does not reveal which numbers and addresses have accounts.
   */
  deliver: boolean;
  /** Overrides the merchant's code lifetime (e-mailed reset codes last longer). */
  expiredMinutes?: number;
  /**
   * What the code is for beyond the recipient (a password reset: the account's username). The
   * code only verifies for the same subject, so one sent for one account never serves another
   * that shares the address.
   */
  subject?: string;
}

/** Where a code may have gone: one recipient on one channel. */
export interface CodeTarget {
  channel: CodeChannel;
  recipient: string;
}

/** Sending, storing (hashed) and checking one-time codes; delivering SMS and e-mail. */
export class VerificationService {
  constructor(
    private readonly codes: CodeRepository,
    private readonly outboxMessages: OutboxRepository,
    private readonly sms: SmsGateway,
    private readonly mailer: Mailer,
    private readonly throttle: Throttle,
    private readonly secrets: SecretStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  expiredMinutes(merchant: MerchantContext): number {
    const minutes = merchant.extra.codeExpiredMinutes ?? DEFAULT_CODE_EXPIRED_MINUTES;
    return Math.min(Math.max(Math.trunc(minutes), 1), 60);
  }

  private hash(
    merchant: MerchantContext,
    target: CodeTarget,
    purpose: string,
    code: string,
    subject: string | undefined,
  ) {
    // Without a subject the input is what it always was, so codes already sent stay valid.
    const recipient = subject ? `${target.recipient}#${subject}` : target.recipient;
    return hmacHex(
      this.secrets.key('code-hmac'),
      `${merchant.id}:${target.channel}:${purpose}:${recipient}:${code}`,
    );
  }

  /** Counts the sending limits, then issues the code. */
  async sendCode(merchant: MerchantContext, request: CodeRequest) {
    await this.limitSending(merchant, request.channel, request.recipient, request.ip);
    return this.issueCode(merchant, request);
  }

  /**
   * Stores and delivers a code (when there is someone to deliver to) without counting the
   * sending limits: for callers that counted them before looking the account up.
   */
  async issueCode(merchant: MerchantContext, request: CodeRequest) {
    const minutes = request.expiredMinutes ?? this.expiredMinutes(merchant);
    if (request.deliver) {
      const code = randomDigits(VERIFICATION_CODE_LENGTH);
      await this.codes.insert({
        merchantId: merchant.id,
        channel: request.channel,
        purpose: request.purpose,
        recipient: request.recipient,
        codeHash: this.hash(merchant, request, request.purpose, code, request.subject),
        ip: request.ip,
        expiresAt: new Date(this.now().getTime() + minutes * 60_000),
      });
      const texts = textsFor(request.language);
      const reset = request.purpose === 'reset';
      if (request.channel === 'sms') {
        await this.sms.send(merchant, {
          countryDialingCode: request.countryDialingCode ?? null,
          mobileNo: request.recipient,
          text: reset
            ? texts.resetSms(merchant.name, code, minutes)
            : texts.code(merchant.name, code, minutes),
        });
      } else {
        await this.mailer.send(merchant, {
          to: request.recipient,
          subject: reset ? texts.resetSubject(merchant.name) : texts.codeSubject(merchant.name),
          text: reset
            ? texts.resetBody(merchant.name, code, minutes)
            : texts.code(merchant.name, code, minutes),
        });
      }
    }
    return { expiredMinutes: minutes, resendSeconds: CODE_RESEND_SECONDS };
  }

  /**
   * Accepts the newest code sent to the recipient for the purpose, once. The attempt is counted
   * before comparing so that parallel guesses cannot get past the limit.
   */
  async verify(
    merchant: MerchantContext,
    channel: CodeChannel,
    purpose: CodePurpose,
    recipient: string,
    code: string,
  ): Promise<void> {
    await this.verifyNewest(merchant, purpose, [{ channel, recipient }], code);
  }

  /**
   * Like verify, for a code that may have gone to any of several targets (a reset code by SMS
   * or by e-mail): only the newest live one is tried, so one guess counts against one code.
   */
  async verifyNewest(
    merchant: MerchantContext,
    purpose: CodePurpose,
    targets: readonly CodeTarget[],
    code: string,
    subject?: string,
  ): Promise<void> {
    const now = this.now();
    let newest: { target: CodeTarget; row: CodeRow } | null = null;
    for (const target of targets) {
      const row = await this.codes.latestLive(merchant.id, target.channel, purpose, target.recipient, now);
      if (row && (!newest || row.id > newest.row.id)) newest = { target, row };
    }
    if (!newest) throw new AppError('verification.code.invalid');
    const { target, row } = newest;
    const attempts = await this.codes.addAttempt(merchant.id, row.id);
    if (attempts > MAX_CODE_ATTEMPTS) throw new AppError('verification.attempts.exceeded');
    if (!sameDigest(row.codeHash, this.hash(merchant, target, purpose, code.trim(), subject))) {
      throw new AppError(
        attempts >= MAX_CODE_ATTEMPTS ? 'verification.attempts.exceeded' : 'verification.code.invalid',
      );
    }
    if (!(await this.codes.consume(merchant.id, row.id, this.now()))) {
      throw new AppError('verification.code.invalid');
    }
  }

  /** An SMS that is not a code (temporary password). */
  async sendSms(
    merchant: MerchantContext,
    to: { mobileNo: string; countryDialingCode: string | null },
    text: string,
  ): Promise<void> {
    await this.sms.send(merchant, { mobileNo: to.mobileNo, countryDialingCode: to.countryDialingCode, text });
  }

  /** An e-mail that is not a code (temporary password): SMTP, or the outbox without it. */
  async sendEmail(merchant: MerchantContext, to: string, subject: string, text: string): Promise<void> {
    await this.mailer.send(merchant, { to, subject, text });
  }

  /** Counts one message to the recipient and from the address against the sending limits. */
  async limitSending(merchant: MerchantContext, channel: CodeChannel, recipient: string, ip: string) {
    await this.throttle.take(merchant, `${channel}:to`, recipient, CODE_RESEND_SECONDS * 1000, 1);
    await this.throttle.take(merchant, `${channel}:ip`, ip, 3_600_000, CODES_PER_ADDRESS_PER_HOUR);
  }

  /** The dev outbox call: latest messages to one mobile number or e-mail address. */
  async outbox(
    merchant: MerchantContext,
    query: { mobile?: string | null; email?: string | null; page: number; size: number },
  ) {
    if (query.mobile) {
      return this.outboxPage(
        merchant,
        'sms',
        mobileNumber(query.mobile, 'br_enright_cphone'),
        query.page,
        query.size,
      );
    }
    if (query.email) {
      return this.outboxPage(merchant, 'email', normaliseEmail(query.email), query.page, query.size);
    }
    throw new AppError('request.invalid', 'mobile or email is required');
  }

  private async outboxPage(
    merchant: MerchantContext,
    channel: CodeChannel,
    recipient: string,
    page: number,
    size: number,
  ) {
    const { rows, total } = await this.outboxMessages.page(merchant.id, channel, recipient, page, size);
    return {
      list: rows.map((r) => ({
        id: r.id,
        channel: r.channel as CodeChannel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.createdAt.getTime(),
      })),
      page,
      size,
      total,
    };
  }
}
