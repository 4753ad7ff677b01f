import { tryDecimalToMinor, type ContractKind } from '@platform/shared';

/** A tier as typed: every field a string until sent. */
export type TierDraft = Record<string, string>;

/** Input fields of a tier, per kind, with their label keys. */
export const TIER_FIELDS: Record<ContractKind, { key: string; label: string }[]> = {
  DIVIDEND: [
    { key: 'minimumBet', label: 'ag_tier_minimum_bet' },
    { key: 'netLoss', label: 'ag_tier_net_loss' },
    { key: 'activeMember', label: 'ag_tier_active' },
    { key: 'contractRate', label: 'ag_tier_rate_percent' },
  ],
  DAILY_SALARY: [
    { key: 'betVolume', label: 'ag_tier_bet_volume' },
    { key: 'activeMember', label: 'ag_tier_active' },
    { key: 'rateType', label: 'ag_tier_rate_type' },
    { key: 'rate', label: 'ag_tier_rate' },
  ],
  HOUR_SALARY: [
    { key: 'minimumBet', label: 'ag_tier_minimum_bet' },
    { key: 'activeMember', label: 'ag_tier_active' },
    { key: 'rateType', label: 'ag_tier_rate_type' },
    { key: 'rate', label: 'ag_tier_rate' },
  ],
  REALTIME_SALARY: [
    { key: 'betAmount', label: 'ag_tier_bet_amount' },
    { key: 'lossRate', label: 'ag_tier_loss_rate' },
    { key: 'winRate', label: 'ag_tier_win_rate' },
  ],
};

export function emptyTier(kind: ContractKind): TierDraft {
  return Object.fromEntries(TIER_FIELDS[kind].map((f) => [f.key, f.key === 'rateType' ? 'P' : '']));
}

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const COUNT = /^\d{1,6}$/;
const PERCENT_KEYS = new Set(['contractRate', 'lossRate', 'winRate']);

/**
 * The first field of a tier the server would refuse, or null: the syntax of contracts/agent.ts,
 * and amounts within the currency's scale by the shared money rules ("10.50" is no VND amount).
 */
export function tierIssue(kind: ContractKind, tier: TierDraft, currency: string): string | null {
  const amount = (value: string) => AMOUNT.test(value) && tryDecimalToMinor(value, currency) !== null;
  for (const { key } of TIER_FIELDS[kind]) {
    const value = (tier[key] ?? '').trim();
    if (key === 'rateType') continue;
    const ok =
      key === 'activeMember'
        ? COUNT.test(value)
        : key === 'rate'
          ? tier.rateType === 'F'
            ? amount(value)
            : PERCENT.test(value)
          : PERCENT_KEYS.has(key)
            ? PERCENT.test(value)
            : amount(value);
    if (!ok) return key;
  }
  return null;
}
