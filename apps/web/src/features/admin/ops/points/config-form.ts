import type { PointConfig } from '@platform/shared';
import { isRate, type FieldErrors } from '../form-rules';

export const POINT_RATE_FIELDS = [
  'pointExchangeRate',
  'liveBet',
  'lottoBet',
  'pvpBet',
  'rngBet',
  'sportBet',
  'deposit',
] as const;
export type PointRateField = (typeof POINT_RATE_FIELDS)[number];
export type PointConfigForm = Record<PointRateField, string>;

export function configToForm(config: PointConfig): PointConfigForm {
  return Object.fromEntries(POINT_RATE_FIELDS.map((f) => [f, String(config[f])])) as PointConfigForm;
}

/**
 * PUT /admin/api/points/config: every rate at most 4 decimals and 1 000 000; the exchange rate
 * (points per unit of money) must be above zero or conversion would give money for nothing.
 */
export function configFormToBody(form: PointConfigForm): {
  body: PointConfig | null;
  errors: FieldErrors<PointRateField>;
} {
  const errors: FieldErrors<PointRateField> = {};
  const body = {} as PointConfig;
  for (const field of POINT_RATE_FIELDS) {
    const text = form[field].trim();
    if (!isRate(text) || Number(text) > 1_000_000) errors[field] = 'ops_err_rate';
    else body[field] = Number(text);
  }
  if (!errors.pointExchangeRate && body.pointExchangeRate <= 0)
    errors.pointExchangeRate = 'ops_err_rate_positive';
  return Object.keys(errors).length ? { body: null, errors } : { body, errors };
}
