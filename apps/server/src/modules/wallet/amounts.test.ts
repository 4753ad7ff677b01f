import { describe, expect, it } from 'vitest';
import { majorToMinor } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { MAX_AMOUNT_MINOR, parseAmount, requireWithin } from './amounts.js';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseAmount', () => {
  it.each([
    ['12.5', 'THB', 1250n],
    ['0.01', 'THB', 1n],
    [100, 'THB', 10_000n],
    [12.34, 'THB', 1234n],
    [' 7 ', 'THB', 700n],
    ['5000', 'VND', 5000n],
    // Decimals beyond the scale that carry no value lose nothing, so they are read.
    ['10.000', 'THB', 1000n],
    ['1.5000', 'THB', 150n],
    ['5000.0', 'VND', 5000n],
    ['100.000', 'PTS', 10_000n],
  ] as const)('reads %j %s as %s minor units', (input, currency, minor) => {
    expect(parseAmount(input, currency)).toBe(minor);
  });

  it.each([
    ['0'],
    ['-1'],
    ['0.001'],
    ['1.5e2'],
    ['NaN'],
    ['Infinity'],
    ['1.2.3'],
    ['1,50'],
    ['1,000.50'],
    [''],
    [0.1 + 0.2],
    [-3],
    [Number.MAX_VALUE],
    ['10.001'],
    ['+1'],
    ['1.'],
    ['.5'],
    ['0x10'],
    ['1e3'],
    [2 ** 53 + 2],
  ])('refuses %j', (input) => {
    expect(refusal(() => parseAmount(input, 'THB')).code).toBe('amount.invalid');
  });

  it('refuses decimals a currency does not have, and anything above the ceiling', () => {
    expect(refusal(() => parseAmount('1.5', 'VND')).code).toBe('amount.invalid');
    expect(parseAmount((MAX_AMOUNT_MINOR / 100n).toString(), 'THB')).toBe(MAX_AMOUNT_MINOR);
    expect(refusal(() => parseAmount((MAX_AMOUNT_MINOR / 100n).toString() + '.01', 'THB')).code).toBe(
      'amount.invalid',
    );
  });
});

describe('an unsupported currency', () => {
  it('is refused as such, never read with a guessed scale', () => {
    expect(refusal(() => parseAmount('10.00', 'EUR')).code).toBe('currency.unsupported');
    expect(refusal(() => parseAmount('10.00', 'XYZ')).code).toBe('currency.unsupported');
  });
});

describe('requireWithin', () => {
  it('names the bounds in major units', () => {
    const min = majorToMinor(100, 'THB');
    const max = majorToMinor(500_000, 'THB');
    requireWithin(min, min, max, 'THB');
    requireWithin(max, min, max, 'THB');
    const error = refusal(() => requireWithin(min - 1n, min, max, 'THB'));
    expect(error.code).toBe('amount.out.of.range');
    expect(error.limits).toEqual({ min: 100, max: 500_000 });
    expect(error.value).toEqual({ field: 'amount', min: 100, max: 500_000 });
  });
});
