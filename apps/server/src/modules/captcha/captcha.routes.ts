import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captchaQuery, okEnvelope } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { CaptchaService } from './captcha.service.js';

export const CAPTCHA_COOKIE = 'captchaId';

/** The captcha id the client got with its image (cookie set by GET /wps/captcha). */
export function captchaIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CAPTCHA_COOKIE];
  return typeof value === 'string' && value.length <= 64 ? value : null;
}

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  app.get(
    '/wps/captcha',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      captchaQuery.parse(request.query);
      const issued = await captcha.create(requireMerchant(request.merchant));
      reply.setCookie(CAPTCHA_COOKIE, issued.id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: '/',
        maxAge: issued.maxAgeSeconds,
      });
      // A string answer skips Fastify's preSerialization hook, so the envelope is built here.
      return okEnvelope(issued.pngBase64);
    },
  );

  app.get('/wps/captcha/geetest', async (request) => {
    captchaQuery.parse(request.query);
    return captcha.geetest(requireMerchant(request.merchant));
  });
}
