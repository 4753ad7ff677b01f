import { parse as parseQueryString } from 'node:querystring';
import { parseRequestJson } from './input-guard.js';

/**
 * Form-encoded bodies. Some field clients (a C# betting bot's login) label a JSON object, or a
 * loosely written one (bare keys, single quotes, a trailing comma), as a form; such a body is
 * read as that object. Any other form body, and one that is no object after all, is read as
 * `key=value&…` (the route's schema then refuses what it cannot use). Never throws.
 */
export function parseFormBody(text: string): Record<string, unknown> {
  const asForm = () => parseQueryString(text) as Record<string, unknown>;
  let trimmed = text.trim();
  if (/^%7B/i.test(trimmed)) {
    try {
      trimmed = decodeURIComponent(trimmed.replace(/\+/g, ' '));
    } catch {
      return asForm();
    }
  }
  if (!trimmed.startsWith('{')) return asForm();
  const value = looseObject(trimmed);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : asForm();
}

function attempt(text: string): unknown {
  try {
    return parseRequestJson(text);
  } catch {
    return undefined;
  }
}

function looseObject(text: string): unknown {
  return (
    attempt(text) ??
    attempt(
      text
        // 'single quoted' strings become "double quoted" ones
        .replace(/'((?:[^'\\]|\\.)*)'/g, (_m, inner: string) => JSON.stringify(inner.replace(/\\'/g, "'")))
        // bare keys get their quotes
        .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
        // a comma before a closing brace or bracket goes
        .replace(/,\s*([}\]])/g, '$1'),
    )
  );
}
