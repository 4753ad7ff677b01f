import { describe, expect, it } from 'vitest';
import {
  LINE_COUNT,
  PAYLINES,
  SCATTER,
  WILD,
  evaluateLine,
  evaluateScatter,
  evaluateWindow,
  exactReturn,
  spinSlot,
  type Window,
} from './slot-math.js';
import { scriptedRng, seededRng } from './rng.js';

const H1 = 2;
const A = 5;
const K = 6;
const TEN = 9;

/** A window from rows (top, middle, bottom), as the player reads it. */
function windowOf(rows: number[][]): Window {
  return [0, 1, 2, 3, 4].map((reel) => rows.map((row) => row[reel]!));
}

describe('slot paylines', () => {
  it('pays left to right from the first reel only', () => {
    expect(evaluateLine([A, A, A, K, K])).toEqual({ symbol: A, count: 3, multiplier: 10 });
    expect(evaluateLine([K, A, A, A, A])).toBeNull();
    expect(evaluateLine([A, A, K, A, A])).toBeNull();
    expect(evaluateLine([H1, H1, H1, H1, H1])).toEqual({ symbol: H1, count: 5, multiplier: 500 });
  });

  it('lets the wild stand in and pays the better of the wild run and the symbol', () => {
    expect(evaluateLine([WILD, A, A, K, K])).toEqual({ symbol: A, count: 3, multiplier: 10 });
    expect(evaluateLine([A, WILD, WILD, WILD, A])).toEqual({ symbol: A, count: 5, multiplier: 120 });
    // Three wilds alone (50) beat four tens (10).
    expect(evaluateLine([WILD, WILD, WILD, TEN, K])).toEqual({ symbol: WILD, count: 3, multiplier: 50 });
    expect(evaluateLine([WILD, WILD, WILD, WILD, WILD])).toEqual({
      symbol: WILD,
      count: 5,
      multiplier: 1000,
    });
  });

  it('never counts the scatter on a line', () => {
    expect(evaluateLine([SCATTER, SCATTER, SCATTER, A, A])).toBeNull();
    expect(evaluateLine([WILD, WILD, SCATTER, A, A])).toBeNull();
    expect(evaluateLine([WILD, SCATTER, A, A, A])).toBeNull();
  });

  it('pays scatters by the reels that show one, on the total bet', () => {
    const reels = windowOf([
      [SCATTER, A, K, SCATTER, A],
      [SCATTER, K, SCATTER, A, K],
      [A, K, A, K, A],
    ]);
    const win = evaluateScatter(reels);
    expect(win).toMatchObject({ count: 3, multiplier: 2 });
    expect(win!.cells).toHaveLength(4);
    expect(
      evaluateScatter(
        windowOf([
          [SCATTER, SCATTER, A, A, A],
          [A, K, A, K, A],
          [A, K, A, K, A],
        ]),
      ),
    ).toBeNull();
  });

  it('adds every line and the scatter into one line-bet multiple', () => {
    const reels = windowOf([
      [A, A, A, K, K],
      [A, A, A, K, K],
      [SCATTER, SCATTER, SCATTER, K, K],
    ]);
    const outcome = evaluateWindow(reels);
    const paying = outcome.lines.map((l) => l.line).sort((a, b) => a - b);
    // Lines 1 and 2 (middle, top) and the others that cross only A in the first three reels.
    for (const line of paying) {
      const rows = PAYLINES[line]!;
      expect(rows.slice(0, 3).every((row) => row !== 2)).toBe(true);
    }
    expect(paying).toContain(0);
    expect(paying).toContain(1);
    expect(outcome.scatter?.multiplier).toBe(2);
    expect(outcome.lineBetMultiple).toBe(
      outcome.lines.reduce((sum, l) => sum + l.multiplier, 0) + 2 * LINE_COUNT,
    );
  });

  it('draws each cell from the reel weights with the injected generator', () => {
    const zeros = scriptedRng(new Array(15).fill(0));
    const outcome = spinSlot(zeros);
    expect(outcome.reels.flat().every((s) => s === WILD)).toBe(true);
    expect(outcome.lines).toHaveLength(LINE_COUNT);
    expect(outcome.lineBetMultiple).toBe(1000 * LINE_COUNT);
  });
});

describe('slot return to player', () => {
  it('is about 96% by exact enumeration of the paytable', () => {
    const rtp = exactReturn();
    expect(rtp.total).toBeGreaterThan(0.94);
    expect(rtp.total).toBeLessThan(0.98);
    expect(rtp.total).toBeCloseTo(0.9651, 3);
  });

  it('matches the enumeration in a large seeded simulation of the real spin code', () => {
    const rng = seededRng(20261123);
    const spins = 200_000;
    let returned = 0;
    let hits = 0;
    for (let i = 0; i < spins; i++) {
      const multiple = spinSlot(rng).lineBetMultiple;
      returned += multiple / LINE_COUNT;
      if (multiple > 0) hits++;
    }
    expect(returned / spins).toBeGreaterThan(exactReturn().total - 0.05);
    expect(returned / spins).toBeLessThan(exactReturn().total + 0.05);
    // A slot that rarely pays feels broken: at least one spin in four should win something.
    expect(hits / spins).toBeGreaterThan(0.25);
  });
});
