import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, type LanguageCode } from '@platform/shared';
import { CORE_TEXTS } from '../lib/i18n/core-texts';
import { defineTexts, type Texts } from '../lib/i18n';
import { loadShellTexts } from '../lib/i18n/ui';
import { ALL_FEATURE_TEXTS } from './texts';

async function allLanguages(texts: Texts): Promise<Record<LanguageCode, Readonly<Record<string, string>>>> {
  const entries = await Promise.all(
    SHIPPED_LANGUAGES.map(async (language) => [language, (await texts.load[language]()).default] as const),
  );
  return Object.fromEntries(entries) as Record<LanguageCode, Readonly<Record<string, string>>>;
}

const SHELL_TEXTS = defineTexts(
  'shell',
  Object.fromEntries(
    SHIPPED_LANGUAGES.map((language) => [
      language,
      async () => ({ default: (await loadShellTexts(language)) as Record<string, string> }),
    ]),
  ) as Texts['load'],
);

const bundles = await Promise.all(
  [SHELL_TEXTS, ...ALL_FEATURE_TEXTS].map(async (texts) => ({
    id: texts.id,
    ...(await allLanguages(texts)),
  })),
);

describe('UI texts', () => {
  it('every part has every key in every shipped language, non-empty', () => {
    for (const bundle of bundles) {
      const keys = Object.keys(bundle.EN).sort();
      for (const language of SHIPPED_LANGUAGES) {
        const texts = bundle[language];
        expect(Object.keys(texts).sort(), `${bundle.id} ${language}`).toEqual(keys);
        for (const key of keys) expect(texts[key]!.trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const bundle of bundles) {
      for (const [key, text] of Object.entries(bundle.EN)) {
        const placeholders = (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        for (const language of SHIPPED_LANGUAGES) {
          const other = bundle[language][key]!;
          expect((other.match(/\{\{\w+\}\}/g) ?? []).sort(), `${language}.${key}`).toEqual(placeholders);
        }
      }
    }
  });

  it('uses each key in one part only, and never shadows an error text', async () => {
    const { en: errors } = await import('@platform/shared/i18n/en');
    const errorKeys = new Set(Object.keys(errors));
    const seen = new Set<string>();
    for (const bundle of bundles) {
      for (const key of Object.keys(bundle.EN)) {
        expect(seen.has(key), `duplicate key ${key}`).toBe(false);
        expect(errorKeys.has(key), `shadows error ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe('core texts', () => {
  it('bring the whole error catalogue and the shell texts of one language', async () => {
    const { th: errors } = await import('@platform/shared/i18n/th');
    const core = (await CORE_TEXTS.load.TH()).default;
    expect(core).toMatchObject({ ...errors, ...(await loadShellTexts('TH')) });
  });
});
