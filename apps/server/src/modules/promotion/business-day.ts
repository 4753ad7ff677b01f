import type { Period } from './activity.js';

/**
 * Daily rules (sign-in once a day, rescue on yesterday's loss) count business days of UTC+7,
 * the time zone of the platform's default currency (THB); merchants have no own zone yet.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The business day holding `now`, shifted by `days` (-1 yesterday). */
export function businessDay(now: Date, days = 0): Period & { key: string } {
  const start = Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS + days * DAY_MS;
  return { from: new Date(start), to: new Date(start + DAY_MS), key: dateString(new Date(start)) };
}

/** yyyy-MM-dd of a time in the business time zone. */
export function dateString(time: Date): string {
  return new Date(time.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(time: Date, days: number): Date {
  return new Date(time.getTime() + days * DAY_MS);
}
