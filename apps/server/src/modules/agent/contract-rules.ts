import {
  MoneyError,
  decimalToMinor,
  mulDivFloor,
  type ContractAction,
  type ContractKind,
  type ContractStatus,
  type DailySalaryTier,
  type DividendTier,
  type HourSalaryTier,
  type RateType,
  type RealTimeSalaryTier,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

/**
 * The rules of downline contracts that need no database: the status machine (P, E, V, R,
 * C), terms (tiers) as numbers, which tier a period reaches and what it pays, and the higher-rate rule.
 * Percent rates are held as hundredths of a percent (basis points: "1.25" -> 125) and amounts as
 * minor units, so every payout is integer arithmetic, rounded down to the minor unit.
 */

export type AnyTier = DividendTier | DailySalaryTier | HourSalaryTier | RealTimeSalaryTier;

/** Who answers: the holder (the downline the contract was offered to) or the offering agent. */
export type ContractActor = 'holder' | 'agent';

/**
 * Spec 4: P and E allow A (-> V) or R (-> R); V allows C (-> C) or a further A, which takes the
 * revised terms waiting on the contract (stays V). The offering agent may only cancel: withdraw
 * an open offer (P, E) or end an active contract (V). Everything else is refused (null).
 */
export function nextStatus(
  status: ContractStatus,
  action: ContractAction,
  actor: ContractActor,
): ContractStatus | null {
  if (actor === 'agent')
    return action === 'C' && (status === 'P' || status === 'E' || status === 'V') ? 'C' : null;
  if (status === 'P' || status === 'E') {
    if (action === 'A') return 'V';
    if (action === 'R') return 'R';
    return null;
  }
  if (status === 'V') {
    if (action === 'C') return 'C';
    if (action === 'A') return 'V';
  }
  return null;
}

/** contract.status.invalid unless the move is allowed. */
export function requireTransition(
  status: ContractStatus,
  action: ContractAction,
  actor: ContractActor,
): ContractStatus {
  const next = nextStatus(status, action, actor);
  if (next === null) throw new AppError('contract.status.invalid', `${action} on ${status}`);
  return next;
}

/** "1.25" -> 125 hundredths of a percent. The contract schema already bounds the text. */
export function percentToBp(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
}

export function bpToPercent(bp: bigint): string {
  return `${bp / 100n}.${(bp % 100n).toString().padStart(2, '0')}`;
}

/**
 * An amount of a tier in minor units, by the shared money rules: amount.invalid when it has
 * significant decimals the currency does not have; currency.unsupported for an unknown currency.
 */
export function tierAmount(text: string, currency: string): bigint {
  try {
    return decimalToMinor(text, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError(error.code, `tier amount ${text}`);
    throw error;
  }
}

/** floor(base × bp / 10000): a percent of an amount, rounded down to the minor unit. */
export function percentOf(base: bigint, bp: bigint): bigint {
  if (base <= 0n || bp <= 0n) return 0n;
  return mulDivFloor(base, bp, 10_000n);
}

/** What a period of a team looked like. */
export interface PeriodFigures {
  betAmount: bigint;
  winAmount: bigint;
  activeMembers: number;
}

export interface TierPick {
  /** 1-based position of the tier in the contract. */
  tier: number;
  rateType: RateType;
  rate: string;
  amount: bigint;
}

function best(picks: TierPick[]): TierPick | null {
  // The qualifying tier that pays most; on a tie, the first one.
  return picks.reduce<TierPick | null>((top, p) => (top === null || p.amount > top.amount ? p : top), null);
}

/** Daily and hourly salary: tiers reached by volume (betVolume / minimumBet) and active members. */
export function salaryPick(
  tiers: (DailySalaryTier | HourSalaryTier)[],
  figures: PeriodFigures,
  currency: string,
): TierPick | null {
  const picks: TierPick[] = [];
  tiers.forEach((t, i) => {
    const threshold = tierAmount('betVolume' in t ? t.betVolume : t.minimumBet, currency);
    if (figures.betAmount <= 0n || figures.betAmount < threshold || figures.activeMembers < t.activeMember)
      return;
    const amount =
      t.rateType === 'F' ? tierAmount(t.rate, currency) : percentOf(figures.betAmount, percentToBp(t.rate));
    picks.push({ tier: i + 1, rateType: t.rateType, rate: t.rate, amount });
  });
  return best(picks);
}

/** Dividend: tiers reached by bets, net loss (bets - wins) and active members; pays netLoss × contractRate. */
export function dividendPick(
  tiers: DividendTier[],
  figures: PeriodFigures,
  currency: string,
): TierPick | null {
  const netLoss = figures.betAmount - figures.winAmount;
  if (netLoss <= 0n) return null;
  const picks: TierPick[] = [];
  tiers.forEach((t, i) => {
    if (figures.betAmount < tierAmount(t.minimumBet, currency)) return;
    if (netLoss < tierAmount(t.netLoss, currency)) return;
    if (figures.activeMembers < t.activeMember) return;
    picks.push({
      tier: i + 1,
      rateType: 'P',
      rate: t.contractRate,
      amount: percentOf(netLoss, percentToBp(t.contractRate)),
    });
  });
  return best(picks);
}

/** Real-time salary of one settled bet: tiers reached by its stake; lossRate if it lost, winRate if it won. */
export function realTimePick(
  tiers: RealTimeSalaryTier[],
  bet: { amount: bigint; won: boolean },
  currency: string,
): TierPick | null {
  const picks: TierPick[] = [];
  tiers.forEach((t, i) => {
    if (bet.amount <= 0n || bet.amount < tierAmount(t.betAmount, currency)) return;
    const rate = bet.won ? t.winRate : t.lossRate;
    picks.push({ tier: i + 1, rateType: 'P', rate, amount: percentOf(bet.amount, percentToBp(rate)) });
  });
  return best(picks);
}

/** The highest percent (bp) and highest fixed amount (minor units) a set of terms can pay. */
export interface TopRates {
  percent: bigint;
  fixed: bigint;
}

export function topRates(kind: ContractKind, tiers: AnyTier[], currency: string): TopRates {
  let percent = 0n;
  let fixed = 0n;
  const seePercent = (text: string) => {
    const bp = percentToBp(text);
    if (bp > percent) percent = bp;
  };
  for (const t of tiers) {
    if (kind === 'DIVIDEND') seePercent((t as DividendTier).contractRate);
    else if (kind === 'REALTIME_SALARY') {
      seePercent((t as RealTimeSalaryTier).lossRate);
      seePercent((t as RealTimeSalaryTier).winRate);
    } else {
      const s = t as DailySalaryTier | HourSalaryTier;
      if (s.rateType === 'P') seePercent(s.rate);
      else {
        const amount = tierAmount(s.rate, currency);
        if (amount > fixed) fixed = amount;
      }
    }
  }
  return { percent, fixed };
}

/**
 * The higher-rate rule: an offer is "higher" when it can pay a higher percent, or a higher fixed
 * amount, than the offering agent's own active contract of the same kind. Without such a contract
 * of its own (a top agent under the merchant) nothing is higher.
 */
export function isHigherRate(offer: TopRates, own: TopRates | null): boolean {
  if (!own) return false;
  return offer.percent > own.percent || offer.fixed > own.fixed;
}

/** Checks what the schema cannot: amounts within the currency's decimals. Answers normalised tiers. */
export function normaliseTiers(kind: ContractKind, tiers: AnyTier[], currency: string): AnyTier[] {
  for (const t of tiers) {
    if (kind === 'DIVIDEND') {
      const d = t as DividendTier;
      tierAmount(d.minimumBet, currency);
      tierAmount(d.netLoss, currency);
    } else if (kind === 'REALTIME_SALARY') tierAmount((t as RealTimeSalaryTier).betAmount, currency);
    else {
      const s = t as DailySalaryTier | HourSalaryTier;
      tierAmount('betVolume' in s ? s.betVolume : s.minimumBet, currency);
      if (s.rateType === 'F') tierAmount(s.rate, currency);
    }
  }
  return tiers.map((t) => ({ ...t }));
}
