import { playTypeOf, type DrawKind } from '@platform/shared';

/**
 * How the betting page lays out a play type's choices and turns a selection into the slip's
 * `content` (comma lists, positions separated by `|`; see packages/shared lottery-rules). The
 * tickets of a content are always counted by the shared rules, the same code the server settles
 * with, so the page can never show a price the server would not charge.
 */
export interface PickerRow {
  /** 0-based position in the draw (labels show it 1-based); null for rows without one. */
  position: number | null;
  options: readonly string[];
}

export interface PickerLayout {
  rows: PickerRow[];
  /** Numbers typed in as text (three-digit Vietnam bets: 1000 options are too many to click). */
  typed?: { length: number };
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const range = (from: number, to: number, format: (n: number) => string = String) =>
  Array.from({ length: to - from + 1 }, (_, i) => format(from + i));

const DIGITS = range(0, 9);
const ELEVEN = range(1, 11, pad);
const TEN = range(1, 10, pad);
const TWO_DIGITS = range(0, 99, pad);
const DICE_SUMS = range(3, 18);
const TRIPLES = ['111', '222', '333', '444', '555', '666'];
/** SUM_BSOE options: big, small, odd, even of the five digits' sum. */
export const SUM_OPTIONS = ['B', 'S', 'O', 'E'] as const;

const positionsFrom = (from: number, count: number, options: readonly string[]): PickerRow[] =>
  Array.from({ length: count }, (_, i) => ({ position: from + i, options }));
const single = (options: readonly string[]): PickerRow[] => [{ position: null, options }];

const LAYOUTS: Record<DrawKind, Record<string, PickerLayout>> = {
  digits: {
    '5D_DIRECT': { rows: positionsFrom(0, 5, DIGITS) },
    '4D_DIRECT': { rows: positionsFrom(1, 4, DIGITS) },
    '3D_FRONT_DIRECT': { rows: positionsFrom(0, 3, DIGITS) },
    '3D_BACK_DIRECT': { rows: positionsFrom(2, 3, DIGITS) },
    '2D_BACK_DIRECT': { rows: positionsFrom(3, 2, DIGITS) },
    '1D_POSITION': { rows: positionsFrom(0, 5, DIGITS) },
    SUM_BSOE: { rows: single(SUM_OPTIONS) },
  },
  pick: {
    ANY_1: { rows: single(ELEVEN) },
    ANY_2: { rows: single(ELEVEN) },
    ANY_3: { rows: single(ELEVEN) },
    ANY_4: { rows: single(ELEVEN) },
    ANY_5: { rows: single(ELEVEN) },
    FRONT2_DIRECT: { rows: positionsFrom(0, 2, ELEVEN) },
    FRONT3_DIRECT: { rows: positionsFrom(0, 3, ELEVEN) },
  },
  race: {
    FIRST_DIRECT: { rows: positionsFrom(0, 1, TEN) },
    FIRST2_DIRECT: { rows: positionsFrom(0, 2, TEN) },
    POSITION: { rows: positionsFrom(0, 10, TEN) },
  },
  dice: {
    SUM: { rows: single(DICE_SUMS) },
    TRIPLE_ANY: { rows: single(['ANY']) },
    TRIPLE_ONE: { rows: single(TRIPLES) },
  },
  vn: {
    DE: { rows: single(TWO_DIGITS) },
    LO: { rows: single(TWO_DIGITS) },
    '3CANG': { rows: [], typed: { length: 3 } },
  },
};

export function layoutOf(kind: string, playType: string): PickerLayout | null {
  return LAYOUTS[kind as DrawKind]?.[playType] ?? null;
}

/** One selected set per row, or the typed text for typed layouts. */
export type Selection = { rows: string[][]; typed: string };

export function emptySelection(layout: PickerLayout): Selection {
  return { rows: layout.rows.map(() => []), typed: '' };
}

/** Numbers in typed text: any run of digits of the layout's length, split by anything else. */
export function typedNumbers(text: string, length: number): string[] {
  const found = text.match(/\d+/g) ?? [];
  return [...new Set(found.filter((n) => n.length === length))].slice(0, 1000);
}

/** The slip content of a selection; rows keep the options' order whatever the click order was. */
export function contentOf(layout: PickerLayout, selection: Selection): string {
  if (layout.typed) return typedNumbers(selection.typed, layout.typed.length).join(',');
  const rows = layout.rows.map((row, i) => row.options.filter((o) => selection.rows[i]?.includes(o)));
  return rows.map((r) => r.join(',')).join('|');
}

/** Tickets of a selection by the shared rules; 0 when the selection is not yet a bet. */
export function ticketsOf(kind: string, playType: string, content: string): number {
  const play = playTypeOf(kind as DrawKind, playType);
  return play ? play.tickets(content) : 0;
}

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const QUICK_PICKS: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/** The row's options a quick-pick button selects: big is the upper half of the numbers. */
export function quickPick(options: readonly string[], pick: QuickPick): string[] {
  if (pick === 'clear') return [];
  if (pick === 'all') return [...options];
  const numeric = options.every((o) => /^\d+$/.test(o));
  if (!numeric) return [];
  const half = Math.floor(options.length / 2);
  return options.filter((o, i) => {
    if (pick === 'big') return i >= half;
    if (pick === 'small') return i < half;
    return Number(o) % 2 === (pick === 'odd' ? 1 : 0);
  });
}

/** Whether a row offers the number quick picks (numeric rows of more than a handful). */
export function hasQuickPicks(row: PickerRow): boolean {
  return row.options.length >= 6 && row.options.every((o) => /^\d+$/.test(o));
}

/**
 * A random selection that makes at least one ticket: for each row the fewest options the play
 * type needs (one per position; n distinct for "any n"), distinct across positions where the
 * draw is without replacement. `random` returns [0, 1).
 */
export function randomSelection(
  kind: string,
  playType: string,
  layout: PickerLayout,
  random: () => number = Math.random,
): Selection {
  const pickFrom = (options: readonly string[], taken: Set<string>) => {
    const free = options.filter((o) => !taken.has(o));
    return free[Math.floor(random() * free.length)]!;
  };
  if (layout.typed) {
    const n = Math.floor(random() * 10 ** layout.typed.length);
    return { rows: [], typed: String(n).padStart(layout.typed.length, '0') };
  }
  const anyOf = /^ANY_(\d)$/.exec(playType);
  if (anyOf) {
    const taken = new Set<string>();
    while (taken.size < Number(anyOf[1])) taken.add(pickFrom(layout.rows[0]!.options, taken));
    return { rows: [[...taken]], typed: '' };
  }
  const distinct = kind === 'pick' || kind === 'race';
  const taken = new Set<string>();
  // Positional play types where one row is enough still get a number on every row.
  const rows = layout.rows.map((row) => {
    const value = pickFrom(row.options, distinct ? taken : new Set());
    taken.add(value);
    return [value];
  });
  return { rows, typed: '' };
}

/** A content for reading: positions apart, an empty position as a dash. */
export function formatContent(content: string): string {
  if (!content.includes('|')) return content;
  return content
    .split('|')
    .map((part) => part || '-')
    .join(' | ');
}
