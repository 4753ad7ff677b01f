/**
 * The platform's business day: daily promotion rules, agent periods, vendor win caps and reports
 * all count days that start at midnight UTC+7, the time zone of the default currency (THB).
 * Merchants have no zone of their own yet; when they do, this offset becomes theirs.
 */
export const BUSINESS_DAY_UTC_OFFSET_MINUTES = 420;

const OFFSET_MS = BUSINESS_DAY_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** yyyy-mm-dd of the business day an instant falls in. */
export function businessDayOf(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a business day (yyyy-mm-dd) starts. */
export function businessDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The business day `days` after `day` (negative: before). */
export function addBusinessDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
