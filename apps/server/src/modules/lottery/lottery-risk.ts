import {
  decimalToMinor,
  lineExposure,
  minorToDecimal,
  playTypeOf,
  stakeWithin,
  MoneyError,
  type DrawKind,
  type LiabilityMode,
  type LotteryLiability,
  type LotteryLimit,
  type LotteryLimitUpdate,
  type LotteryRiskAlert,
  type MemberLotteryLimit,
  type MemberLotteryLimitUpdate,
  type StoredLotteryRiskAlert,
  type AdminPage,
} from '@platform/shared';
import type { CacheInvalidations } from '../../platform/cache-invalidation.js';
import { afterCommit } from '../../platform/db/ambient.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { MemoryCache } from '../../platform/memory-cache.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminActor } from '../wallet/index.js';

/** The operator acknowledging an alert. */
export interface RiskOperator extends AdminActor {
  username: string;
}
import type { BetRow, GameRow, PricedLine } from './lottery.repository.js';
import {
  LotteryRiskRepository,
  type AlertRow,
  type LimitRow,
  type MemberLimitRow,
  type RiskHoldResult,
  type RiskRows,
} from './lottery-risk.repository.js';

const RISK_CACHE = 'lottery-limits';

/** What an order adds to the counters when it is placed (OrderPlacement.risk). */
export interface PlacementRisk extends RiskRows {
  merchantId: number;
  gameCode: string;
  currency: string;
}

/** The limits that apply to one line, or to a whole order, for one member. */
interface Effective {
  minStake: bigint | null;
  maxStake: bigint | null;
  maxMultiple: number | null;
}
interface OrderLimits {
  maxOrderPayout: bigint | null;
  maxMemberIssuePayout: bigint | null;
  liabilityCap: bigint | null;
  liabilityMode: LiabilityMode;
  alertPercent: number;
}

interface MerchantLimits {
  rows: Map<string, LimitRow>;
  members: Map<number, MemberLimitRow>;
}

/** A placement the counters refused; the service answers the catalogue error with the figures. */
export class RiskRefused extends Error {
  constructor(readonly result: RiskHoldResult) {
    super('lottery risk refused');
  }
}

/** What a checked order will hold, and the figures a refusal names. */
export interface RiskPlan {
  risk: PlacementRisk | null;
  /** The stake of the order on one issue. */
  perIssue: bigint;
  /** What the order can pay at most on one issue. */
  worst: bigint;
  limits: OrderLimits;
  /** Each line's counters on one issue (for cut mode and refusals). */
  outcomes: Map<string, bigint>;
}

/** Pending bets read at once when counters are built again. */
const REBUILD_BATCH = 2_000;

/** The liability cap and mode that apply to a game under these limits rows (its own row, else the default). */
function liabilityOf(rows: LimitRow[], gameId: number): { cap: bigint | null; mode: string } {
  const own = rows.find((r) => r.gameId === gameId && r.playType === '');
  const def = rows.find((r) => r.gameId === 0 && r.playType === '');
  const row = own?.liabilityCap != null ? own : def;
  return { cap: row?.liabilityCap ?? null, mode: row?.liabilityMode ?? 'refuse' };
}

const key = (gameId: number, playType: string) => `${gameId}\u0000${playType}`;
const min = (a: bigint | null, b: bigint | null | undefined) =>
  b === null || b === undefined ? a : a === null || b < a ? b : a;

/**
 * House risk controls of the lottery: stake and multiple limits per merchant, game and play
 * type, payout caps per order and per member and issue, and the liability of every outcome of
 * an open issue (see lineExposure), kept by the bet's own transaction (LotteryService).
 */
export class LotteryRisk {
  readonly repository: LotteryRiskRepository;
  private readonly db: DbOrTx;
  private readonly cache: MemoryCache<MerchantLimits>;

  constructor(
    db: DbOrTx,
    private readonly options: {
      invalidations?: CacheInvalidations | null;
      alert?: (merchantId: number, alert: LotteryRiskAlert) => Promise<void>;
      now?: () => Date;
    } = {},
  ) {
    this.repository = new LotteryRiskRepository(db);
    this.db = db;
    const cache = new MemoryCache<MerchantLimits>(RISK_CACHE, 10_000);
    this.cache = options.invalidations ? options.invalidations.register(cache) : cache;
  }

