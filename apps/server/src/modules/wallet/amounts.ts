import { decimalToMinor, minorToDecimal, scaleOf } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

/** No single movement may exceed this many minor units, whatever the merchant's limits say. */
export const MAX_AMOUNT_MINOR = 10n ** 13n;

/**
 * An amount as the client typed it (decimal string or number) in minor units. Anything but a
 * positive amount with at most the currency's decimals is amount.invalid; no float arithmetic
 * touches it (a number is read through its shortest decimal text). Grouping commas are refused
 * rather than guessed at: "1,50" is one and a half in some languages and 150 in others.
 */
export function parseAmount(input: string | number, currency: string): bigint {
  const text = typeof input === 'number' ? String(input) : input.trim();
  let minor: bigint;
  try {
    minor = decimalToMinor(text, currency);
  } catch {
    throw new AppError('amount.invalid');
  }
  if (minor <= 0n || minor > MAX_AMOUNT_MINOR) throw new AppError('amount.invalid');
  return minor;
}

/** amount.out.of.range, naming the bounds in major units, unless min <= amount <= max. */
export function requireWithin(amount: bigint, min: bigint, max: bigint, currency: string): void {
  if (amount >= min && amount <= max) return;
  throw AppError.limited(
    'amount.out.of.range',
    'amount',
    Number(minorToDecimal(min, currency)),
    Number(minorToDecimal(max, currency)),
  );
}

/** Major units to minor units, for limits written as whole numbers. */
export function majorToMinor(major: number, currency: string): bigint {
  return BigInt(major) * 10n ** BigInt(scaleOf(currency));
}

export const money = minorToDecimal;
