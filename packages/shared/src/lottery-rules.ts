import type { DrawKind } from './lottery-fairness.js';

/**
 * Play types of the lottery and how a bet line is counted and judged. Universal: the server
 * settles with it and the betting page counts tickets and shows odds with the same code.
 *
 * A line's `content` lists chosen numbers separated by commas; play types with positions separate
 * the positions with `|` (an empty position chooses nothing). Every combination the content
 * covers is one ticket. A ticket with probability p = numer/denom pays
 *   stakePerTicket × prizeGroup × denom / (2000 × numer)   (rounded down, minor units)
 * so prize group 2000 returns 100% of stakes on average and 1950 returns 97.5%.
 */

export const PRIZE_GROUP_MIN = 1700;
export const PRIZE_GROUP_MAX = 2000;
export const PRIZE_GROUP_FULL = 2000;
export const MULTIPLE_MAX = 1000;
/** Tickets of one line (a full five-digit direct line is 100 000). */
export const LINE_TICKETS_MAX = 100_000;
/** Lines of one slip; issues one chase may follow. */
export const SLIP_LINES_MAX = 50;
export const CHASE_ISSUES_MAX = 50;

/** Money modes: the stake of a ticket is 2 major units × the mode's factor × multiple. */
export const MONEY_MODES = { Y: [1, 1], J: [1, 10], F: [1, 100] } as const;
export type MoneyMode = keyof typeof MONEY_MODES;

/** Minor units staked by one ticket at multiple 1, or null when the mode is finer than the currency. */
export function ticketStake(mode: MoneyMode, currencyScale: number): bigint | null {
  const [numer, denom] = MONEY_MODES[mode];
  const base = 2n * 10n ** BigInt(currencyScale) * BigInt(numer);
  return base % BigInt(denom) === 0n ? base / BigInt(denom) : null;
}

/** One group of equally likely winning tickets of a line. */
export interface WinCount {
  tickets: number;
  numer: number;
  denom: number;
}

