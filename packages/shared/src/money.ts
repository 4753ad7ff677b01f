import type { ErrorCode } from './errors.js';

/**
 * Money, in one place for the server and the web. Amounts are integer minor units (bigint) in
 * code, decimal strings in major units on the wire ("1234.50") and display text for people
 * ("฿1,234.50"). No floating-point step touches an amount: wire text is read digit by digit, and
 * a JSON number is read through its shortest decimal text, which is what the sender wrote.
 *
 * Rules decided here, for every caller:
 * - A currency outside CURRENCY_SCALE is refused (currency.unsupported), never given a default.
 * - Decimals beyond the currency's scale are accepted only when they are zeros: "10.000" THB is
 *   10.00 and loses nothing, "10.001" THB and "10.5" VND are amount.invalid. Nothing is rounded.
 * - Syntax: optional "-", digits, optionally "." and digits; surrounding white space is ignored.
 *   Refused: "+1", "1.", ".5", "1e3", "0x10", "Infinity", inner spaces and, unless asked for,
 *   grouping commas ("1,50" is one and a half in some languages and 150 in others).
 * - Minor units must fit the ledger's signed 64-bit columns.
 * - Display rounds to 2 decimals (half away from zero) whatever the scale; BRL uses pt-BR
 *   grouping, everything else and agent transfer amounts en-US.
 */

export const DEFAULT_CURRENCY = 'THB';

/**
 * Decimals of the minor unit of every currency the platform supports (ISO 4217 exponents).
 * PTS are the points of the points mall, a ledger currency of their own (contracts/points.ts).
 */
export const CURRENCY_SCALE = Object.freeze({
  THB: 2,
  CNY: 2,
  USD: 2,
  HKD: 2,
  TWD: 2,
  BRL: 2,
  IDR: 2,
  MYR: 2,
  PHP: 2,
  INR: 2,
  VND: 0,
  JPY: 0,
  KRW: 0,
  PTS: 2,
} as const);

export type CurrencyCode = keyof typeof CURRENCY_SCALE;

/** Largest magnitude of an amount in minor units: the ledger stores them as signed 64-bit integers. */
export const MINOR_MAX = 2n ** 63n - 1n;

export type MoneyErrorCode = Extract<ErrorCode, 'amount.invalid' | 'currency.unsupported'>;

/** A refused amount or currency; `code` is the catalogue error code to answer. */
export class MoneyError extends Error {
  constructor(
    readonly code: MoneyErrorCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'MoneyError';
  }
}

export function isSupportedCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(CURRENCY_SCALE, code);
}

/** Decimals of the currency's minor unit; currency.unsupported for a currency not in the table. */
export function scaleOf(currency: string): number {
  if (!isSupportedCurrency(currency)) throw new MoneyError('currency.unsupported', String(currency));
  return CURRENCY_SCALE[currency];
}

/** Minor units in one major unit (100n for THB, 1n for VND). */
export function unitOf(currency: string): bigint {
  return 10n ** BigInt(scaleOf(currency));
}

// ---- Reading amounts ----------------------------------------------------------------------------

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
/** en-US grouping exactly as the display writes it: 1,234,567.89. */
const GROUPED = /^(-)?(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;
/** Longer text is no amount anyone sends; refusing it early keeps BigInt away from megabytes of digits. */
const TEXT_MAX = 64;

/** The shortest decimal text of a finite number, without exponent ("1e-7" -> "0.0000001"). */
function numberText(value: number): string | null {
  // Beyond 2^53 a JSON number is no longer the integer the sender wrote.
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return null;
  const text = String(value);
  const exponent = /^(-)?(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign = '', lead, rest = '', power] = exponent;
  const shift = Number(power);
  const digits = lead! + rest;
  if (shift >= 0) return sign + digits.padEnd(shift + 1, '0');
  return `${sign}0.${'0'.repeat(-shift - 1)}${digits}`;
}

function textOf(input: unknown): string | null {
  if (typeof input === 'number') return numberText(input);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  return text.length > 0 && text.length <= TEXT_MAX ? text : null;
}

export interface ParseOptions {
  /** Also read en-US grouping as the display writes it ("1,234.50"), for text a person typed or copied. */
  grouping?: boolean;
  /**
   * 'exact' (the rule): decimals beyond the scale must be zeros. 'down': they are dropped toward
   * negative infinity; only for thresholds of filters, where "at most 0.555" means "at most 0.55".
   */
  rounding?: 'exact' | 'down';
}

/**
 * An amount (decimal string, or number from JSON) in minor units of the currency, signed; null
 * when it is not an amount of that currency. An unsupported currency throws whatever the input.
 */
export function tryDecimalToMinor(
  input: unknown,
  currency: string,
  options: ParseOptions = {},
): bigint | null {
  const scale = scaleOf(currency);
  const text = textOf(input);
  if (text === null) return null;
  const match = DECIMAL.exec(text) ?? (options.grouping ? GROUPED.exec(text) : null);
  if (!match) return null;
  const [, sign, grouped = '', fraction = ''] = match;
  const whole = grouped.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > 19) return null;
  let minor = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  if (/[1-9]/.test(fraction.slice(scale))) {
    if (options.rounding !== 'down') return null;
    if (sign) minor += 1n;
  }
  if (minor > MINOR_MAX) return null;
  return sign ? -minor : minor;
}

