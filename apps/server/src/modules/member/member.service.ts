import type { LanguageCode, MemberInfo, MemberProfileRequest } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { ChatAuthKeys } from '../security/index.js';
import type { VipService } from '../promotion/index.js';
import type { MemberRepository, MemberRow } from './member.repository.js';
import { isTrialAccount, maskEmail, maskMobile } from './account-rules.js';
import type { MemberContacts } from './member.tables.js';

const DEFAULT_ICON_COUNT = 9;

/**
 * What member/info shows of the member's money: the main wallet's available balance as a decimal
 * string in major units. The wallet answers it from the ledger on every call (never cached).
 */
export interface MainWalletBalance {
  available(merchant: MerchantContext, memberId: number): Promise<string>;
}

export class MemberService {
  constructor(
    private readonly members: MemberRepository,
    private readonly chatKeys: ChatAuthKeys,
    private readonly vip: VipService,
    private readonly balances: MainWalletBalance,
  ) {}

  private async member(merchant: MerchantContext, session: SessionContext): Promise<MemberRow> {
    const member = await this.members.findById(merchant.id, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    return member;
  }

  private iconCount(merchant: MerchantContext): number {
    const count = merchant.extra.gw.PROFILE_ICON_COUNT;
    return Number.isInteger(count) && count > 0 ? count : DEFAULT_ICON_COUNT;
  }

  /**
   * Member info. money is what the member may spend from the main wallet, read fresh from the
   * ledger (the wallet calls answer every wallet). clubLabel is the VIP rank the member's real
   * deposits and bets reach (null when the merchant has no labels). token echoes the caller's own
   * token: the 2017 client stores whatever it finds there.
   */
  async info(merchant: MerchantContext, session: SessionContext, token: string): Promise<MemberInfo> {
    const member = await this.member(merchant, session);
    // The rank comes from memory on the hot path; the balance is the one read that waits.
    const [clubLabel, money] = await Promise.all([
      this.vip.clubLabel(merchant, member.id),
      this.balances.available(merchant, member.id),
    ]);
    return {
      id: member.id,
      customerId: member.id,
      money,
      account: member.username,
      username: member.username,
      nickname: member.nickname ?? member.username,
      lastLogin: member.lastLoginAt?.getTime() ?? null,
      type: member.isAgent,
      isAgent: member.isAgent,
      toUpline: member.toUpline,
      showLevel: clubLabel !== null,
      memberLabel: clubLabel ? [clubLabel.labelName] : [],
      clubLabel,
      profile: { mobileNo: maskMobile(member.mobileNo), email: maskEmail(member.email) },
      mobile: maskMobile(member.mobileNo),
      qq: member.contacts.qqNum ?? null,
      regDate: member.createdAt.getTime(),
      token,
      icon: Math.min(member.avatar, this.iconCount(merchant)),
      language: member.language ?? merchant.defaultLanguage,
      currency: merchant.currency,
      merchantCode: merchant.code,
      referralCode: member.referralCode,
      affiliateCode: member.affiliateCode,
    };
  }

  /**
   * The field's profile update (POST /wps/member/info): nickname and contact handles, each only
   * when sent; an empty contact clears it. Trial accounts keep no profile. Answers the member info.
   */
  async updateProfile(
    merchant: MerchantContext,
    session: SessionContext,
    change: MemberProfileRequest,
    token: string,
  ): Promise<MemberInfo> {
    if (isTrialAccount(session.isAgent)) throw new AppError('in_need_true_account');
    const member = await this.member(merchant, session);
    const contacts: MemberContacts = { ...member.contacts };
    const sent: Partial<Record<'qqNum' | 'line' | 'facebook' | 'whatsapp', string>> = {
      qqNum: change.qqNum ?? change.qq,
      line: change.line,
      facebook: change.facebook,
      whatsapp: change.whatsapp,
    };
    for (const [key, value] of Object.entries(sent) as [keyof typeof sent, string | undefined][]) {
      if (value === undefined) continue;
      if (value) contacts[key] = value;
      else delete contacts[key];
    }
    await this.members.setProfile(merchant.id, member.id, { nickname: change.nickname, contacts });
    return this.info(merchant, session, token);
  }

  async icon(merchant: MerchantContext, session: SessionContext) {
    const member = await this.member(merchant, session);
    const count = this.iconCount(merchant);
    return { icon: Math.min(member.avatar, count), count };
  }

  async avatar(merchant: MerchantContext, session: SessionContext) {
    const { icon, count } = await this.icon(merchant, session);
    return { avatar: icon, avatarType: 'PRESET' as const, count };
  }

  async setIcon(merchant: MerchantContext, session: SessionContext, icon: number) {
    const count = this.iconCount(merchant);
    if (icon < 1 || icon > count) throw new AppError('request.invalid', `icon: 1-${count}`);
    await this.members.setAvatar(merchant.id, session.memberId, icon);
    return { icon, count };
  }

  /** Trial accounts keep their language in the browser only: success, nothing stored. */
  async setLanguage(merchant: MerchantContext, session: SessionContext, language: LanguageCode) {
    if (!merchant.languages.includes(language))
      throw new AppError('request.invalid', 'language: not offered');
    if (isTrialAccount(session.isAgent)) return { language, saved: false };
    await this.members.setLanguage(merchant.id, session.memberId, language);
    return { language, saved: true };
  }

  /** VIP rank progress towards the next label, from real deposits and settled bets. */
  async rankProgress(merchant: MerchantContext, session: SessionContext) {
    await this.member(merchant, session);
    return this.vip.rankProgress(merchant, session.memberId);
  }

  /** The chat auth key; trial accounts have no chat. */
  async chatAuthKey(merchant: MerchantContext, session: SessionContext): Promise<string> {
    if (isTrialAccount(session.isAgent)) throw new AppError('in_please_account');
    const member = await this.member(merchant, session);
    return this.chatKeys.sign(merchant, member);
  }
}
