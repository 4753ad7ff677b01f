import { MAIN_WALLET, type ClaimResult, minorToDecimal as money } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { addTurnoverRequirement, type LedgerTx } from '../wallet/index.js';
import { PromotionRepository, type BonusRow } from './promotion.repository.js';

export interface BonusSpec {
  merchantId: number;
  memberId: number;
  currency: string;
  amount: bigint;
  /** Turnover = amount x turnoverX100 / 100. */
  turnoverX100: number;
  promotionId: number | null;
  applicationId?: number | null;
  source: string;
  title: string;
  /** What makes this reward one of a kind: a second bonus with the same key is refused. */
  claimKey: string;
  coveredUntil?: Date | null;
  remarks?: string | null;
}

/**
 * Pays a bonus inside a ledger transaction: PROMOTION house account to the member's MAIN wallet,
 * recorded with its turnover requirement, which also holds back withdrawals until it is wagered. The claim key is checked first, and is also the
 * ledger's idempotency key and a unique column, so a race between two claims pays once: the loser
 * either replays the ledger transfer or hits the unique index, and is told it already claimed.
 */
export async function payBonus(ledger: LedgerTx, spec: BonusSpec): Promise<BonusRow> {
  if (spec.amount <= 0n) throw new AppError('promotion.not.eligible');
  const repository = new PromotionRepository(ledger.tx);
  if (await repository.bonusByKey(spec.merchantId, spec.claimKey))
    throw new AppError('promotion.already.claimed');
  // A concurrent claim of the same reward may have won with another amount (a raffle draws its
  // own): the ledger then refuses this key as a conflict, which for the claimer is "claimed".
  const outcome = await ledger
    .transfer({
      merchantId: spec.merchantId,
      currency: spec.currency,
      debit: { owner: 'house', code: 'PROMOTION' },
      credit: { owner: 'member', memberId: spec.memberId, wallet: MAIN_WALLET },
      amount: spec.amount,
      kind: spec.source === 'REBATE' ? 'rebate' : 'promotion_bonus',
      idempotencyKey: `promo:${spec.claimKey}`,
      reference: spec.promotionId ? `promotion:${spec.promotionId}` : null,
      remarks: spec.title.slice(0, 140),
    })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'idempotency.conflict') {
        throw new AppError('promotion.already.claimed');
      }
      throw error;
    });
  if (outcome.replayed) throw new AppError('promotion.already.claimed');
  const bonus = await repository.insertBonus({
    merchantId: spec.merchantId,
    memberId: spec.memberId,
    promotionId: spec.promotionId,
    applicationId: spec.applicationId ?? null,
    source: spec.source,
    title: spec.title.slice(0, 120),
    claimKey: spec.claimKey,
    currency: spec.currency,
    amount: spec.amount,
    turnoverRequired: turnoverOf(spec.amount, spec.turnoverX100),
    coveredUntil: spec.coveredUntil ?? null,
    transferId: outcome.transfer.id,
    remarks: spec.remarks ?? null,
  });
  // The member must wager it before withdrawing: the promotion's own multiple, else the merchant's default.
  await addTurnoverRequirement(ledger.tx, {
    merchantId: spec.merchantId,
    memberId: spec.memberId,
    currency: spec.currency,
    source: 'BONUS',
    reference: `bonus:${bonus.id}`,
    amount: spec.amount,
    multipleX100: spec.promotionId !== null ? spec.turnoverX100 : null,
  });
  return bonus;
}

export function turnoverOf(amount: bigint, turnoverX100: number): bigint {
  return (amount * BigInt(turnoverX100)) / 100n;
}

export function claimResult(bonus: BonusRow): ClaimResult {
  return {
    promotionId: bonus.promotionId,
    amount: money(bonus.amount, bonus.currency),
    turnoverRequired: money(bonus.turnoverRequired, bonus.currency),
    claimedAt: bonus.createdAt.getTime(),
  };
}
