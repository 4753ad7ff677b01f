import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SCALE,
  MINOR_MAX,
  MoneyError,
  compareDecimal,
  compareMinor,
  decimalToMinor,
  formatCurrency,
  isPositiveDecimal,
  isSupportedCurrency,
  majorToMinor,
  maxMinor,
  minMinor,
  minorToDecimal,
  groupedDecimal,
  minorToFixed,
  minorToNumber,
  mulDivCeil,
  mulDivFloor,
  scaleOf,
  shareOf,
  sumMinor,
  tryDecimalToMinor,
  unitOf,
} from './money.js';
import { ERROR_CATALOGUE } from './errors.js';
import { POINTS_CURRENCY } from './contracts/points.js';

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof MoneyError ? error.code : `not a MoneyError: ${String(error)}`;
  }
}

describe('currency table', () => {
  it('keeps the scales of the currencies in use and knows the others of the platform', () => {
    expect(scaleOf('THB')).toBe(2);
    expect(scaleOf('VND')).toBe(0);
    expect(scaleOf(POINTS_CURRENCY)).toBe(2);
    for (const c of ['CNY', 'USD', 'HKD', 'TWD', 'BRL', 'IDR', 'MYR', 'PHP', 'INR'])
      expect(scaleOf(c), c).toBe(2);
    for (const c of ['JPY', 'KRW']) expect(scaleOf(c), c).toBe(0);
    expect(unitOf('THB')).toBe(100n);
    expect(unitOf('JPY')).toBe(1n);
  });

  it('refuses an unknown currency instead of guessing two decimals', () => {
    for (const c of ['EUR', 'thb', '', 'XXX', 'toString', '__proto__', 'constructor']) {
      expect(isSupportedCurrency(c), c).toBe(false);
      expect(
        refusal(() => scaleOf(c)),
        c,
      ).toBe('currency.unsupported');
      expect(
        refusal(() => decimalToMinor('1', c)),
        c,
      ).toBe('currency.unsupported');
      // Even an input that is no amount: the currency is the first thing wrong.
      expect(
        refusal(() => tryDecimalToMinor('abc', c)),
        c,
      ).toBe('currency.unsupported');
      expect(
        refusal(() => minorToDecimal(1n, c)),
        c,
      ).toBe('currency.unsupported');
    }
    expect(isSupportedCurrency(undefined)).toBe(false);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CURRENCY_SCALE)).toBe(true);
  });

  it('answers codes that are in the catalogue', () => {
    expect(ERROR_CATALOGUE['amount.invalid'].status).toBe(400);
    expect(ERROR_CATALOGUE['currency.unsupported'].status).toBe(400);
  });
});

