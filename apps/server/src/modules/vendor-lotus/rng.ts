import { randomBytes } from 'node:crypto';

/** A source of uniform numbers in [0, 1). The game math takes one so tests can replay exact rounds. */
export interface Rng {
  next(): number;
}

const TWO_POW_48 = 2 ** 48;

/** node:crypto randomness, 48 bits per draw (exact in a double, so every value is equally likely). */
export const cryptoRng: Rng = {
  next: () => randomBytes(6).readUIntBE(0, 6) / TWO_POW_48,
};

/** Deterministic generator (mulberry32) for simulations in tests; never used for real rounds. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A generator that replays the given numbers in order (unit tests of specific outcomes). */
export function scriptedRng(values: number[]): Rng {
  let i = 0;
  return {
    next() {
      if (i >= values.length) throw new Error('scripted rng ran out of values');
      return values[i++]!;
    },
  };
}
