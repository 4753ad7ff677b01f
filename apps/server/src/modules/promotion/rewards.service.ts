import { randomInt } from 'node:crypto';
import {
  type BonusDetail,
  type ClaimResult,
  type ClaimTicket,
  type IssuedReward,
  type LegacyAcceptPromotion,
  type LegacyAcceptPromotionRequest,
  type MissionLeaderboard,
  type PromoCodeEntry,
  type RaffleStatus,
  type RebateRate,
  type RebateSummary,
  type ReferralProgram,
  type RewardTask,
  type TaskKind,
  type TicketClaim,
  majorToMinor,
  PROMOTION_FLOW,
  minorToDecimal as money,
  textOf,
  type LanguageCode,
} from '@platform/shared';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { MemberRepository, type MemberRow } from '../member/index.js';
import { Activity, type Period } from './activity.js';
import { addDays, businessDay } from './business-day.js';
import { claimResult, payBonus } from './bonus-payer.js';
import { PromotionRepository, type PromotionRow, type ScheduleRow } from './promotion.repository.js';
import {
  onceKey,
  type PromotionDeps,
  type PromotionService,
  type UploadedImage,
} from './promotion.service.js';

const TASK_KIND: Partial<Record<PromotionRow['promotionType'], TaskKind>> = {
  LOGIN: 'SIGN_IN',
  REGISTER: 'NEWBIE',
  SAVIOR: 'RESCUE',
  MISSION: 'MISSION',
  MISSION_MANUAL: 'MISSION',
};
const DEFAULT_NEWBIE_DAYS = 7;

interface Evaluated {
  task: RewardTask;
  promotion: PromotionRow;
  amount: bigint;
  claimKey: string;
}

/** The referral program lists this many of the member's latest invitees. */
const MAX_INVITEES = 200;

/** A raffle window is drawn once per member: the claim key of that draw. */
function raffleKey(scheduleId: number, memberId: number): string {
  return `raffle:${scheduleId}:${memberId}`;
}

