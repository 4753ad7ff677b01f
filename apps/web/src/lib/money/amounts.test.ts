import { describe, expect, it } from 'vitest';
import {
  amountInputText,
  formatAgentAmount,
  formatMoney,
  isPositive,
  parseAmountInput,
  quickAmounts,
} from './amounts';

describe('parseAmountInput', () => {
  it('reads plain and en-US grouped amounts into the currency scale', () => {
    expect(parseAmountInput('1250.5', 'THB')).toEqual({ ok: true, amount: '1250.50', minor: 125050n });
    expect(parseAmountInput(' 1,234,567.89 ', 'THB')).toEqual({
      ok: true,
      amount: '1234567.89',
      minor: 123456789n,
    });
    expect(parseAmountInput('500000', 'VND')).toEqual({ ok: true, amount: '500000', minor: 500000n });
  });

  it('reads decimals that carry no value, as the server does (shared money rules)', () => {
    expect(parseAmountInput('10.000', 'THB')).toEqual({ ok: true, amount: '10.00', minor: 1000n });
    expect(parseAmountInput('1,234.500', 'THB')).toEqual({ ok: true, amount: '1234.50', minor: 123450n });
    expect(parseAmountInput('500000.00', 'VND')).toEqual({ ok: true, amount: '500000', minor: 500000n });
    for (const text of ['10.001', '+10', '10.', '0x10']) {
      expect(parseAmountInput(text, 'THB'), text).toEqual({ ok: false, issue: 'wal_amount_invalid' });
    }
  });

  it('refuses a currency it has no scale for instead of guessing two decimals', () => {
    expect(() => parseAmountInput('10', 'EUR')).toThrow(/currency.unsupported/);
  });

  it('refuses what is not a positive amount of the currency', () => {
    expect(parseAmountInput('', 'THB')).toEqual({ ok: false, issue: 'wal_amount_required' });
    expect(parseAmountInput('   ', 'THB')).toEqual({ ok: false, issue: 'wal_amount_required' });
    for (const text of [
      'abc',
      '-5',
      '0',
      '0.00',
      '1.234',
      '1e3',
      '1,50',
      '12,34.5',
      '1.2.3',
      '.5',
      'Infinity',
    ]) {
      expect(parseAmountInput(text, 'THB'), text).toEqual({ ok: false, issue: 'wal_amount_invalid' });
    }
    // VND has no minor unit.
    expect(parseAmountInput('100.5', 'VND')).toEqual({ ok: false, issue: 'wal_amount_invalid' });
  });

  it('checks the merchant limits and what may be spent, in exact minor units', () => {
    const limits = { min: '100.00', max: '500000.00' };
    expect(parseAmountInput('99.99', 'THB', limits)).toEqual({ ok: false, issue: 'wal_amount_range' });
    expect(parseAmountInput('100', 'THB', limits).ok).toBe(true);
    expect(parseAmountInput('500000.00', 'THB', limits).ok).toBe(true);
    expect(parseAmountInput('500000.01', 'THB', limits)).toEqual({ ok: false, issue: 'wal_amount_range' });
    expect(parseAmountInput('25000.01', 'THB', { ...limits, available: '25000.00' })).toEqual({
      ok: false,
      issue: 'wal_amount_over',
    });
    expect(parseAmountInput('25000', 'THB', { ...limits, available: '25000.00' }).ok).toBe(true);
    // 0.1 + 0.2 style float drift cannot creep in: 0.30 is exactly the available 0.30.
    expect(parseAmountInput('0.3', 'THB', { available: '0.30' }).ok).toBe(true);
  });
});

describe('amount display', () => {
  const thb = { currency: 'THB', symbol: '฿', symbolPosition: 'F' as const };
  it('rounds to 2 decimals with the symbol in front or behind (spec 1, 9)', () => {
    expect(formatMoney('25000', thb)).toBe('฿25,000.00');
    expect(formatMoney('1234.5', { currency: 'VND', symbol: '₫', symbolPosition: 'B' })).toBe('1,234.50₫');
    expect(formatMoney('1234.5', { currency: 'BRL', symbol: 'R$' })).toBe('R$1.234,50');
  });

  it('writes agent transfer amounts with en-US grouping whatever the currency', () => {
    expect(formatAgentAmount('1234567.5', { currency: 'BRL', symbol: 'R$' })).toBe('R$1,234,567.50');
    expect(formatAgentAmount('1000', thb)).toBe('฿1,000.00');
  });

  it('turns an answered amount into input text for an "all" button', () => {
    expect(amountInputText('25000.00', 'THB')).toBe('25000');
    expect(amountInputText('8800.50', 'THB')).toBe('8800.50');
    expect(amountInputText('0.00', 'THB')).toBe('');
    expect(amountInputText('5000000', 'VND')).toBe('5000000');
  });

  it('tells a positive amount exactly', () => {
    expect(isPositive('0.01', 'THB')).toBe(true);
    expect(isPositive('0.00', 'THB')).toBe(false);
    expect(isPositive('-5', 'THB')).toBe(false);
    expect(isPositive(null, 'THB')).toBe(false);
    expect(isPositive('', 'VND')).toBe(false);
  });

  it('shows amounts beyond 2^53 exactly', () => {
    expect(formatMoney('90071992547409.93', { currency: 'THB', symbol: '฿' })).toBe('฿90,071,992,547,409.93');
  });

  it('offers quick picks inside the limits only', () => {
    expect(quickAmounts('THB', { min: '100.00', max: '5000.00' })).toEqual([
      '100.00',
      '500.00',
      '1000.00',
      '5000.00',
    ]);
    expect(quickAmounts('VND', { min: '50000', max: '500000000' })).toEqual(['50000']);
  });
});
