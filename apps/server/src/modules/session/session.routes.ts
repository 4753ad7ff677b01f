import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionApi } from '@platform/shared';
import type { RsaKeyStore } from '../../platform/http/rsa-key-store.js';
import { serve } from '../../platform/http/serve.js';
import { captchaIdOf } from '../captcha/index.js';
import type { ClientInfo, LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

/** Per address and merchant; failed logins additionally demand a captcha after three (LoginService). */
const LOGIN_RATE = { rateLimit: { max: 20, timeWindow: 60_000 } };
/** Each free-play login creates an account, so an address gets few. */
const FREEPLAY_RATE = { rateLimit: { max: 10, timeWindow: 3_600_000 } };

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
  serve(app, sessionApi.rsaKey, ({ reply }) => {
    reply.type('text/plain; charset=utf-8');
    return deps.keys.modulusHex;
  });

  serve(app, sessionApi.login, (c) => deps.login.login(c.merchant, c.body, clientOf(c.request)), LOGIN_RATE);
  serve(
    app,
    sessionApi.loginUnsecure,
    (c) => deps.login.login(c.merchant, c.body, clientOf(c.request)),
    LOGIN_RATE,
  );
  serve(
    app,
    sessionApi.loginVerification,
    (c) => deps.login.verify(c.merchant, c.body, clientOf(c.request)),
    LOGIN_RATE,
  );
  serve(
    app,
    sessionApi.loginTelegram,
    (c) => deps.login.telegram(c.merchant, c.body.telegramAuth, clientOf(c.request)),
    LOGIN_RATE,
  );
  serve(
    app,
    sessionApi.loginFreeplay,
    (c) => deps.login.freeplay(c.merchant, clientOf(c.request)),
    FREEPLAY_RATE,
  );

  serve(app, sessionApi.logout, async ({ merchant, request }) => {
    if (request.authToken) await deps.sessions.revoke(merchant, request.authToken);
    return true as const;
  });
  serve(app, sessionApi.logoutAll, async ({ merchant, session }) => {
    await deps.sessions.revokeAll(merchant, session.memberId);
    return { revoked: true };
  });
}
