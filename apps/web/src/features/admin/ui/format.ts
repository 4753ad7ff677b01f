/** Formatting and date helpers shared by the back-office pages; pure so they can be tested. */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2024-05-01 13:04:05" in the browser's time zone; "-" for no time. */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  const d = new Date(ms);
  return `${formatDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** YYYY-MM-DD of a local date. */
export function formatDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local day `offset` days from `from` (negative: earlier). */
export function dayOffset(offset: number, from: Date = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  return formatDay(d);
}

/** Start of a YYYY-MM-DD local day in epoch ms, or undefined for an empty or malformed value. */
export function dayStartMs(day: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
}

/** End (exclusive) of a YYYY-MM-DD local day: the start of the next one. */
export function dayEndMs(day: string): number | undefined {
  const start = dayStartMs(day);
  if (start === undefined) return undefined;
  const d = new Date(start);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/** Whole days from `from` to `to` inclusive; negative when the range is reversed. */
export function daysInRange(from: string, to: string): number {
  const a = dayStartMs(from);
  const b = dayStartMs(to);
  if (a === undefined || b === undefined) return 0;
  // Rounded because a daylight-saving change makes one day 23 or 25 hours long.
  return Math.round((b - a) / 86_400_000) + 1;
}

/**
 * A fresh idempotency key for one opening of a money form: a double click or a retry sends the
 * same key, so the server moves the money once.
 */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Pretty JSON for a detail view; never throws on cycles or odd values. */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? 'null';
  } catch {
    return String(value);
  }
}

/** A time for <input type="datetime-local">, in the browser's time zone; "" for none. */
export function toLocalInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${formatDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant of a datetime-local value; null for an empty or malformed one. */
export function fromLocalInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])).getTime();
}

/** "th, us ,TH" → ["TH", "US"]: upper-cased, de-duplicated ISO country codes in input order. */
export function parseCountryList(text: string): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}