/** As tryDecimalToMinor, but a refused amount throws MoneyError amount.invalid. */
export function decimalToMinor(input: unknown, currency: string, options: ParseOptions = {}): bigint {
  const minor = tryDecimalToMinor(input, currency, options);
  if (minor === null) throw new MoneyError('amount.invalid', `${String(input)} ${currency}`);
  return minor;
}

/** Whole major units (limits written as whole numbers) in minor units. */
export function majorToMinor(major: number | bigint, currency: string): bigint {
  if (typeof major === 'number' && !Number.isSafeInteger(major)) {
    throw new MoneyError('amount.invalid', `${major} is not a whole amount`);
  }
  const minor = BigInt(major) * unitOf(currency);
  if (minor > MINOR_MAX || minor < -MINOR_MAX) throw new MoneyError('amount.invalid', `${major} too large`);
  return minor;
}

// ---- Writing amounts ----------------------------------------------------------------------------

function digitsAt(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : '.' + digits.slice(-scale);
  return (negative ? '-' : '') + whole + fraction;
}

/** Minor units as the wire's decimal string in the currency's scale ("1234.50", VND "1234"). */
export function minorToDecimal(minor: bigint, currency: string): string {
  return digitsAt(minor, scaleOf(currency));
}

/**
 * Minor units as a decimal string with exactly `decimals` decimals whatever the currency's scale
 * (reports answer 2: VND 1234 -> "1234.00"); digits beyond them are cut off toward zero.
 */
export function minorToFixed(minor: bigint, currency: string, decimals: number): string {
  const scale = scaleOf(currency);
  const at =
    scale >= decimals ? minor / 10n ** BigInt(scale - decimals) : minor * 10n ** BigInt(decimals - scale);
  return digitsAt(at, decimals);
}

/**
 * A decimal string with its whole part grouped by thousands, for reading in a sentence
 * ("1000000.00" -> "1,000,000.00"); anything that is not a decimal number comes back unchanged.
 */
export function groupedDecimal(decimal: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(decimal);
  if (!match) return decimal;
  return match[1]! + match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (match[3] ?? '');
}

/**
 * Minor units as a JSON number of major units, for the few wire fields that are numbers (the
 * bounds named by amount.out.of.range). Never for arithmetic or comparison.
 */
export function minorToNumber(minor: bigint, currency: string): number {
  return Number(minorToDecimal(minor, currency));
}

// ---- Arithmetic and comparison ------------------------------------------------------------------

export function sumMinor(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const value of values) total += value;
  return total;
}

export function minMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((low, v) => (v < low ? v : low), first);
}

export function maxMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((high, v) => (v > high ? v : high), first);
}

export function compareMinor(a: bigint, b: bigint): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Two wire amounts of a currency compared exactly; amount.invalid when either is not one. */
export function compareDecimal(a: unknown, b: unknown, currency: string): -1 | 0 | 1 {
  return compareMinor(decimalToMinor(a, currency), decimalToMinor(b, currency));
}

