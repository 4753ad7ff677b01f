import {
  ADMIN_PAYOUT_MAX_DAYS,
  daysInRange,
  minorToDecimal,
  type AdminAgentContract,
  type AdminAgentPayoutPage,
  type AdminAgentRow,
  type AdminPage,
  type ContractKind,
  type ContractOfferRequest,
  type ContractStatus,
  type PayoutStatus,
  type RateType,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminActor } from '../wallet/index.js';
import { AgentAdminRepository } from './agent-admin.repository.js';
import type { ContractRow } from './agent.repository.js';
import type { AgentService } from './agent.service.js';
import { businessDay } from './periods.js';

type Paging = { page: number; size: number };

type ContractListRow = { contract: ContractRow; username: string; agentUsername: string | null };

function adminContract({ contract: c, username, agentUsername }: ContractListRow): AdminAgentContract {
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    agentUsername,
    username,
    productType: c.productType,
    computationPeriod: c.computationPeriod || null,
    // Stored as validated when offered (contracts/agent.ts tier shapes).
    tiers: c.tiers as AdminAgentContract['tiers'],
    pendingTiers: c.pendingTiers as AdminAgentContract['pendingTiers'],
    downlineHigherRate: c.downlineHigherRate,
    offeredAt: c.offeredAt.getTime(),
    acceptedAt: c.acceptedAt?.getTime() ?? null,
    decidedAt: c.decidedAt?.getTime() ?? null,
  };
}

/**
 * The operator's overview of the agent network: agents with their downlines, every downline
 * contract of the four kinds, and the salary and dividend payouts made. Agents offer contracts to
 * their downlines; the operator offers them to top agents, who have no agent above them. Payouts
 * are made by the scheduler.
 */
export class AgentAdminService {
  private readonly repository: AgentAdminRepository;

  constructor(
    db: Db,
    private readonly agentService: AgentService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new AgentAdminRepository(db);
  }

  private own(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  async agents(
    merchant: MerchantContext,
    actor: AdminActor,
    query: Paging & { q?: string; level?: number },
  ): Promise<AdminPage<AdminAgentRow>> {
    this.own(merchant, actor);
    const { rows, total } = await this.repository.agents(
      merchant.id,
      { q: query.q || undefined, level: query.level },
      query,
    );
    const list = rows.map((r) => ({
      id: r.member.id,
      username: r.member.username,
      nickname: r.member.nickname,
      level: r.member.isAgent,
      upline: r.upline,
      affiliateCode: r.member.affiliateCode,
      downlineCount: r.downlineCount,
      downlineAgentCount: r.downlineAgentCount,
      activeContracts: r.activeContracts,
      locked: r.member.status !== 'A',
      registeredAt: r.member.createdAt.getTime(),
    }));
    return { list, page: query.page, size: query.size, total };
  }

  async contracts(
    merchant: MerchantContext,
    actor: AdminActor,
    query: Paging & { kind?: ContractKind; status?: ContractStatus; q?: string },
  ): Promise<AdminPage<AdminAgentContract>> {
    this.own(merchant, actor);
    const { rows, total } = await this.repository.contracts(
      merchant.id,
      { kind: query.kind, status: query.status, q: query.q || undefined },
      query,
    );
    const list = rows.map(adminContract);
    return { list, page: query.page, size: query.size, total };
  }

  /** The house's offer to a top agent; the holder answers it in the agent centre. */
  async offerContract(
    merchant: MerchantContext,
    actor: AdminActor,
    input: ContractOfferRequest,
  ): Promise<AdminAgentContract> {
    this.own(merchant, actor);
    const row = await this.agentService.houseOffer(merchant, input);
    const { rows } = await this.repository.contracts(merchant.id, { id: row.id }, { page: 1, size: 1 });
    return adminContract(rows[0]!);
  }

  async payouts(
    merchant: MerchantContext,
    actor: AdminActor,
    query: Paging & { from?: string; to?: string; kind?: ContractKind; status: PayoutStatus },
  ): Promise<AdminAgentPayoutPage> {
    this.own(merchant, actor);
    const today = businessDay(this.now());
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? to;
    if (from > to || daysInRange(from, to) > ADMIN_PAYOUT_MAX_DAYS) {
      throw new AppError('request.invalid', `from..to: at most ${ADMIN_PAYOUT_MAX_DAYS} days`);
    }
    const { rows, totals } = await this.repository.payouts(
      merchant.id,
      { from, to, kind: query.kind, status: query.status },
      query,
    );
    const list = rows.map(({ payout: p, username, agentUsername }) => ({
      recordId: p.id,
      contractId: p.contractId,
      kind: p.kind,
      username,
      agentUsername,
      productType: p.productType,
      periodKey: p.periodKey,
      periodStart: p.periodStart.getTime(),
      periodEnd: p.periodEnd.getTime(),
      businessDay: p.businessDay,
      betAmount: minorToDecimal(p.betAmount, p.currency),
      winAmount: minorToDecimal(p.winAmount, p.currency),
      netLoss: minorToDecimal(p.netLoss, p.currency),
      activeMembers: p.activeMembers,
      tier: p.tier,
      rateType: p.rateType as RateType | null,
      rate: p.rate,
      amount: minorToDecimal(p.amount, p.currency),
      status: p.status,
      createdAt: p.createdAt.getTime(),
    }));
    const count = totals.reduce((n, t) => n + t.count, 0);
    return {
      list,
      page: query.page,
      size: query.size,
      total: count,
      from,
      to,
      totals: totals.map((t) => ({
        kind: t.kind,
        count: t.count,
        amount: minorToDecimal(BigInt(t.amount), merchant.currency),
      })),
    };
  }
}
