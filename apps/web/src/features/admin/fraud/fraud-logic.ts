import { FRAUD_LIMITS, type FraudGroup, type FraudRules } from '@platform/shared';
import type { FieldError } from '../ui/validation';

/** The rules form: switches as they are, numbers as typed. */
export type RulesDraft = Omit<FraudRules, 'ipWindowDays' | 'promotionAccounts' | 'promotionNewDays'> & {
  ipWindowDays: string;
  promotionAccounts: string;
  promotionNewDays: string;
};
export type NumberKey = 'ipWindowDays' | 'promotionAccounts' | 'promotionNewDays';
export const NUMBER_KEYS: readonly NumberKey[] = ['ipWindowDays', 'promotionAccounts', 'promotionNewDays'];

export function toDraft(rules: FraudRules): RulesDraft {
  return {
    ...rules,
    ipWindowDays: String(rules.ipWindowDays),
    promotionAccounts: String(rules.promotionAccounts),
    promotionNewDays: String(rules.promotionNewDays),
  };
}

/** Whole numbers within the declared bounds; a switched-off rule's number is checked all the same. */
export function rulesErrors(draft: RulesDraft): Partial<Record<NumberKey, FieldError>> {
  const errors: Partial<Record<NumberKey, FieldError>> = {};
  for (const key of NUMBER_KEYS) {
    const { min, max } = FRAUD_LIMITS[key];
    const text = draft[key].trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      errors[key] = { key: 'ops_err_int_between', values: { min, max } };
    }
  }
  return errors;
}

export function fromDraft(draft: RulesDraft): FraudRules {
  return {
    ...draft,
    ipWindowDays: Number(draft.ipWindowDays.trim()),
    promotionAccounts: Number(draft.promotionAccounts.trim()),
    promotionNewDays: Number(draft.promotionNewDays.trim()),
  };
}

/** What a group's members share, as an operator reads it: a PROMOTION value is promotion and device. */
export function sharedValue(group: Pick<FraudGroup, 'kind' | 'value' | 'promotionTitle'>): {
  main: string;
  device: string | null;
} {
  if (group.kind !== 'PROMOTION') return { main: group.value, device: null };
  const colon = group.value.indexOf(':');
  const id = group.value.slice(0, colon);
  return { main: group.promotionTitle ?? `#${id}`, device: group.value.slice(colon + 1) };
}