function mask(username: string): string {
  return username.length <= 3 ? `${username[0] ?? ''}**` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/**
 * The rewards centre: sign-in (LOGIN), newbie (REGISTER), rescue (SAVIOR) and mission tasks with
 * progress from real activity, raffles, promo codes (TICKET), the mission leaderboard, manual
 * rebate, bonus details and the referral program. Every payment goes through payBonus, keyed so
 * that each reward is paid once.
 */
export class RewardsService {
  private readonly repository: PromotionRepository;
  private readonly activity: Activity;
  private readonly now: () => Date;

  constructor(
    private readonly deps: PromotionDeps,
    private readonly promotions: PromotionService,
  ) {
    this.repository = new PromotionRepository(deps.db);
    this.activity = new Activity(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  private async rewardsMember(merchant: MerchantContext, session: SessionContext): Promise<MemberRow> {
    const member = await this.promotions.member(merchant, session);
    await this.deps.flags.require(merchant, 'REWCEN3');
    return member;
  }

  // ---- The 500cai client's one "take part" call -----------------------------------------------

  /**
   * Takes part in a promotion the way its type works: apply-type promotions store an application,
   * claim-type ones pay when their rule is met, TICKET pays by its promo code (which alone names
   * the promotion too).
   */
  async accept(
    merchant: MerchantContext,
    session: SessionContext,
    input: LegacyAcceptPromotionRequest,
    images: UploadedImage[],
  ): Promise<LegacyAcceptPromotion> {
    await this.promotions.member(merchant, session);
    const promotion = input.promotionId
      ? await this.repository.findActive(merchant.id, input.promotionId, this.now())
      : null;
    if (input.promotionId && !promotion) throw new AppError('promotion.not.found');
    if (!promotion || promotion.promotionType === 'TICKET') {
      const code = input.promoCode ?? '';
      if (!code) throw new AppError('request.invalid', 'promoCode');
      const claim = await this.enablePromoCode(merchant, session, code);
      if (promotion && claim.promotionId !== promotion.id) throw new AppError('promotion.not.found');
      return { flow: 'code', application: null, claim };
    }
    const flow = PROMOTION_FLOW[promotion.promotionType];
    if (flow === 'apply') {
      const application = await this.promotions.apply(
        merchant,
        session,
        { promotionId: promotion.id, remarks: input.remarks },
        images,
      );
      return { flow, application, claim: null };
    }
    if (promotion.promotionType === 'REFERRAL') {
      return { flow: 'claim', application: null, claim: await this.claimReferral(merchant, session) };
    }
    if (promotion.promotionType === 'RAFFLE') {
      // The window open now (or the next one, which the draw refuses as not open yet).
      const { schedule } = await this.raffle(merchant, promotion.id, null);
      const claim = await this.claimRaffle(merchant, session, {
        promotionId: promotion.id,
        raffleScheduleId: schedule.id,
      });
      return { flow: 'claim', application: null, claim };
    }
    return { flow: 'claim', application: null, claim: await this.claimTask(merchant, session, promotion.id) };
  }

  // ---- Tasks ------------------------------------------------------------------------------------

  async tasks(
    merchant: MerchantContext,
    session: SessionContext,
    kind?: TaskKind | null,
  ): Promise<RewardTask[]> {
    const member = await this.rewardsMember(merchant, session);
    const { rows } = await this.repository.active(merchant.id, this.now(), {
      types: Object.keys(TASK_KIND) as PromotionRow['promotionType'][],
    });
    const chosen = rows.filter((r) => !kind || TASK_KIND[r.promotionType] === kind);
    const evaluated = await Promise.all(chosen.map((p) => this.evaluate(merchant, member, p)));
    return evaluated.map((e) => e.task);
  }

  async claimTask(
    merchant: MerchantContext,
    session: SessionContext,
    promotionId: number,
    /** When given, the promotion must be of this type (field clients name it with the id). */
    promotionType?: string | null,
  ): Promise<ClaimResult> {
    const member = await this.rewardsMember(merchant, session);
    const promotion = await this.repository.findActive(merchant.id, promotionId, this.now());
    if (!promotion || !TASK_KIND[promotion.promotionType]) throw new AppError('promotion.not.found');
    if (promotionType && promotion.promotionType !== promotionType) throw new AppError('promotion.not.found');
    const evaluated = await this.evaluate(merchant, member, promotion);
    if (evaluated.task.flow === 'apply') throw new AppError('promotion.apply.not.supported');
    if (evaluated.task.claimed) throw new AppError('promotion.already.claimed');
    if (!evaluated.task.completed) throw new AppError('promotion.not.eligible');
    return this.pay(merchant, member, promotion, evaluated.amount, evaluated.claimKey, session);
  }

  /** Completed claim-type tasks as the field clients' issued rewards (status I) or claimed ones (C). */
  async issuedRewards(
    merchant: MerchantContext,
    session: SessionContext,
    query: { promotionType?: string | null; status?: string | null },
  ): Promise<IssuedReward[]> {
    const status = query.status || 'I';
    const tasks = await this.tasks(merchant, session);
    return tasks
      .filter((task) => task.flow === 'claim' && task.completed)
      .filter((task) => (status === 'C' ? task.claimed : status === 'I' && !task.claimed))
      .filter((task) => !query.promotionType || task.promotionType === query.promotionType)
      .map((task) => ({
        rewardId: task.promotionId,
        promotionType: task.promotionType,
        title: task.title,
        amount: task.bonusAmount,
        status: task.claimed ? 'C' : 'I',
      }));
  }

  /** Claims an issued reward; a promotionType that is not the reward's own names no reward of the member. */
  claimIssued(
    merchant: MerchantContext,
    session: SessionContext,
    request: { promotionClaimId: number; promotionType?: string | null },
  ): Promise<ClaimResult> {
    return this.claimTask(merchant, session, request.promotionClaimId, request.promotionType);
  }

  private async evaluate(merchant: MerchantContext, member: MemberRow, p: PromotionRow): Promise<Evaluated> {
    const now = this.now();
    const kind = TASK_KIND[p.promotionType]!;
    const target = p.target ?? 0n;
    let period: Period;
    let metric: string;
    let current: bigint;
    let amount = p.bonusAmount;
    let claimKey = onceKey(p, member.id);
    let completed: boolean;
    if (kind === 'SIGN_IN') {
      const today = businessDay(now);
      period = today;
      metric = 'DAILY_LOGIN';
      // Asking with a live session is the day's login.
      current = 1n;
      completed = true;
      claimKey = `login:${p.id}:${member.id}:${today.key}`;
    } else if (kind === 'NEWBIE') {
      period = { from: member.createdAt, to: addDays(member.createdAt, p.withinDays ?? DEFAULT_NEWBIE_DAYS) };
      metric = 'DEPOSIT';
      current = await this.activity.deposits(merchant.id, member.id, period);
      completed =
        member.createdAt >= addDays(p.startAt, -(p.withinDays ?? DEFAULT_NEWBIE_DAYS)) && current >= target;
    } else if (kind === 'RESCUE') {
      const yesterday = businessDay(now, -1);
      period = yesterday;
      metric = 'NET_LOSS';
      const loss = await this.activity.netLoss(merchant.id, member.id, yesterday);
      current = loss > 0n ? loss : 0n;
      const byRate = (current * BigInt(p.rateX100 ?? 0)) / 10_000n;
      amount = byRate < p.bonusAmount ? byRate : p.bonusAmount;
      completed = current > 0n && current >= target && amount > 0n;
      claimKey = `savior:${p.id}:${member.id}:${yesterday.key}`;
    } else {
      period = { from: p.startAt, to: p.endAt && p.endAt < now ? p.endAt : now };
      metric = 'BET';
      current = await this.activity.betTotal(merchant.id, member.id, period);
      completed = current >= target;
    }
    const claimed =
      p.promotionType === 'MISSION_MANUAL'
        ? (await this.repository.latestApplications(member.id, [p.id])).get(p.id) === 'APPROVED'
        : (await this.repository.bonusKeys(merchant.id, [claimKey])).has(claimKey);
    const unit = (v: bigint) => (metric === 'DAILY_LOGIN' ? v.toString() : money(v, p.currency));
    return {
      promotion: p,
      amount,
      claimKey,
      task: {
        promotionId: p.id,
        title: p.title,
        promotionType: p.promotionType,
        kind,
        metric,
        current: unit(current),
        target: unit(metric === 'DAILY_LOGIN' ? 1n : target),
        ratePercent: p.rateX100 === null ? null : p.rateX100 / 100,
        bonusAmount: money(p.bonusAmount, p.currency),
        periodStart: period.from.getTime(),
        periodEnd: period.to.getTime(),
        completed,
        claimed,
        flow: p.promotionType === 'MISSION_MANUAL' ? 'apply' : 'claim',
      },
    };
  }

  private async pay(
    merchant: MerchantContext,
    member: MemberRow,
    promotion: PromotionRow,
    amount: bigint,
    claimKey: string,
    session: SessionContext,
  ): Promise<ClaimResult> {
    const bonus = await this.deps.ledger.run((ledger) =>
      payBonus(ledger, {
        merchantId: merchant.id,
        memberId: member.id,
        currency: promotion.currency,
        amount,
        turnoverX100: promotion.turnoverX100,
        promotionId: promotion.id,
        source: promotion.promotionType,
        title: promotion.title,
        claimKey,
      }),
    );
    await this.deps.events.claim(merchant.id, member.id, {
      promotionId: promotion.id,
      applicationId: null,
      title: promotion.title,
      promotionType: promotion.promotionType,
      status: 'APPROVED',
      amount: money(bonus.amount, bonus.currency),
      remarks: null,
    });
    await this.deps.claims?.claimed(merchant, member, promotion.id, session.deviceId ?? null);
    return claimResult(bonus);
  }

  // ---- Raffle and promo codes -------------------------------------------------------------------

  private async raffle(
    merchant: MerchantContext,
    promotionId: number,
    scheduleId: number | null | undefined,
  ) {
    const promotion = await this.repository.findActive(merchant.id, promotionId, this.now());
    if (!promotion || promotion.promotionType !== 'RAFFLE') throw new AppError('promotion.not.found');
    const schedules = await this.repository.schedules(merchant.id, promotion.id);
    const now = this.now();
    const schedule: ScheduleRow | undefined = scheduleId
      ? schedules.find((s) => s.id === scheduleId)
      : (schedules.find((s) => s.endAt > now) ?? schedules.at(-1));
    if (!schedule) throw new AppError('raffle.not.open');
    return { promotion, schedule };
  }

  async raffleStatus(
    merchant: MerchantContext,
    session: SessionContext,
    query: { rafflePromotionId: number; raffleScheduleId?: number | null },
  ): Promise<RaffleStatus> {
    const member = await this.promotions.member(merchant, session);
    const { schedule } = await this.raffle(merchant, query.rafflePromotionId, query.raffleScheduleId);
    const now = this.now();
    const key = raffleKey(schedule.id, member.id);
    const hasStarted = now >= schedule.startAt;
    return {
      rafflePromotionId: query.rafflePromotionId,
      raffleScheduleId: schedule.id,
      isClaimed: (await this.repository.bonusKeys(merchant.id, [key])).has(key),
      hasStarted,
      hasEnded: now >= schedule.endAt,
      due: (hasStarted ? schedule.endAt : schedule.startAt).getTime(),
      time: now.getTime(),
    };
  }

  /** Once per member and schedule, inside the schedule's window; a random amount in [target, bonus]. */
  async claimRaffle(
    merchant: MerchantContext,
    session: SessionContext,
    input: { promotionId: number; raffleScheduleId: number },
  ): Promise<ClaimResult> {
    const member = await this.promotions.member(merchant, session);
    return this.drawRaffle(merchant, member, input.promotionId, input.raffleScheduleId, session);
  }

  private async drawRaffle(
    merchant: MerchantContext,
    member: MemberRow,
    promotionId: number,
    scheduleId: number,
    session: SessionContext,
  ): Promise<ClaimResult> {
    const { promotion, schedule } = await this.raffle(merchant, promotionId, scheduleId);
    const now = this.now();
    if (now < schedule.startAt || now >= schedule.endAt) throw new AppError('raffle.not.open');
    const max = promotion.bonusAmount;
    const min = promotion.target && promotion.target > 0n && promotion.target < max ? promotion.target : max;
    const amount = min === max ? max : min + BigInt(randomInt(Number(max - min) + 1));
    return this.pay(merchant, member, promotion, amount, raffleKey(schedule.id, member.id), session);
  }

  /**
   * The field clients' claim tickets (PROMOFE_getClaimTicketList): every open window of a running
   * raffle that the member has not drawn yet, as a PRIZE_WHEEL ticket named by the window's id.
   */
  async claimTickets(
    merchant: MerchantContext,
    session: SessionContext,
    language: LanguageCode = merchant.defaultLanguage,
  ): Promise<ClaimTicket[]> {
    const lang = { language, defaultLanguage: merchant.defaultLanguage };
    const member = await this.promotions.member(merchant, session);
    const windows = await this.repository.openRaffleWindows(merchant.id, this.now());
    const drawn = await this.repository.bonusKeys(
      merchant.id,
      windows.map((w) => raffleKey(w.schedule.id, member.id)),
    );
    return windows
      .filter((w) => !drawn.has(raffleKey(w.schedule.id, member.id)))
      .map(({ schedule, promotion }) => ({
        transactionId: String(schedule.id),
        type: 'PRIZE_WHEEL' as const,
        conditionStatus: [],
        name: textOf(promotion, 'title', lang),
        promotionId: promotion.id,
        startTime: schedule.startAt.getTime(),
        endTime: schedule.endAt.getTime(),
      }));
  }

  /**
   * PROMOFE_claimTicket: draws the ticket's raffle window, the same claim as MCSFE_claimRaffle, so
   * a ticket pays once however often (or however concurrently) it is claimed.
   */
  async claimTicket(
    merchant: MerchantContext,
    session: SessionContext,
    transactionId: number,
  ): Promise<TicketClaim> {
    const member = await this.promotions.member(merchant, session);
    const schedule = await this.repository.schedule(merchant.id, transactionId);
    if (!schedule) throw new AppError('promotion.not.found');
    const result = await this.drawRaffle(merchant, member, schedule.promotionId, schedule.id, session);
    return {
      ...result,
      transactionId: String(schedule.id),
      type: 'PRIZE_WHEEL',
      configId: schedule.promotionId,
      value: result.amount,
    };
  }

  /**
   * The field clients' promo code list (PROMOFE_getPromoCode): the codes of running TICKET
   * promotions that pay something and that the member has not claimed yet.
   */
  async promoCodes(
    merchant: MerchantContext,
    session: SessionContext,
    language: LanguageCode = merchant.defaultLanguage,
  ): Promise<PromoCodeEntry[]> {
    const lang = { language, defaultLanguage: merchant.defaultLanguage };
    const member = await this.promotions.member(merchant, session);
    const { rows } = await this.repository.active(merchant.id, this.now(), { types: ['TICKET'] });
    const usable = rows.filter((r) => r.promoCode && r.bonusAmount > 0n);
    const claimed = await this.repository.bonusKeys(
      merchant.id,
      usable.map((r) => onceKey(r, member.id)),
    );
    return usable
      .filter((r) => !claimed.has(onceKey(r, member.id)))
      .map((r) => ({
        promoCode: r.promoCode!,
        description: textOf(r, 'title', lang),
        promotionId: r.id,
        amount: money(r.bonusAmount, r.currency),
      }));
  }

  async enablePromoCode(
    merchant: MerchantContext,
    session: SessionContext,
    code: string,
  ): Promise<ClaimResult> {
    const member = await this.promotions.member(merchant, session);
    const promotion = await this.repository.findByCode(merchant.id, code.toUpperCase(), this.now());
    if (!promotion) throw new AppError('promo.code.invalid');
    return this.pay(
      merchant,
      member,
      promotion,
      promotion.bonusAmount,
      onceKey(promotion, member.id),
      session,
    );
  }

  // ---- Mission leaderboard ----------------------------------------------------------------------

  async leaderboard(
    merchant: MerchantContext,
    session: SessionContext | null,
    promotionId: number,
    page: number,
    size: number,
  ): Promise<MissionLeaderboard> {
    const promotion = await this.repository.findActive(merchant.id, promotionId, this.now());
    if (!promotion || TASK_KIND[promotion.promotionType] !== 'MISSION')
      throw new AppError('promotion.not.found');
    const now = this.now();
    const period = {
      from: promotion.startAt,
      to: promotion.endAt && promotion.endAt < now ? promotion.endAt : now,
    };
    const target = promotion.target ?? 0n;
    const { rows, total } = await this.activity.ranking(merchant.id, period, page, size);
    const entry = (rank: number, username: string, bet: bigint) => ({
      rank,
      username: mask(username),
      betAmount: money(bet, promotion.currency),
      completed: bet >= target,
    });
    const mine = session ? await this.activity.rankOf(merchant.id, session.memberId, period) : null;
    return {
      promotionId: promotion.id,
      title: promotion.title,
      target: money(target, promotion.currency),
      periodStart: period.from.getTime(),
      periodEnd: period.to.getTime(),
      list: rows.map((r) => entry(r.rank, r.username, r.bet)),
      page,
      size,
      total,
      mine: mine && session ? entry(mine.rank, session.username, mine.bet) : null,
    };
  }

  // ---- Manual rebate ----------------------------------------------------------------------------

  async rebateRates(merchant: MerchantContext): Promise<RebateRate[]> {
    const rates = await this.repository.rebateRates(merchant.id);
    return rates.map((r) => ({ gameType: r.gameType, rebateValue: r.rateX100 / 100 }));
  }

  private async rebate(merchant: MerchantContext, member: MemberRow, db: DbOrTx) {
    const repository = new PromotionRepository(db);
    const since = (await repository.lastRebateUntil(merchant.id, member.id)) ?? member.createdAt;
    const until = this.now();
    const rates = new Map((await repository.rebateRates(merchant.id)).map((r) => [r.gameType, r.rateX100]));
    const bets = await new Activity(db).bets(merchant.id, member.id, { from: since, to: until });
    const entries = bets
      .filter((b) => rates.has(b.gameType))
      .map((b) => {
        const rate = rates.get(b.gameType)!;
        return { gameType: b.gameType, rate, validBet: b.bet, amount: (b.bet * BigInt(rate)) / 10_000n };
      });
    const total = entries.reduce((sum, e) => sum + e.amount, 0n);
    return { since, until, entries, total, minimum: majorToMinor(1, merchant.currency) };
  }

  async rebateSummary(merchant: MerchantContext, session: SessionContext): Promise<RebateSummary> {
    const member = await this.promotions.member(merchant, session);
    await this.deps.flags.require(merchant, 'MANPLAYREB3');
    const r = await this.rebate(merchant, member, this.deps.db);
    return {
      since: r.since.getTime(),
      until: r.until.getTime(),
      entries: r.entries.map((e) => ({
        gameType: e.gameType,
        rebateValue: e.rate / 100,
        validBet: money(e.validBet, merchant.currency),
        amount: money(e.amount, merchant.currency),
      })),
      total: money(r.total, merchant.currency),
      minimum: money(r.minimum, merchant.currency),
    };
  }

  /**
   * Pays the rebate of bets settled since the last claim. The member row is locked first, so two
   * claims at once cannot both read the same "since" and pay the same bets twice.
   */
  async claimRebate(merchant: MerchantContext, session: SessionContext): Promise<ClaimResult> {
    const member = await this.promotions.member(merchant, session);
    await this.deps.flags.require(merchant, 'MANPLAYREB3');
    const bonus = await this.deps.ledger.run(async (ledger) => {
      await new MemberRepository(ledger.tx).lock(merchant.id, member.id);
      const r = await this.rebate(merchant, member, ledger.tx);
      if (r.total < r.minimum) throw new AppError('promotion.not.eligible');
      return payBonus(ledger, {
        merchantId: merchant.id,
        memberId: member.id,
        currency: merchant.currency,
        amount: r.total,
        turnoverX100: 100,
        promotionId: null,
        source: 'REBATE',
        title: 'Manual rebate',
        claimKey: `rebate:${member.id}:${r.until.getTime()}`,
        coveredUntil: r.until,
      });
    });
    await this.deps.events.claim(merchant.id, member.id, {
      promotionId: null,
      applicationId: null,
      title: bonus.title,
      promotionType: 'REBATE',
      status: 'APPROVED',
      amount: money(bonus.amount, bonus.currency),
      remarks: null,
    });
    return claimResult(bonus);
  }

  // ---- Bonus details ----------------------------------------------------------------------------

  async bonusDetails(
    merchant: MerchantContext,
    session: SessionContext,
    query: { page: number; size: number; startTime?: number | null; endTime?: number | null },
  ) {
    const member = await this.promotions.member(merchant, session);
    const { rows, total } = await this.repository.bonuses(
      merchant.id,
      member.id,
      query.startTime ? new Date(query.startTime) : null,
      query.endTime ? new Date(query.endTime) : null,
      query.page,
      query.size,
    );
    const now = this.now();
    const list: BonusDetail[] = await Promise.all(
      rows.map(async (b) => {
        const bet = await this.activity.betTotal(merchant.id, member.id, { from: b.createdAt, to: now });
        const done = bet < b.turnoverRequired ? bet : b.turnoverRequired;
        return {
          bonusId: b.id,
          promotionId: b.promotionId,
          title: b.title,
          source: b.source,
          amount: money(b.amount, b.currency),
          turnoverRequired: money(b.turnoverRequired, b.currency),
          turnoverCompleted: money(done, b.currency),
          status: done >= b.turnoverRequired ? ('COMPLETED' as const) : ('ACTIVE' as const),
          time: b.createdAt.getTime(),
        };
      }),
    );
    return { list, page: query.page, size: query.size, total };
  }

  // ---- Referral ---------------------------------------------------------------------------------

  private async referral(merchant: MerchantContext, member: MemberRow) {
    if (member.isAgent !== 0) throw new AppError('permission.denied');
    const { rows } = await this.repository.active(merchant.id, this.now(), { types: ['REFERRAL'] });
    const promotion = rows[0] ?? null;
    const invitees = await this.deps.members.referrals(merchant.id, member.id, MAX_INVITEES);
    const deposits = await this.activity.depositsOf(
      merchant.id,
      invitees.map((i) => i.id),
    );
    const keys = promotion ? invitees.map((i) => `referral:${promotion.id}:${i.id}`) : [];
    const paid = await this.repository.bonusKeys(merchant.id, keys);
    const target = promotion?.target ?? 0n;
    const list = invitees.map((i) => {
      const qualified =
        promotion !== null && (deposits.get(i.id) ?? 0n) >= target && (deposits.get(i.id) ?? 0n) > 0n;
      return {
        ...i,
        qualified,
        rewarded: promotion !== null && paid.has(`referral:${promotion.id}:${i.id}`),
      };
    });
    return { promotion, list };
  }

  async referralProgram(merchant: MerchantContext, session: SessionContext): Promise<ReferralProgram> {
    const member = await this.promotions.member(merchant, session);
    const { promotion, list } = await this.referral(merchant, member);
    const reward = promotion?.bonusAmount ?? 0n;
    const claimable = list.filter((i) => i.qualified && !i.rewarded).length;
    const rewarded = list.filter((i) => i.rewarded).length;
    return {
      enabled: promotion !== null,
      promotionId: promotion?.id ?? null,
      referralCode: member.referralCode,
      rewardPerInvitee: money(reward, merchant.currency),
      qualifyingDeposit: money(promotion?.target ?? 0n, merchant.currency),
      invited: list.length,
      qualified: list.filter((i) => i.qualified).length,
      claimable: money(reward * BigInt(claimable), merchant.currency),
      claimed: money(reward * BigInt(rewarded), merchant.currency),
      invitees: list.map((i) => ({
        username: mask(i.username),
        registeredAt: i.createdAt.getTime(),
        qualified: i.qualified,
        rewarded: i.rewarded,
      })),
    };
  }

  /**
   * The current clients' referral card: the member's invitation code, how many members signed up
   * with it, and the merchant's domains an invitation link may use.
   */
  async referralDetails(merchant: MerchantContext, session: SessionContext) {
    const member = await this.promotions.member(merchant, session);
    const [totalInvitations, promotionDomains] = await Promise.all([
      this.deps.members.referralCount(merchant.id, member.id),
      this.deps.domains?.(merchant.id) ?? Promise.resolve([]),
    ]);
    return { referralCode: member.referralCode, totalInvitations, promotionDomains };
  }

  /** One bonus per qualified invitee not yet rewarded, all in one transaction. */
  async claimReferral(merchant: MerchantContext, session: SessionContext): Promise<ClaimResult> {
    const member = await this.promotions.member(merchant, session);
    const { promotion, list } = await this.referral(merchant, member);
    const due = list.filter((i) => i.qualified && !i.rewarded);
    if (!promotion || due.length === 0) throw new AppError('promotion.not.eligible');
    const bonuses = await this.deps.ledger.run(async (ledger) => {
      const paid = [];
      for (const invitee of due) {
        paid.push(
          await payBonus(ledger, {
            merchantId: merchant.id,
            memberId: member.id,
            currency: promotion.currency,
            amount: promotion.bonusAmount,
            turnoverX100: promotion.turnoverX100,
            promotionId: promotion.id,
            source: 'REFERRAL',
            title: promotion.title,
            claimKey: `referral:${promotion.id}:${invitee.id}`,
          }),
        );
      }
      return paid;
    });
    const amount = bonuses.reduce((sum, b) => sum + b.amount, 0n);
    const turnover = bonuses.reduce((sum, b) => sum + b.turnoverRequired, 0n);
    await this.deps.events.claim(merchant.id, member.id, {
      promotionId: promotion.id,
      applicationId: null,
      title: promotion.title,
      promotionType: 'REFERRAL',
      status: 'APPROVED',
      amount: money(amount, promotion.currency),
      remarks: null,
    });
    return {
      promotionId: promotion.id,
      amount: money(amount, promotion.currency),
      turnoverRequired: money(turnover, promotion.currency),
      claimedAt: bonuses[0]!.createdAt.getTime(),
    };
  }
}
