import { DEFAULT_LANGUAGE, LOCALE_OF, isShippedLanguage, type LanguageCode } from '@platform/shared';
import { CORE_TEXTS } from './core-texts';
import { i18n } from './instance';
import { LANGUAGE_STORAGE_KEY } from './stored-language';
import { withGroups, type Texts } from './texts';

export { defineTexts, type Texts, type TextModule } from './texts';
export { i18n } from './instance';
export { LANGUAGE_STORAGE_KEY, storedLanguage } from './stored-language';
export { I18nProvider, useTranslation } from './react';
export type { TFunction, TextValues, Translator } from './translator';
export { gameTypeText, remarkText } from './code-texts';

/** A year, like a stored choice that is never cleared. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function persistLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser without storage simply forgets the choice on reload.
  }
  // The server renders the landing page's first view in this language too (it cannot read storage).
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** Every part whose texts were asked for: a language switch loads them all in the new language. */
const wanted = new Map<string, Texts>([[CORE_TEXTS.id, CORE_TEXTS]]);
const loading = new Map<string, Promise<void>>();

function loadOne(texts: Texts, language: LanguageCode): Promise<void> {
  const key = `${texts.id}:${language}`;
  let done = loading.get(key);
  if (!done) {
    done = texts.load[language]().then((module) => {
      i18n.addTexts(language, module.default);
    });
    // A failed download (network) is tried again the next time the texts are needed.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

function load(parts: Iterable<Texts>, language: LanguageCode): Promise<void> {
  return Promise.all([...parts].map((texts) => loadOne(texts, language))).then(() => undefined);
}

/**
 * Makes the texts of these parts (and the app's core texts) available in the current language,
 * and in every language switched to later. Resolves once they can be rendered.
 */
export async function loadTexts(...requested: Texts[]): Promise<void> {
  const parts = withGroups(requested);
  for (const texts of parts) wanted.set(texts.id, texts);
  let language: LanguageCode;
  do {
    language = currentLanguage();
    await load([CORE_TEXTS, ...parts], language);
    // The language may have changed while these were downloading.
  } while (language !== currentLanguage());
}

export function currentLanguage(): LanguageCode {
  const language = i18n.language.toUpperCase();
  return isShippedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function localeOf(language: LanguageCode = currentLanguage()): string {
  return LOCALE_OF[language] ?? 'zh-CN';
}

function syncDocumentLanguage(language: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}

syncDocumentLanguage(currentLanguage());

/**
 * Starts in `language` without marking it as the person's choice: the server's first view of the
 * page already shows it (the language the merchant's settings would switch to once loaded).
 */
export function startIn(language: LanguageCode): void {
  if (currentLanguage() !== language) void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
}

/** Switches the UI language; `persist` marks an explicit choice by the person. */
export async function changeLanguage(language: LanguageCode, persist = true): Promise<void> {
  if (persist) persistLanguage(language);
  // Switching only once the new language's texts are here, so no screen shows bare keys.
  await load(wanted.values(), language);
  syncDocumentLanguage(language);
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

/** Text of a key in the current language, or undefined when no language has it. */
export function translate(key: string, options?: Record<string, unknown>): string | undefined {
  return i18n.exists(key) ? i18n.t(key, options) : undefined;
}