/** True for a valid amount above zero; false for zero, negative, missing or unreadable text. */
export function isPositiveDecimal(text: unknown, currency: string): boolean {
  if (text === null || text === undefined || text === '') return false;
  const minor = tryDecimalToMinor(text, currency);
  return minor !== null && minor > 0n;
}

/** floor(amount × numerator / denominator): shares, rates and percents rounded down to the minor unit. */
export function mulDivFloor(amount: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const product = amount * numerator;
  const quotient = product / denominator;
  return product % denominator !== 0n && product < 0n ? quotient - 1n : quotient;
}

/** ceil(amount × numerator / denominator): what a member must pay, rounded up in the house's favour. */
export function mulDivCeil(amount: bigint, numerator: bigint, denominator: bigint): bigint {
  return -mulDivFloor(-amount, numerator, denominator);
}

/**
 * part / whole for a progress bar, clamped to 0..1, or null when whole is not above zero. The
 * amounts are divided exactly; only the answer, a picture's width, is a float (1e-6 steps).
 */
export function shareOf(part: bigint, whole: bigint): number | null {
  if (whole <= 0n) return null;
  const clamped = part < 0n ? 0n : part > whole ? whole : part;
  return Number((clamped * 1_000_000n) / whole) / 1_000_000;
}

// ---- Display ------------------------------------------------------------------------------------

export type SymbolPosition = 'F' | 'B' | '' | null | undefined;

export interface CurrencyFormatOptions {
  currency?: string;
  symbol?: string;
  /** F or empty: symbol in front; B: behind. */
  symbolPosition?: SymbolPosition;
  /** Agent transfer amounts use en-US grouping whatever the currency. */
  agentTransfer?: boolean;
  /** Decimals shown (rounded half away from zero); 2 unless said otherwise. */
  decimals?: number;
  /** Fewer decimals may be shown when they are zeros ("12.5" with 0..2); `decimals` by default. */
  minDecimals?: number;
}

interface LocaleFormat {
  whole: Intl.NumberFormat;
  point: string;
}
const locales = new Map<string, LocaleFormat>();

function localeFormat(locale: string): LocaleFormat {
  let format = locales.get(locale);
  if (!format) {
    const point =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    format = { whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), point };
    locales.set(locale, format);
  }
  return format;
}

/** Any decimal text (no scale) as digits and a sign, rounded half away from zero to `decimals`. */
function roundedDigits(
  amount: unknown,
  decimals: number,
): { negative: boolean; whole: bigint; fraction: string } {
  // A number too large to be exact is still shown as the integer it holds.
  const text =
    typeof amount === 'number' && Number.isFinite(amount) && !Number.isSafeInteger(Math.trunc(amount))
      ? BigInt(Math.trunc(amount)).toString()
      : textOf(amount);
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return { negative: false, whole: 0n, fraction: '0'.repeat(decimals) };
  const [, sign, whole = '0', fraction = ''] = match;
  let scaled = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const unit = 10n ** BigInt(decimals);
  return {
    negative: Boolean(sign) && scaled > 0n,
    whole: scaled / unit,
    fraction: decimals === 0 ? '' : (scaled % unit).toString().padStart(decimals, '0'),
  };
}

/**
 * An amount for display: a wire decimal string or a number, rounded to 2
 * decimals with the currency's grouping and the merchant's symbol. Exact for any size. Text that
 * is not an amount shows as zero, so a missing figure never breaks a page. Display needs no
 * scale, so it does not look the currency up in CURRENCY_SCALE; it only picks the grouping.
 */
export function formatCurrency(amount: number | string, options: CurrencyFormatOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const decimals = options.decimals ?? 2;
  const minDecimals = Math.min(options.minDecimals ?? decimals, decimals);
  const locale = options.agentTransfer ? 'en-US' : currency === 'BRL' ? 'pt-BR' : 'en-US';
  const format = localeFormat(locale);
  const rounded = roundedDigits(amount, decimals);
  let fraction = rounded.fraction;
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const text =
    (rounded.negative ? '-' : '') +
    format.whole.format(rounded.whole) +
    (fraction ? format.point + fraction : '');
  const symbol = options.symbol ?? '';
  if (!symbol) return text;
  return options.symbolPosition === 'B' ? `${text}${symbol}` : `${symbol}${text}`;
}
