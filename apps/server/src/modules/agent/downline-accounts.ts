import type { CreateDownlineRequest } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import {
  loginPassword,
  loginUsername,
  matchesPattern,
  type MemberFactory,
  type MemberRepository,
  type RegistrationSignals,
  type RuleBook,
} from '../member/index.js';
import type { ClientInfo } from '../../platform/http/client-info.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { AgentService } from './agent.service.js';

export interface DownlineAccountDeps {
  agents: AgentService;
  members: MemberRepository;
  rules: RuleBook;
  factory: MemberFactory;
  /** Fraud signals of the new account, as for a registration: the device and address it was opened from. */
  signals?: RegistrationSignals;
}

/**
 * An agent opening a member account directly under itself (500cai POST /wps/agent/downline): an
 * agent action of the agent centre, with the merchant's username and password rules.
 */
export class DownlineAccounts {
  constructor(private readonly deps: DownlineAccountDeps) {}

  async create(
    merchant: MerchantContext,
    session: SessionContext,
    input: CreateDownlineRequest,
    client: Pick<ClientInfo, 'ip' | 'deviceId'>,
  ) {
    const agent = await this.deps.agents.caller(merchant, session, 'agentAction');
    const rules = await this.deps.rules.rules(merchant);
    const username = loginUsername(input.username, rules.username);
    const password = loginPassword(input.password, rules.password);
    if (!matchesPattern(password, rules.password.pattern)) {
      throw AppError.limited('error_password', 'password', rules.password.min, rules.password.max);
    }
    if (
      input.confirmPassword !== null &&
      input.confirmPassword !== undefined &&
      input.confirmPassword !== password
    ) {
      throw new AppError('in_confirmation_correct');
    }
    const member = await this.deps.members.transaction(async (repository) => {
      const created = await this.deps.factory.create(repository, merchant, {
        username,
        password,
        nickname: input.nickname || null,
        uplineId: agent.id,
        registerMethod: 'AGENT',
      });
      // Recorded like a registration's, with the account: a ring opened through an agent is seen too.
      await this.deps.signals?.registered(merchant, created, { ip: client.ip, deviceId: client.deviceId });
      return created;
    });
    return { customerId: member.id, username: member.username };
  }
}
