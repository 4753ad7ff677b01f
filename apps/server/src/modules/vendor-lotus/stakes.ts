import { decimalToMinor, minorToDecimal, scaleOf } from '@platform/shared';
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

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

/** A decimal amount (string or number from JSON) in minor units, or null when it is not a valid amount. */
export function parseAmount(value: unknown, currency: string): bigint | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !AMOUNT.test(text)) return null;
  try {
    return decimalToMinor(text, currency);
  } catch {
    return null;
  }
}

export function formatAmount(minor: bigint, currency: string): string {
  return minorToDecimal(minor, currency);
}
