import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  ERROR_MESSAGES,
  LOCALE_OF,
  SHIPPED_LANGUAGES,
  isShippedLanguage,
  type LanguageCode,
} from '@platform/shared';
import { UI_TEXTS } from './ui';

export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.toUpperCase();
    return isShippedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function persistLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser without storage simply forgets the choice on reload.
  }
}

/** Error texts and UI texts share one namespace: an error code is its own message key. */
function buildResources(): Resource {
  const resources: Resource = {};
  for (const language of SHIPPED_LANGUAGES) {
    resources[language] = { translation: { ...ERROR_MESSAGES[language], ...UI_TEXTS[language] } };
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: 'EN',
  supportedLngs: [...SHIPPED_LANGUAGES],
  // Error codes contain dots ('login.not.session'), so keys are flat.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function currentLanguage(): LanguageCode {
  const language = i18n.language?.toUpperCase();
  return isShippedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function localeOf(language: LanguageCode = currentLanguage()): string {
  return LOCALE_OF[language] ?? 'zh-CN';
}

function syncDocumentLanguage(language: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}

syncDocumentLanguage(currentLanguage());

/** Switches the UI language; `persist` marks an explicit choice by the person. */
export async function changeLanguage(language: LanguageCode, persist = true): Promise<void> {
  if (persist) persistLanguage(language);
  syncDocumentLanguage(language);
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

/** Text of a key in the current language, or undefined when no language has it. */
export function translate(key: string, options?: Record<string, unknown>): string | undefined {
  return i18n.exists(key) ? i18n.t(key, options) : undefined;
}