  private async merchantLimits(merchantId: number): Promise<MerchantLimits> {
    return this.cache.get(String(merchantId), async () => {
      const rows = await this.repository.limits(merchantId);
      const members = await this.repository.memberLimits(merchantId);
      return {
        value: {
          rows: new Map(rows.map((r) => [key(r.gameId, r.playType), r])),
          members: new Map(members.map((m) => [m.memberId, m])),
        },
        keep: true,
      };
    });
  }

  private async changed(merchantId: number): Promise<void> {
    const invalidations = this.options.invalidations;
    if (invalidations) return invalidations.invalidate(RISK_CACHE, String(merchantId));
    await afterCommit(() => this.cache.invalidate(String(merchantId)));
  }

  /**
   * Checks an order's lines against the limits and works out what it will add to the counters;
   * refuses (with the limit and what can still be staked) what no counter state could accept.
   */
  async plan(
    merchant: MerchantContext,
    memberId: number,
    game: GameRow,
    lines: PricedLine[],
    numeros: string[],
  ): Promise<RiskPlan | null> {
    const all = await this.merchantLimits(merchant.id);
    if (!all.rows.size && !all.members.size) return null;
    const own = all.members.get(memberId);
    const money = (v: bigint) => minorToDecimal(v, merchant.currency);
    for (const line of lines) {
      const limits = this.lineLimits(all, game.id, line.playType, own);
      if (limits.minStake !== null && line.amount < limits.minStake)
        throw AppError.withParams('lottery.limit.stake.min', {
          limit: money(limits.minStake),
          min: money(limits.minStake),
          max: limits.maxStake === null ? '' : money(limits.maxStake),
        });
      if (limits.maxStake !== null && line.amount > limits.maxStake)
        throw AppError.withParams('lottery.limit.stake.max', {
          min: limits.minStake === null ? '' : money(limits.minStake),
          max: money(limits.maxStake),
        });
      if (limits.maxMultiple !== null && line.multiple > limits.maxMultiple)
        throw AppError.withParams('lottery.limit.multiple', { max: limits.maxMultiple });
    }
    const limits = this.orderLimits(all, game.id, own);
    if (
      limits.maxOrderPayout === null &&
      limits.maxMemberIssuePayout === null &&
      limits.liabilityCap === null
    )
      return null;
    const kind = game.kind as DrawKind;
    const outcomes = new Map<string, bigint>();
    let worst = 0n;
    let perIssue = 0n;
    for (const line of lines) {
      perIssue += line.amount;
      const exposure = lineExposure(kind, line);
      if (!exposure) continue;
      worst += exposure.worst;
      if (limits.liabilityCap === null) continue;
      for (const [outcome, amount] of exposure.outcomes)
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0n) + amount);
    }
    const total = perIssue * BigInt(numeros.length);
    if (limits.maxOrderPayout !== null && worst > limits.maxOrderPayout) {
      throw AppError.withParams('lottery.limit.payout', {
        max: money(limits.maxOrderPayout),
        remaining: money(stakeWithin(total, worst, limits.maxOrderPayout)),
      });
    }
    const plan: RiskPlan = { risk: null, perIssue, worst, limits, outcomes };
    if (limits.maxMemberIssuePayout !== null && worst > limits.maxMemberIssuePayout) {
      throw AppError.withParams('lottery.limit.member.payout', {
        max: money(limits.maxMemberIssuePayout),
        remaining: money(stakeWithin(total, worst, limits.maxMemberIssuePayout)),
      });
    }
    if (limits.liabilityCap !== null) {
      for (const amount of outcomes.values())
        if (amount > limits.liabilityCap)
          throw this.liabilityRefusal(plan, merchant.currency, numeros, new Map());
    }
    const liability: RiskRows['liability'] = [];
    const cap = limits.liabilityCap;
    if (cap !== null) {
      for (const numero of numeros)
        for (const [outcome, amount] of outcomes)
          liability.push({ gameId: game.id, numero, outcome, amount, cap, alert: limits.alertPercent });
    }
    const exposure: RiskRows['exposure'] = [];
    const memberCap = limits.maxMemberIssuePayout;
    if (memberCap !== null && worst > 0n) {
      for (const numero of numeros)
        exposure.push({ gameId: game.id, numero, memberId, payout: worst, cap: memberCap });
    }
    if (liability.length || exposure.length)
      plan.risk = {
        liability,
        exposure,
        merchantId: merchant.id,
        gameCode: game.code,
        currency: merchant.currency,
      };
    return plan;
  }

  private lineLimits(all: MerchantLimits, gameId: number, playType: string, own?: MemberLimitRow): Effective {
    const rows = [
      all.rows.get(key(gameId, playType)),
      all.rows.get(key(gameId, '')),
      all.rows.get(key(0, '')),
    ];
    const pick = <K extends 'minStake' | 'maxStake' | 'maxMultiple'>(name: K): LimitRow[K] | null => {
      for (const row of rows) if (row && row[name] !== null) return row[name];
      return null;
    };
    let maxMultiple = pick('maxMultiple');
    if (own?.maxMultiple != null && (maxMultiple === null || own.maxMultiple < maxMultiple))
      maxMultiple = own.maxMultiple;
    return { minStake: pick('minStake'), maxStake: min(pick('maxStake'), own?.maxStake), maxMultiple };
  }

  private orderLimits(all: MerchantLimits, gameId: number, own?: MemberLimitRow): OrderLimits {
    const game = all.rows.get(key(gameId, ''));
    const def = all.rows.get(key(0, ''));
    const liabilityRow = game?.liabilityCap != null ? game : def;
    return {
      maxOrderPayout: min(game?.maxOrderPayout ?? def?.maxOrderPayout ?? null, own?.maxOrderPayout),
      maxMemberIssuePayout: min(
        game?.maxMemberIssuePayout ?? def?.maxMemberIssuePayout ?? null,
        own?.maxMemberIssuePayout,
      ),
      liabilityCap: liabilityRow?.liabilityCap ?? null,
      liabilityMode: (liabilityRow?.liabilityMode as LiabilityMode | undefined) ?? 'refuse',
      alertPercent: liabilityRow?.alertPercent ?? 80,
    };
  }

  /** Adds placed orders to their counters in the caller's transaction; throws RiskRefused when one is full. */
  async hold(db: DbOrTx, risks: PlacementRisk[]): Promise<void> {
    const rows: RiskRows = {
      liability: risks.flatMap((r) => r.liability),
      exposure: risks.flatMap((r) => r.exposure),
    };
    const repository = this.repository.with(db);
    const result = await repository.hold(rows);
    if (!result.held) throw new RiskRefused(result);
    if (!result.crossed.length) return;
    const now = this.options.now?.() ?? new Date();
    const found: { risk: PlacementRisk; crossed: (typeof result.crossed)[number] }[] = [];
    for (const crossed of result.crossed) {
      const risk = risks.find((r) => r.liability.some((l) => l.gameId === crossed.gameId));
      if (risk) found.push({ risk, crossed });
    }
    // Kept with the bet that crossed the threshold, for operators who were not connected.
    const stored = await repository.saveAlerts(
      found.map(({ risk, crossed }) => ({
        merchantId: risk.merchantId,
        gameId: crossed.gameId,
        gameCode: risk.gameCode,
        numero: crossed.numero,
        outcome: crossed.outcome,
        liability: crossed.liability,
        cap: crossed.cap,
        percent: Math.min(100, Number((crossed.liability * 100n) / crossed.cap)),
        createdAt: now,
      })),
    );
    const alert = this.options.alert;
    if (!alert) return;
    for (const [i, { risk }] of found.entries()) {
      const row = stored[i]!;
      await alert(risk.merchantId, this.alertView(row, risk.currency));
    }
  }

  private alertView(row: AlertRow, currency: string): StoredLotteryRiskAlert {
    return {
      id: row.id,
      createdAt: row.createdAt.getTime(),
      gameCode: row.gameCode,
      numero: row.numero,
      outcome: row.outcome,
      liability: minorToDecimal(row.liability, currency),
      cap: minorToDecimal(row.cap, currency),
      percent: row.percent,
      acknowledgedAt: row.acknowledgedAt?.getTime() ?? null,
      acknowledgedBy: row.acknowledgedBy,
    };
  }

  /** The refusal of a placement the counters turned down, naming the cap and what still fits. */
  async refusal(
    merchant: MerchantContext,
    memberId: number,
    game: GameRow,
    plan: RiskPlan,
    numeros: string[],
    result: RiskHoldResult,
  ): Promise<AppError> {
    const money = (v: bigint) => minorToDecimal(v, merchant.currency);
    const total = plan.perIssue * BigInt(numeros.length);
    if (result.exposureFull && plan.limits.maxMemberIssuePayout !== null) {
      const cap = plan.limits.maxMemberIssuePayout;
      const so = await this.repository.exposureOf(game.id, numeros, memberId);
      let room = cap;
      for (const numero of numeros) {
        const left = cap - (so.get(numero) ?? 0n);
        if (left < room) room = left;
      }
      return AppError.withParams('lottery.limit.member.payout', {
        max: money(cap),
        remaining: money(stakeWithin(total, plan.worst, room)),
      });
    }
    const current = await this.repository.current(game.id, numeros, [...plan.outcomes.keys()]);
    return this.liabilityRefusal(plan, merchant.currency, numeros, current);
  }

  /** The part of the order (0..1 as numerator over the order's own size) that fits every counter. */
  fitting(plan: RiskPlan, numeros: string[], current: Map<string, bigint>): { num: bigint; den: bigint } {
    const cap = plan.limits.liabilityCap ?? 0n;
    let best: { num: bigint; den: bigint } = { num: 1n, den: 1n };
    for (const numero of numeros) {
      for (const [outcome, amount] of plan.outcomes) {
        if (amount <= 0n) continue;
        const room = cap - (current.get(`${numero}\u0000${outcome}`) ?? 0n);
        const num = room < 0n ? 0n : room;
        if (num * best.den < best.num * amount) best = { num, den: amount };
      }
    }
    return best;
  }

  /** Current liability of an order's counters. */
  current(game: GameRow, plan: RiskPlan, numeros: string[]): Promise<Map<string, bigint>> {
    return this.repository.current(game.id, numeros, [...plan.outcomes.keys()]);
  }

  private liabilityRefusal(
    plan: RiskPlan,
    currency: string,
    numeros: string[],
    current: Map<string, bigint>,
  ): AppError {
    const cap = plan.limits.liabilityCap ?? 0n;
    const fit = this.fitting(plan, numeros, current);
    const total = plan.perIssue * BigInt(numeros.length);
    const remaining = fit.num >= fit.den ? total : (total * fit.num) / fit.den;
    return AppError.withParams('lottery.limit.liability', {
      max: minorToDecimal(cap, currency),
      remaining: minorToDecimal(remaining, currency),
    });
  }

  /** Takes cancelled bets back out of their issues' counters, in the caller's transaction. */
  async release(db: DbOrTx, bets: BetRow[]): Promise<void> {
    if (!bets.length) return;
    const repository = this.repository.with(db);
    const kindOfIssue = await repository.kindsOfIssues([...new Set(bets.map((b) => b.issueId))]);
    const liability: { issueId: number; outcome: string; amount: bigint }[] = [];
    const exposure = new Map<string, { issueId: number; memberId: number; payout: bigint }>();
    for (const bet of bets) {
      const kind = kindOfIssue.get(bet.issueId) as DrawKind | undefined;
      if (!kind) continue;
      const found = lineExposure(kind, bet);
      if (!found) continue;
      for (const [outcome, amount] of found.outcomes)
        liability.push({ issueId: bet.issueId, outcome, amount });
      const k = `${bet.issueId}:${bet.memberId}`;
      const row = exposure.get(k) ?? { issueId: bet.issueId, memberId: bet.memberId, payout: 0n };
      row.payout += found.worst;
      exposure.set(k, row);
    }
    await repository.release(liability, [...exposure.values()]);
  }

  async drop(db: DbOrTx, issueId: number): Promise<void> {
    await this.repository.with(db).drop(issueId);
  }

  // ---- Back office -----------------------------------------------------------------------------

  private own(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  private limitView(row: LimitRow, games: Map<number, string>, currency: string): LotteryLimit {
    const money = (v: bigint | null) => (v === null ? null : minorToDecimal(v, currency));
    return {
      gameId: row.gameId || null,
      gameCode: row.gameId ? (games.get(row.gameId) ?? null) : null,
      playType: row.playType || null,
      minStake: money(row.minStake),
      maxStake: money(row.maxStake),
      maxMultiple: row.maxMultiple,
      maxOrderPayout: money(row.maxOrderPayout),
      maxMemberIssuePayout: money(row.maxMemberIssuePayout),
      liabilityCap: money(row.liabilityCap),
      liabilityMode: row.liabilityMode as LiabilityMode,
      alertPercent: row.alertPercent,
    };
  }

  async limits(
    merchant: MerchantContext,
    actor: AdminActor,
    games: GameRow[],
  ): Promise<{ list: LotteryLimit[] }> {
    this.own(merchant, actor);
    const codes = new Map(games.map((g) => [g.id, g.code]));
    const rows = await this.repository.limits(merchant.id);
    return { list: rows.map((r) => this.limitView(r, codes, merchant.currency)) };
  }

  async saveLimit(
    merchant: MerchantContext,
    actor: AdminActor,
    games: GameRow[],
    body: LotteryLimitUpdate,
  ): Promise<LotteryLimit> {
    this.own(merchant, actor);
    const game = body.gameId ? games.find((g) => g.id === body.gameId) : null;
    if (body.gameId && !game) throw new AppError('lottery.game.not.found');
    if (body.playType && !game) throw new AppError('request.invalid', 'a play type needs its game');
    if (body.playType && game && !playTypeOf(game.kind as DrawKind, body.playType))
      throw new AppError('request.invalid', `${game.code} has no play type ${body.playType}`);
    const amount = (v: string | number | null | undefined) => this.amount(v, merchant.currency);
    const row = {
      merchantId: merchant.id,
      gameId: game?.id ?? 0,
      playType: body.playType ?? '',
      minStake: amount(body.minStake),
      maxStake: amount(body.maxStake),
      maxMultiple: body.maxMultiple ?? null,
      maxOrderPayout: amount(body.maxOrderPayout),
      maxMemberIssuePayout: amount(body.maxMemberIssuePayout),
      liabilityCap: body.playType ? null : amount(body.liabilityCap),
      liabilityMode: body.liabilityMode ?? 'refuse',
      alertPercent: body.alertPercent ?? 80,
    };
    if (row.minStake !== null && row.maxStake !== null && row.minStake > row.maxStake)
      throw AppError.limited('amount.out.of.range', 'minStake', 0, Number(body.maxStake));
    const now = this.options.now?.() ?? new Date();
    const codes = new Map(games.map((g) => [g.id, g.code]));
    const empty = [
      row.minStake,
      row.maxStake,
      row.maxMultiple,
      row.maxOrderPayout,
      row.maxMemberIssuePayout,
      row.liabilityCap,
    ].every((v) => v === null);
    await this.changed(merchant.id);
    return this.db.transaction(async () => {
      const before = row.playType ? [] : await this.repository.limits(merchant.id);
      let saved: LimitRow;
      if (empty) {
        await this.repository.removeLimit(merchant.id, row.gameId, row.playType);
        saved = { ...row, id: 0, updatedAt: now };
      } else saved = await this.repository.saveLimit(row, now);
      // Only game rows and the default carry the liability cap and its mode.
      if (!row.playType) {
        const after = await this.repository.limits(merchant.id);
        const affected = row.gameId ? games.filter((g) => g.id === row.gameId) : games;
        for (const game of affected) {
          const was = liabilityOf(before, game.id);
          const is = liabilityOf(after, game.id);
          if (is.cap !== null && (was.cap === null || was.mode !== is.mode)) await this.rebuild(game, is.cap);
        }
      }
      return this.limitView(saved, codes, merchant.currency);
    });
  }

  /**
   * Builds the liability counters of the game's open issues again from their pending bets, so a
   * cap set on a game that kept none (or a mode changed) applies to the bets already placed. The
   * issues stay locked until the caller's transaction ends: placements under way finish first and
   * new ones wait, so no bet is counted twice or left out.
   */
  private async rebuild(game: GameRow, cap: bigint): Promise<void> {
    const issueIds = await this.repository.lockOpenIssues(game.id);
    if (!issueIds.length) return;
    const kind = game.kind as DrawKind;
    const sums = new Map<string, { issueId: number; outcome: string; liability: bigint }>();
    for (let after = 0; ;) {
      const bets = await this.repository.pendingBets(issueIds, after, REBUILD_BATCH);
      for (const bet of bets) {
        const exposure = lineExposure(kind, bet);
        if (!exposure) continue;
        for (const [outcome, amount] of exposure.outcomes) {
          const k = `${bet.issueId}\u0000${outcome}`;
          const row = sums.get(k) ?? { issueId: bet.issueId, outcome, liability: 0n };
          row.liability += amount;
          sums.set(k, row);
        }
      }
      if (bets.length < REBUILD_BATCH) break;
      after = bets[bets.length - 1]!.id;
    }
    await this.repository.replaceLiability(issueIds, [...sums.values()], cap);
  }

  private amount(v: string | number | null | undefined, currency: string): bigint | null {
    if (v === null || v === undefined || v === '') return null;
    let minor: bigint;
    try {
      minor = decimalToMinor(typeof v === 'number' ? String(v) : v, currency);
    } catch (error) {
      if (error instanceof MoneyError) throw new AppError(error.code);
      throw error;
    }
    if (minor <= 0n) throw new AppError('amount.invalid');
    return minor;
  }

  private memberView(
    memberId: number,
    row: MemberLimitRow | undefined,
    currency: string,
  ): MemberLotteryLimit {
    const money = (v: bigint | null | undefined) =>
      v === null || v === undefined ? null : minorToDecimal(v, currency);
    return {
      memberId,
      maxStake: money(row?.maxStake),
      maxMultiple: row?.maxMultiple ?? null,
      maxOrderPayout: money(row?.maxOrderPayout),
      maxMemberIssuePayout: money(row?.maxMemberIssuePayout),
    };
  }

  async memberLimits(
    merchant: MerchantContext,
    actor: AdminActor,
    memberId: number,
  ): Promise<MemberLotteryLimit> {
    this.own(merchant, actor);
    const rows = await this.repository.memberLimits(merchant.id);
    return this.memberView(
      memberId,
      rows.find((r) => r.memberId === memberId),
      merchant.currency,
    );
  }

  async saveMemberLimits(
    merchant: MerchantContext,
    actor: AdminActor,
    memberId: number,
    memberOfMerchant: boolean,
    body: MemberLotteryLimitUpdate,
  ): Promise<MemberLotteryLimit> {
    this.own(merchant, actor);
    if (!memberOfMerchant) throw new AppError('resource.not.found');
    const row = {
      memberId,
      merchantId: merchant.id,
      maxStake: this.amount(body.maxStake, merchant.currency),
      maxMultiple: body.maxMultiple ?? null,
      maxOrderPayout: this.amount(body.maxOrderPayout, merchant.currency),
      maxMemberIssuePayout: this.amount(body.maxMemberIssuePayout, merchant.currency),
    };
    await this.changed(merchant.id);
    await this.repository.saveMemberLimit(row, this.options.now?.() ?? new Date());
    return this.memberView(memberId, { ...row, updatedAt: new Date() }, merchant.currency);
  }

  async liability(merchant: MerchantContext, actor: AdminActor): Promise<LotteryLiability> {
    this.own(merchant, actor);
    const money = (v: bigint) => minorToDecimal(v, merchant.currency);
    const issues = await this.repository.liabilityIssues(merchant.id);
    const list: LotteryLiability['issues'] = [];
    for (const issue of issues) {
      const stakes = await this.repository.stakes(issue.issueId);
      list.push({
        issueId: issue.issueId,
        gameCode: issue.gameCode,
        gameName: issue.gameName,
        numero: issue.numero,
        drawTime: issue.drawAt.getTime(),
        cap: money(issue.cap),
        totalStake: money(stakes.total),
        bets: stakes.bets,
        worst: money(issue.worst),
        worstPercent: issue.cap > 0n ? Number((issue.worst * 10_000n) / issue.cap) / 100 : 0,
        outcomes: (await this.repository.topOutcomes(issue.issueId)).map((o) => ({
          outcome: o.outcome,
          liability: money(o.liability),
        })),
        numbers: (await this.repository.topNumbers(issue.issueId)).map((n) => ({
          number: n.number,
          liability: money(n.liability),
        })),
      });
    }
    return { issues: list };
  }

  /** The merchant's stored alerts, newest first. */
  async alerts(
    merchant: MerchantContext,
    actor: AdminActor,
    query: { open: boolean; page: number; size: number },
  ): Promise<AdminPage<StoredLotteryRiskAlert>> {
    this.own(merchant, actor);
    const { rows, total } = await this.repository.alerts(merchant.id, query.open, query.page, query.size);
    return {
      list: rows.map((r) => this.alertView(r, merchant.currency)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** An operator has seen the alert; the admin guard audits the call. */
  async acknowledgeAlert(
    merchant: MerchantContext,
    actor: RiskOperator,
    id: number,
  ): Promise<StoredLotteryRiskAlert> {
    this.own(merchant, actor);
    const at = this.options.now?.() ?? new Date();
    const row = await this.repository.acknowledge(merchant.id, id, actor, at);
    if (row) return this.alertView(row, merchant.currency);
    if (await this.repository.alert(merchant.id, id)) throw new AppError('lottery.alert.acknowledged');
    throw new AppError('resource.not.found');
  }
}
