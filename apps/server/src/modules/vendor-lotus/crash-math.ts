import type { Rng } from './rng.js';

/**
 * Lotus Crash as a single-request round: the player names a cash-out target before the round,
 * the server draws where the multiplier crashes, and the target pays when it was reached.
 *
 * Distribution: P(crash >= x) = RETURN_TO_PLAYER / x for every x >= 1 (in hundredths), so a bet
 * on any target t returns t * 0.97 / t = 97% of the stake: a 3% house edge whatever the target.
 * Values below 1.00x become 1.00x, an instant crash that only a (disallowed) 1.00x target beats.
 */

export const RETURN_TO_PLAYER = 0.97;
/** Highest crash point drawn; it only shortens the animation, targets stop far below it. */
export const MAX_CRASH_HUNDREDTHS = 100_000; // 1000.00x
export const MIN_TARGET_HUNDREDTHS = 101; // 1.01x
export const MAX_TARGET_HUNDREDTHS = 10_000; // 100.00x

/** The crash point in hundredths of a multiplier (250 = 2.50x). */
export function drawCrashHundredths(rng: Rng): number {
  // u in (0, 1]: crash = 0.97 / u, rounded down to the hundredth so P(crash >= x) holds on the grid.
  const u = 1 - rng.next();
  const hundredths = Math.floor((RETURN_TO_PLAYER * 100) / u + 1e-9);
  return Math.min(MAX_CRASH_HUNDREDTHS, Math.max(100, hundredths));
}

export interface CrashOutcome {
  crashHundredths: number;
  targetHundredths: number;
  won: boolean;
}

export function playCrash(targetHundredths: number, rng: Rng): CrashOutcome {
  const crashHundredths = drawCrashHundredths(rng);
  return { crashHundredths, targetHundredths, won: crashHundredths >= targetHundredths };
}

/** Win in minor units: stake x target, rounded down to the currency's minor unit. */
export function crashWinMinor(stakeMinor: bigint, outcome: CrashOutcome): bigint {
  return outcome.won ? (stakeMinor * BigInt(outcome.targetHundredths)) / 100n : 0n;
}
