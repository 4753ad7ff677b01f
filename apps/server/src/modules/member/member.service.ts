import type { MerchantContext } from '../settings/merchant-context.js';
import type { SessionContext } from '../session/session.service.js';
import type { MemberRepository } from './member.repository.js';
import { AppError } from '../../platform/http/app-error.js';

export class MemberService {
  constructor(private readonly members: MemberRepository) {}

  async info(merchant: MerchantContext, session: SessionContext) {
    const member = await this.members.findById(merchant.id, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    return {
      id: member.id,
      customerId: member.id,
      account: member.username,
      username: member.username,
      nickname: member.nickname ?? member.username,
      lastLogin: member.lastLoginAt?.getTime() ?? null,
      type: member.isAgent,
      isAgent: member.isAgent,
      toUpline: member.toUpline,
      language: member.language ?? merchant.defaultLanguage,
      currency: merchant.currency,
      merchantCode: merchant.code,
    };
  }
}