describe('decimalToMinor', () => {
  it('reads decimal strings in the currency scale', () => {
    expect(decimalToMinor('12.5', 'THB')).toBe(1250n);
    expect(decimalToMinor('12.50', 'THB')).toBe(1250n);
    expect(decimalToMinor('12', 'THB')).toBe(1200n);
    expect(decimalToMinor('0.01', 'THB')).toBe(1n);
    expect(decimalToMinor('0', 'THB')).toBe(0n);
    expect(decimalToMinor('007.10', 'THB')).toBe(710n);
    expect(decimalToMinor('500000', 'VND')).toBe(500000n);
    expect(decimalToMinor('1234', 'JPY')).toBe(1234n);
    expect(decimalToMinor('1234', 'KRW')).toBe(1234n);
  });

  it('reads negative amounts', () => {
    expect(decimalToMinor('-0.01', 'THB')).toBe(-1n);
    expect(decimalToMinor('-12.5', 'THB')).toBe(-1250n);
    expect(decimalToMinor('-0', 'THB')).toBe(0n);
    expect(decimalToMinor('-0.00', 'THB')).toBe(0n);
    expect(decimalToMinor('-5000', 'VND')).toBe(-5000n);
  });

  it('accepts decimals beyond the scale only when they are zeros', () => {
    expect(decimalToMinor('10.000', 'THB')).toBe(1000n);
    expect(decimalToMinor('1.5000', 'THB')).toBe(150n);
    expect(decimalToMinor('-1.2300000', 'THB')).toBe(-123n);
    expect(decimalToMinor('100.0', 'VND')).toBe(100n);
    expect(decimalToMinor('100.000', 'JPY')).toBe(100n);
    for (const [text, currency] of [
      ['10.001', 'THB'],
      ['0.005', 'THB'],
      ['-0.001', 'THB'],
      ['1.2345', 'THB'],
      ['100.5', 'VND'],
      ['0.1', 'JPY'],
      ['1.00000001', 'THB'],
    ] as const) {
      expect(
        refusal(() => decimalToMinor(text, currency)),
        `${text} ${currency}`,
      ).toBe('amount.invalid');
      expect(tryDecimalToMinor(text, currency)).toBeNull();
    }
  });

  it('never rounds, unless a filter asks to round down', () => {
    expect(decimalToMinor('0.555', 'THB', { rounding: 'down' })).toBe(55n);
    expect(decimalToMinor('0.999', 'THB', { rounding: 'down' })).toBe(99n);
    expect(decimalToMinor('-0.555', 'THB', { rounding: 'down' })).toBe(-56n);
    expect(decimalToMinor('10.5', 'VND', { rounding: 'down' })).toBe(10n);
    expect(decimalToMinor('10.000', 'THB', { rounding: 'down' })).toBe(1000n);
    expect(decimalToMinor(0.555, 'THB', { rounding: 'down' })).toBe(55n);
  });

  it('ignores surrounding white space only', () => {
    expect(decimalToMinor(' 1', 'THB')).toBe(100n);
    expect(decimalToMinor('1 ', 'THB')).toBe(100n);
    expect(decimalToMinor('\t12.50\n', 'THB')).toBe(1250n);
    expect(tryDecimalToMinor('1 000', 'THB')).toBeNull();
    expect(tryDecimalToMinor('- 1', 'THB')).toBeNull();
  });

  it('refuses what is not a plain decimal', () => {
    for (const text of [
      '',
      ' ',
      '+1',
      '1.',
      '.5',
      '-.5',
      '1e3',
      '1E3',
      '1e-2',
      '0x10',
      '0b1',
      '0o7',
      'Infinity',
      '-Infinity',
      'NaN',
      'abc',
      '1.2.3',
      '1,50',
      '12,34.5',
      '1,234.50',
      '--1',
      '1-',
      '١٢',
      '１２',
      '12abc',
    ]) {
      expect(tryDecimalToMinor(text, 'THB'), JSON.stringify(text)).toBeNull();
      expect(
        refusal(() => decimalToMinor(text, 'THB')),
        JSON.stringify(text),
      ).toBe('amount.invalid');
    }
  });

  it('reads en-US grouping only when asked, and only in the display form', () => {
    expect(decimalToMinor('1,234.50', 'THB', { grouping: true })).toBe(123450n);
    expect(decimalToMinor('1,234,567', 'VND', { grouping: true })).toBe(1234567n);
    expect(decimalToMinor('-1,000', 'THB', { grouping: true })).toBe(-100000n);
    expect(decimalToMinor('1234.50', 'THB', { grouping: true })).toBe(123450n);
    for (const text of ['1,50', '12,34.5', '1,2345', ',123', '1,234,56', '1.234,50', '1,234.5,0']) {
      expect(tryDecimalToMinor(text, 'THB', { grouping: true }), text).toBeNull();
    }
  });

  it('reads JSON numbers through their decimal text, without a floating-point step', () => {
    expect(decimalToMinor(12.5, 'THB')).toBe(1250n);
    expect(decimalToMinor(0.1, 'THB')).toBe(10n);
    expect(decimalToMinor(0.3, 'THB')).toBe(30n);
    // 0.1 + 0.2 is 0.30000000000000004: more decimals than THB has, and not zeros.
    expect(tryDecimalToMinor(0.1 + 0.2, 'THB')).toBeNull();
    expect(decimalToMinor(1.15, 'THB')).toBe(115n);
    expect(decimalToMinor(4.35, 'THB')).toBe(435n);
    expect(decimalToMinor(1e3, 'THB')).toBe(100000n);
    expect(decimalToMinor(-7, 'THB')).toBe(-700n);
    expect(decimalToMinor(-0, 'THB')).toBe(0n);
    expect(decimalToMinor(100, 'VND')).toBe(100n);
    expect(tryDecimalToMinor(1e-7, 'THB')).toBeNull();
    expect(decimalToMinor(1e-7, 'THB', { rounding: 'down' })).toBe(0n);
    expect(tryDecimalToMinor(Number.NaN, 'THB')).toBeNull();
    expect(tryDecimalToMinor(Number.POSITIVE_INFINITY, 'THB')).toBeNull();
    expect(decimalToMinor(Number.MAX_SAFE_INTEGER, 'VND')).toBe(9007199254740991n);
    // Beyond 2^53 a number may not be what the sender wrote: send a string.
    expect(tryDecimalToMinor(2 ** 53 + 2, 'VND')).toBeNull();
    expect(tryDecimalToMinor(1e21, 'THB')).toBeNull();
  });

  it('holds values beyond 2^53 exactly, up to the 64-bit ledger limit', () => {
    expect(decimalToMinor('90071992547409.93', 'THB')).toBe(9007199254740993n);
    expect(decimalToMinor('9007199254740993', 'VND')).toBe(9007199254740993n);
    expect(tryDecimalToMinor('123456789012345678.9', 'THB', { rounding: 'down' })).toBeNull();
    expect(decimalToMinor('92233720368547758.07', 'THB')).toBe(MINOR_MAX);
    expect(decimalToMinor('-92233720368547758.07', 'THB')).toBe(-MINOR_MAX);
    expect(tryDecimalToMinor('92233720368547758.08', 'THB')).toBeNull();
    expect(decimalToMinor('9223372036854775807', 'VND')).toBe(MINOR_MAX);
    expect(tryDecimalToMinor('9223372036854775808', 'VND')).toBeNull();
    expect(tryDecimalToMinor('1' + '0'.repeat(40), 'VND')).toBeNull();
    expect(decimalToMinor('0000000000000000000000001', 'VND')).toBe(1n);
    expect(tryDecimalToMinor('1'.repeat(100), 'VND')).toBeNull();
  });

  it('refuses what is neither text nor a number', () => {
    for (const value of [null, undefined, true, {}, [], 10n]) {
      expect(tryDecimalToMinor(value, 'THB'), String(value)).toBeNull();
    }
  });
});

