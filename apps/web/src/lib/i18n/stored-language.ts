import { isShippedLanguage, type LanguageCode } from '@platform/shared';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the person chose on an earlier visit, if any. */
export function storedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)?.toUpperCase();
    return isShippedLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
