import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from '@platform/shared';

const STORAGE_KEY = 'deviceId';
const VALID = new RegExp(`^[0-9A-Za-z-]{${DEVICE_ID_LENGTH}}$`);

export function isValidDeviceId(value: unknown): value is string {
  return typeof value === 'string' && VALID.test(value);
}

function readCookie(doc: Document, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be full or disabled; the cookie copy still identifies the device.
  }
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts (plain http on a LAN address) have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The device id sent in the Device header: 36 characters, kept in localStorage and in a 365-day cookie.
 * An existing valid id (from either place) is reused so the device keeps one identity.
 */
export function getOrCreateDeviceId(doc: Document = document): string {
  const existing = [readLocal(STORAGE_KEY), readCookie(doc, DEVICE_ID_COOKIE)].find(isValidDeviceId);
  const id = existing ?? newId();
  writeLocal(STORAGE_KEY, id);
  const maxAge = DEVICE_ID_COOKIE_DAYS * 24 * 60 * 60;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${DEVICE_ID_COOKIE}=${encodeURIComponent(id)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  return id;
}
