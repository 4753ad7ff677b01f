import { addBusinessDays, businessDayOf, businessDayStart } from '@platform/shared';
import type { Period } from './activity.js';

const DAY_MS = 86_400_000;

/** The business day holding `now`, shifted by `days` (-1 yesterday): daily rules count these. */
export function businessDay(now: Date, days = 0): Period & { key: string } {
  const key = addBusinessDays(businessDayOf(now), days);
  return { from: businessDayStart(key), to: businessDayStart(addBusinessDays(key, 1)), key };
}

/** yyyy-MM-dd of a time in the business time zone. */
export const dateString = businessDayOf;

export function addDays(time: Date, days: number): Date {
  return new Date(time.getTime() + days * DAY_MS);
}
