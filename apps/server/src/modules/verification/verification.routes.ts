import type { FastifyInstance } from 'fastify';
import { emailNoLoginRequest, outboxQuery, smsNoLoginRequest, smsRegisterRequest } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import { captchaIdOf } from '../captcha/captcha.routes.js';
import type { CodeRequestService } from './code-requests.js';
import type { VerificationService } from './verification.service.js';

/** Per-address bound on top of the per-recipient and hourly limits the service keeps. */
const SEND_RATE = { max: 10, timeWindow: 60_000 };

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: { codeRequests: CodeRequestService; verification: VerificationService; devOutbox: boolean },
): void {
  app.post('/wps/verification/sms/noLogin', { config: { rateLimit: SEND_RATE } }, async (request) =>
    deps.codeRequests.smsForLogin(requireMerchant(request.merchant), smsNoLoginRequest.parse(request.body), {
      ip: request.ip,
      language: request.language,
      captchaId: captchaIdOf(request),
    }),
  );

  app.post('/wps/verification/sms/register', { config: { rateLimit: SEND_RATE } }, async (request) =>
    deps.codeRequests.smsForRegistration(
      requireMerchant(request.merchant),
      smsRegisterRequest.parse(request.body),
      { ip: request.ip, language: request.language, captchaId: captchaIdOf(request) },
    ),
  );

  app.post('/wps/verification/email/noLogin', { config: { rateLimit: SEND_RATE } }, async (request) =>
    deps.codeRequests.emailForLogin(
      requireMerchant(request.merchant),
      emailNoLoginRequest.parse(request.body),
      {
        ip: request.ip,
        language: request.language,
        captchaId: captchaIdOf(request),
      },
    ),
  );

  // What the built-in SMS provider and the mailer without SMTP "sent", codes and temporary
  // passwords included: only where DEV_OUTBOX turned it on (never in production).
  if (deps.devOutbox) {
    app.get('/wps/dev/outbox', async (request) =>
      deps.verification.outbox(requireMerchant(request.merchant), outboxQuery.parse(request.query)),
    );
  }
}
