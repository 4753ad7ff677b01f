import {
  decimalToMinor,
  formatCurrency,
  isPositiveDecimal,
  majorToMinor,
  minorToDecimal,
  tryDecimalToMinor,
  type SymbolPosition,
} from '@platform/shared';

/** Why a typed amount cannot be sent; each is a wal_ text key. */
export type AmountIssue =
  'wal_amount_required' | 'wal_amount_invalid' | 'wal_amount_range' | 'wal_amount_over';

export type AmountCheck = { ok: true; amount: string; minor: bigint } | { ok: false; issue: AmountIssue };

/**
 * The amount a person typed as a plain decimal string in the currency's scale ("1234.50"), or
 * why it is not one, by the shared money rules: "10.000" is 10.00, "10.001" is refused. Grouping
 * commas are accepted only in the en-US form the display uses, so a copied "1,234.50" works while
 * "1,50" (a decimal comma elsewhere) is refused, not guessed at; spaces typed inside are dropped.
 */
export function parseAmountInput(
  text: string,
  currency: string,
  limits: { min?: string | null; max?: string | null; available?: string | null } = {},
): AmountCheck {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (!trimmed) return { ok: false, issue: 'wal_amount_required' };
  const minor = tryDecimalToMinor(trimmed, currency, { grouping: true });
  if (minor === null || minor <= 0n) return { ok: false, issue: 'wal_amount_invalid' };
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
  return candidates
    .map((major) => majorToMinor(major, currency))
    .filter((minor) => minor >= min && minor <= max)
    .map((minor) => minorToDecimal(minor, currency));
}

export interface MoneyStyle {
  currency: string;
  symbol?: string;
  symbolPosition?: SymbolPosition;
}

/** An amount for display: 2 decimals, the merchant's symbol where it belongs. */
export function formatMoney(amount: string | number, style: MoneyStyle): string {
  return formatCurrency(amount, {
    currency: style.currency,
    symbol: style.symbol,
    symbolPosition: style.symbolPosition,
  });
}

/** Agent transfer amounts use en-US grouping whatever the currency. */
export function formatAgentAmount(amount: string | number, style: MoneyStyle): string {
  return formatCurrency(amount, {
    currency: style.currency,
    symbol: style.symbol,
    symbolPosition: style.symbolPosition,
    agentTransfer: true,
  });
}

/** True when a decimal string is an amount above zero (held amounts, balances), compared exactly. */
export function isPositive(amount: string | null | undefined, currency: string): boolean {
  return isPositiveDecimal(amount, currency);
}
