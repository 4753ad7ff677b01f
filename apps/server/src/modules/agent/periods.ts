import {
  AGENT_DAY_UTC_OFFSET_MINUTES,
  AGENT_MAX_RANGE_DAYS,
  addBusinessDays,
  businessDayOf,
  businessDayStart,
  daysInRange,
  type ComputationPeriod,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Business time of agent periods: days and hours in UTC+7 (AGENT_DAY_UTC_OFFSET_MINUTES).
 * A period is [start, end) in real time; its key names it in business time.
 */

const OFFSET_MS = AGENT_DAY_UTC_OFFSET_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

export interface Period {
  key: string;
  start: Date;
  end: Date;
  /** Business day of start, yyyy-mm-dd. */
  day: string;
}

/** yyyy-mm-dd of the business day an instant falls in. */
export const businessDay = businessDayOf;
/** Start of a business day (yyyy-mm-dd) as an instant. */
export const dayStart = businessDayStart;
export const addDays = addBusinessDays;

export function dayPeriod(day: string): Period {
  return { key: day, start: dayStart(day), end: dayStart(addDays(day, 1)), day };
}

/** The business hour an instant falls in; key 2024-05-01T13. */
export function hourPeriod(at: Date): Period {
  const local = Math.floor((at.getTime() + OFFSET_MS) / HOUR_MS) * HOUR_MS;
  const start = new Date(local - OFFSET_MS);
  const iso = new Date(local).toISOString();
  return {
    key: `${iso.slice(0, 10)}T${iso.slice(11, 13)}`,
    start,
    end: new Date(start.getTime() + HOUR_MS),
    day: iso.slice(0, 10),
  };
}

/** The dividend period (D day, W Monday-Sunday, H 1-15 / 16-end, M month) a business day falls in. */
export function dividendPeriod(period: ComputationPeriod, day: string): Period {
  const d = new Date(`${day}T00:00:00Z`);
  let first = day;
  let last = day;
  if (period === 'W') {
    const sinceMonday = (d.getUTCDay() + 6) % 7;
    first = addDays(day, -sinceMonday);
    last = addDays(first, 6);
  } else if (period === 'H' || period === 'M') {
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth();
    const monthEnd = new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
    const monthStart = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    if (period === 'M') [first, last] = [monthStart, monthEnd];
    else if (d.getUTCDate() <= 15) [first, last] = [monthStart, `${monthStart.slice(0, 8)}15`];
    else [first, last] = [`${monthStart.slice(0, 8)}16`, monthEnd];
  }
  return {
    key: first === last ? first : `${first}~${last}`,
    start: dayStart(first),
    end: dayStart(addDays(last, 1)),
    day: first,
  };
}

/**
 * A date range of a query as instants [from, to): defaults to today, refuses a range that ends in
 * the future (request.invalid; the schema already checked order and length).
 */
export function rangeOf(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
): { startDate: string; endDate: string; from: Date; to: Date } {
  const today = businessDay(now);
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? endDate;
  if (endDate > today || startDate > today) throw new AppError('request.invalid', 'dates after today');
  if (startDate > endDate || daysInRange(startDate, endDate) > AGENT_MAX_RANGE_DAYS) {
    throw new AppError('request.invalid', `startDate <= endDate, at most ${AGENT_MAX_RANGE_DAYS} days`);
  }
  return { startDate, endDate, from: dayStart(startDate), to: dayStart(addDays(endDate, 1)) };
}
