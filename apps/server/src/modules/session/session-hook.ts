import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { CallerResolver } from '../../platform/http/callers.js';

/**
 * Resolves the member of every route whose declared auth names members, once, before the
 * handler runs (CallerResolver.member says what each kind takes).
 */
export function registerSessionResolution(
  app: FastifyInstance,
  callers: Pick<CallerResolver, 'member'>,
): void {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (auth !== 'member' && auth !== 'member:any' && auth !== 'member?') return;
    const merchant = request.merchant;
    if (!merchant) throw new AppError('merchant.header.required');
    const anonymous = request.routeOptions.config?.endpoint?.anonymous;
    if (anonymous && auth !== 'member?' && !request.authToken) throw new AppError(anonymous);
    request.session = await callers.member(merchant, request.authToken, request.ip, auth);
  });
}
