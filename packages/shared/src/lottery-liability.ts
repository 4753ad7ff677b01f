import type { DrawKind } from './lottery-fairness.js';
import { playTypeOf, ticketPayout } from './lottery-rules.js';

/**
 * What a bet line may cost the house, outcome by outcome: the house's liability counters.
 *
 * A counter is one outcome of a position or a combination the line's play type pays on
 * (`5D_DIRECT:1|2|3|4|5`, `1D_POSITION:2:7`, `ANY_2:03,07`, `SUM:10`, `DE:27`), never a whole
 * draw: an SSC draw has 100 000 outcomes, and summing every bet over each of them would be a
 * scan. A line adds, to each counter it covers, what it pays if that outcome is drawn; the cap of
 * a game applies to every counter. Counters of one play type never overlap, so a counter is the
 * house's exact worst case on that outcome of that play type, with one exception:
 *
 * - `LO` (Vietnam lô) pays per occurrence of the two final digits among the 27 prizes: a number
 *   may be drawn up to 27 times, so a ticket counts 27 prizes (its worst case), not its odds.
 *
 * A line's `worst` is the most it can pay on one draw, whichever outcome: the per-order and
 * per-member payout caps add these up.
 */
export interface LineExposure {
  /** Counter key -> what the line pays if that outcome is drawn (minor units). */
  outcomes: Map<string, bigint>;
  /** The most the line can pay on one draw. */
  worst: bigint;
}

/** The part of a bet line that decides its payouts. */
export interface ExposedLine {
  playType: string;
  content: string;
  /** The line's stake on one issue (all its tickets), minor units. */
  amount: bigint;
  tickets: number;
  prizeGroup: number;
}

/** Prizes of Vietnam lô a number can win on one draw: one per prize it ends. */
export const LO_PRIZES = 27;

const DISTINCT_DIRECT = new Set(['FRONT2_DIRECT', 'FRONT3_DIRECT', 'FIRST_DIRECT', 'FIRST2_DIRECT']);
const DIRECT = new Set([
  '5D_DIRECT',
  '4D_DIRECT',
  '3D_FRONT_DIRECT',
  '3D_BACK_DIRECT',
  '2D_BACK_DIRECT',
  ...DISTINCT_DIRECT,
]);
const POSITION = new Set(['1D_POSITION', 'POSITION']);
const ANY = /^ANY_([1-5])$/;

function product(sets: string[][], distinct: boolean): string[] {
  let combos: string[][] = [[]];
  for (const set of sets) {
    const next: string[][] = [];
    for (const combo of combos)
      for (const v of set) if (!distinct || !combo.includes(v)) next.push([...combo, v]);
    combos = next;
  }
  return combos.map((c) => c.join('|'));
}

function subsets(items: readonly string[], n: number): string[] {
  const out: string[] = [];
  const walk = (from: number, chosen: string[]) => {
    if (chosen.length === n) {
      out.push(chosen.join(','));
      return;
    }
    for (let i = from; i < items.length; i++) walk(i + 1, [...chosen, items[i]!]);
  };
  walk(0, []);
  return out;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * The counters a valid line adds to and what it can pay, or null when the game has no such
 * play type. Lines are checked (LotteryService.price) before they get here.
 */
export function lineExposure(kind: DrawKind, line: ExposedLine): LineExposure | null {
  const play = playTypeOf(kind, line.playType);
  if (!play || line.tickets < 1) return null;
  const stake = line.amount / BigInt(line.tickets);
  const prize = (numer: number, denom: number) => ticketPayout(stake, line.prizeGroup, { numer, denom });
  const p = prize(play.numer, play.denom);
  const code = play.code;
  const outcomes = new Map<string, bigint>();
  const add = (key: string, amount: bigint) =>
    outcomes.set(`${code}:${key}`, (outcomes.get(`${code}:${key}`) ?? 0n) + amount);

  if (DIRECT.has(code)) {
    const sets = line.content.split('|').map((part) => part.split(','));
    for (const combo of product(sets, DISTINCT_DIRECT.has(code))) add(combo, p);
    return { outcomes, worst: p };
  }
  if (POSITION.has(code)) {
    const parts = line.content.split('|');
    let positions = 0;
    parts.forEach((part, i) => {
      if (part === '') return;
      positions++;
      for (const v of part.split(',')) add(`${i}:${v}`, p);
    });
    return { outcomes, worst: p * BigInt(positions) };
  }
  const any = ANY.exec(code);
  if (any) {
    const n = Number(any[1]);
    const set = line.content.split(',').sort();
    for (const combo of subsets(set, n)) add(combo, p);
    return { outcomes, worst: p * BigInt(choose(Math.min(set.length, 5), n)) };
  }
  const picked = line.content.split(',');
  switch (code) {
    case 'SUM_BSOE': {
      for (const o of picked) add(o, p);
      const sides = [
        ['B', 'S'],
        ['O', 'E'],
      ].filter((pair) => pair.some((o) => picked.includes(o))).length;
      return { outcomes, worst: p * BigInt(sides) };
    }
    case 'SUM': {
      let worst = 0n;
      for (const sum of picked) {
        const [numer, denom] = play.options?.[sum] ?? [play.numer, play.denom];
        const paid = prize(numer, denom);
        add(sum, paid);
        if (paid > worst) worst = paid;
      }
      return { outcomes, worst };
    }
    case 'LO': {
      for (const n of picked) add(n, p * BigInt(LO_PRIZES));
      return { outcomes, worst: p * BigInt(LO_PRIZES) };
    }
    case 'TRIPLE_ONE':
    case 'TRIPLE_ANY':
    case 'DE':
    case '3CANG':
      for (const o of picked) add(o, p);
      return { outcomes, worst: p };
    default: {
      // A play type without its own mapping: every ticket is counted as winning on one counter.
      const all = p * BigInt(line.tickets);
      add('*', all);
      return { outcomes, worst: all };
    }
  }
}

/**
 * Rounds `stake × allowed / payout` down: the stake that keeps a payout proportional to it within
 * `allowed` (what the player can still stake under a payout cap). Zero when nothing is allowed.
 */
export function stakeWithin(stake: bigint, payout: bigint, allowed: bigint): bigint {
  if (allowed <= 0n || payout <= 0n) return allowed <= 0n ? 0n : stake;
  return (stake * allowed) / payout;
}
