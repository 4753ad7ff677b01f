import type { FastifyInstance } from 'fastify';
import { verificationApi, type EndpointSpec } from '@platform/shared';
import { serve, type Call } from '../../platform/http/serve.js';
import type { CodeRequestService, Requester } from './code-requests.js';
import type { VerificationService } from './verification.service.js';

/** Per-address bound on top of the per-recipient and hourly limits the service keeps. */
const SEND_RATE = { rateLimit: { max: 10, timeWindow: 60_000 } };

const requesterOf = ({ client }: Pick<Call<EndpointSpec>, 'client'>): Requester => ({
  ip: client.ip,
  language: client.language,
  captchaId: client.captchaId,
});

export function registerVerificationRoutes(
  app: FastifyInstance,
  deps: { codeRequests: CodeRequestService; verification: VerificationService; devOutbox: boolean },
): void {
  serve(
    app,
    verificationApi.smsForLogin,
    (c) => deps.codeRequests.smsForLogin(c.merchant, c.body, requesterOf(c)),
    SEND_RATE,
  );
  serve(
    app,
    verificationApi.smsForRegistration,
    (c) => deps.codeRequests.smsForRegistration(c.merchant, c.body, requesterOf(c)),
    SEND_RATE,
  );
  serve(
    app,
    verificationApi.smsSend,
    (c) => deps.codeRequests.smsFor(c.merchant, c.body, requesterOf(c)),
    SEND_RATE,
  );
  serve(
    app,
    verificationApi.emailForLogin,
    (c) => deps.codeRequests.emailForLogin(c.merchant, c.body, requesterOf(c)),
    SEND_RATE,
  );

  // What the built-in SMS provider and the mailer without SMTP "sent", codes and temporary
  // passwords included: only where DEV_OUTBOX turned it on (never in production).
  if (deps.devOutbox) {
    serve(app, verificationApi.devOutbox, (c) => deps.verification.outbox(c.merchant, c.query));
  }
}
