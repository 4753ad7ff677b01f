import { scaleOf, tryDecimalToMinor } from '@platform/shared';
import { LINE_COUNT } from './slot-math.js';

/**
 * Stakes in minor units of the member's currency. Slot bets are whole line bets times the 20
 * lines, so every line pay is an exact integer; zero-decimal currencies (VND, JPY) get larger steps.
 */

const LINE_BET_STEPS = [1n, 2n, 5n, 10n, 25n, 50n, 100n, 250n, 500n];

/** Minor units standing for one cent of a two-decimal currency. */
function unitOf(currency: string): bigint {
  const scale = scaleOf(currency);
  return scale >= 2 ? 10n ** BigInt(scale - 2) : 10n;
}

export function slotBets(currency: string): bigint[] {
  const unit = unitOf(currency);
  return LINE_BET_STEPS.map((step) => step * unit * BigInt(LINE_COUNT));
}

export function crashStakeLimits(currency: string): { min: bigint; max: bigint } {
  const unit = unitOf(currency);
  return { min: 10n * unit, max: 100_000n * unit };
}

/** The in-page balance of demo mode (2,000.00 in a two-decimal currency). */
export function demoBalance(currency: string): bigint {
  return 200_000n * unitOf(currency);
}

/**
 * A stake as the page sent it (decimal string or JSON number) in minor units, by the shared money
 * rules; null when it is not a positive amount of the currency.
 */
export function parseStake(value: unknown, currency: string): bigint | null {
  const minor = tryDecimalToMinor(value, currency);
  return minor !== null && minor > 0n ? minor : null;
}
