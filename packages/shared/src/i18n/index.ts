import type { LanguageCode } from '../languages.js';
import type { ErrorCode } from '../errors.js';
import { cn } from './cn.js';
import { tw } from './tw.js';
import { ja } from './ja.js';
import { en } from './en.js';
import { th } from './th.js';
import { vi } from './vi.js';

export const ERROR_MESSAGES: Record<LanguageCode, Record<ErrorCode, string>> = {
  CN: cn,
  TW: tw,
  JA: ja,
  EN: en,
  TH: th,
  VI: vi,
};

/**
 * A {min}-{max} range with any separator the language files use: hyphen and dashes,
 * tildes and wave dashes (half/full width), or the words 至 / 到 (Chinese), ถึง (Thai),
 * đến (Vietnamese), with or without spaces around them.
 */
const LIMIT_RANGE = /\{min\}\s*(?:[-\u2010-\u2015~\u301C\uFF5E\uFF0D]|至|到|ถึง|đến)\s*\{max\}/gu;

/** Replaces {min} and {max}; when they are equal a single number is shown. */
export function fillLimits(text: string, min?: number, max?: number): string {
  if (min === undefined || max === undefined) return text;
  if (min === max) return text.replace(LIMIT_RANGE, String(min)).replace(/\{min\}|\{max\}/g, String(min));
  return text.replace(/\{min\}/g, String(min)).replace(/\{max\}/g, String(max));
}

/** Replaces each {name} of the text by its value; names without a value stay as they are. */
export function fillParams(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function errorMessage(code: ErrorCode, language: LanguageCode): string {
  return ERROR_MESSAGES[language][code] ?? ERROR_MESSAGES.EN[code] ?? code;
}