export interface PlayType {
  code: string;
  kind: DrawKind;
  /** Probability of one ticket; play types whose options differ list them in optionOdds. */
  numer: number;
  denom: number;
  /** Options with their own probability (K3 sum): option -> [numer, denom]. */
  options?: Record<string, [number, number]>;
  /** Tickets of a content, or 0 when the content is not valid for the play type. */
  tickets(content: string): number;
  /** Winning tickets of a content against the drawn numbers. */
  wins(content: string, numbers: readonly string[]): WinCount[];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Distinct members of a comma list, each in the allowed set; null when anything is off. */
function pickSet(text: string, allowed: readonly string[], allowEmpty = false): string[] | null {
  if (text === '') return allowEmpty ? [] : null;
  const items = text.split(',');
  if (items.length > allowed.length) return null;
  const set = new Set(items);
  if (set.size !== items.length || items.some((i) => !allowed.includes(i))) return null;
  return items;
}

function positions(content: string, count: number, allowed: readonly string[], allowEmpty: boolean) {
  if (content.length > 400) return null;
  const parts = content.split('|');
  if (parts.length !== count) return null;
  const sets = parts.map((p) => pickSet(p, allowed, allowEmpty));
  return sets.some((s) => s === null) ? null : (sets as string[][]);
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const ELEVEN = Array.from({ length: 11 }, (_, i) => pad(i + 1));
const TEN = Array.from({ length: 10 }, (_, i) => pad(i + 1));
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => pad(i));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** Direct bet on consecutive positions (from `from`, `count` of them); distinct when drawn without replacement. */
function direct(
  code: string,
  kind: DrawKind,
  allowed: readonly string[],
  from: number,
  count: number,
  distinct: boolean,
): PlayType {
  const combos = (sets: string[][]): number => {
    if (!distinct) return sets.reduce((n, s) => n * s.length, 1);
    const walk = (i: number, used: Set<string>): number =>
      i === sets.length
        ? 1
        : sets[i]!.reduce((n, v) => (used.has(v) ? n : n + walk(i + 1, new Set([...used, v]))), 0);
    return walk(0, new Set());
  };
  let denom = 1;
  for (let i = 0; i < count; i++) denom *= distinct ? allowed.length - i : allowed.length;
  return {
    code,
    kind,
    numer: 1,
    denom,
    tickets(content) {
      const sets = positions(content, count, allowed, false);
      if (!sets) return 0;
      return combos(sets);
    },
    wins(content, numbers) {
      const sets = positions(content, count, allowed, false);
      if (!sets) return [];
      const hit = sets.every((s, i) => s.includes(numbers[from + i]!));
      return hit ? [{ tickets: 1, numer: 1, denom }] : [];
    },
  };
}

/** One ticket per chosen number per position (定位胆). */
function position(code: string, kind: DrawKind, allowed: readonly string[], count: number): PlayType {
  const denom = allowed.length;
  return {
    code,
    kind,
    numer: 1,
    denom,
    tickets(content) {
      const sets = positions(content, count, allowed, true);
      if (!sets) return 0;
      return sets.reduce((n, s) => n + s.length, 0);
    },
    wins(content, numbers) {
      const sets = positions(content, count, allowed, true);
      if (!sets) return [];
      const hits = sets.filter((s, i) => s.includes(numbers[i]!)).length;
      return hits ? [{ tickets: hits, numer: 1, denom }] : [];
    },
  };
}

/** 11X5 "any N": N chosen numbers all among the five drawn. */
function anyOf(n: number): PlayType {
  const numer = choose(5, n);
  const denom = choose(11, n);
  const g = gcd(numer, denom);
  return {
    code: `ANY_${n}`,
    kind: 'pick',
    numer: numer / g,
    denom: denom / g,
    tickets(content) {
      const set = pickSet(content, ELEVEN);
      return set && set.length >= n ? choose(set.length, n) : 0;
    },
    wins(content, numbers) {
      const set = pickSet(content, ELEVEN);
      if (!set || set.length < n) return [];
      const hits = set.filter((v) => numbers.includes(v)).length;
      const tickets = choose(hits, n);
      return tickets ? [{ tickets, numer: numer / g, denom: denom / g }] : [];
    },
  };
}

/** Sum of five digits big (23-45) or small (0-22), odd or even: exactly even chances. */
const SUM_BSOE: PlayType = {
  code: 'SUM_BSOE',
  kind: 'digits',
  numer: 1,
  denom: 2,
  tickets(content) {
    return pickSet(content, ['B', 'S', 'O', 'E'])?.length ?? 0;
  },
  wins(content, numbers) {
    const set = pickSet(content, ['B', 'S', 'O', 'E']);
    if (!set) return [];
    const sum = numbers.reduce((s, d) => s + Number(d), 0);
    const drawn = [sum >= 23 ? 'B' : 'S', sum % 2 ? 'O' : 'E'];
    const hits = set.filter((o) => drawn.includes(o)).length;
    return hits ? [{ tickets: hits, numer: 1, denom: 2 }] : [];
  },
};

const DICE_SUM_WAYS: Record<string, [number, number]> = (() => {
  const ways: Record<string, number> = {};
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c] = (ways[a + b + c] ?? 0) + 1;
  return Object.fromEntries(
    Object.entries(ways).map(([sum, w]) => {
      const g = gcd(w, 216);
      return [sum, [w / g, 216 / g] as [number, number]];
    }),
  );
})();
const DICE_SUMS = Object.keys(DICE_SUM_WAYS);

const K3_SUM: PlayType = {
  code: 'SUM',
  kind: 'dice',
  numer: 1,
  denom: 8,
  options: DICE_SUM_WAYS,
  tickets(content) {
    return pickSet(content, DICE_SUMS)?.length ?? 0;
  },
  wins(content, numbers) {
    const set = pickSet(content, DICE_SUMS);
    const sum = String(numbers.reduce((s, d) => s + Number(d), 0));
    if (!set?.includes(sum)) return [];
    const [numer, denom] = DICE_SUM_WAYS[sum]!;
    return [{ tickets: 1, numer, denom }];
  },
};