describe('majorToMinor', () => {
  it('scales whole major units and refuses fractions', () => {
    expect(majorToMinor(100, 'THB')).toBe(10000n);
    expect(majorToMinor(100, 'VND')).toBe(100n);
    expect(majorToMinor(5n, 'PTS')).toBe(500n);
    expect(majorToMinor(-3, 'THB')).toBe(-300n);
    expect(refusal(() => majorToMinor(1.5, 'THB'))).toBe('amount.invalid');
    expect(refusal(() => majorToMinor(Number.NaN, 'THB'))).toBe('amount.invalid');
    expect(refusal(() => majorToMinor(10n ** 18n, 'THB'))).toBe('amount.invalid');
    expect(refusal(() => majorToMinor(1, 'EUR'))).toBe('currency.unsupported');
  });
});

describe('minorToDecimal', () => {
  it('writes the wire form in the currency scale', () => {
    expect(minorToDecimal(0n, 'THB')).toBe('0.00');
    expect(minorToDecimal(1n, 'THB')).toBe('0.01');
    expect(minorToDecimal(-1n, 'THB')).toBe('-0.01');
    expect(minorToDecimal(123450n, 'THB')).toBe('1234.50');
    expect(minorToDecimal(-123450n, 'THB')).toBe('-1234.50');
    expect(minorToDecimal(1234n, 'VND')).toBe('1234');
    expect(minorToDecimal(-1234n, 'JPY')).toBe('-1234');
    expect(minorToDecimal(9007199254740993n, 'THB')).toBe('90071992547409.93');
    expect(minorToDecimal(MINOR_MAX, 'THB')).toBe('92233720368547758.07');
  });

  it('round-trips with decimalToMinor', () => {
    for (const minor of [0n, 1n, -1n, 99n, 100n, 101n, 123456789n, -987654321n, MINOR_MAX, -MINOR_MAX]) {
      for (const currency of ['THB', 'VND', 'PTS']) {
        expect(decimalToMinor(minorToDecimal(minor, currency), currency)).toBe(minor);
      }
    }
  });

  it('writes a fixed number of decimals whatever the scale', () => {
    expect(minorToFixed(1234n, 'VND', 2)).toBe('1234.00');
    expect(minorToFixed(-5n, 'VND', 2)).toBe('-5.00');
    expect(minorToFixed(123456n, 'THB', 2)).toBe('1234.56');
    expect(minorToFixed(123456n, 'THB', 0)).toBe('1234');
    expect(minorToFixed(-123456n, 'THB', 1)).toBe('-1234.5');
  });

  it('gives JSON numbers only for number fields of the wire', () => {
    expect(minorToNumber(10000n, 'THB')).toBe(100);
    expect(minorToNumber(150n, 'THB')).toBe(1.5);
    expect(minorToNumber(50000n, 'VND')).toBe(50000);
  });
});

