import { SHIPPED_LANGUAGES, type LanguageCode } from './languages.js';

/**
 * Merchant content (banners, notices, popups, promotions, inbox messages, points-mall rewards)
 * in several languages. The row's own columns (title, content, name…) hold the text of the
 * merchant's default language, which is required; `texts` holds the other languages' texts, each
 * optional and each field on its own (a translated title with an untranslated content is fine).
 */
export type ContentTexts<F extends string = string> = Partial<
  Record<LanguageCode, Partial<Record<F, string>>>
>;

/**
 * The text of one field in the asked language: the asked language's text, else the default
 * language's (the row's own column, then an entry under that language, which is there when the
 * merchant changed its default language after writing), else any language's in shipped order,
 * else the row's own column even if empty.
 */
export function localizedText<F extends string>(
  texts: ContentTexts<F> | null | undefined,
  field: F,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
  base: string,
): string {
  const of = (lang: LanguageCode) => {
    const text = texts?.[lang]?.[field];
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  };
  const asked = of(language);
  if (asked !== null) return asked;
  if (base.trim() !== '') return base;
  const fallback = of(defaultLanguage);
  if (fallback !== null) return fallback;
  for (const lang of SHIPPED_LANGUAGES) {
    const any = of(lang);
    if (any !== null) return any;
  }
  return base;
}

/**
 * The texts to store: only shipped languages other than the default, only the given fields,
 * only non-blank values (trimmed when `trim` names the field). The default language's text
 * lives in the row's own columns.
 */
export function cleanContentTexts<F extends string>(
  texts: ContentTexts<F> | null | undefined,
  fields: readonly F[],
  defaultLanguage: LanguageCode,
  transform: (field: F, value: string) => string = (_field, value) => value,
): ContentTexts<F> {
  const out: ContentTexts<F> = {};
  for (const lang of SHIPPED_LANGUAGES) {
    if (lang === defaultLanguage) continue;
    const entry = texts?.[lang];
    if (!entry) continue;
    const kept: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = entry[field];
      if (typeof value === 'string' && value.trim() !== '') kept[field] = transform(field, value);
    }
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

/** The language a call answers in and the merchant's default it falls back to. */
export interface TextLanguage {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}

/** One field of a content row in a TextLanguage (localizedText with the row's own column as base). */
export function textOf<F extends string>(
  row: { texts: ContentTexts<F> | null } & Record<F, string>,
  field: F,
  lang: TextLanguage,
): string {
  return localizedText(row.texts, field, lang.language, lang.defaultLanguage, row[field]);
}
