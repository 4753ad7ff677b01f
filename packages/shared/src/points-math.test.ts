import { describe, expect, it } from 'vitest';
import { pointsCost, pointsFor } from './points-math.js';

describe('points math', () => {
  it('earns points rounded down and charges points rounded up, in minor units of both', () => {
    // 100.00 THB at 1.5 points per baht: 150.00 points.
    expect(pointsFor(10_000n, 15_000, 'THB')).toBe(15_000n);
    expect(pointsCost(10_000n, 15_000, 'THB')).toBe(15_000n);
    // 0.01 THB at 1.5: 0.015 points, which is 1.5 minor units of points.
    expect(pointsFor(1n, 15_000, 'THB')).toBe(1n);
    expect(pointsCost(1n, 15_000, 'THB')).toBe(2n);
    // A zero-decimal currency: 1000 VND at 0.0001 points per dong is 0.10 points.
    expect(pointsFor(1000n, 1, 'VND')).toBe(10n);
    expect(pointsCost(1001n, 1, 'VND')).toBe(11n);
  });

  it('is exact beyond 2^53 and refuses an unknown currency', () => {
    expect(pointsFor(2n ** 60n, 10_000, 'THB')).toBe(2n ** 60n);
    expect(() => pointsFor(1n, 10_000, 'EUR')).toThrow(/currency.unsupported/);
  });
});
