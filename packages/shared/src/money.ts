/**
 * Money is held in integer minor units (bigint on the server, decimal strings on the wire).
 * Display rounds to 2 decimals by default; BRL uses pt-BR formatting; agent transfer
 * amounts use en-US grouping.
 */
export const DEFAULT_CURRENCY = 'THB';

/** Minor units per major unit, by currency. */
export const CURRENCY_SCALE: Record<string, number> = {
  THB: 2,
  CNY: 2,
  USD: 2,
  VND: 0,
  JPY: 0,
  BRL: 2,
  HKD: 2,
  TWD: 2,
  /** Points of the points mall: a ledger currency of its own (contracts/points.ts). */
  PTS: 2,
};

export function scaleOf(currency: string): number {
  return CURRENCY_SCALE[currency] ?? 2;
}

/** Converts minor units to a decimal string without any floating point step. */
export function minorToDecimal(minor: bigint, currency: string): string {
  const scale = scaleOf(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : '.' + digits.slice(-scale);
  return (negative ? '-' : '') + whole + fraction;
}

/** Parses a decimal string ("12.5", "-0.01") into minor units; rejects more decimals than the scale. */
export function decimalToMinor(text: string, currency: string): bigint {
  const scale = scaleOf(currency);
  const match = /^(-)?(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`more than ${scale} decimals: ${text}`);
  const minor = BigInt((whole ?? '0') + fraction.padEnd(scale, '0'));
  return sign ? -minor : minor;
}

export type SymbolPosition = 'F' | 'B' | '' | null | undefined;

export interface CurrencyFormatOptions {
  currency?: string;
  symbol?: string;
  /** F or empty: symbol in front; B: behind. */
  symbolPosition?: SymbolPosition;
  /** Agent transfer amounts use en-US grouping whatever the currency. */
  agentTransfer?: boolean;
  decimals?: number;
}

/** Formats an amount for display by the rules of spec sections 1 and 9. */
export function formatCurrency(amount: number | string, options: CurrencyFormatOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const decimals = options.decimals ?? 2;
  const numeric = typeof amount === 'string' ? Number(amount) : amount;
  const value = Number.isFinite(numeric) ? numeric : 0;
  const locale = options.agentTransfer ? 'en-US' : currency === 'BRL' ? 'pt-BR' : 'en-US';
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  const symbol = options.symbol ?? '';
  if (!symbol) return text;
  return options.symbolPosition === 'B' ? `${text}${symbol}` : `${symbol}${text}`;
}
