import { createHash } from 'node:crypto';
import type { LoginValue } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import {
  isTrialAccount,
  maskEmail,
  maskMobile,
  type MemberRepository,
  type MemberRow,
} from '../member/index.js';
import { TwoFactorService, randomToken, type LoginChallengeRepository } from '../security/index.js';
import type { SessionService } from './session.service.js';

/** Time the member has to answer the second factor. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;

export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** Told of every session issued (fraud signals: the device a member logs in from). */
export interface LoginSignals {
  loggedIn(merchant: MerchantContext, member: MemberRow, deviceId: string | null): Promise<void>;
}

/**
 * What every way of logging in (and registering) does once the first factor passed: demand the
 * second factor when the member has one, otherwise issue the session, restricted to the password
 * change when the password must be changed first.
 */
export class LoginCompletion {
  constructor(
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
    private readonly flags: FeatureFlags,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: LoginChallengeRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly signals: LoginSignals | null = null,
  ) {}

  async complete(
    merchant: MerchantContext,
    member: MemberRow,
    client: ClientInfo,
    method: string,
  ): Promise<LoginValue> {
    if (member.status !== 'A') throw new AppError('account.locked');
    const requirement = await this.twoFactor.requirement(merchant, member);
    if (TwoFactorService.anyRequired(requirement)) {
      const ticket = randomToken();
      await this.challenges.insert({
        merchantId: merchant.id,
        memberId: member.id,
        ticketHash: ticketHash(ticket),
        source: method,
        expiresAt: new Date(this.now().getTime() + CHALLENGE_TTL_MS),
      });
      // HTTP 200 with success:false: the client opens the two-factor dialog.
      throw new AppError('login_verify_required', undefined, {
        ...requirement,
        userName: member.username,
        ticket,
        expiresIn: CHALLENGE_TTL_MS / 1000,
      });
    }
    return this.issue(merchant, member, client);
  }

  /** A default or temporary password, or one past the merchant's maximum age while PWDEXPFORCECHANGE3 is on. */
  async mustChangePassword(merchant: MerchantContext, member: MemberRow): Promise<boolean> {
    if (isTrialAccount(member.isAgent)) return false;
    if (member.passwordKind !== 'set') return true;
    if (!(await this.flags.isOn(merchant, 'PWDEXPFORCECHANGE3'))) return false;
    const days = merchant.extra.passwordMaxAgeDays ?? DEFAULT_PASSWORD_MAX_AGE_DAYS;
    return this.now().getTime() - member.passwordChangedAt.getTime() > days * 86_400_000;
  }

  async issue(merchant: MerchantContext, member: MemberRow, client: ClientInfo): Promise<LoginValue> {
    if (member.status !== 'A') throw new AppError('account.locked');
    const passwordExpired = await this.mustChangePassword(merchant, member);
    const source = 'web';
    const token = await this.sessions.issue(
      member,
      client.ip,
      client.deviceId,
      source,
      passwordExpired ? 'password' : 'full',
    );
    const now = this.now();
    await this.members.touchLastLogin(merchant.id, member.id, now);
    await this.signals?.loggedIn(merchant, member, client.deviceId);
    return {
      token,
      id: member.id,
      customerId: member.id,
      account: member.username,
      userName: member.username,
      username: member.username,
      customerName: member.username,
      nickname: member.nickname,
      customerType: member.isAgent,
      isAgent: member.isAgent,
      toUpline: member.toUpline,
      merchantCode: merchant.code,
      hisLang: member.language ?? merchant.defaultLanguage,
      source,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired,
      captcha: false,
      profile: { mobileNo: maskMobile(member.mobileNo), email: maskEmail(member.email) },
      expiresAt: now.getTime() + this.sessions.ttl,
    };
  }
}
