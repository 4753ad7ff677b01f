import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext, SettingsService } from '../settings/index.js';
import type { MemberRepository, MemberRow } from './member.repository.js';

const CODE = /^[A-Za-z0-9]{1,32}$/;

/** An agent's registration code (agent module, registerCenter): its agent and the isAgent it signs up. */
export type RegisterCodeLookup = (
  merchant: MerchantContext,
  code: string,
) => Promise<{ agent: MemberRow; isAgent: number; code: string } | null>;

/** Where a registration goes: the upline agent, the isAgent of the new account and the code used. */
export interface RegistrationPlacement {
  upline: MemberRow | null;
  isAgent: number;
  registerCode: string | null;
}

/** Affiliate codes: an agent's code new members register under, or the code of a marketing domain. */
export class AffiliateService {
  constructor(
    private readonly members: MemberRepository,
    private readonly settings: SettingsService,
    private readonly registerCodes: RegisterCodeLookup = async () => null,
  ) {}

  private async agentOf(merchant: MerchantContext, code: string): Promise<MemberRow | null> {
    return (await this.placementOf(merchant, code))?.upline ?? null;
  }

  /** An agent's own affiliate code, else one of its registration codes. */
  private async placementOf(merchant: MerchantContext, code: string): Promise<RegistrationPlacement | null> {
    if (!CODE.test(code)) return null;
    const agent = await this.members.findAgentByAffiliateCode(merchant.id, code);
    if (agent) return { upline: agent, isAgent: 0, registerCode: null };
    const registered = await this.registerCodes(merchant, code);
    return registered
      ? { upline: registered.agent, isAgent: registered.isAgent, registerCode: registered.code }
      : null;
  }

  /** Like uplineFor, with the account type and code of an agent's registration code. */
  async placement(
    merchant: MerchantContext,
    code: string | null | undefined,
    domain: string | null | undefined,
  ): Promise<RegistrationPlacement> {
    const typed = code?.trim();
    if (typed) {
      const found = await this.placementOf(merchant, typed);
      if (!found) throw new AppError('affiliate.code.invalid');
      return found;
    }
    const upline = await this.uplineFor(merchant, null, domain);
    return { upline, isAgent: 0, registerCode: null };
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
