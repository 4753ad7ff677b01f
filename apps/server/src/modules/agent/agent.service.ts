import {
  AGENT_ACCOUNT_TYPES,
  AGENT_DAY_UTC_OFFSET_MINUTES,
  MAX_REGISTER_CODES,
  minorToDecimal,
  legacyReportPeriod,
  LEGACY_REPORT_MAX_DAYS,
  type ConsolidatedContractsValue,
  type LegacyReportQuery,
  type ProductPnl,
  type ContractAction,
  type ContractKind,
  type ContractOfferRequest,
  type ContractProductType,
  type ContractStatus,
  type ContractView,
  type ComputationPeriod,
  type PayoutRecordItem,
  type PayoutRecordsValue,
  type PersonalStatementItem,
  type PersonalStatementValue,
  type RegisterCodeItem,
  type RegisterCodesValue,
  type TeamMembersValue,
  type TeamOverviewValue,
  type TeamStatementValue,
  type DividendTier,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { randomFrom } from '../security/index.js';
import { ActivityTotals, NO_FIGURES } from '../activity/index.js';
import { isTrialAccount } from '../member/index.js';
import type { MemberRepository, MemberRow } from '../member/index.js';
import type { FeatureFlags } from '../settings/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { AgentRepository, type ContractRow } from './agent.repository.js';
import {
  isHigherRate,
  normaliseTiers,
  requireTransition,
  tierAmount,
  topRates,
  type AnyTier,
  type ContractActor,
} from './contract-rules.js';
import { addDays, businessDay, dividendPeriod, rangeOf } from './periods.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * What a caller wants to do, and so which accounts may:
 * centre: read the agent centre (agents 1, 2; trial accounts in_please_account);
 * agentAction: change something as an agent (agents 1, 2; trial in_need_true_account);
 * holderRead: read one's own contracts and records (0, 1, 2; trial in_please_account);
 * holderAction: answer a contract offered to oneself (0, 1, 2; trial in_need_true_account).
 */
type Need = 'centre' | 'agentAction' | 'holderRead' | 'holderAction';

export interface AgentDeps {
  db: Db;
  members: MemberRepository;
  flags: FeatureFlags;
  now?: () => Date;
}

const money = minorToDecimal;
const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** The agent centre and downline contracts. */
export class AgentService {
  readonly repository: AgentRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: AgentDeps) {
    this.repository = new AgentRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /** The member behind a session, checked against what it wants to do. */
  async caller(merchant: MerchantContext, session: SessionContext, need: Need): Promise<MemberRow> {
    if (isTrialAccount(session.isAgent)) {
      throw new AppError(
        need === 'agentAction' || need === 'holderAction' ? 'in_need_true_account' : 'in_please_account',
      );
    }
    const member = await this.deps.members.findById(merchant.id, session.memberId);
    if (!member || member.status !== 'A') throw new AppError('user.or.token.invalid');
    if (isTrialAccount(member.isAgent)) throw new AppError('in_please_account');
    if ((need === 'centre' || need === 'agentAction') && !AGENT_ACCOUNT_TYPES.includes(member.isAgent)) {
      throw new AppError('permission.denied');
    }
    if (need === 'centre' || need === 'agentAction') await this.deps.flags.require(merchant, 'AGENTCENTER');
    return member;
  }

  // ---- Team -------------------------------------------------------------------------------------------

  async overview(
    merchant: MerchantContext,
    session: SessionContext,
    query: { startDate?: string | undefined; endDate?: string | undefined },
  ): Promise<TeamOverviewValue> {
    const agent = await this.caller(merchant, session, 'centre');
    const range = rangeOf(query, this.now());
    const r = this.repository;
    const counts = await r.teamCounts(merchant.id, agent.id, range.from, range.to);
    const activity = await r.activity(merchant.id, agent.id, true, range.from, range.to);
    const funding = await r.funding(merchant.id, agent.id, false, range.from, range.to);
    const paid = await r.paidTo(merchant.id, agent.id, range.startDate, range.endDate);
    const c = merchant.currency;
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      teamSize: counts.teamSize,
      directMembers: counts.directMembers,
      newMembers: counts.newMembers,
      activeMembers: activity.activeMembers,
      betCount: activity.betCount,
      betAmount: money(activity.betAmount, c),
      winAmount: money(activity.winAmount, c),
      profit: money(activity.betAmount - activity.winAmount, c),
      depositAmount: money(funding.depositAmount, c),
      withdrawAmount: money(funding.withdrawAmount, c),
      teamBalance: money(counts.teamBalance, c),
      salaryAmount: money(paid.salary, c),
      dividendAmount: money(paid.dividend, c),
      currency: c,
    };
  }

  async members(
    merchant: MerchantContext,
    session: SessionContext,
    query: { username?: string | undefined; directOnly: boolean; page: number; size: number },
  ): Promise<TeamMembersValue> {
    const agent = await this.caller(merchant, session, 'centre');
    const { list, total } = await this.repository.teamMembers(merchant.id, agent.id, query);
    return {
      page: query.page,
      size: query.size,
      total,
      list: list.map((m) => ({
        customerId: m.id,
        username: m.username,
        nickname: m.nickname,
        isAgent: m.isAgent,
        level: m.level,
        uplineUsername: m.uplineUsername,
        directDownlines: m.directDownlines,
        balance: money(m.available, merchant.currency),
        status: m.status,
        createdAt: m.createdAt.getTime(),
        lastLoginAt: m.lastLoginAt?.getTime() ?? null,
      })),
    };
  }

  // ---- Statements ---------------------------------------------------------------------------------------

  async personalStatement(
    merchant: MerchantContext,
    session: SessionContext,
    query: { startDate?: string | undefined; endDate?: string | undefined; page: number; size: number },
  ): Promise<PersonalStatementValue> {
    const member = await this.caller(merchant, session, 'centre');
    const range = rangeOf(query, this.now());
    const rows = await this.repository.personalDays(
      merchant.id,
      member.id,
      range.from,
      range.to,
      AGENT_DAY_UTC_OFFSET_MINUTES,
    );
    const c = merchant.currency;
    const days: string[] = [];
    for (let d = range.endDate; d >= range.startDate; d = addDays(d, -1)) days.push(d);
    const items = days.map((day): PersonalStatementItem => {
      const of = (what: string) => rows.filter((r) => r.day === day && r.what === what);
      const sum = (what: string) => of(what).reduce((s, r) => s + r.amount, 0n);
      const bet = sum('bet');
      const win = sum('win');
      return {
        date: day,
        betCount: of('bet').reduce((s, r) => s + r.n, 0),
        betAmount: money(bet, c),
        winAmount: money(win, c),
        profit: money(bet - win, c),
        depositAmount: money(sum('deposit'), c),
        withdrawAmount: money(sum('withdraw'), c),
        salaryAmount: money(sum('salary'), c),
        dividendAmount: money(sum('dividend'), c),
        transferIn: money(sum('transfer_in'), c),
        transferOut: money(sum('transfer_out'), c),
      };
    });
    const start = (query.page - 1) * query.size;
    return {
      page: query.page,
      size: query.size,
      total: items.length,
      list: items.slice(start, start + query.size),
      currency: c,
    };
  }

  async teamStatement(
    merchant: MerchantContext,
    session: SessionContext,
    query: {
      startDate?: string | undefined;
      endDate?: string | undefined;
      username?: string | undefined;
      page: number;
      size: number;
    },
    /** The products counted (the 500cai team reports name theirs); every product by default. */
    productTypes: readonly ContractProductType[] = ['ALL'],
  ): Promise<TeamStatementValue> {
    const agent = await this.caller(merchant, session, 'centre');
    await this.deps.flags.require(merchant, 'AGETEAMPNL3');
    const range = rangeOf(query, this.now());
    const result = await this.repository.teamStatement(
      merchant.id,
      agent.id,
      range.from,
      range.to,
      query,
      productTypes,
    );
    const c = merchant.currency;
    const figures = (r: {
      betCount: number;
      betAmount: bigint;
      winAmount: bigint;
      depositAmount: bigint;
      withdrawAmount: bigint;
    }) => ({
      betCount: r.betCount,
      betAmount: money(r.betAmount, c),
      winAmount: money(r.winAmount, c),
      profit: money(r.betAmount - r.winAmount, c),
      depositAmount: money(r.depositAmount, c),
      withdrawAmount: money(r.withdrawAmount, c),
    });
    return {
      page: query.page,
      size: query.size,
      total: result.total,
      totals: figures(result.totals),
      list: result.list.map((r) => ({
        customerId: r.memberId,
        username: r.username,
        level: r.level,
        ...figures(r),
      })),
      currency: c,
    };
  }

  /**
   * The member's own play of some product types over a bounded period (500cai personal reports),
   * one line per type, from the running totals: settled bets and vendors' rounds that stood.
   */
  async productPnl(
    merchant: MerchantContext,
    session: SessionContext,
    productTypes: readonly Exclude<ContractProductType, 'ALL'>[],
    query: LegacyReportQuery,
  ): Promise<ProductPnl> {
    const member = await this.caller(merchant, session, 'holderRead');
    const period = legacyReportPeriod(query, this.now().getTime());
    if (!period) {
      throw new AppError(
        'request.invalid',
        `startDate, endDate: the start before the end, at most ${LEGACY_REPORT_MAX_DAYS} days apart`,
      );
    }
    const figures = await new ActivityTotals(this.deps.db).between(member.id, [...productTypes], {
      from: new Date(period.from),
      to: new Date(period.to),
    });
    const c = merchant.currency;
    const lines = productTypes.map((productType) => {
      const f = figures.get(productType) ?? NO_FIGURES;
      return { productType, bets: f.betCount, stake: f.bet, payout: f.payout };
    });
    const line = (l: { bets: number; stake: bigint; payout: bigint }) => ({
      bets: l.bets,
      betAmount: money(l.stake, c),
      payout: money(l.payout, c),
      profit: money(l.payout - l.stake, c),
    });
    const sum = lines.reduce(
      (t, l) => ({ bets: t.bets + l.bets, stake: t.stake + l.stake, payout: t.payout + l.payout }),
      { bets: 0, stake: 0n, payout: 0n },
    );
    const start = (query.page - 1) * query.size;
    return {
      list: lines.slice(start, start + query.size).map((l) => ({ productType: l.productType, ...line(l) })),
      page: query.page,
      size: query.size,
      total: lines.length,
      totals: line(sum),
      currency: c,
      startDate: period.from,
      endDate: period.to,
    };
  }

  // ---- Register codes --------------------------------------------------------------------------------------

  async registerCodes(
    merchant: MerchantContext,
    session: SessionContext,
    query: { page: number; size: number },
  ): Promise<RegisterCodesValue> {
    const agent = await this.caller(merchant, session, 'centre');
    const { list, total } = await this.repository.registerCodes(
      merchant.id,
      agent.id,
      query.page,
      query.size,
    );
    return { page: query.page, size: query.size, total, list: list.map(codeItem) };
  }

  async createRegisterCode(
    merchant: MerchantContext,
    session: SessionContext,
    input: { accountType: 0 | 2; remark?: string | null | undefined },
  ): Promise<RegisterCodeItem> {
    const agent = await this.caller(merchant, session, 'agentAction');
    // Only a first-level agent may sign up agents under it; an agent of level 2 signs up members.
    if (input.accountType === 2 && agent.isAgent !== 1) throw new AppError('permission.denied');
    if ((await this.repository.countRegisterCodes(merchant.id, agent.id)) >= MAX_REGISTER_CODES) {
      throw AppError.limited('amount.out.of.range', 'codes', 0, MAX_REGISTER_CODES);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomFrom(CODE_ALPHABET, 8);
      if (await this.repository.codeTaken(merchant.id, code)) continue;
      const row = await this.repository.insertRegisterCode({
        merchantId: merchant.id,
        agentId: agent.id,
        code,
        accountType: input.accountType,
        remark: input.remark || null,
      });
      if (row) return codeItem({ ...row, registrations: 0 });
    }
    throw new Error('no free register code after 5 attempts');
  }

  async updateRegisterCode(
    merchant: MerchantContext,
    session: SessionContext,
    codeId: number,
    input: { enabled?: boolean | undefined; remark?: string | null | undefined },
    remove = false,
  ): Promise<{ codeId: number; deleted: boolean }> {
    const agent = await this.caller(merchant, session, 'agentAction');
    const row = await this.repository.registerCode(merchant.id, agent.id, codeId);
    if (!row) throw new AppError('resource.not.found');
    await this.repository.updateRegisterCode(
      row.id,
      remove
        ? { deletedAt: this.now(), enabled: false }
        : {
            ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
            ...(input.remark === undefined ? {} : { remark: input.remark || null }),
          },
    );
    return { codeId: row.id, deleted: remove };
  }

  /** For registration: the agent and account type of a live register code, or null. */
  async registerCode(merchant: MerchantContext, code: string) {
    const row = await this.repository.liveCode(merchant.id, code);
    if (!row) return null;
    const agent = await this.deps.members.findById(merchant.id, row.agentId);
    if (!agent || agent.status !== 'A' || !AGENT_ACCOUNT_TYPES.includes(agent.isAgent)) return null;
    return { agent, isAgent: row.accountType, code: row.code };
  }

  // ---- Contracts offered by an agent -----------------------------------------------------------------------

  async offer(
    merchant: MerchantContext,
    session: SessionContext,
    input: ContractOfferRequest,
  ): Promise<ContractView> {
    const agent = await this.caller(merchant, session, 'agentAction');
    const downline = await this.deps.members.findByUsername(merchant.id, input.username);
    if (
      !downline ||
      downline.uplineId !== agent.id ||
      downline.status !== 'A' ||
      isTrialAccount(downline.isAgent)
    ) {
      throw new AppError('downline.not.found', undefined, { username: input.username });
    }
    const tiers = normaliseTiers(input.kind, input.tiers as AnyTier[], merchant.currency);
    const productType = input.productType;
    const computationPeriod: ComputationPeriod | '' =
      input.kind === 'DIVIDEND' ? input.computationPeriod : '';

    // Higher-rate rule: against the agent's own active contract of this kind (same product, else ALL).
    const own = (await this.repository.activeOfKind(merchant.id, agent.id, input.kind)).filter(
      (c) => c.productType === productType || c.productType === 'ALL',
    );
    const ownTop = own.length
      ? own
          .map((c) => topRates(c.kind, c.tiers as AnyTier[], merchant.currency))
          .reduce((a, b) => ({
            percent: a.percent > b.percent ? a.percent : b.percent,
            fixed: a.fixed > b.fixed ? a.fixed : b.fixed,
          }))
      : null;
    const higher = isHigherRate(topRates(input.kind, tiers, merchant.currency), ownTop);
    if (higher && !input.confirmHigherRate) throw new AppError('higher_rate');

    const id = await this.place(merchant, {
      holderId: downline.id,
      agentId: agent.id,
      kind: input.kind,
      productType,
      computationPeriod,
      tiers,
      higher,
    });
    return this.view(merchant, (await this.repository.contract(merchant.id, id))!);
  }

  /**
   * The house's offer to a top agent (no upline), made in the back office: the same offer as an
   * agent's, with no offering agent and no higher-rate rule (the house has no rate of its own).
   */
  async houseOffer(merchant: MerchantContext, input: ContractOfferRequest): Promise<ContractRow> {
    const holder = await this.deps.members.findByUsername(merchant.id, input.username);
    if (!holder || holder.status !== 'A' || !AGENT_ACCOUNT_TYPES.includes(holder.isAgent)) {
      throw new AppError('downline.not.found', undefined, { username: input.username });
    }
    if (holder.uplineId !== null) throw new AppError('contract.holder.not.top.agent');
    const id = await this.place(merchant, {
      holderId: holder.id,
      agentId: null,
      kind: input.kind,
      productType: input.productType,
      computationPeriod: input.kind === 'DIVIDEND' ? input.computationPeriod : '',
      tiers: normaliseTiers(input.kind, input.tiers as AnyTier[], merchant.currency),
      higher: false,
    });
    return (await this.repository.contract(merchant.id, id))!;
  }

  /**
   * Writes an offer: a revision of the holder's active contract of the same kind, product and
   * period (applied when the holder answers A), else a new offer; open offers it replaces close.
   */
  private async place(
    merchant: MerchantContext,
    offer: {
      holderId: number;
      /** The offering agent; null when the house offers. */
      agentId: number | null;
      kind: ContractKind;
      productType: ContractProductType;
      computationPeriod: ComputationPeriod | '';
      tiers: AnyTier[];
      higher: boolean;
    },
  ): Promise<number> {
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const r = new AgentRepository(tx);
      const key = {
        merchantId: merchant.id,
        memberId: offer.holderId,
        kind: offer.kind,
        productType: offer.productType,
        computationPeriod: offer.computationPeriod,
      };
      const [active] = await r.siblings(key, ['V']);
      if (active) {
        // A revision of the active contract: it applies when the holder answers A.
        await r.updateContract(active.id, {
          pendingTiers: offer.tiers,
          downlineHigherRate: offer.higher,
          agentId: offer.agentId,
          updatedAt: now,
        });
        await r.addEvent({
          merchantId: merchant.id,
          contractId: active.id,
          action: 'REVISE',
          fromStatus: 'V',
          toStatus: 'V',
          actorId: offer.agentId,
          createdAt: now,
        });
        for (const open of await r.siblings(key, ['P', 'E']))
          await this.close(r, open, 'REPLACED', offer.agentId, now);
        return active.id;
      }
      for (const open of await r.siblings(key, ['P', 'E']))
        await this.close(r, open, 'REPLACED', offer.agentId, now);
      const created = await r.insertContract({
        ...key,
        agentId: offer.agentId,
        tiers: offer.tiers,
        downlineHigherRate: offer.higher,
        status: 'P',
        offeredAt: now,
        updatedAt: now,
      });
      await r.addEvent({
        merchantId: merchant.id,
        contractId: created.id,
        action: 'OFFER',
        fromStatus: null,
        toStatus: 'P',
        actorId: offer.agentId,
        createdAt: now,
      });
      return created.id;
    });
  }

  async agentContracts(
    merchant: MerchantContext,
    session: SessionContext,
    query: {
      kind?: ContractKind | undefined;
      status?: ContractStatus | undefined;
      username?: string | undefined;
      page: number;
      size: number;
    },
  ) {
    const agent = await this.caller(merchant, session, 'centre');
    const { list, total } = await this.repository.agentContracts(merchant.id, agent.id, query);
    return { page: query.page, size: query.size, total, list: await this.views(merchant, list) };
  }

  /** The offering agent withdraws an offer or ends an active contract (-> C). */
  async agentCancel(merchant: MerchantContext, session: SessionContext, contractId: number) {
    const agent = await this.caller(merchant, session, 'agentAction');
    return this.act(merchant, agent, contractId, 'C', 'agent');
  }

  // ---- Contracts answered by their holder ------------------------------------------------------------------

  /** A/R/C by the holder on one of its contracts of a kind; anyone else's contract is contract.not.found. */
  async answer(
    merchant: MerchantContext,
    session: SessionContext,
    kind: ContractKind,
    contractId: number,
    action: ContractAction,
  ): Promise<{ contract: ContractView }> {
    const holder = await this.caller(merchant, session, 'holderAction');
    const row = await this.repository.contract(merchant.id, contractId);
    if (!row || row.kind !== kind || row.memberId !== holder.id) throw new AppError('contract.not.found');
    return { contract: await this.act(merchant, holder, contractId, action, 'holder') };
  }

  /** processDividendReq / participation: the holder's dividend contract named by product (and period). */
  async answerDividend(
    merchant: MerchantContext,
    session: SessionContext,
    input: {
      productType: ContractProductType;
      computationPeriod?: ComputationPeriod | undefined;
      status: ContractAction;
      contractId?: number | undefined;
    },
  ) {
    const holder = await this.caller(merchant, session, 'holderAction');
    if (input.contractId) return this.answer(merchant, session, 'DIVIDEND', input.contractId, input.status);
    const candidates = (
      await this.repository.contractsOfHolder(merchant.id, holder.id, ['P', 'E', 'V'], 'DIVIDEND')
    ).filter(
      (c) =>
        c.productType === input.productType &&
        (!input.computationPeriod || c.computationPeriod === input.computationPeriod),
    );
    const open = candidates.find((c) => c.status !== 'V');
    const active = candidates.find((c) => c.status === 'V');
    const target = input.status === 'C' ? active : input.status === 'R' ? open : (open ?? active);
    if (!target) throw new AppError('contract.not.found');
    return { contract: await this.act(merchant, holder, target.id, input.status, 'holder') };
  }

  private async act(
    merchant: MerchantContext,
    actor: MemberRow,
    contractId: number,
    action: ContractAction,
    as: ContractActor,
  ): Promise<ContractView> {
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      const r = new AgentRepository(tx);
      const c = await r.lockContract(merchant.id, contractId);
      const owner = as === 'holder' ? c?.memberId : c?.agentId;
      if (!c || owner !== actor.id) throw new AppError('contract.not.found');
      const next = requireTransition(c.status, action, as);
      if (c.status === 'V' && action === 'A') {
        // A further A on an active contract takes the revised terms, if any.
        if (c.pendingTiers) {
          await r.updateContract(c.id, {
            tiers: c.pendingTiers,
            pendingTiers: null,
            decidedAt: now,
            updatedAt: now,
          });
        }
      } else if (next === 'V') {
        // The new contract replaces an active one of the same holder, kind, product and period.
        for (const old of await r.siblings(c, ['V'])) await this.close(r, old, 'REPLACED', actor.id, now);
        await r.updateContract(c.id, { status: 'V', acceptedAt: now, decidedAt: now, updatedAt: now });
      } else {
        await r.updateContract(c.id, { status: next, pendingTiers: null, decidedAt: now, updatedAt: now });
      }
      await r.addEvent({
        merchantId: merchant.id,
        contractId: c.id,
        action,
        fromStatus: c.status,
        toStatus: next,
        actorId: actor.id,
        createdAt: now,
      });
    });
    return this.view(merchant, (await this.repository.contract(merchant.id, contractId))!);
  }

  private async close(r: AgentRepository, c: ContractRow, action: string, actorId: number | null, now: Date) {
    await r.updateContract(c.id, { status: 'C', pendingTiers: null, decidedAt: now, updatedAt: now });
    await r.addEvent({
      merchantId: c.merchantId,
      contractId: c.id,
      action,
      fromStatus: c.status,
      toStatus: 'C',
      actorId,
      createdAt: now,
    });
  }

  /** getConsolidated: the caller's contracts per kind and the request flags. */
  async consolidated(
    merchant: MerchantContext,
    session: SessionContext,
  ): Promise<ConsolidatedContractsValue> {
    const holder = await this.caller(merchant, session, 'holderRead');
    const rows = (
      await this.repository.contractsOfHolder(merchant.id, holder.id, ['P', 'E', 'V', 'R', 'C'])
    ).slice(0, 200);
    const views = await this.views(merchant, rows, true);
    const of = (kind: ContractKind) => views.filter((v) => v.kind === kind);
    const waiting = (kind: ContractKind) =>
      yn(
        of(kind).some(
          (v) => v.status === 'P' || v.status === 'E' || (v.status === 'V' && v.pendingTiers !== null),
        ),
      );
    const dividends = of('DIVIDEND');
    const periods = new Map<ContractProductType, Set<ComputationPeriod>>();
    for (const d of dividends) {
      if (!d.computationPeriod || d.status === 'R' || d.status === 'C') continue;
      periods.set(d.productType, (periods.get(d.productType) ?? new Set()).add(d.computationPeriod));
    }
    return {
      contracthoursalinfo: of('HOUR_SALARY').map((v) => ({
        ...v,
        kind: 'HOUR_SALARY',
        hourSalaryRates: v.tiers as never,
      })),
      dailysalinfotype: of('DAILY_SALARY').map((v) => ({
        ...v,
        kind: 'DAILY_SALARY',
        details: v.tiers as never,
      })),
      realtimesalinfotype: of('REALTIME_SALARY').map((v) => ({
        ...v,
        kind: 'REALTIME_SALARY',
        realTimeSalaryRates: v.tiers as never,
      })),
      divtypeinfo: dividends.map((v) => ({ ...v, kind: 'DIVIDEND' })),
      divtypecompperiodinfo: [...periods].map(([productType, set]) => ({
        productType,
        computationPeriods: [...set],
      })),
      dailysalreqtype: waiting('DAILY_SALARY'),
      divtypereq: waiting('DIVIDEND'),
      contracthoursalreq: waiting('HOUR_SALARY'),
      realtimesalreqtype: waiting('REALTIME_SALARY'),
    };
  }

  // ---- Records ------------------------------------------------------------------------------------------------

  async records(
    merchant: MerchantContext,
    session: SessionContext,
    kind: ContractKind,
    query: {
      startDate?: string | undefined;
      endDate?: string | undefined;
      scope: 'self' | 'team';
      username?: string | undefined;
      page: number;
      size: number;
    },
  ): Promise<PayoutRecordsValue> {
    const member = await this.caller(merchant, session, query.scope === 'team' ? 'centre' : 'holderRead');
    const range = rangeOf(query, this.now());
    const { list, total, totalAmount } = await this.repository.payouts(merchant.id, {
      kind,
      ...(query.scope === 'team' ? { agentId: member.id } : { memberId: member.id }),
      startDate: range.startDate,
      endDate: range.endDate,
      username: query.username,
      page: query.page,
      size: query.size,
    });
    const c = merchant.currency;
    return {
      page: query.page,
      size: query.size,
      total,
      totalAmount: money(totalAmount, c),
      currency: c,
      list: list.map((p): PayoutRecordItem => ({
        recordId: p.id,
        contractId: p.contractId,
        kind: p.kind,
        username: p.username,
        productType: p.productType,
        periodKey: p.periodKey,
        periodStart: p.periodStart.getTime(),
        periodEnd: p.periodEnd.getTime(),
        betAmount: money(p.betAmount, c),
        winAmount: money(p.winAmount, c),
        netLoss: money(p.netLoss, c),
        activeMembers: p.activeMembers,
        tier: p.tier,
        rateType: (p.rateType as 'F' | 'P' | null) ?? null,
        rate: p.rate,
        amount: money(p.amount, c),
        status: p.status,
        createdAt: p.createdAt.getTime(),
      })),
    };
  }

  // ---- Views ----------------------------------------------------------------------------------------------------

  async view(merchant: MerchantContext, row: ContractRow): Promise<ContractView> {
    return (await this.views(merchant, [row]))[0]!;
  }

  private async views(
    merchant: MerchantContext,
    rows: ContractRow[],
    withProgress = false,
  ): Promise<ContractView[]> {
    const names = await this.repository.usernames(
      merchant.id,
      rows.flatMap((r) => (r.agentId ? [r.agentId, r.memberId] : [r.memberId])),
    );
    const events = await this.repository.events(rows.map((r) => r.id));
    const views: ContractView[] = [];
    for (const row of rows) {
      const top = topRates(row.kind, row.tiers as AnyTier[], merchant.currency);
      let periodicTotalBet: string | null = null;
      let periodicTotalBetRequired: string | null = null;
      let entry: DividendTier | null = null;
      if (row.kind === 'DIVIDEND') {
        const tiers = row.tiers as DividendTier[];
        entry = tiers.reduce(
          (m, t) =>
            tierAmount(t.minimumBet, merchant.currency) < tierAmount(m.minimumBet, merchant.currency) ? t : m,
          tiers[0]!,
        );
      }
      if (entry && row.computationPeriod) {
        periodicTotalBetRequired = entry.minimumBet;
        if (withProgress && row.status === 'V') {
          const period = dividendPeriod(row.computationPeriod, businessDay(this.now()));
          const a = await this.repository.activity(
            merchant.id,
            row.memberId,
            true,
            period.start,
            period.end,
            row.productType,
          );
          periodicTotalBet = money(a.betAmount, merchant.currency);
        }
      }
      views.push({
        contractId: row.id,
        id: row.id,
        kind: row.kind,
        status: row.status,
        agentUsername: row.agentId ? (names.get(row.agentId) ?? null) : null,
        username: names.get(row.memberId) ?? '',
        productType: row.productType,
        computationPeriod: row.computationPeriod || null,
        contractRate: `${top.percent / 100n}.${(top.percent % 100n).toString().padStart(2, '0')}`,
        downlineHigherRate: yn(row.downlineHigherRate),
        minimumBet: entry?.minimumBet ?? null,
        netLoss: entry?.netLoss ?? null,
        activeMember: entry?.activeMember ?? null,
        tiers: row.tiers as ContractView['tiers'],
        pendingTiers: (row.pendingTiers as ContractView['tiers'] | null) ?? null,
        periodicTotalBet,
        periodicTotalBetRequired,
        offeredAt: row.offeredAt.getTime(),
        decidedAt: row.decidedAt?.getTime() ?? null,
        history: events
          .filter((e) => e.event.contractId === row.id)
          .map((e) => ({
            action: e.event.action,
            fromStatus: e.event.fromStatus,
            toStatus: e.event.toStatus,
            by: e.by,
            at: e.event.createdAt.getTime(),
          })),
      });
    }
    return views;
  }
}

function codeItem(r: {
  id: number;
  code: string;
  accountType: number;
  remark: string | null;
  enabled: boolean;
  createdAt: Date;
  registrations: number;
}): RegisterCodeItem {
  return {
    codeId: r.id,
    code: r.code,
    accountType: r.accountType === 2 ? 2 : 0,
    remark: r.remark,
    enabled: r.enabled,
    registrations: r.registrations,
    registerPath: `/register?affiliateCode=${encodeURIComponent(r.code)}`,
    createdAt: r.createdAt.getTime(),
  };
}
