import type { FastifyInstance } from 'fastify';
import { stringifySetCookie } from 'cookie';
import { captchaApi } from '@platform/shared';
import { serve } from '../../platform/http/serve.js';
import { CAPTCHA_COOKIE } from './captcha-cookie.js';
import type { CaptchaService } from './captcha.service.js';

const IMAGE_RATE = { rateLimit: { max: 60, timeWindow: 60_000 } };

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  serve(
    app,
    captchaApi.image,
    async ({ merchant, request, reply }) => {
      const issued = await captcha.create(merchant);
      reply.header(
        'Set-Cookie',
        stringifySetCookie({
          name: CAPTCHA_COOKIE,
          value: issued.id,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          path: '/',
          maxAge: issued.maxAgeSeconds,
        }),
      );
      return issued.pngBase64;
    },
    IMAGE_RATE,
  );

  serve(app, captchaApi.geetest, ({ merchant }) => captcha.geetest(merchant));
}
