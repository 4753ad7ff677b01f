import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireMerchant } from '../../platform/http/request-context.js';
import type { RsaKeyStore } from '../../platform/http/rsa-key-store.js';
import type { LoginService } from './login.service.js';
import type { SessionService } from './session.service.js';

const usernameLogin = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  type: z.string().max(16).optional(),
});

const LOGIN_RATE = { max: 20, timeWindow: 60_000 };

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

  const login = async (request: import('fastify').FastifyRequest) => {
    const body = usernameLogin.parse(request.body);
    return deps.login.loginWithPassword(requireMerchant(request.merchant), body.username, body.password, {
      ip: request.ip,
      deviceId: request.deviceId,
    });
  };
  app.post('/wps/session/login', { config: { encrypted: true, rateLimit: LOGIN_RATE } }, login);
  app.post('/wps/session/login/unsecure', { config: { rateLimit: LOGIN_RATE } }, login);

  app.delete('/wps/session/logout', async (request) => {
    if (request.authToken) await deps.sessions.revoke(requireMerchant(request.merchant), request.authToken);
    return true;
  });
}
