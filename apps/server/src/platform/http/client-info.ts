import type { FastifyRequest } from 'fastify';
import { parseCookie } from 'cookie';
import type { LanguageCode } from '@platform/shared';

/** Who sends a request, as the request hooks read it: what login, registration and code requests record. */
export interface ClientInfo {
  ip: string;
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

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    deviceId: request.deviceId,
    language: request.language,
    captchaId: captchaIdOf(request),
  };
}
