/**
 * The lottery trend chart as numbers, without React: for one position of a game's draws, which
 * number each issue drew, how many issues each number has been missing, how often each came,
 * and where the chart draws its cells, balls, line and bars.
 */

/** Address of a game's trend chart. */
export function trendPath(gameCode: string): string {
  return `/lottery/trend?gameCode=${encodeURIComponent(gameCode)}`;
}

/** The issue counts a trend chart offers; the server answers at most 100 draws per page. */
export const TREND_SIZES = [30, 50, 100] as const;
export type TrendSize = (typeof TREND_SIZES)[number];

/** What a chart plots for a game kind: the positions of a draw and the numbers each can show. */
export interface TrendLayout {
  kind: string;
  positions: number;
  numbers: readonly string[];
}

function numbersFrom(from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

/**
 * The chart layout of a game kind (see lottery-fairness in @platform/shared for the draws):
 * digits (SSC) 5 × 0-9, pick (11X5) 5 × 01-11, race (PK10) 10 places × 01-10, dice (K3) 3 × 1-6.
 * Vietnam publishes 27 prizes; its games play the last two digits of the special prize, so the
 * chart has two positions there, the tens and the units digit of those. Unknown kinds: null.
 */
export function trendLayout(kind: string | undefined): TrendLayout | null {
  switch (kind) {
    case 'digits':
      return { kind, positions: 5, numbers: numbersFrom(0, 9, 1) };
    case 'pick':
      return { kind, positions: 5, numbers: numbersFrom(1, 11, 2) };
    case 'race':
      return { kind, positions: 10, numbers: numbersFrom(1, 10, 2) };
    case 'dice':
      return { kind, positions: 3, numbers: numbersFrom(1, 6, 1) };
    case 'vn':
      return { kind, positions: 2, numbers: numbersFrom(0, 9, 1) };
    default:
      return null;
  }
}

/** The numbers of a draw the chart reads positions from (for Vietnam, the special prize's last two digits). */
export function trendNumbers(kind: string, winNo: string): string[] {
  const parts = winNo ? winNo.split(',').map((part) => part.trim()) : [];
  if (kind !== 'vn') return parts;
  const special = parts[0] ?? '';
  return /^\d{2,}$/.test(special) ? special.slice(-2).split('') : [];
}

/** The column of the number a draw shows at a position (0-based), or null when it has none there. */
export function columnAt(layout: TrendLayout, winNo: string, position: number): number | null {
  const value = trendNumbers(layout.kind, winNo)[position];
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const column = layout.numbers.findIndex((n) => Number(n) === Number(value));
  return column < 0 ? null : column;
}

export interface TrendDraw {
  numero: string;
  winNo: string;
  drawTime: number;
}

/** Draws oldest first, the order the chart reads top to bottom (the server lists newest first). */
export function chronological<T extends TrendDraw>(draws: readonly T[]): T[] {
  return [...draws].sort((a, b) => a.drawTime - b.drawTime || a.numero.localeCompare(b.numero));
}

export interface TrendRow {
  numero: string;
  winNo: string;
  /** Column of the drawn number, null when the draw has no number at the position. */
  hit: number | null;
  /** Per column: 0 where the number was drawn, else the issues since it last was (counting this one). */
  missing: number[];
}

export interface TrendStats {
  /** Times each number was drawn in the period (the frequency chart). */
  appearances: number[];
  /** Longest run of issues each number was missing. */
  maxMissing: number[];
  /** Longest run of consecutive issues each number was drawn. */
  maxStreak: number[];
}

export interface Trend {
  rows: TrendRow[];
  stats: TrendStats;
}

/**
 * Missing counts and statistics of one position over draws given oldest first. Before the first
 * issue of the period nothing is known, so a number not drawn there counts 1.
 */
export function computeTrend(layout: TrendLayout, draws: readonly TrendDraw[], position: number): Trend {
  const width = layout.numbers.length;
  const current = Array<number>(width).fill(0);
  const streak = Array<number>(width).fill(0);
  const stats: TrendStats = {
    appearances: Array<number>(width).fill(0),
    maxMissing: Array<number>(width).fill(0),
    maxStreak: Array<number>(width).fill(0),
  };
  const rows = draws.map((draw): TrendRow => {
    const hit = columnAt(layout, draw.winNo, position);
    for (let c = 0; c < width; c++) {
      if (c === hit) {
        current[c] = 0;
        streak[c]! += 1;
        stats.appearances[c]! += 1;
        stats.maxStreak[c] = Math.max(stats.maxStreak[c]!, streak[c]!);
      } else {
        current[c]! += 1;
        streak[c] = 0;
        stats.maxMissing[c] = Math.max(stats.maxMissing[c]!, current[c]!);
      }
    }
    return { numero: draw.numero, winNo: draw.winNo, hit, missing: [...current] };
  });
  return { rows, stats };
}

/** Pixel layout of the trend grid: issue and result columns, a column per number, a row per issue. */
export interface TrendGeometry {
  compact: boolean;
  issueWidth: number;
  /** 0 in the compact layout: a phone has room for the number columns only. */
  resultWidth: number;
  cellWidth: number;
  rowHeight: number;
  headerHeight: number;
  /** Height of the band with the axis title above the column heads. */
  axisHeight: number;
  /** Statistic rows; in the compact layout each has its label on a line above its values. */
  statRowHeight: number;
  footerHeight: number;
  width: number;
  height: number;
  /** Left edge of the first number column. */
  gridLeft: number;
  ballRadius: number;
}

export const TREND_STAT_ROWS = 3;

/** The result column fits the whole draw (Vietnam: the special prize) in a monospaced font. */
function resultWidthOf(layout: TrendLayout): number {
  const shown = layout.kind === 'vn' ? 1 : layout.positions;
  const chars = layout.kind === 'vn' ? 5 : (layout.numbers[0]?.length ?? 1);
  return Math.max(64, 16 + shown * (chars * 7.5 + 5));
}

/**
 * The full layout shows the whole issue number and draw beside the grid; the compact one (phones)
 * keeps only the issue's sequence so the number columns fit the screen.
 */
export function trendGeometry(layout: TrendLayout, rowCount: number, compact = false): TrendGeometry {
  const issueWidth = compact ? 50 : 104;
  const resultWidth = compact ? 0 : Math.round(resultWidthOf(layout));
  const cellWidth = compact ? 25 : 32;
  const rowHeight = compact ? 24 : 26;
  const axisHeight = 24;
  const headerHeight = axisHeight + 24;
  const statRowHeight = compact ? 36 : rowHeight;
  const footerHeight = TREND_STAT_ROWS * statRowHeight;
  const gridLeft = issueWidth + resultWidth;
  return {
    compact,
    issueWidth,
    resultWidth,
    cellWidth,
    rowHeight,
    headerHeight,
    axisHeight,
    statRowHeight,
    footerHeight,
    gridLeft,
    width: gridLeft + layout.numbers.length * cellWidth,
    height: headerHeight + rowCount * rowHeight + footerHeight,
    ballRadius: Math.min(11, cellWidth / 2 - 2, rowHeight / 2 - 1),
  };
}

/** The issue's sequence within its day ("20261123-0042" -> "0042"), for narrow screens. */
export function shortNumero(numero: string): string {
  const dash = numero.lastIndexOf('-');
  return dash >= 0 ? numero.slice(dash + 1) : numero.slice(-4);
}

/** Centre of the cell of a column in a row of the grid. */
export function cellCentre(geometry: TrendGeometry, row: number, column: number): { x: number; y: number } {
  return {
    x: geometry.gridLeft + (column + 0.5) * geometry.cellWidth,
    y: geometry.headerHeight + (row + 0.5) * geometry.rowHeight,
  };
}

/** SVG polyline points through the drawn balls, top to bottom; rows without a number are skipped. */
export function polylinePoints(rows: readonly TrendRow[], geometry: TrendGeometry): string {
  const points: string[] = [];
  rows.forEach((row, index) => {
    if (row.hit === null) return;
    const { x, y } = cellCentre(geometry, index, row.hit);
    points.push(`${x},${y}`);
  });
  return points.join(' ');
}

/** Round axis steps (1, 2 or 5 × 10^n) from 0 to at least max, about `count` of them. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const whole = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let v = 0; v < max + whole; v += whole) ticks.push(v);
  return ticks;
}

export interface FrequencyBar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface FrequencyChart {
  width: number;
  height: number;
  /** Plot area: left, top, right and bottom edges. */
  plot: { left: number; top: number; right: number; bottom: number };
  bars: FrequencyBar[];
  ticks: { value: number; y: number }[];
  /** Height of the expected count (draws / numbers) if every number were equally likely. */
  expectedY: number;
}

/** A vertical bar per number, scaled to the highest tick above the largest count. */
export function frequencyChart(appearances: readonly number[], draws: number): FrequencyChart {
  const slot = 32;
  const plot = { left: 40, top: 16, right: 40 + appearances.length * slot, bottom: 176 };
  const most = Math.max(0, ...appearances);
  const ticks = niceTicks(most);
  // Headroom above the tallest bar for its value label.
  if (most > 0 && ticks[ticks.length - 1] === most) ticks.push(most + (ticks[1]! - ticks[0]!));
  const top = ticks[ticks.length - 1]!;
  const yOf = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / top;
  const bars = appearances.map((value, i) => ({
    x: plot.left + i * slot + 5,
    y: yOf(value),
    width: slot - 10,
    height: plot.bottom - yOf(value),
    value,
  }));
  const expected = appearances.length ? draws / appearances.length : 0;
  return {
    width: plot.right + 12,
    height: plot.bottom + 42,
    plot,
    bars,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    expectedY: yOf(expected),
  };
}
