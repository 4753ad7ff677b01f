import type { LanguageCode } from '@platform/shared';
import { SHIPPED_LANGUAGES } from '@platform/shared';
import { FEATURE_TEXTS } from '../../../app/texts';
import type { TextBundle } from './bundle';
import { cn } from './cn';
import { en, type UiDictionary } from './en';
import { ja } from './ja';
import { th } from './th';
import { tw } from './tw';
import { vi } from './vi';

export type { UiDictionary, UiKey } from './en';
export { defineTexts, type TextBundle } from './bundle';

/** Texts of the app shell: layout, home, status pages. */
export const SHELL_TEXTS: TextBundle<keyof UiDictionary> = {
  CN: cn,
  TW: tw,
  JA: ja,
  EN: en,
  TH: th,
  VI: vi,
};

/** Every bundle the app ships; keys must be unique across bundles (ui.test.ts). */
export const ALL_TEXT_BUNDLES: ReadonlyArray<TextBundle<string>> = [SHELL_TEXTS, ...FEATURE_TEXTS];

function merge(language: LanguageCode): Record<string, string> {
  return Object.assign({}, ...ALL_TEXT_BUNDLES.map((bundle) => bundle[language])) as Record<string, string>;
}

export const UI_TEXTS = Object.fromEntries(
  SHIPPED_LANGUAGES.map((language) => [language, merge(language)]),
) as Record<LanguageCode, Record<string, string>>;
