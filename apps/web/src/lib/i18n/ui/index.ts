import type { LanguageCode } from '@platform/shared';
import type { UiDictionary } from './en';

export type { UiDictionary, UiKey } from './en';

const SHELL_LOADERS: Record<LanguageCode, () => Promise<UiDictionary>> = {
  CN: () => import('./cn').then((m) => m.cn),
  TW: () => import('./tw').then((m) => m.tw),
  JA: () => import('./ja').then((m) => m.ja),
  EN: () => import('./en').then((m) => m.en),
  TH: () => import('./th').then((m) => m.th),
  VI: () => import('./vi').then((m) => m.vi),
};

/** The shell texts of one language, e.g. to show a notice in several languages at once. */
export function loadShellTexts(language: LanguageCode): Promise<UiDictionary> {
  return SHELL_LOADERS[language]();
}
