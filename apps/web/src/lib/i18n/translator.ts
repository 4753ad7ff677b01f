/**
 * The UI's texts: flat keys per language, `{{name}}` placeholders, English as the fallback.
 * That is all the app asks of a translation library, so it is written here in a few dozen lines
 * instead of shipping one to every visitor (the landing page's JavaScript budget).
 * Keys contain dots ('login.not.session'): they are never split into paths.
 */

export type TextValues = Readonly<Record<string, unknown>> & {
  /** Said instead of the key when no language has the text (placeholders still filled). */
  defaultValue?: string;
};

/** A string in place of the values is the default text (said when no language has the key). */
export type TFunction = (key: string, values?: TextValues | string) => string;

export interface Translator {
  /** The language texts are looked up in first (a language code, e.g. 'CN'). */
  readonly language: string;
  t: TFunction;
  exists(key: string): boolean;
  changeLanguage(language: string): Promise<void>;
  /** Adds (over)writing texts of one language. */
  addTexts(language: string, texts: Readonly<Record<string, string>>): void;
  /** Called after every language change; answers the unsubscribe. */
  onLanguageChanged(listener: () => void): () => void;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function fill(text: string, values: TextValues | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name] as string | number) : whole,
  );
}

export function createTranslator(options: { language: string; fallback: string }): Translator {
  const store = new Map<string, Record<string, string>>();
  const listeners = new Set<() => void>();
  let language = options.language;

  const lookup = (key: string): string | undefined =>
    store.get(language)?.[key] ?? store.get(options.fallback)?.[key];

  const translator: Translator = {
    get language() {
      return language;
    },
    t: (key, values) =>
      typeof values === 'string'
        ? (lookup(key) ?? values)
        : fill(lookup(key) ?? values?.defaultValue ?? key, values),
    exists: (key) => lookup(key) !== undefined,
    changeLanguage(next) {
      if (next !== language) {
        language = next;
        for (const listener of [...listeners]) listener();
      }
      return Promise.resolve();
    },
    addTexts(lang, texts) {
      store.set(lang, { ...store.get(lang), ...texts });
    },
    onLanguageChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
