import type { FastifyRequest } from 'fastify';

export const CAPTCHA_COOKIE = 'captchaId';

/** The captcha id the client got with its image (cookie set by GET /wps/captcha). */
export function captchaIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CAPTCHA_COOKIE];
  return typeof value === 'string' && value.length <= 64 ? value : null;
}
