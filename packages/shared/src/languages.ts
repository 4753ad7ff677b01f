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

/**
 * Locale-style Language values some calls send instead of the code: the winner board sends
 * zh_CN for CN (spec: "CN mapped to zh_CN").
 */
const LANGUAGE_ALIASES: Record<string, LanguageCode> = { ZH_CN: 'CN', 'ZH-CN': 'CN' };

/** The code of a Language header value (a code, or an alias such as zh_CN), else null. */
export function languageOfHeader(value: unknown): LanguageCode | null {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (isShippedLanguage(upper)) return upper;
  return LANGUAGE_ALIASES[upper] ?? null;
}

/** The Language value of winner-board calls: CN as zh_CN, the other codes as they are. */
export function winnerBoardLanguage(code: LanguageCode): string {
  return code === 'CN' ? 'zh_CN' : code;
}

/** Normalises a Language header value; unknown or missing falls back to the given default. */
export function normaliseLanguage(value: unknown, fallback: LanguageCode = DEFAULT_LANGUAGE): LanguageCode {
  return languageOfHeader(value) ?? fallback;
}
