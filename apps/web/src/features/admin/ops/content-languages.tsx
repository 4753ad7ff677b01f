import { useState } from 'react';
import { LANGUAGE_LABEL, SHIPPED_LANGUAGES, type ContentTexts, type LanguageCode } from '@platform/shared';
import { useTranslation } from '../../../lib/i18n';
import { useAdminSession } from '../use-admin-session';

/** Texts of a content row in the merchant's other languages as the form holds them (may be blank). */
export type FormTexts<F extends string> = Partial<Record<LanguageCode, Partial<Record<F, string>>>>;

/** The merchant's languages, its default first (the one whose text is required). */
export function contentLanguages(
  languages: readonly LanguageCode[] | undefined,
  defaultLanguage: LanguageCode | undefined,
): { languages: LanguageCode[]; defaultLanguage: LanguageCode } {
  const list = languages && languages.length > 0 ? [...languages] : [...SHIPPED_LANGUAGES];
  const first = defaultLanguage && list.includes(defaultLanguage) ? defaultLanguage : list[0]!;
  return { languages: [first, ...list.filter((l) => l !== first)], defaultLanguage: first };
}

/** The languages of the operator's merchant (from the admin session). */
export function useContentLanguages() {
  const session = useAdminSession().data;
  return contentLanguages(session?.languages, session?.defaultLanguage);
}

/** The stored texts as the form's (every field a string). */
export function textsToForm<F extends string>(
  texts: ContentTexts<F> | null | undefined,
  fields: readonly F[],
): FormTexts<F> {
  const out: FormTexts<F> = {};
  for (const [lang, entry] of Object.entries(texts ?? {}) as [LanguageCode, Partial<Record<F, string>>][]) {
    const kept: Partial<Record<F, string>> = {};
    for (const field of fields) if (typeof entry?.[field] === 'string') kept[field] = entry[field];
    out[lang] = kept;
  }
  return out;
}

/**
 * The texts to send: the other languages' non-blank fields, trimmed where `trim` names them.
 * A language left blank is sent as nothing, so the player sees the default language's text.
 */
export function formTextsToInput<F extends string>(
  texts: FormTexts<F>,
  defaultLanguage: LanguageCode,
  trim: readonly NoInfer<F>[] = [],
): ContentTexts<F> {
  const out: ContentTexts<F> = {};
  for (const [lang, entry] of Object.entries(texts) as [LanguageCode, Partial<Record<F, string>>][]) {
    if (lang === defaultLanguage || !entry) continue;
    const kept: Partial<Record<F, string>> = {};
    for (const [field, value] of Object.entries(entry) as [F, string | undefined][]) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      kept[field] = trim.includes(field) ? value.trim() : value;
    }
    if (Object.keys(kept).length > 0) out[lang] = kept;
  }
  return out;
}

/** Whether a language has any text in the form (its tab is marked). */
export function hasText<F extends string>(texts: FormTexts<F>, lang: LanguageCode): boolean {
  return Object.values(texts[lang] ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');
}

/**
 * The language being edited and the value of a translatable field in it: the default language
 * edits the row's own fields (base), the others their entry in texts.
 */
export function useLanguageFields<F extends string>(options: {
  defaultLanguage: LanguageCode;
  base: Record<F, string>;
  texts: FormTexts<F>;
  setBase: (field: F, value: string) => void;
  setTexts: (texts: FormTexts<F>) => void;
}) {
  const [language, setLanguage] = useState<LanguageCode>(options.defaultLanguage);
  const isDefault = language === options.defaultLanguage;
  const value = (field: F): string =>
    isDefault ? options.base[field] : (options.texts[language]?.[field] ?? '');
  const change = (field: F, next: string) => {
    if (isDefault) options.setBase(field, next);
    else options.setTexts({ ...options.texts, [language]: { ...options.texts[language], [field]: next } });
  };
  return { language, setLanguage, isDefault, value, change };
}

/**
 * One tab per language of the merchant. The default's tab says its text is required; a tab whose
 * language has text is marked, the others show the default's text to players. `error` is the text
 * key of what is wrong with the texts as a whole (shown under the tabs).
 */
export function LanguageTabs({
  languages,
  defaultLanguage,
  value,
  onChange,
  filled,
  error,
  testId,
}: {
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  filled: (language: LanguageCode) => boolean;
  error?: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="ops-wide ops-lang">
      <div className="adm-tabs" role="tablist" aria-label={t('ops_lang_tabs')} data-testid={testId}>
        {languages.map((lang) => {
          const selected = lang === value;
          const mark = lang === defaultLanguage ? ' *' : filled(lang) ? ' ✓' : '';
          return (
            <button
              key={lang}
              type="button"
              role="tab"
              aria-selected={selected}
              className={selected ? 'adm-chip adm-chip--active' : 'adm-chip'}
              data-testid={`${testId}-${lang}`}
              data-filled={lang === defaultLanguage || filled(lang) ? 'Y' : 'N'}
              onClick={() => onChange(lang)}
            >
              {LANGUAGE_LABEL[lang]}
              {mark}
            </button>
          );
        })}
      </div>
      <span className="adm-field__hint" data-testid={`${testId}-hint`}>
        {value === defaultLanguage
          ? t('ops_lang_default_hint')
          : t('ops_lang_other_hint', { language: LANGUAGE_LABEL[defaultLanguage] })}
      </span>
      {error && (
        <span className="adm-field__error" role="alert" data-testid={`error-${testId}`}>
          {t(error)}
        </span>
      )}
    </div>
  );
}
