import { tryDecimalToMinor } from '@platform/shared';

/**
 * Form checks of the back office. Each rule answers null or a text key with its values, so the
 * message is translated where it is shown; the server checks everything again anyway.
 */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type Rule = (value: string) => FieldError | null;

export const required: Rule = (value) => (value.trim() ? null : { key: 'adm_v_required' });

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? { key: 'adm_v_max_length', values: { max } } : null;

export const minLength =
  (min: number): Rule =>
  (value) =>
    value.trim() && value.trim().length < min ? { key: 'adm_v_min_length', values: { min } } : null;

export const pattern =
  (re: RegExp, key: string): Rule =>
  (value) =>
    value.trim() && !re.test(value.trim()) ? { key } : null;

/** A signed amount of the currency, by the shared money rules, up to 12 whole digits; never zero. */
export const signedAmount =
  (currency: string): Rule =>
  (value) => {
    const v = value.trim();
    if (!v) return null;
    const minor = /^-?\d{1,12}(\.\d+)?$/.test(v) ? tryDecimalToMinor(v, currency) : null;
    if (minor === null) return { key: 'adm_v_amount' };
    return minor === 0n ? { key: 'adm_v_amount_zero' } : null;
  };

/** The first failing rule of one field. */
export function check(value: string, rules: Rule[]): FieldError | null {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

/** Every field's first failure; empty when the form may be sent. */
export function checkAll<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, Rule[]>>,
): Partial<Record<K, FieldError>> {
  const errors: Partial<Record<K, FieldError>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = check(values[key] ?? '', rules[key] ?? []);
    if (error) errors[key] = error;
  }
  return errors;
}

export function hasErrors(errors: Record<string, FieldError | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
