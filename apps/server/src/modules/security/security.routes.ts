import type { FastifyInstance, FastifyRequest } from 'fastify';
import { totpCodeRequest } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { SessionService } from '../session/session.service.js';
import type { TwoFactorService } from './two-factor.service.js';

const ENROL_RATE = { max: 10, timeWindow: 60_000 };

export function registerSecurityRoutes(
  app: FastifyInstance,
  deps: { sessions: SessionService; twoFactor: TwoFactorService },
): void {
  const session = (request: FastifyRequest) =>
    deps.sessions.require(requireMerchant(request.merchant), request.authToken, request.ip);

  app.get('/wps/v2/member/securityConfig', async (request) =>
    deps.twoFactor.config(requireMerchant(request.merchant), await session(request)),
  );

  /** Authenticator (ga) enrolment: start answers the secret, its otpauth URI and a QR code of it. */
  app.post('/wps/v2/member/security/ga/start', { config: { rateLimit: ENROL_RATE } }, async (request) =>
    deps.twoFactor.startTotp(requireMerchant(request.merchant), await session(request)),
  );
  app.post('/wps/v2/member/security/ga/confirm', { config: { rateLimit: ENROL_RATE } }, async (request) => {
    const { code } = totpCodeRequest.parse(request.body);
    return deps.twoFactor.confirmTotp(requireMerchant(request.merchant), await session(request), code);
  });
  app.post('/wps/v2/member/security/ga/disable', { config: { rateLimit: ENROL_RATE } }, async (request) => {
    const { code } = totpCodeRequest.parse(request.body);
    return deps.twoFactor.disableTotp(requireMerchant(request.merchant), await session(request), code);
  });
}