const TRIPLES = ['111', '222', '333', '444', '555', '666'];
const K3_TRIPLE_ONE: PlayType = {
  code: 'TRIPLE_ONE',
  kind: 'dice',
  numer: 1,
  denom: 216,
  tickets: (content) => pickSet(content, TRIPLES)?.length ?? 0,
  wins(content, numbers) {
    const set = pickSet(content, TRIPLES);
    return set?.includes(numbers.join('')) ? [{ tickets: 1, numer: 1, denom: 216 }] : [];
  },
};
const K3_TRIPLE_ANY: PlayType = {
  code: 'TRIPLE_ANY',
  kind: 'dice',
  numer: 1,
  denom: 36,
  tickets: (content) => (content === 'ANY' ? 1 : 0),
  wins: (content, numbers) =>
    content === 'ANY' && numbers[0] === numbers[1] && numbers[1] === numbers[2]
      ? [{ tickets: 1, numer: 1, denom: 36 }]
      : [],
};

/** Vietnam: đề (last two digits of the special prize), 3 càng (last three), lô (two digits, per occurrence among 27 prizes). */
function vnSpecial(code: string, length: 2 | 3): PlayType {
  const allowed = length === 2 ? TWO_DIGITS : THREE_DIGITS;
  const denom = length === 2 ? 100 : 1000;
  return {
    code,
    kind: 'vn',
    numer: 1,
    denom,
    tickets: (content) => (content.length <= 4000 ? (pickSet(content, allowed)?.length ?? 0) : 0),
    wins(content, numbers) {
      const set = content.length <= 4000 ? pickSet(content, allowed) : null;
      return set?.includes(numbers[0]!.slice(-length)) ? [{ tickets: 1, numer: 1, denom }] : [];
    },
  };
}
const VN_LO: PlayType = {
  code: 'LO',
  kind: 'vn',
  numer: 27,
  denom: 100,
  tickets: (content) => pickSet(content, TWO_DIGITS)?.length ?? 0,
  wins(content, numbers) {
    const set = pickSet(content, TWO_DIGITS);
    if (!set) return [];
    const hits = numbers.filter((n) => set.includes(n.slice(-2))).length;
    return hits ? [{ tickets: hits, numer: 27, denom: 100 }] : [];
  },
};

export const PLAY_TYPES: Record<DrawKind, PlayType[]> = {
  digits: [
    direct('5D_DIRECT', 'digits', DIGITS, 0, 5, false),
    direct('4D_DIRECT', 'digits', DIGITS, 1, 4, false),
    direct('3D_FRONT_DIRECT', 'digits', DIGITS, 0, 3, false),
    direct('3D_BACK_DIRECT', 'digits', DIGITS, 2, 3, false),
    direct('2D_BACK_DIRECT', 'digits', DIGITS, 3, 2, false),
    position('1D_POSITION', 'digits', DIGITS, 5),
    SUM_BSOE,
  ],
  pick: [
    anyOf(1),
    anyOf(2),
    anyOf(3),
    anyOf(4),
    anyOf(5),
    direct('FRONT2_DIRECT', 'pick', ELEVEN, 0, 2, true),
    direct('FRONT3_DIRECT', 'pick', ELEVEN, 0, 3, true),
  ],
  race: [
    direct('FIRST_DIRECT', 'race', TEN, 0, 1, true),
    direct('FIRST2_DIRECT', 'race', TEN, 0, 2, true),
    position('POSITION', 'race', TEN, 10),
  ],
  dice: [K3_SUM, K3_TRIPLE_ANY, K3_TRIPLE_ONE],
  vn: [vnSpecial('DE', 2), vnSpecial('3CANG', 3), VN_LO],
};

export function playTypeOf(kind: DrawKind, code: string): PlayType | undefined {
  return PLAY_TYPES[kind].find((p) => p.code === code);
}

/** Payout of `tickets` winning tickets of probability numer/denom, each staked `stake` minor units. */
export function ticketPayout(
  stake: bigint,
  prizeGroup: number,
  win: Pick<WinCount, 'numer' | 'denom'> & { tickets?: number },
): bigint {
  const tickets = BigInt(win.tickets ?? 1);
  return (
    (tickets * stake * BigInt(prizeGroup) * BigInt(win.denom)) /
    (BigInt(PRIZE_GROUP_FULL) * BigInt(win.numer))
  );
}

/** Prize of one winning ticket of stake 2 major units, in major units with up to 4 decimals (display). */
export function oddsOf(numer: number, denom: number, prizeGroup: number): number {
  return Math.floor((2 * prizeGroup * denom * 10_000) / (PRIZE_GROUP_FULL * numer)) / 10_000;
}
