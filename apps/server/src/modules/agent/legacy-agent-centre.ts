import type {
  LanguageCode,
  NoticePage,
  PromoteDownlineValue,
  RebateRate,
  RegisteredAffiliatesValue,
  TransferEnabledValue,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MemberRepository } from '../member/index.js';
import type { FeatureFlags, MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { AgentService } from './agent.service.js';

export interface LegacyAgentCentreDeps {
  agents: AgentService;
  members: Pick<MemberRepository, 'findById' | 'findByUsername' | 'promoteToAgent'>;
  flags: Pick<FeatureFlags, 'isOn'>;
  /** The merchant's announcements (the message module's notice list). */
  announcements: (
    merchant: MerchantContext,
    page: { page: number; size: number },
    language: LanguageCode,
  ) => Promise<NoticePage>;
  /** The merchant's rebate rates per game type (the promotion module's). */
  rebateRates: (merchant: MerchantContext) => Promise<RebateRate[]>;
}

/**
 * The 500cai agent centre's calls that ours has no one call for. Each first checks, as the agent
 * centre does, that the caller is an agent of this merchant with the centre switched on.
 */
export class LegacyAgentCentre {
  constructor(private readonly deps: LegacyAgentCentreDeps) {}

  async announcements(
    merchant: MerchantContext,
    session: SessionContext,
    page: { page: number; size: number },
    language: LanguageCode,
  ): Promise<NoticePage> {
    await this.deps.agents.caller(merchant, session, 'centre');
    return this.deps.announcements(merchant, page, language);
  }

  async rebateSettings(merchant: MerchantContext, session: SessionContext): Promise<RebateRate[]> {
    await this.deps.agents.caller(merchant, session, 'centre');
    return this.deps.rebateRates(merchant);
  }

  async registeredAffiliates(
    merchant: MerchantContext,
    session: SessionContext,
    page: { page: number; size: number },
  ): Promise<RegisteredAffiliatesValue> {
    const agent = await this.deps.agents.caller(merchant, session, 'centre');
    const { list, total } = await this.deps.agents.repository.registeredAffiliates(
      merchant.id,
      agent.id,
      page.page,
      page.size,
    );
    return { list, total, page: page.page, size: page.size };
  }

  /** Transfers to downlines are the agent centre's (AGENTCENTER); several at once need AGENTRANSMULTDOWN3. */
  async transferEnabled(merchant: MerchantContext, session: SessionContext): Promise<TransferEnabledValue> {
    await this.deps.agents.caller(merchant, session, 'centre');
    return {
      transferEnabled: true,
      multipleDownlines: await this.deps.flags.isOn(merchant, 'AGENTRANSMULTDOWN3'),
    };
  }

  /**
   * A first-level agent makes a direct downline member an agent of level 2 (as only it may open
   * register codes for agents); anyone else's member is downline.not.found.
   */
  async promote(
    merchant: MerchantContext,
    session: SessionContext,
    input: { username?: string | undefined; customerId?: number | undefined },
  ): Promise<PromoteDownlineValue> {
    const agent = await this.deps.agents.caller(merchant, session, 'agentAction');
    if (agent.isAgent !== 1) throw new AppError('permission.denied');
    const downline = input.customerId
      ? await this.deps.members.findById(merchant.id, input.customerId, { fresh: true })
      : await this.deps.members.findByUsername(merchant.id, input.username!);
    if (!downline || downline.uplineId !== agent.id || downline.status !== 'A') {
      throw new AppError('downline.not.found');
    }
    if (input.username && downline.username.toLowerCase() !== input.username.toLowerCase()) {
      throw new AppError('downline.not.found');
    }
    if (downline.isAgent !== 0) throw new AppError('request.invalid', 'already an agent');
    if (!(await this.deps.members.promoteToAgent(merchant.id, downline.id, agent.id, 2))) {
      throw new AppError('downline.not.found');
    }
    return { customerId: downline.id, username: downline.username, isAgent: 2 };
  }
}
