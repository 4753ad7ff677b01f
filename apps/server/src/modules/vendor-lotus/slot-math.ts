import type { Rng } from './rng.js';

/**
 * The math of every Lotus 5x3 slot: one symbol model shared by all twelve themes (each theme only
 * draws the symbols differently), 20 fixed paylines, left-to-right line pays with a substituting
 * wild, and a scatter that pays anywhere on the total bet. Each cell is drawn independently from
 * its reel's weights, so the exact return can be enumerated (see exactReturn) rather than guessed.
 */

export const REELS = 5;
export const ROWS = 3;

/** Symbol ids. Lines pay in multiples of the line bet, scatters in multiples of the total bet. */
export const WILD = 0;
export const SCATTER = 1;
export const SYMBOL_COUNT = 10;
/** 0 wild, 1 scatter, 2-4 high symbols, 5-9 low symbols (A K Q J 10). */
export type SymbolId = number;

/** Pays for 3, 4 and 5 of a kind, indexed by symbol id (the scatter row is unused here). */
export const LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 200, 1000], // wild on its own
  [0, 0, 0], // scatter pays through SCATTER_PAYS
  [25, 100, 500],
  [20, 75, 300],
  [15, 50, 200],
  [10, 30, 120],
  [8, 25, 100],
  [5, 20, 80],
  [5, 15, 60],
  [4, 10, 50],
];

/** Scatter pays by how many reels show one (3, 4, 5), in multiples of the total bet. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/**
 * Relative weight of each symbol on each reel. The wild is rarer on the outer reels so that
 * five-wild lines stay rare. Tuned so that exactReturn() is 96.5% (slot-math.test.ts).
 */
export const REEL_WEIGHTS: readonly (readonly number[])[] = [
  [3, 3, 3, 4, 5, 6, 6, 6, 7, 8],
  [5, 3, 3, 4, 5, 6, 6, 6, 7, 8],
  [5, 3, 3, 4, 5, 6, 6, 6, 7, 8],
  [5, 3, 3, 4, 5, 6, 6, 6, 7, 8],
  [3, 3, 3, 4, 5, 6, 6, 6, 7, 8],
];

/** Row of each reel a payline passes through (0 top, 1 middle, 2 bottom). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
export const LINE_COUNT = PAYLINES.length;

/** reels[reel][row]: the symbols the player sees. */
export type Window = SymbolId[][];

export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: SymbolId;
  /** How many reels from the left take part (3-5). */
  count: number;
  /** Multiple of the line bet. */
  multiplier: number;
}

export interface ScatterWin {
  /** Reels showing the scatter. */
  count: number;
  /** Multiple of the total bet. */
  multiplier: number;
  /** [reel, row] of each scatter shown. */
  cells: [number, number][];
}

export interface SlotOutcome {
  reels: Window;
  lines: LineWin[];
  scatter: ScatterWin | null;
  /** Win as a multiple of the line bet: sum of line multipliers + scatter multiplier x LINE_COUNT. */
  lineBetMultiple: number;
}

function pick(weights: readonly number[], rng: Rng): SymbolId {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let s = 0; s < weights.length; s++) {
    r -= weights[s]!;
    if (r < 0) return s;
  }
  return weights.length - 1;
}

export function drawWindow(rng: Rng): Window {
  return REEL_WEIGHTS.map((weights) => Array.from({ length: ROWS }, () => pick(weights, rng)));
}

/** Best pay of five symbols read left to right: the wild run alone, or a symbol with wilds standing in. */
export function evaluateLine(
  symbols: readonly SymbolId[],
): { symbol: SymbolId; count: number; multiplier: number } | null {
  if (symbols[0] === SCATTER) return null;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = wilds >= 3 ? LINE_PAYS[WILD]![wilds - 3]! : 0;
  let best = wildPay > 0 ? { symbol: WILD, count: wilds, multiplier: wildPay } : null;
  if (wilds < symbols.length) {
    const symbol = symbols[wilds]!;
    if (symbol !== SCATTER) {
      let count = wilds;
      while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
      const pay = count >= 3 ? LINE_PAYS[symbol]![count - 3]! : 0;
      if (pay > (best?.multiplier ?? 0)) best = { symbol, count, multiplier: pay };
    }
  }
  return best;
}

export function evaluateScatter(reels: Window): ScatterWin | null {
  const cells: [number, number][] = [];
  let count = 0;
  reels.forEach((column, reel) => {
    let shown = false;
    column.forEach((symbol, row) => {
      if (symbol !== SCATTER) return;
      cells.push([reel, row]);
      shown = true;
    });
    if (shown) count++;
  });
  if (count < 3) return null;
  return { count, multiplier: SCATTER_PAYS[count - 3]!, cells };
}

export function evaluateWindow(reels: Window): SlotOutcome {
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => reels[reel]![row]!));
    if (win) lines.push({ line, ...win });
  });
  const scatter = evaluateScatter(reels);
  const lineBetMultiple =
    lines.reduce((sum, l) => sum + l.multiplier, 0) + (scatter ? scatter.multiplier * LINE_COUNT : 0);
  return { reels, lines, scatter, lineBetMultiple };
}

export function spinSlot(rng: Rng): SlotOutcome {
  return evaluateWindow(drawWindow(rng));
}

/**
 * Exact expected return per unit of total bet. Reels are independent and one payline takes one
 * cell per reel, so every line has the same expectation: enumerate all 10^5 symbol combinations
 * with their probabilities. Scatters: per reel P(at least one in 3 cells), combined over reels.
 */
export function exactReturn(): { lines: number; scatter: number; total: number } {
  const probabilities = REEL_WEIGHTS.map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });
  let lineReturn = 0;
  const symbols = [0, 0, 0, 0, 0];
  const walk = (reel: number, probability: number) => {
    if (reel === REELS) {
      const win = evaluateLine(symbols);
      if (win) lineReturn += probability * win.multiplier;
      return;
    }
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      symbols[reel] = s;
      walk(reel + 1, probability * probabilities[reel]![s]!);
    }
  };
  walk(0, 1);
  // Each line pays in line bets and there are LINE_COUNT line bets in the total bet: the average
  // line's return per line bet is the slot's line return per total bet.

  let reelsShowing = [1]; // reelsShowing[k]: P(exactly k reels show a scatter so far)
  for (const p of probabilities) {
    const shown = 1 - (1 - p[SCATTER]!) ** ROWS;
    const next = new Array<number>(reelsShowing.length + 1).fill(0);
    reelsShowing.forEach((q, k) => {
      next[k] = next[k]! + q * (1 - shown);
      next[k + 1] = next[k + 1]! + q * shown;
    });
    reelsShowing = next;
  }
  const scatterReturn = SCATTER_PAYS.reduce((sum, pay, i) => sum + pay * reelsShowing[i + 3]!, 0);
  return { lines: lineReturn, scatter: scatterReturn, total: lineReturn + scatterReturn };
}
