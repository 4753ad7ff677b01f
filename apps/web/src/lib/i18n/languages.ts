import { SHIPPED_LANGUAGES, isShippedLanguage, type LanguageCode } from '@platform/shared';

/** The languages a merchant offers, in its order; all shipped ones when it names none we ship. */
export function merchantLanguages(languages: readonly string[] | undefined): LanguageCode[] {
  const offered = (languages ?? []).map((code) => code.toUpperCase()).filter(isShippedLanguage);
  return offered.length ? [...new Set(offered)] : [...SHIPPED_LANGUAGES];
}
