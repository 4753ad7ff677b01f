import {
  minorToDecimal as money,
  type TurnoverRequirementValue,
  type TurnoverSettingsValue,
  type TurnoverSummaryValue,
} from '@platform/shared';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { ActivityTotals } from '../activity/index.js';
import type { MemberRepository } from '../member/index.js';
import type { SessionContext } from '../session/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminActor } from './funding.service.js';
import { TurnoverRepository, type TurnoverRequirementRow } from './turnover.repository.js';
import type { TurnoverSource } from './wallet.tables.js';

/** Requirements shown to the member and the operator, newest first. */
const SHOWN = 50;

/** What counts as turnover: member_activity.bet, settled lottery bets and vendor debits that stood. */
async function lifetimeTurnover(db: DbOrTx, memberId: number): Promise<bigint> {
  const figures = (await new ActivityTotals(db).lifetime([memberId])).get(memberId);
  return figures?.bet ?? 0n;
}

export interface TurnoverSpec {
  merchantId: number;
  memberId: number;
  currency: string;
  source: TurnoverSource;
  /** funding:<id> or bonus:<id>: one requirement per deposit or bonus. */
  reference: string;
  amount: bigint;
  /** The multiple x 100; null: the merchant's default for the source. */
  multipleX100: number | null;
}

/**
 * Records the wagering a deposit or bonus asks for, in the transaction that moves its money
 * (`db` is that transaction). It queues behind the member's open requirements: it is worked off
 * from max(target, turnover now) on, and the member's target moves by its size. Nothing is
 * recorded when the multiple is 0.
 */
export async function addTurnoverRequirement(db: DbOrTx, spec: TurnoverSpec): Promise<void> {
  const repository = new TurnoverRepository(db);
  let multipleX100 = spec.multipleX100;
  if (multipleX100 === null) {
    const settings = await repository.settings(spec.merchantId);
    multipleX100 = spec.source === 'DEPOSIT' ? settings.depositX100 : settings.bonusX100;
  }
  const required = (spec.amount * BigInt(multipleX100)) / 100n;
  if (required <= 0n) return;
  const target = await repository.lockTarget(spec.merchantId, spec.memberId);
  const turnover = await lifetimeTurnover(db, spec.memberId);
  const startBet = target > turnover ? target : turnover;
  const row = await repository.insert({
    merchantId: spec.merchantId,
    memberId: spec.memberId,
    source: spec.source,
    reference: spec.reference,
    currency: spec.currency,
    amount: spec.amount,
    multipleX100,
    required,
    startBet,
  });
  if (row) await repository.setTarget(spec.memberId, startBet + required);
}

/**
 * Refuses a withdrawal while turnover remains (withdraw.turnover.required, naming the amount).
 * Called in the withdrawal's transaction after its hold, so the account is locked before the
 * member's target, the order every writer of the target follows.
 */
