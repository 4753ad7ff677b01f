import { SHIPPED_LANGUAGES, type LanguageCode } from '@platform/shared';
import { defineTexts, type Texts } from './texts';
import { loadShellTexts } from './ui';

/** The error catalogue shared with the server, one chunk per language; a code is its own key. */
const ERROR_TEXTS: Record<LanguageCode, () => Promise<Record<string, string>>> = {
  CN: () => import('@platform/shared/i18n/cn').then((m) => m.cn),
  TW: () => import('@platform/shared/i18n/tw').then((m) => m.tw),
  JA: () => import('@platform/shared/i18n/ja').then((m) => m.ja),
  EN: () => import('@platform/shared/i18n/en').then((m) => m.en),
  TH: () => import('@platform/shared/i18n/th').then((m) => m.th),
  VI: () => import('@platform/shared/i18n/vi').then((m) => m.vi),
};

/** Texts every page needs: the shell's (layout, home, status pages) and the error catalogue. */
export const CORE_TEXTS = defineTexts(
  'core',
  Object.fromEntries(
    SHIPPED_LANGUAGES.map((language) => [
      language,
      () =>
        Promise.all([ERROR_TEXTS[language](), loadShellTexts(language)]).then(([errors, shell]) => ({
          default: { ...errors, ...shell },
        })),
    ]),
  ) as Texts['load'],
);
