import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { CallerResolver } from '../../platform/http/callers.js';
import { syncFirstHook } from '../../platform/http/sync-first-hook.js';

/**
 * Resolves the member of every route whose declared auth names members, once, before the
 * handler runs (CallerResolver.member says what each kind takes).
 */
export function registerSessionResolution(
  app: FastifyInstance,
  callers: Pick<CallerResolver, 'member' | 'cachedMember'>,
): void {
  app.decorateRequest('session', null);
  // A session memory holds is applied at once; only a miss waits.
  app.addHook(
    'preHandler',
    syncFirstHook((request) => resolveSession(request, callers)),
  );
}

function resolveSession(
  request: FastifyRequest,
  callers: Pick<CallerResolver, 'member' | 'cachedMember'>,
): Promise<void> | undefined {
  const auth = request.routeOptions.config?.auth;
  if (auth !== 'member' && auth !== 'member:any' && auth !== 'member?') return;
  const merchant = request.merchant;
  if (!merchant) throw new AppError('merchant.header.required');
  const anonymous = request.routeOptions.config?.endpoint?.anonymous;
  if (anonymous && auth !== 'member?' && !request.authToken) throw new AppError(anonymous);
  const cached = callers.cachedMember(merchant, request.authToken, request.ip, auth);
  if (cached !== undefined) {
    request.session = cached;
    return;
  }
  return callers.member(merchant, request.authToken, request.ip, auth).then((session) => {
    request.session = session;
  });
}
