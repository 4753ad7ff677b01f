import { tryDecimalToMinor } from '@platform/shared';

/**
 * Checks and conversions shared by the operator forms. Forms keep what the operator typed as
 * strings; these turn them into request values and name what is wrong as a text key (ops_),
 * so a form can show the problem before the server is asked.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const RATE = /^\d{1,7}(\.\d{1,4})?$/;
const INTEGER = /^-?\d{1,9}$/;

/**
 * A non-negative amount of the currency (POINTS_CURRENCY for points) in minor units, read by the
 * shared money rules the server applies ("10.000" is 10.00, "10.001" is refused); null otherwise.
 */
export function amountIn(text: string, currency: string): bigint | null {
  const minor = tryDecimalToMinor(text, currency);
  return minor !== null && minor >= 0n ? minor : null;
}

export function isAmount(text: string, currency: string): boolean {
  return amountIn(text, currency) !== null;
}

/** A rate with at most 4 decimals (points config). */
export function isRate(text: string): boolean {
  return RATE.test(text.trim());
}

export function intIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!INTEGER.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Epoch ms as the value of a datetime-local input, in the operator's local time. */
export function toLocalInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a datetime-local input as epoch ms; null when empty or not a real time. */
export function fromLocalInput(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0)) as number[];
  const date = new Date(year!, month! - 1, day!, hour!, minute!, second ?? 0);
  if (date.getMonth() !== month! - 1 || date.getDate() !== day!) return null;
  return date.getTime();
}

/**
 * A schedule window: the start is required, the end optional but after the start.
 * Returns the errors of both fields (keys) and the parsed times.
 */
export function checkWindow(
  startText: string,
  endText: string,
  { endRequired = false }: { endRequired?: boolean } = {},
): { start: number | null; end: number | null; errors: { start?: string; end?: string } } {
  const start = fromLocalInput(startText);
  const end = endText.trim() ? fromLocalInput(endText) : null;
  const errors: { start?: string; end?: string } = {};
  if (start === null) errors.start = 'ops_err_time';
  if (endText.trim() && end === null) errors.end = 'ops_err_time';
  else if (end === null && endRequired) errors.end = 'ops_err_required';
  else if (start !== null && end !== null && end <= start) errors.end = 'ops_err_end_after_start';
  return { start, end, errors };
}

/** Text fields: trimmed, required ones non-empty, all within their length. */
export function checkText(
  text: string,
  { required = false, max }: { required?: boolean; max: number },
): string | undefined {
  const trimmed = text.trim();
  if (required && !trimmed) return 'ops_err_required';
  if (trimmed.length > max) return 'ops_err_too_long';
  return undefined;
}

/** An image or link URL the server accepts: https or site-relative. Empty passes (optional). */
export function checkUrl(text: string, { max = 500 }: { max?: number } = {}): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (trimmed.length > max) return 'ops_err_too_long';
  return /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/.test(trimmed) ? undefined : 'ops_err_url';
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Empty text as null, otherwise trimmed: optional request fields. */
export function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** A rule's text key in the shape the shared form fields show. */
export function fieldError(key: string | undefined): { key: string } | null {
  return key ? { key } : null;
}