describe('groupedDecimal', () => {
  it('groups the whole part by thousands and keeps the decimals', () => {
    expect(groupedDecimal('1000000.00')).toBe('1,000,000.00');
    expect(groupedDecimal('999.5')).toBe('999.5');
    expect(groupedDecimal('-1234567')).toBe('-1,234,567');
    expect(groupedDecimal('0.25')).toBe('0.25');
  });

  it('leaves what is not a decimal number alone', () => {
    for (const text of ['20261127-0201', '1e6', '', 'abc', '1,000.00'])
      expect(groupedDecimal(text)).toBe(text);
  });
});

describe('arithmetic and comparison', () => {
  it('sums, picks and compares bigint amounts', () => {
    expect(sumMinor([1n, 2n, -3n, 10n ** 20n])).toBe(10n ** 20n);
    expect(sumMinor([])).toBe(0n);
    expect(minMinor(5n, -2n, 3n)).toBe(-2n);
    expect(maxMinor(5n, -2n, 3n)).toBe(5n);
    expect(minMinor(7n)).toBe(7n);
    expect(compareMinor(1n, 2n)).toBe(-1);
    expect(compareMinor(2n, 2n)).toBe(0);
    expect(compareMinor(3n, 2n)).toBe(1);
  });

  it('compares wire amounts exactly, where Number() would not', () => {
    expect(compareDecimal('100.00', '99.99', 'THB')).toBe(1);
    expect(compareDecimal('10.000', '10', 'THB')).toBe(0);
    expect(compareDecimal('9007199254740993', '9007199254740992', 'VND')).toBe(1);
    expect(Number('9007199254740993') > Number('9007199254740992')).toBe(false);
    expect(compareDecimal(0.3, '0.30', 'THB')).toBe(0);
    expect(refusal(() => compareDecimal('1', 'x', 'THB'))).toBe('amount.invalid');
  });

  it('tells a positive amount', () => {
    expect(isPositiveDecimal('0.01', 'THB')).toBe(true);
    expect(isPositiveDecimal('0.00', 'THB')).toBe(false);
    expect(isPositiveDecimal('-1', 'THB')).toBe(false);
    expect(isPositiveDecimal('', 'THB')).toBe(false);
    expect(isPositiveDecimal(null, 'THB')).toBe(false);
    expect(isPositiveDecimal('abc', 'THB')).toBe(false);
    expect(isPositiveDecimal(5, 'VND')).toBe(true);
  });

  it('gives progress shares from exact amounts', () => {
    expect(shareOf(50n, 200n)).toBe(0.25);
    expect(shareOf(300n, 200n)).toBe(1);
    expect(shareOf(-5n, 200n)).toBe(0);
    expect(shareOf(1n, 3n)).toBe(0.333333);
    expect(shareOf(2n ** 60n, 2n ** 61n)).toBe(0.5);
    expect(shareOf(5n, 0n)).toBeNull();
  });

  it('rounds shares down and costs up, also for negatives', () => {
    expect(mulDivFloor(1000n, 125n, 10_000n)).toBe(12n);
    expect(mulDivFloor(999n, 1n, 2n)).toBe(499n);
    expect(mulDivFloor(-999n, 1n, 2n)).toBe(-500n);
    expect(mulDivFloor(1000n, 1n, 4n)).toBe(250n);
    expect(mulDivCeil(999n, 1n, 2n)).toBe(500n);
    expect(mulDivCeil(-999n, 1n, 2n)).toBe(-499n);
    expect(mulDivCeil(1000n, 1n, 4n)).toBe(250n);
    expect(mulDivFloor(MINOR_MAX, 3n, 3n)).toBe(MINOR_MAX);
    expect(() => mulDivFloor(1n, 1n, 0n)).toThrow(RangeError);
  });
});

