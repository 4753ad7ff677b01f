/** Languages a merchant may ship. The header value is the upper-case code. */
export const SHIPPED_LANGUAGES = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
export type LanguageCode = (typeof SHIPPED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'CN';

/** Locale map of spec section 1 (PT, ES, AR, RU are known locales even if not shipped). */
export const LOCALE_OF: Record<string, string> = {
  EN: 'en-US',
  CN: 'zh-CN',
  TW: 'zh-HK',
  RU: 'ru-RU',
  TH: 'th-TH',
  VI: 'vi-VN',
  JA: 'ja-JP',
  PT: 'pt-BR',
  ES: 'es-ES',
  AR: 'ar-SA',
};

export const LANGUAGE_LABEL: Record<LanguageCode, string> = {
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  EN: 'English',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

export function isShippedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (SHIPPED_LANGUAGES as readonly string[]).includes(code);
}

/** Normalises a Language header value; unknown or missing falls back to the given default. */
export function normaliseLanguage(value: unknown, fallback: LanguageCode = DEFAULT_LANGUAGE): LanguageCode {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isShippedLanguage(upper) ? upper : fallback;
}
