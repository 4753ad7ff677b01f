import type { FastifyInstance } from 'fastify';
import { legacySiteApi, sessionApi } from '@platform/shared';
import type { RsaKeyStore } from '../../platform/http/rsa-key-store.js';
import { serve } from '../../platform/http/serve.js';
import type { LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

/** Per address and merchant; failed logins additionally demand a captcha after three (LoginService). */
const LOGIN_RATE = { rateLimit: { max: 20, timeWindow: 60_000 } };
/** Each free-play login creates an account, so an address gets few. */
const FREEPLAY_RATE = { rateLimit: { max: 10, timeWindow: 3_600_000 } };
/** A name is looked up per call; more than a sign-up page needs, not enough to walk the names. */
const TRIAL_NAME_RATE = { rateLimit: { max: 30, timeWindow: 60_000 } };

export function registerSessionRoutes(
  app: FastifyInstance,
  deps: { keys: RsaKeyStore; login: LoginService; sessions: SessionService },
): void {
  serve(app, sessionApi.rsaKey, ({ reply }) => {
    reply.type('text/plain; charset=utf-8');
    return deps.keys.modulusHex;
  });

  serve(app, sessionApi.login, (c) => deps.login.login(c.merchant, c.body, c.client), LOGIN_RATE);
  serve(app, sessionApi.loginUnsecure, (c) => deps.login.login(c.merchant, c.body, c.client), LOGIN_RATE);
  serve(
    app,
    sessionApi.loginVerification,
    (c) => deps.login.verify(c.merchant, c.body, c.client),
    LOGIN_RATE,
  );
  serve(
    app,
    sessionApi.loginTelegram,
    (c) => deps.login.telegram(c.merchant, c.body.telegramAuth, c.client),
    LOGIN_RATE,
  );
  serve(app, sessionApi.loginFreeplay, (c) => deps.login.freeplay(c.merchant, c.client), FREEPLAY_RATE);
  serve(app, legacySiteApi.trialUser, (c) => deps.login.trialUsername(c.merchant), TRIAL_NAME_RATE);

  serve(app, sessionApi.logout, (c) => deps.sessions.logout(c.merchant, c.request.authToken));
  serve(app, sessionApi.touch, () => true as const);
  serve(app, sessionApi.logoutAll, (c) => deps.sessions.logoutEverywhere(c.merchant, c.session));
}
