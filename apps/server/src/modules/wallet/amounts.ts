import { MoneyError, decimalToMinor, minorToNumber } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

/** No single movement may exceed this many minor units, whatever the merchant's limits say. */
export const MAX_AMOUNT_MINOR = 10n ** 13n;

/**
 * An amount as the client typed it (decimal string or number) in minor units, read by the shared
 * money rules (packages/shared/src/money.ts): "10.000" is 10.00 THB, "10.001" is refused, grouping
 * commas are refused. Anything but a positive amount up to MAX_AMOUNT_MINOR is amount.invalid; an
 * unsupported currency is currency.unsupported.
 */
export function parseAmount(input: string | number, currency: string): bigint {
  let minor: bigint;
  try {
    minor = decimalToMinor(input, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw new AppError(error.code);
    throw error;
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
    minorToNumber(min, currency),
    minorToNumber(max, currency),
  );
}
