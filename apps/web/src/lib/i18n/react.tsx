import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as appTranslator } from './instance';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(appTranslator);

/** Hands a translator to the tree below (tests may give their own; the app's is the default). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

/**
 * The texts of the current language. `t` is a new function after each language change, so
 * effects and memos that use it run again, and the component renders in the new language.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const language = useSyncExternalStore(
    (listener) => i18n.onLanguageChanged(listener),
    () => i18n.language,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language on purpose
  const t = useMemo<TFunction>(() => (key, values) => i18n.t(key, values), [i18n, language]);
  return { t, i18n };
}
