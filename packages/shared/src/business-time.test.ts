import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDayOf, businessDayStart } from './business-time.js';

describe('business time (UTC+7)', () => {
  it('puts 16:59:59 UTC in the same day and 17:00 UTC in the next', () => {
    expect(businessDayOf(new Date('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
    expect(businessDayOf(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it('starts a day at 17:00 UTC of the calendar day before, across month and year ends', () => {
    expect(businessDayStart('2026-11-27').toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(businessDayStart('2027-01-01').toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(businessDayOf(businessDayStart('2027-03-01'))).toBe('2027-03-01');
  });

  it('adds and subtracts days across month ends and leap days', () => {
    expect(addBusinessDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addBusinessDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
