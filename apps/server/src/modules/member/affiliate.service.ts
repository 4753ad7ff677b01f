import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/merchant-context.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { MemberRepository, MemberRow } from './member.repository.js';

const CODE = /^[A-Za-z0-9]{1,32}$/;

/** Affiliate codes: an agent's code new members register under, or the code of a marketing domain. */
export class AffiliateService {
  constructor(
    private readonly members: MemberRepository,
    private readonly settings: SettingsService,
  ) {}

  private async agentOf(merchant: MerchantContext, code: string): Promise<MemberRow | null> {
    return CODE.test(code) ? this.members.findAgentByAffiliateCode(merchant.id, code) : null;
  }

  /**
   * The agent a registration goes under. A code typed or carried in the link must be valid
   * (affiliate.code.invalid); the domain's own code applies only when none was given, and is
   * ignored if it no longer names an agent, since the visitor cannot fix it.
   */
  async uplineFor(
    merchant: MerchantContext,
    code: string | null | undefined,
    domain: string | null | undefined,
  ): Promise<MemberRow | null> {
    const typed = code?.trim();
    if (typed) {
      const agent = await this.agentOf(merchant, typed);
      if (!agent) throw new AppError('affiliate.code.invalid');
      return agent;
    }
    const fromDomain = domain?.trim() ? await this.settings.domainAffiliateCode(merchant, domain) : null;
    return fromDomain ? this.agentOf(merchant, fromDomain) : null;
  }

  /** GET /wps/agent/affiliate: checks a code, or tells the code of a domain. */
  async check(merchant: MerchantContext, code: string | null | undefined, domain: string | null | undefined) {
    const agent = await this.uplineFor(merchant, code, domain);
    return { affiliateCode: agent?.affiliateCode ?? null, valid: agent !== null };
  }
}
