import {
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  type LoginRequest,
  type LoginValue,
  type LoginVerificationRequest,
  type TelegramAuthData,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { randomDigits } from '../../platform/random.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import {
  countryDialingCode,
  hashPassword,
  loginPassword,
  loginUsername,
  mobileNumber,
  verificationCode,
  verifyPassword,
  type MemberFactory,
  type MemberRepository,
  type MemberRow,
  type RuleBook,
} from '../member/index.js';
import type { CaptchaService } from '../captcha/index.js';
import {
  NO_PUBLISHED_PASSWORDS,
  TwoFactorService,
  randomToken,
  type LoginChallengeRepository,
  type PublishedPasswords,
  type Throttle,
} from '../security/index.js';
import type { VerificationService } from '../verification/index.js';
import type { LoginCompletion } from './login-completion.js';
import { ticketHash } from './login-completion.js';
import type { ThirdPartyAuth } from './third-party.js';

/** Failed logins are counted over this window, per username (or mobile) and per address. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong second-factor answers one login challenge survives. */
const MAX_CHALLENGE_ATTEMPTS = 5;

// Verifying against a real hash for unknown usernames keeps response time from revealing which names exist.
const decoyHash = hashPassword('decoy-password-for-timing');

interface Deps {
  members: MemberRepository;
  factory: MemberFactory;
  rules: RuleBook;
  flags: FeatureFlags;
  captcha: CaptchaService;
  throttle: Throttle;
  twoFactor: TwoFactorService;
  challenges: LoginChallengeRepository;
  verification: VerificationService;
  thirdParty: ThirdPartyAuth;
  completion: LoginCompletion;
  /** Refused in production (the demo data's); none by default. */
  publishedPasswords?: PublishedPasswords;
  now?: () => Date;
}

