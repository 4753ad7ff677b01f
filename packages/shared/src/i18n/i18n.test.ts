import { describe, it, expect } from 'vitest';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors.js';
import { SHIPPED_LANGUAGES } from '../languages.js';
import { ERROR_MESSAGES, errorMessage, fillLimits } from './index.js';

const CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];
const EN = ERROR_MESSAGES.EN;
const LIMIT_CODES = CODES.filter((code) => EN[code].includes('{min}'));
const OTHER_LANGUAGES = SHIPPED_LANGUAGES.filter((language) => language !== 'EN');

/** How many texts a translation may share with English (brand names, "OK"-like words). */
const MAX_IDENTICAL_TO_ENGLISH = 2;

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('error message catalogue', () => {
  it('has a text table for every shipped language', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...SHIPPED_LANGUAGES].sort());
  });

  describe.each(SHIPPED_LANGUAGES)('%s', (language) => {
    const messages = ERROR_MESSAGES[language];

    it('has a non-empty text for every catalogue code', () => {
      for (const code of CODES) {
        const text = messages[code];
        expect(typeof text, `${language} ${code}`).toBe('string');
        expect(text.trim().length, `${language} ${code}`).toBeGreaterThan(0);
        expect(errorMessage(code, language)).toBe(text);
      }
    });

    it('has no texts for codes outside the catalogue', () => {
      const extra = Object.keys(messages).filter((key) => !(key in ERROR_CATALOGUE));
      expect(extra).toEqual([]);
    });

    it('keeps the {min} and {max} placeholders of limit texts', () => {
      expect(LIMIT_CODES.length).toBeGreaterThan(0);
      for (const code of LIMIT_CODES) {
        expect(messages[code], `${language} ${code}`).toContain('{min}');
        expect(messages[code], `${language} ${code}`).toContain('{max}');
      }
    });

    it('fills limits, showing a single number when min equals max', () => {
      for (const code of LIMIT_CODES) {
        const same = fillLimits(messages[code], 11, 11);
        expect(same, `${language} ${code}`).not.toMatch(/[{}]/);
        expect(occurrences(same, '11'), `${language} ${code}: ${same}`).toBe(1);

        const range = fillLimits(messages[code], 6, 13);
        expect(range, `${language} ${code}`).not.toMatch(/[{}]/);
        expect(occurrences(range, '6'), `${language} ${code}: ${range}`).toBe(1);
        expect(occurrences(range, '13'), `${language} ${code}: ${range}`).toBe(1);
      }
    });
  });

  it.each(OTHER_LANGUAGES)('%s is translated, not a copy of English', (language) => {
    const identical = CODES.filter((code) => ERROR_MESSAGES[language][code] === EN[code]);
    expect(
      identical.length,
      `${language} texts identical to English: ${identical.join(', ')}`,
    ).toBeLessThanOrEqual(MAX_IDENTICAL_TO_ENGLISH);
  });
});

describe('fillLimits', () => {
  it('shows a range when min and max differ', () => {
    expect(fillLimits('Mobile number must be {min}-{max} digits.', 6, 13)).toBe(
      'Mobile number must be 6-13 digits.',
    );
    expect(fillLimits('手机号码须为{min}-{max}位数字', 6, 13)).toBe('手机号码须为6-13位数字');
  });

  it('shows a single number when min equals max', () => {
    expect(fillLimits('Mobile number must be {min}-{max} digits.', 11, 11)).toBe(
      'Mobile number must be 11 digits.',
    );
    expect(fillLimits('手机号码须为{min}-{max}位数字', 11, 11)).toBe('手机号码须为11位数字');
  });

  it.each([
    ['手机号码须为{min}至{max}位数字', '手机号码须为11位数字'],
    ['手機號碼須為{min}~{max}位數字', '手機號碼須為11位數字'],
    ['携帯電話番号は{min}〜{max}桁です', '携帯電話番号は11桁です'],
    ['携帯電話番号は{min}～{max}桁です', '携帯電話番号は11桁です'],
    ['Mobile number must be {min} – {max} digits.', 'Mobile number must be 11 digits.'],
    ['หมายเลขต้องมี {min} ถึง {max} หลัก', 'หมายเลขต้องมี 11 หลัก'],
    ['Số điện thoại phải có {min} đến {max} chữ số.', 'Số điện thoại phải có 11 chữ số.'],
  ])('collapses %s', (text, expected) => {
    expect(fillLimits(text, 11, 11)).toBe(expected);
  });

  it('leaves the text alone without both limits', () => {
    const text = 'Mobile number must be {min}-{max} digits.';
    expect(fillLimits(text)).toBe(text);
    expect(fillLimits(text, 11)).toBe(text);
  });
});
