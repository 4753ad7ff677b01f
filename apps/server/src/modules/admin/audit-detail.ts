import { storableText } from '../../platform/db/text.js';

/**
 * The request body as the audit log keeps it: secrets (passwords, codes, captchas, tokens) and
 * uploads (images, files) become "***", long strings are cut, and deep or wide structures are
 * bounded, so the log neither leaks credentials nor grows with whatever a client sends.
 */
export const REDACTED = '***';
const MAX_STRING = 200;
const MAX_ITEMS = 50;
const MAX_DEPTH = 5;

const SECRET_KEY = /password|passwd|captcha|token|secret|image|file|otp|pin$/i;
/** "code" alone or a code that proves something (smsCode, verifyCode); not countryCode or gameCode. */
const CODE_KEY = /^(code|.*(verify|verification|sms|email|auth|security|reset)code)$/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || CODE_KEY.test(key);
}

/** Bounded, and storable: NUL and unpaired surrogates (a cut may split a pair) become U+FFFD. */
function cut(text: string): string {
  return storableText(text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…` : text);
}

export function redactDetail(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactDetail(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… ${value.length - MAX_ITEMS} more`);
    return items;
  }
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return REDACTED;
  if (typeof value === 'object') {
    // Multipart parts and other class instances carry streams and buffers, not settings.
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return REDACTED;
    const out: Record<string, unknown> = {};
    for (const [index, [key, item]] of Object.entries(value as Record<string, unknown>).entries()) {
      if (index >= MAX_ITEMS) break;
      // Defined, not assigned: a "__proto__" key stays data and never becomes the object's prototype.
      Object.defineProperty(out, cut(key), {
        value: isSecretKey(key) ? REDACTED : redactDetail(item, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return null;
}