/** Every way of logging in: username, mobile number or SMS code, Telegram, Firebase, free play, two-factor. */
export class LoginService {
  private readonly now: () => Date;
  constructor(private readonly deps: Deps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** POST /wps/session/login: the type field picks the way. */
  async login(merchant: MerchantContext, body: LoginRequest, client: ClientInfo): Promise<LoginValue> {
    switch (body.type ?? 'username') {
      case 'sms':
        return this.smsLogin(merchant, body, client);
      case 'mobileNum':
        return this.mobilePasswordLogin(merchant, body, client);
      case 'firebase':
        return this.firebaseLogin(merchant, body, client);
      default:
        if (await this.isMobileAsUsername(merchant, body.username)) {
          return this.mobilePasswordLogin(merchant, body, client);
        }
        return this.usernameLogin(merchant, body, client);
    }
  }

  /**
   * Field clients send a phone number in `username` with type "username": where the merchant
   * allows logging in by mobile number, digits that are nobody's username are taken as one.
   */
  private async isMobileAsUsername(merchant: MerchantContext, username: string | null | undefined) {
    const typed = username?.trim() ?? '';
    if (!/^\d+$/.test(typed)) return false;
    if (!(await this.deps.flags.enabled(merchant)).has('MOBILELOGIN3')) return false;
    return !(await this.deps.members.findByUsername(merchant.id, typed));
  }

  // ---- failed-login counting and the captcha step --------------------------------------------

  private async captchaGate(
    merchant: MerchantContext,
    subject: string,
    client: ClientInfo,
    captcha: string | null | undefined,
  ): Promise<void> {
    const [bySubject, byAddress] = await Promise.all([
      this.deps.throttle.count(merchant, 'login:subject', subject, LOGIN_FAILURE_WINDOW_MS),
      this.deps.throttle.count(merchant, 'login:ip', client.ip, LOGIN_FAILURE_WINDOW_MS),
    ]);
    if (Math.max(bySubject, byAddress) >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
      await this.deps.captcha.check(merchant, client.captchaId, captcha);
    }
  }

  /** Counts the failure; the answer carries captcha:true once the next attempt needs one. */
  private async failed(
    merchant: MerchantContext,
    subject: string,
    client: ClientInfo,
    code: 'login.failed' | 'verification.code.invalid' | 'verification.attempts.exceeded' = 'login.failed',
  ): Promise<never> {
    const [bySubject, byAddress] = await Promise.all([
      this.deps.throttle.hit(merchant, 'login:subject', subject, LOGIN_FAILURE_WINDOW_MS),
      this.deps.throttle.hit(merchant, 'login:ip', client.ip, LOGIN_FAILURE_WINDOW_MS),
    ]);
    throw new AppError(code, undefined, {
      captcha: Math.max(bySubject, byAddress) >= LOGIN_FAILURES_BEFORE_CAPTCHA,
    });
  }

  private async succeeded(merchant: MerchantContext, subject: string): Promise<void> {
    // Only the name's counter is cleared: clearing the address's would let anyone holding one
    // account reset the counter between guesses at others.
    await this.deps.throttle.reset(merchant, 'login:subject', subject);
  }

  /**
   * The password check shared by username and mobile-number logins. An account still holding the
   * well-known default password cannot log in with it, since anyone could: it logs in by SMS code.
   * Neither can one holding a published (demo) password in production.
   */
  private async checkPassword(
    merchant: MerchantContext,
    member: MemberRow | null,
    password: string,
    subject: string,
    client: ClientInfo,
  ): Promise<MemberRow> {
    const ok = member
      ? await verifyPassword(member.passwordHash, password)
      : await verifyPassword(await decoyHash, password);
    if (!member || !ok || member.passwordKind === 'default') return this.failed(merchant, subject, client);
    const published = this.deps.publishedPasswords ?? NO_PUBLISHED_PASSWORDS;
    if (published.refuses(merchant, 'member', member.username, password)) {
      return this.failed(merchant, subject, client);
    }
    if (member.status !== 'A') throw new AppError('account.locked');
    await this.succeeded(merchant, subject);
    return member;
  }

  private async usernameLogin(merchant: MerchantContext, body: LoginRequest, client: ClientInfo) {
    if (!body.username?.trim() || !body.password) throw new AppError('in_incorrect_password');
    const rules = await this.deps.rules.rules(merchant);
    const username = loginUsername(body.username, rules.username);
    const password = loginPassword(body.password, rules.password);
    const subject = `u:${username.toLowerCase()}`;
    await this.captchaGate(merchant, subject, client, body.captcha);
    const found = await this.deps.members.findByUsername(merchant.id, username);
    const member = await this.checkPassword(merchant, found, password, subject, client);
    await this.bindOnLogin(merchant, member, body);
    return this.deps.completion.complete(merchant, member, client, 'username');
  }

  private async mobilePasswordLogin(merchant: MerchantContext, body: LoginRequest, client: ClientInfo) {
    await this.deps.flags.require(merchant, 'MOBILELOGIN3');
    const typed = body.mobileNum ?? body.mobileNo ?? body.username;
    if (!typed?.trim() || !body.password) throw new AppError('in_incorrect_password');
    const rules = await this.deps.rules.rules(merchant);
    const mobile = mobileNumber(typed, 'error_phone_number_limit', rules.mobile);
    countryDialingCode(body.countryDialingCode);
    const password = loginPassword(body.password, rules.password);
    const subject = `m:${mobile}`;
    await this.captchaGate(merchant, subject, client, body.captcha);
    const found = await this.deps.members.findByMobile(merchant.id, mobile);
    const member = await this.checkPassword(merchant, found, password, subject, client);
    await this.bindOnLogin(merchant, member, body);
    return this.deps.completion.complete(merchant, member, client, 'mobileNum');
  }

  /** Mobile number plus the code sent by /wps/verification/sms/noLogin (in verificationCode, or password). */
  private async smsLogin(merchant: MerchantContext, body: LoginRequest, client: ClientInfo) {
    await this.deps.flags.require(merchant, 'MOBILEVERCODELOGIN3');
    const rules = await this.deps.rules.rules(merchant);
    const mobile = mobileNumber(
      body.mobileNum ?? body.mobileNo ?? body.username,
      'br_enright_cphone',
      rules.mobile,
    );
    countryDialingCode(body.countryDialingCode);
    const code = verificationCode(body.verificationCode ?? body.password);
    const subject = `m:${mobile}`;
    await this.captchaGate(merchant, subject, client, body.captcha);
    try {
      await this.deps.verification.verify(merchant, 'sms', 'login', mobile, code);
    } catch (error) {
      if (
        error instanceof AppError &&
        (error.code === 'verification.code.invalid' || error.code === 'verification.attempts.exceeded')
      ) {
        return this.failed(merchant, subject, client, error.code);
      }
      throw error;
    }
    const member = await this.deps.members.findByMobile(merchant.id, mobile);
    if (!member) return this.failed(merchant, subject, client);
    await this.succeeded(merchant, subject);
    return this.deps.completion.complete(merchant, member, client, 'sms');
  }

  // ---- third-party sign-in -----------------------------------------------------------------------

  /** "Log in with an existing account" from the bind dialog: the sign-in rides along and is bound. */
  private async bindOnLogin(merchant: MerchantContext, member: MemberRow, body: LoginRequest) {
    if (body.telegramAuth) {
      const user = await this.deps.thirdParty.telegram(merchant, body.telegramAuth);
      await this.bind(merchant, 'telegram', user.id, member);
    }
    if (body.firebaseIdToken) {
      const user = await this.deps.thirdParty.firebase(merchant, body.firebaseIdToken, body.firebaseChannel);
      await this.bind(merchant, 'firebase', user.uid, member);
    }
  }

  private async bind(
    merchant: MerchantContext,
    provider: 'telegram' | 'firebase',
    subject: string,
    member: MemberRow,
  ): Promise<void> {
    const owner = await this.deps.members.bindIdentity(merchant.id, provider, subject, member.id);
    if (owner !== member.id) throw new AppError('identity.already.bound');
  }

  async telegram(
    merchant: MerchantContext,
    telegramAuth: TelegramAuthData,
    client: ClientInfo,
  ): Promise<LoginValue> {
    const user = await this.deps.thirdParty.telegram(merchant, telegramAuth);
    const member = await this.deps.members.findByIdentity(merchant.id, 'telegram', user.id);
    if (!member) {
      throw new AppError(
        'bind_customer_required',
        undefined,
        await this.deps.thirdParty.bindOffer(merchant, 'telegram'),
      );
    }
    return this.deps.completion.complete(merchant, member, client, 'telegram');
  }

  private async firebaseLogin(merchant: MerchantContext, body: LoginRequest, client: ClientInfo) {
    if (!body.firebaseIdToken?.trim()) throw new AppError('firebase_token_invalid');
    const user = await this.deps.thirdParty.firebase(merchant, body.firebaseIdToken, body.firebaseChannel);
    let member = await this.deps.members.findByIdentity(merchant.id, 'firebase', user.uid);
    if (!member) {
      const offer = await this.deps.thirdParty.bindOffer(merchant, 'firebase');
      if (!offer.autoCreate) throw new AppError('bind_customer_required', undefined, offer);
      member = await this.deps.members.transaction(async (repository) => {
        const created = await this.deps.factory.create(repository, merchant, {
          usernamePrefix: 'fb',
          // Nobody knows this password; the member signs in through Firebase or recovers one.
          password: randomToken(16),
          registerIp: client.ip,
          registerMethod: 'FIREBASE',
          language: client.language,
        });
        await repository.bindIdentity(merchant.id, 'firebase', user.uid, created.id);
        return created;
      });
    }
    return this.deps.completion.complete(merchant, member, client, 'firebase');
  }

  // ---- free play -----------------------------------------------------------------------------------

  /** A trial account (isAgent 4) with a generated name, when the merchant offers free play. */
  async freeplay(merchant: MerchantContext, client: ClientInfo): Promise<LoginValue> {
    await this.deps.flags.require(merchant, 'FREEPLAY3');
    const member = await this.deps.factory.create(this.deps.members, merchant, {
      usernamePrefix: 'tr',
      password: randomToken(16),
      isAgent: 4,
      registerIp: client.ip,
      registerMethod: 'FREEPLAY',
      language: client.language,
    });
    return this.deps.completion.issue(merchant, member, client);
  }

  /**
   * GET /wps/member/trialuser: a username no member of the merchant holds yet, drawn as free-play
   * accounts are named, where the merchant offers free play. Nothing is reserved: the account is
   * made when the visitor signs up with it, which checks the name again.
   */
  async trialUsername(merchant: MerchantContext): Promise<string> {
    await this.deps.flags.require(merchant, 'FREEPLAY3');
    for (let attempt = 0; attempt < 5; attempt++) {
      const name = `tr${randomDigits(9)}`;
      if (!(await this.deps.members.findByUsername(merchant.id, name))) return name;
    }
    // Nine random digits colliding five times means the names are nearly used up, not bad luck.
    throw new Error('could not draw a free trial username');
  }

  // ---- two-factor ----------------------------------------------------------------------------------

  /**
   * POST /wps/session/login/verification. The ticket of login_verify_required stands for the
   * first factor; without it username and password are checked again, as the login payload allows.
   */
  async verify(
    merchant: MerchantContext,
    body: LoginVerificationRequest,
    client: ClientInfo,
  ): Promise<LoginValue> {
    let member: MemberRow | null;
    let challenge: { id: number } | null = null;
    if (body.ticket) {
      const row = await this.deps.challenges.findLive(merchant.id, ticketHash(body.ticket), this.now());
      member = row ? await this.deps.members.findById(merchant.id, row.memberId) : null;
      if (!row || !member) throw new AppError('login_verify_expired');
      if (body.username?.trim() && body.username.trim().toLowerCase() !== member.username.toLowerCase()) {
        throw new AppError('login_verify_expired');
      }
      challenge = row;
    } else {
      if (!body.username?.trim() || !body.password) throw new AppError('in_incorrect_password');
      const rules = await this.deps.rules.rules(merchant);
      const username = loginUsername(body.username, rules.username);
      const password = loginPassword(body.password, rules.password);
      const subject = `u:${username.toLowerCase()}`;
      await this.captchaGate(merchant, subject, client, body.captcha);
      const found = await this.deps.members.findByUsername(merchant.id, username);
      member = await this.checkPassword(merchant, found, password, subject, client);
    }

    const requirement = await this.deps.twoFactor.requirement(merchant, member);
    if (TwoFactorService.anyRequired(requirement)) {
      try {
        await this.deps.twoFactor.verifyAnswer(merchant, member, requirement, body);
      } catch (error) {
        if (challenge && error instanceof AppError && error.code === 'login_verify_failed') {
          const attempts = await this.deps.challenges.addAttempt(merchant.id, challenge.id);
          // Past the limit the ticket is used up and the member logs in again from the start.
          if (attempts >= MAX_CHALLENGE_ATTEMPTS)
            await this.deps.challenges.consume(merchant.id, challenge.id, this.now());
        }
        throw error;
      }
    }
    if (challenge && !(await this.deps.challenges.consume(merchant.id, challenge.id, this.now()))) {
      throw new AppError('login_verify_expired');
    }
    return this.deps.completion.issue(merchant, member, client);
  }
}