export async function requireTurnoverMet(
  db: DbOrTx,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<void> {
  const repository = new TurnoverRepository(db);
  const target = await repository.target(merchantId, memberId);
  if (target === 0n) return;
  const locked = await repository.lockTarget(merchantId, memberId);
  const remaining = locked - (await lifetimeTurnover(db, memberId));
  if (remaining <= 0n) return;
  const amount = money(remaining, currency);
  throw AppError.withParams(
    'withdraw.turnover.required',
    { remaining: amount },
    { remaining: amount, currency },
  );
}

function requirementOf(row: TurnoverRequirementRow, turnover: bigint): TurnoverRequirementValue {
  const done = turnover - row.startBet;
  const achieved = done <= 0n ? 0n : done >= row.required ? row.required : done;
  return {
    id: row.id,
    source: row.source,
    reference: row.reference,
    amount: money(row.amount, row.currency),
    multiple: row.multipleX100 / 100,
    required: money(row.required, row.currency),
    achieved: money(achieved, row.currency),
    status: row.status === 'WAIVED' ? 'WAIVED' : achieved >= row.required ? 'MET' : 'OPEN',
    createdAt: row.createdAt.getTime(),
    waivedAt: row.waivedAt?.getTime() ?? null,
    waiveRemarks: row.waiveRemarks,
  };
}

/**
 * Turnover before withdrawal: the member's remaining turnover, the operator's view of a
 * member's requirements with waivers, and the merchant's multiples. Remaining turnover is
 * two running totals (the member's target and lifetime turnover), never a scan of bets.
 */
export class TurnoverService {
  private readonly repository: TurnoverRepository;

  constructor(
    private readonly db: Db,
    private readonly members: MemberRepository,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new TurnoverRepository(db);
  }

  private async summary(merchant: MerchantContext, memberId: number): Promise<TurnoverSummaryValue> {
    const [target, turnover, rows] = await Promise.all([
      this.repository.target(merchant.id, memberId),
      lifetimeTurnover(this.db, memberId),
      this.repository.latest(merchant.id, memberId, SHOWN),
    ]);
    const remaining = target > turnover ? target - turnover : 0n;
    return {
      currency: merchant.currency,
      remaining: money(remaining, merchant.currency),
      turnover: money(turnover, merchant.currency),
      requirements: rows.map((row) => requirementOf(row, turnover)),
    };
  }

  /** The member's own view, shown on the withdrawal page before submitting. */
  async ofMember(merchant: MerchantContext, session: SessionContext): Promise<TurnoverSummaryValue> {
    return this.summary(merchant, session.memberId);
  }

  private own(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  private async requireMember(merchant: MerchantContext, memberId: number): Promise<void> {
    if (!(await this.members.findById(merchant.id, memberId))) throw new AppError('resource.not.found');
  }

  async ofMemberForOperator(
    merchant: MerchantContext,
    actor: AdminActor,
    memberId: number,
  ): Promise<TurnoverSummaryValue> {
    this.own(merchant, actor);
    await this.requireMember(merchant, memberId);
    return this.summary(merchant, memberId);
  }

  /**
   * Takes a requirement's unmet part away: it is marked WAIVED (by whom, when, why; the admin
   * guard audits the call) and the member's later requirements and target move forward by it.
   */
  async waive(
    merchant: MerchantContext,
    actor: AdminActor,
    memberId: number,
    id: number,
    remarks: string,
  ): Promise<TurnoverSummaryValue> {
    this.own(merchant, actor);
    await this.requireMember(merchant, memberId);
    await this.db.transaction(async (tx) => {
      const repository = new TurnoverRepository(tx);
      const target = await repository.lockTarget(merchant.id, memberId);
      const row = await repository.find(merchant.id, memberId, id);
      if (!row) throw new AppError('resource.not.found');
      const turnover = await lifetimeTurnover(tx, memberId);
      const end = row.startBet + row.required;
      if (row.status !== 'OPEN' || turnover >= end) throw new AppError('turnover.requirement.not.open');
      const shift = end - (turnover > row.startBet ? turnover : row.startBet);
      await repository.waive(row.id, actor.adminId, remarks, this.now());
      await repository.shiftAfter(memberId, row.id, shift);
      await repository.setTarget(memberId, target - shift);
    });
    return this.summary(merchant, memberId);
  }

  async settings(merchant: MerchantContext, actor: AdminActor): Promise<TurnoverSettingsValue> {
    this.own(merchant, actor);
    const row = await this.repository.settings(merchant.id);
    return { depositMultiple: row.depositX100 / 100, bonusMultiple: row.bonusX100 / 100 };
  }

  async updateSettings(
    merchant: MerchantContext,
    actor: AdminActor,
    input: TurnoverSettingsValue,
  ): Promise<TurnoverSettingsValue> {
    this.own(merchant, actor);
    await this.repository.saveSettings(
      merchant.id,
      Math.round(input.depositMultiple * 100),
      Math.round(input.bonusMultiple * 100),
    );
    return this.settings(merchant, actor);
  }
}
