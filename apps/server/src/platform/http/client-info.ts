import type { FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import { DEVICE_ID_COOKIE, type LanguageCode } from '@platform/shared';

/** Who sends a request, as the request hooks read it: what login, registration and code requests record. */
export interface ClientInfo {
  ip: string;
  /** The device's persisted id (see deviceIdOf), null when the client sends none. */
  deviceId: string | null;
  language: LanguageCode;
  /** From the captchaId cookie. */
  captchaId: string | null;
}

/** The cookie GET /wps/captcha sets beside the image it answers. */
export const CAPTCHA_COOKIE = 'captchaId';

/** The captcha id the client got with its image. */
export function captchaIdOf(request: FastifyRequest): string | null {
  // Parsed here, the one place a cookie is read, rather than on every request by a hook.
  const header = request.headers.cookie;
  if (typeof header !== 'string' || !header.includes(CAPTCHA_COOKIE)) return null;
  const value = parseCookie(header)[CAPTCHA_COOKIE];
  return typeof value === 'string' && value.length <= 64 ? value : null;
}

/** The field clients' cookie of the persisted device id (also sent as loginDeviceId). */
export const FIELD_DEVICE_COOKIE = 'SHELL_deviceId';

const DEVICE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

/**
 * A device id as the fraud rules may trust it to tell devices apart: 8 to 64 letters, digits and
 * . _ : -. The Device header's kinds (web, OTHERS, MOBILE) are too short to pass.
 */
export function validDeviceId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return DEVICE_ID.test(id) ? id : null;
}

/**
 * The device a request comes from: the body's loginDeviceId (login and registration), else the
 * device cookie (the field clients' SHELL_deviceId, the web app's deviceId), else a Device header
 * holding an id rather than a kind of device.
 */
export function deviceIdOf(request: FastifyRequest): string | null {
  const body = request.body as { loginDeviceId?: unknown } | null | undefined;
  const fromBody = body && typeof body === 'object' ? validDeviceId(body.loginDeviceId) : null;
  if (fromBody) return fromBody;
  const header = request.headers.cookie;
  if (typeof header === 'string' && header.includes('eviceId')) {
    const cookies = parseCookie(header);
    const fromCookie =
      validDeviceId(cookies[FIELD_DEVICE_COOKIE]) ?? validDeviceId(cookies[DEVICE_ID_COOKIE]);
    if (fromCookie) return fromCookie;
  }
  return validDeviceId(request.deviceId);
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    deviceId: deviceIdOf(request),
    language: request.language,
    captchaId: captchaIdOf(request),
  };
}
