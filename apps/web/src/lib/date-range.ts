/**
 * Day arithmetic of the agent date-range pickers: days are yyyy-mm-dd strings in the
 * person's local calendar, days after today cannot be chosen, and a range may span at most the
 * number of days the server allows. Strings compare in calendar order, so no Date is kept around.
 */

export type Day = string;

export interface DayRange {
  start: Day;
  end: Day;
}

/** Why a range cannot be used; each is an ag_ text key. */
export type RangeIssue = 'ag_date_invalid' | 'ag_date_future' | 'ag_date_order' | 'ag_date_too_long';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of a moment as yyyy-mm-dd. */
export function dayOf(moment: Date | number): Day {
  const date = typeof moment === 'number' ? new Date(moment) : moment;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar day written yyyy-mm-dd (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** Noon of the day, so adding whole days never trips over a daylight-saving hour. */
export function noonOf(day: Day): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}

export function addDays(day: Day, days: number): Day {
  const date = noonOf(day);
  date.setDate(date.getDate() + days);
  return dayOf(date);
}

/** Days covered by a range, both ends counted: a single day is 1. */
export function daysInRange(range: DayRange): number {
  return Math.round((noonOf(range.end).getTime() - noonOf(range.start).getTime()) / DAY_MS) + 1;
}

/** The spec's rule: every day after today is disabled. */
export function isFutureDay(day: Day, today: Day): boolean {
  return day > today;
}

/** What is wrong with a range, or null when it may be sent. */
export function rangeIssue(range: DayRange, today: Day, maxDays: number): RangeIssue | null {
  if (!isDay(range.start) || !isDay(range.end)) return 'ag_date_invalid';
  if (isFutureDay(range.start, today) || isFutureDay(range.end, today)) return 'ag_date_future';
  if (range.start > range.end) return 'ag_date_order';
  if (daysInRange(range) > maxDays) return 'ag_date_too_long';
  return null;
}

/** The last `days` days up to today, both ends counted (1: today only). */
export function lastDays(today: Day, days: number): DayRange {
  return { start: addDays(today, -(Math.max(1, days) - 1)), end: today };
}

/**
 * Whether a day may be clicked in the calendar: never after today, and once a start is picked
 * and the end is still open, never so far from it that the range would pass the limit.
 */
export function dayPickable(day: Day, today: Day, maxDays: number, pendingStart: Day | null): boolean {
  if (isFutureDay(day, today)) return false;
  if (!pendingStart) return true;
  const range = day < pendingStart ? { start: day, end: pendingStart } : { start: pendingStart, end: day };
  return daysInRange(range) <= maxDays;
}

/** The range two clicks make, whichever of the two days came first. */
export function rangeOfClicks(first: Day, second: Day): DayRange {
  return first <= second ? { start: first, end: second } : { start: second, end: first };
}

/** A month of the calendar: its first day, and the days shown in weeks starting on Sunday. */
export function monthGrid(monthStart: Day): (Day | null)[] {
  const first = noonOf(monthStart);
  first.setDate(1);
  const lead = first.getDay();
  const days: (Day | null)[] = Array.from({ length: lead }, () => null);
  const month = first.getMonth();
  for (const cursor = new Date(first); cursor.getMonth() === month; cursor.setDate(cursor.getDate() + 1)) {
    days.push(dayOf(cursor));
  }
  while (days.length % 7) days.push(null);
  return days;
}

/** The first day of the month `offset` months from the one holding `day`. */
export function shiftMonth(day: Day, offset: number): Day {
  const date = noonOf(day);
  date.setDate(1);
  date.setMonth(date.getMonth() + offset);
  return dayOf(date);
}

/** yyyy-mm of a day, for comparing months. */
export function monthOf(day: Day): string {
  return day.slice(0, 7);
}

/** Weekday initials in a locale's language, Sunday first like monthGrid. */
export function weekdayInitials(locale: string): string[] {
  const sunday = noonOf('2026-11-01');
  return Array.from({ length: 7 }, (_, i) =>
    new Date(sunday.getTime() + i * DAY_MS).toLocaleDateString(locale, { weekday: 'narrow' }),
  );
}
