import { POINTS_CURRENCY } from './contracts/points.js';
import { mulDivCeil, mulDivFloor, unitOf } from './money.js';

/**
 * Money to points at a rate kept in ten-thousandths (rateE4 15000 = 1.5 points per major unit),
 * in integer minor units of both currencies. Universal: the server books with it and the points
 * page previews a conversion with the very same rounding.
 */
const E4 = 10_000n;

/** (points minor units) / (money minor units) at rate 1, as a fraction num/den. */
function unitRatio(currency: string): { num: bigint; den: bigint } {
  return { num: unitOf(POINTS_CURRENCY), den: unitOf(currency) * E4 };
}

/** Points earned for an amount of money (minor units) at a rate: rounded down, never a fraction of a cent. */
export function pointsFor(moneyMinor: bigint, rateE4: number, currency: string): bigint {
  const { num, den } = unitRatio(currency);
  return mulDivFloor(moneyMinor, BigInt(rateE4) * num, den);
}

/** Points that buy an amount of money (minor units) at the exchange rate: rounded up, in the house's favour. */
export function pointsCost(moneyMinor: bigint, rateE4: number, currency: string): bigint {
  const { num, den } = unitRatio(currency);
  return mulDivCeil(moneyMinor, BigInt(rateE4) * num, den);
}
