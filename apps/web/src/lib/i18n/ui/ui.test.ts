import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, SHIPPED_LANGUAGES } from '@platform/shared';
import { ALL_TEXT_BUNDLES } from '.';

describe('UI texts', () => {
  it('every bundle has every key in every shipped language, non-empty', () => {
    for (const bundle of ALL_TEXT_BUNDLES) {
      const keys = Object.keys(bundle.EN).sort();
      for (const language of SHIPPED_LANGUAGES) {
        const texts = bundle[language];
        expect(Object.keys(texts).sort()).toEqual(keys);
        for (const key of keys) expect(texts[key]!.trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const bundle of ALL_TEXT_BUNDLES) {
      for (const [key, text] of Object.entries(bundle.EN)) {
        const placeholders = (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        for (const language of SHIPPED_LANGUAGES) {
          const other = bundle[language][key]!;
          expect((other.match(/\{\{\w+\}\}/g) ?? []).sort(), `${language}.${key}`).toEqual(placeholders);
        }
      }
    }
  });

  it('uses each key in one bundle only, and never shadows an error text', () => {
    const errorKeys = new Set(Object.keys(ERROR_MESSAGES.EN));
    const seen = new Set<string>();
    for (const bundle of ALL_TEXT_BUNDLES) {
      for (const key of Object.keys(bundle.EN)) {
        expect(seen.has(key), `duplicate key ${key}`).toBe(false);
        expect(errorKeys.has(key), `shadows error ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });
});
