import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionService } from './session.service.js';

/**
 * Resolves the member of every route whose declared auth names members, once, before the
 * handler runs: `member` needs a full session, `member:any` also takes one held to the forced
 * password change, `member?` takes the session when a valid token came and nobody otherwise.
 */
export function registerSessionResolution(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (auth !== 'member' && auth !== 'member:any' && auth !== 'member?') return;
    const merchant = request.merchant;
    if (!merchant) throw new AppError('merchant.header.required');
    if (auth === 'member?') {
      request.session = request.authToken
        ? await sessions.resolve(merchant, request.authToken, request.ip)
        : null;
      return;
    }
    request.session = await sessions.require(merchant, request.authToken, request.ip, {
      allowPasswordChangeOnly: auth === 'member:any',
    });
  });
}
