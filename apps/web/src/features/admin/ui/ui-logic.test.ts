import { describe, expect, it } from 'vitest';
import { compactNumber, labelEvery, niceStep, valueAxis, yScale } from './charts/chart-math';
import { lastDays } from './DateRangePicker';
import {
  dayEndMs,
  dayStartMs,
  daysInRange,
  formatDateTime,
  fromLocalInput,
  newRequestId,
  parseCountryList,
  toLocalInput,
} from './format';
import { pageCount, pageWindow } from './paging';
import {
  check,
  checkAll,
  hasErrors,
  maxLength,
  minLength,
  pattern,
  required,
  signedAmount,
} from './validation';

describe('chart scales', () => {
  it('picks round steps', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3.1)).toBe(5);
    expect(niceStep(730)).toBe(1000);
    expect(niceStep(0)).toBe(1);
  });

  it('covers every value and zero, with round ticks', () => {
    expect(valueAxis([120, 1480])).toEqual({ min: 0, max: 1500, ticks: [0, 500, 1000, 1500] });
    const mixed = valueAxis([-320, 900]);
    expect(mixed.min).toBeLessThanOrEqual(-320);
    expect(mixed.max).toBeGreaterThanOrEqual(900);
    expect(mixed.ticks).toContain(0);
    // Only zeros: whole-number steps rather than fractions of a unit.
    expect(valueAxis([0, 0]).ticks).toEqual([0, 1, 2, 3, 4]);
    expect(valueAxis([0.1, 0.2]).ticks.every((t) => String(t).length < 6)).toBe(true);
  });

  it('maps values to pixels, max at the top', () => {
    const y = yScale({ min: 0, max: 100, ticks: [] }, 10, 110);
    expect(y(0)).toBe(110);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(60);
  });

  it('thins labels that would overlap', () => {
    expect(labelEvery(14, 700)).toBe(2);
    expect(labelEvery(7, 700)).toBe(1);
    expect(labelEvery(92, 300)).toBe(19);
  });

  it('writes short axis labels', () => {
    expect(compactNumber(1500)).toBe('1.5K');
    expect(compactNumber(0)).toBe('0');
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('offers first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('form checks', () => {
  it('reports the first failing rule', () => {
    expect(check('', [required, maxLength(3)])).toEqual({ key: 'adm_v_required' });
    expect(check('abcd', [required, maxLength(3)])).toEqual({ key: 'adm_v_max_length', values: { max: 3 } });
    expect(check('ab', [minLength(3)])?.key).toBe('adm_v_min_length');
    expect(check('', [minLength(3)])).toBeNull();
    expect(check('a b', [pattern(/^\w+$/, 'x')])?.key).toBe('x');
  });

  it('accepts signed amounts of the currency by the shared money rules, never zero', () => {
    const thb = signedAmount('THB');
    expect(thb('100')).toBeNull();
    expect(thb('-25.50')).toBeNull();
    expect(thb('-25.500')).toBeNull();
    expect(thb('1.234')?.key).toBe('adm_v_amount');
    expect(thb('1e3')?.key).toBe('adm_v_amount');
    expect(thb('+1')?.key).toBe('adm_v_amount');
    expect(thb('1234567890123')?.key).toBe('adm_v_amount');
    expect(thb('0.00')?.key).toBe('adm_v_amount_zero');
    expect(thb('-0')?.key).toBe('adm_v_amount_zero');
    expect(signedAmount('VND')('25.50')?.key).toBe('adm_v_amount');
    expect(signedAmount('VND')('-2500')).toBeNull();
  });

  it('checks a whole form', () => {
    const errors = checkAll({ a: '', b: 'ok' }, { a: [required], b: [required] });
    expect(errors).toEqual({ a: { key: 'adm_v_required' } });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('dates and ids', () => {
  it('formats times and days', () => {
    expect(formatDateTime(null)).toBe('-');
    const ms = new Date(2024, 4, 1, 13, 4, 5).getTime();
    expect(formatDateTime(ms)).toBe('2024-05-01 13:04:05');
    expect(dayStartMs('2024-05-01')).toBe(new Date(2024, 4, 1).getTime());
    expect(dayEndMs('2024-05-31')).toBe(new Date(2024, 5, 1).getTime());
    expect(dayStartMs('05/01/2024')).toBeUndefined();
    expect(daysInRange('2024-03-01', '2024-03-31')).toBe(31);
    expect(daysInRange('2024-03-02', '2024-03-01')).toBe(0);
  });

  it('gives the last n days up to today', () => {
    expect(lastDays(14, new Date(2024, 0, 5))).toEqual({ from: '2023-12-23', to: '2024-01-05' });
    expect(lastDays(1, new Date(2024, 0, 5))).toEqual({ from: '2024-01-05', to: '2024-01-05' });
  });

  it('round-trips datetime-local values', () => {
    const ms = new Date(2024, 6, 9, 8, 30).getTime();
    expect(toLocalInput(ms)).toBe('2024-07-09T08:30');
    expect(fromLocalInput('2024-07-09T08:30')).toBe(ms);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('parses country lists', () => {
    expect(parseCountryList(' th, us ;TH\nsg')).toEqual(['TH', 'US', 'SG']);
    expect(parseCountryList('')).toEqual([]);
  });

  it('makes a different request id each time, long enough for the server', () => {
    const a = newRequestId();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(64);
    expect(newRequestId()).not.toBe(a);
  });
});
