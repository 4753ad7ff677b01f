/** Scales and axis ticks of the in-house SVG charts; pure so they can be tested. */

export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: round steps people read at a glance. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A value axis covering every value and zero (bars grow from zero; a line without zero would
 * exaggerate small changes), with about `count` round ticks.
 */
export function valueAxis(values: readonly number[], count = 4): Axis {
  const finite = values.filter((v) => Number.isFinite(v));
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  // Nothing but zeros: whole steps, not 0.25 of a currency unit.
  if (lo === hi) hi = lo + count;
  const step = niceStep((hi - lo) / count);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Integer steps avoid 0.30000000000000004 creeping into labels.
  const n = Math.round((hi - lo) / step);
  for (let i = 0; i <= n; i++) ticks.push(Number((lo + i * step).toPrecision(12)));
  return { min: lo, max: hi, ticks };
}

/** Maps a value of the axis to a y pixel: max at `top`, min at `bottom`. */
export function yScale(axis: Axis, top: number, bottom: number): (value: number) => number {
  const span = axis.max - axis.min || 1;
  return (value) => bottom - ((value - axis.min) / span) * (bottom - top);
}

/** Every how many categories a label fits, given the room each label needs. */
export function labelEvery(categories: number, width: number, labelWidth = 56): number {
  if (categories <= 0 || width <= 0) return 1;
  const fit = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(categories / fit));
}

/** Short axis labels: 1.2K, 35M; the locale decides the digits. */
export function compactNumber(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value);
}

export const SERIES_COLORS = ['#e0b84f', '#4fb3e0', '#e06b8f', '#6bd08f', '#a98bf0', '#f09a4f'];
