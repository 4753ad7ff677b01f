import { describe, expect, it } from 'vitest';
import { MAX_CRASH_HUNDREDTHS, crashWinMinor, drawCrashHundredths, playCrash } from './crash-math.js';
import { scriptedRng, seededRng } from './rng.js';

describe('crash point', () => {
  it('maps the uniform draw to 0.97 / u, rounded down, between 1.00x and the cap', () => {
    // u = 1 - next
    expect(drawCrashHundredths(scriptedRng([0]))).toBe(100); // 0.97 -> 1.00
    expect(drawCrashHundredths(scriptedRng([0.515]))).toBe(200); // u 0.485 -> 2.00
    expect(drawCrashHundredths(scriptedRng([0.903]))).toBe(1000); // u 0.097 -> 10.00
    expect(drawCrashHundredths(scriptedRng([1 - 1e-12]))).toBe(MAX_CRASH_HUNDREDTHS);
  });

  it('has P(crash >= x) = 0.97 / x and so a 3% house edge on every target', () => {
    const rng = seededRng(7);
    const draws = 400_000;
    const targets = [101, 150, 200, 500, 1000, 2000];
    const reached = new Map(targets.map((t) => [t, 0]));
    for (let i = 0; i < draws; i++) {
      const crash = drawCrashHundredths(rng);
      for (const t of targets) if (crash >= t) reached.set(t, reached.get(t)! + 1);
    }
    for (const t of targets) {
      const probability = reached.get(t)! / draws;
      const expected = 0.97 / (t / 100);
      // Tolerance of ~4 standard errors of a binomial proportion.
      const tolerance = 4 * Math.sqrt((expected * (1 - expected)) / draws);
      expect(Math.abs(probability - expected)).toBeLessThan(tolerance);
      // Expected return of a bet on this target.
      expect(probability * (t / 100)).toBeGreaterThan(0.95);
      expect(probability * (t / 100)).toBeLessThan(0.99);
    }
  });

  it('pays stake x target when the crash reaches the target, nothing otherwise', () => {
    const won = playCrash(250, scriptedRng([0.75])); // u 0.25 -> 3.88x
    expect(won).toEqual({ crashHundredths: 388, targetHundredths: 250, won: true });
    expect(crashWinMinor(1000n, won)).toBe(2500n);
    const lost = playCrash(250, scriptedRng([0.5])); // u 0.5 -> 1.94x
    expect(lost.won).toBe(false);
    expect(crashWinMinor(1000n, lost)).toBe(0n);
    // Rounded down to the minor unit.
    expect(crashWinMinor(333n, { crashHundredths: 500, targetHundredths: 101, won: true })).toBe(336n);
  });
});
