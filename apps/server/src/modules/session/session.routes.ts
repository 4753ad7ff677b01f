import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginRequest, loginVerificationRequest, telegramLoginRequest } from '@platform/shared';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { RsaKeyStore } from '../../platform/http/rsa-key-store.js';
import { captchaIdOf } from '../captcha/captcha.routes.js';
import type { ClientInfo, LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

/** Per address and merchant; failed logins additionally demand a captcha after three (LoginService). */
const LOGIN_RATE = { max: 20, timeWindow: 60_000 };
/** Each free-play login creates an account, so an address gets few. */
const FREEPLAY_RATE = { max: 10, timeWindow: 3_600_000 };

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    deviceId: request.deviceId,
    language: request.language,
    captchaId: captchaIdOf(request),
  };
}

export function registerSessionRoutes(
  app: FastifyInstance,
  deps: { keys: RsaKeyStore; login: LoginService; sessions: SessionService },
): void {
  app.get(
    '/wps/session/key/rsa',
    { config: { merchant: 'optional', bare: true } },
    async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return deps.keys.modulusHex;
    },
  );

  const login = async (request: FastifyRequest) =>
    deps.login.login(requireMerchant(request.merchant), loginRequest.parse(request.body), clientOf(request));
  app.post('/wps/session/login', { config: { encrypted: true, rateLimit: LOGIN_RATE } }, login);
  app.post('/wps/session/login/unsecure', { config: { rateLimit: LOGIN_RATE } }, login);

  app.post(
    '/wps/session/login/verification',
    { config: { encrypted: true, rateLimit: LOGIN_RATE } },
    async (request) =>
      deps.login.verify(
        requireMerchant(request.merchant),
        loginVerificationRequest.parse(request.body),
        clientOf(request),
      ),
  );

  app.post('/wps/session/login/telegram', { config: { rateLimit: LOGIN_RATE } }, async (request) => {
    const body = telegramLoginRequest.parse(request.body);
    return deps.login.telegram(requireMerchant(request.merchant), body.telegramAuth, clientOf(request));
  });

  app.post('/wps/session/login/freeplay', { config: { rateLimit: FREEPLAY_RATE } }, async (request) =>
    deps.login.freeplay(requireMerchant(request.merchant), clientOf(request)),
  );

  app.delete('/wps/session/logout', async (request) => {
    if (request.authToken) await deps.sessions.revoke(requireMerchant(request.merchant), request.authToken);
    return true;
  });

  /** Ends every session of the member, this one included ("log out of all devices"). */
  app.delete('/wps/session/logout/all', async (request) => {
    const merchant = requireMerchant(request.merchant);
    const session = await deps.sessions.require(merchant, request.authToken, request.ip, {
      allowPasswordChangeOnly: true,
    });
    await deps.sessions.revokeAll(merchant, session.memberId);
    return { revoked: true };
  });
}