describe('formatCurrency', () => {
  it('rounds to 2 decimals with en-US grouping and the symbol in front or behind (spec 1, 9)', () => {
    expect(formatCurrency('25000', { symbol: '฿', symbolPosition: 'F' })).toBe('฿25,000.00');
    expect(formatCurrency('25000', { symbol: '฿', symbolPosition: '' })).toBe('฿25,000.00');
    expect(formatCurrency('1234.5', { currency: 'VND', symbol: '₫', symbolPosition: 'B' })).toBe('1,234.50₫');
    expect(formatCurrency('1234.5')).toBe('1,234.50');
    expect(formatCurrency(0)).toBe('0.00');
  });

  it('uses pt-BR for BRL, and en-US for agent transfer amounts whatever the currency', () => {
    expect(formatCurrency('1234567.5', { currency: 'BRL', symbol: 'R$' })).toBe('R$1.234.567,50');
    expect(formatCurrency('1234567.5', { currency: 'BRL', symbol: 'R$', agentTransfer: true })).toBe(
      'R$1,234,567.50',
    );
  });

  it('rounds half away from zero, as Intl does', () => {
    expect(formatCurrency('1.005')).toBe('1.01');
    expect(formatCurrency('1.004')).toBe('1.00');
    expect(formatCurrency('-1.005')).toBe('-1.01');
    expect(formatCurrency('999.995')).toBe('1,000.00');
    expect(formatCurrency('-0.004')).toBe('0.00');
    expect(formatCurrency('-12.5')).toBe('-12.50');
    expect(formatCurrency(1.005)).toBe('1.01');
  });

  it('is exact beyond 2^53', () => {
    expect(formatCurrency('90071992547409.93')).toBe('90,071,992,547,409.93');
    expect(formatCurrency('92233720368547758.07', { currency: 'BRL' })).toBe('92.233.720.368.547.758,07');
    expect(formatCurrency(2 ** 60)).toBe('1,152,921,504,606,846,976.00');
  });

  it('shows other numbers of decimals when asked', () => {
    expect(formatCurrency('12500', { decimals: 2, minDecimals: 0 })).toBe('12,500');
    expect(formatCurrency('12.5', { decimals: 2, minDecimals: 0 })).toBe('12.5');
    expect(formatCurrency('12.456', { decimals: 2, minDecimals: 0 })).toBe('12.46');
    expect(formatCurrency('1234.5', { decimals: 0 })).toBe('1,235');
  });

  it('shows text that is no amount as zero rather than breaking the page', () => {
    expect(formatCurrency('abc', { symbol: '฿' })).toBe('฿0.00');
    expect(formatCurrency('')).toBe('0.00');
    expect(formatCurrency(Number.NaN)).toBe('0.00');
  });
});
