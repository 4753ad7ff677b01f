import type { FastifyRequest } from 'fastify';
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
  const value = request.cookies?.[CAPTCHA_COOKIE];
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
