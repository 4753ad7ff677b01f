import {
  decimalToMinor,
  formatCurrency,
  minorToDecimal,
  scaleOf,
  type SymbolPosition,
} from '@platform/shared';

/** Why a typed amount cannot be sent; each is a wal_ text key. */
export type AmountIssue =
  'wal_amount_required' | 'wal_amount_invalid' | 'wal_amount_range' | 'wal_amount_over';

export type AmountCheck = { ok: true; amount: string; minor: bigint } | { ok: false; issue: AmountIssue };

/** en-US grouping exactly as the display writes it: 1,234,567.89. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * The amount a person typed as a plain decimal string in the currency's scale ("1234.50"), or
 * why it is not one. Grouping commas are accepted only in the en-US form the display uses, so a
 * copied "1,234.50" works while "1,50" (a decimal comma elsewhere) is refused, not guessed at.
 */
export function parseAmountInput(
  text: string,
  currency: string,
  limits: { min?: string | null; max?: string | null; available?: string | null } = {},
): AmountCheck {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (!trimmed) return { ok: false, issue: 'wal_amount_required' };
  const plain = GROUPED.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  let minor: bigint;
  try {
    minor = decimalToMinor(plain, currency);
  } catch {
    return { ok: false, issue: 'wal_amount_invalid' };
  }
  if (minor <= 0n) return { ok: false, issue: 'wal_amount_invalid' };
  const bound = (value: string | null | undefined) => (value ? decimalToMinor(value, currency) : null);
  const min = bound(limits.min);
  const max = bound(limits.max);
  if ((min !== null && minor < min) || (max !== null && minor > max)) {
    return { ok: false, issue: 'wal_amount_range' };
  }
  const available = bound(limits.available);
  if (available !== null && minor > available) return { ok: false, issue: 'wal_amount_over' };
  return { ok: true, amount: minorToDecimal(minor, currency), minor };
}

/** The input text of an amount answered by the server ("25000.00" → "25000"), for an "all" button. */
export function amountInputText(amount: string, currency: string): string {
  const minor = decimalToMinor(amount, currency);
  if (minor <= 0n) return '';
  return minorToDecimal(minor, currency).replace(/\.0+$/, '');
}

/** Whole-number amounts of the currency's scale inside the limits, for quick-pick chips. */
export function quickAmounts(
  currency: string,
  limits: { min: string; max: string },
  candidates: readonly number[] = [100, 500, 1_000, 5_000, 10_000, 50_000],
): string[] {
  const min = decimalToMinor(limits.min, currency);
  const max = decimalToMinor(limits.max, currency);
  const factor = 10n ** BigInt(scaleOf(currency));
  return candidates
    .map((major) => BigInt(major) * factor)
    .filter((minor) => minor >= min && minor <= max)
    .map((minor) => minorToDecimal(minor, currency));
}

export interface MoneyStyle {
  currency: string;
  symbol?: string;
  symbolPosition?: SymbolPosition;
}

/** An amount for display: 2 decimals, the merchant's symbol where it belongs (spec 1, 9). */
export function formatMoney(amount: string | number, style: MoneyStyle): string {
  return formatCurrency(amount, {
    currency: style.currency,
    symbol: style.symbol,
    symbolPosition: style.symbolPosition,
  });
}

/** Agent transfer amounts use en-US grouping whatever the currency (spec 9). */
export function formatAgentAmount(amount: string | number, style: MoneyStyle): string {
  return formatCurrency(amount, {
    currency: style.currency,
    symbol: style.symbol,
    symbolPosition: style.symbolPosition,
    agentTransfer: true,
  });
}

/** True when a decimal string is above zero (held amounts, balances). */
export function isPositive(amount: string | null | undefined): boolean {
  if (!amount) return false;
  return Number(amount) > 0;
}
