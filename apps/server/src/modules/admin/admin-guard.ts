import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import {
  adminAreaOf,
  adminRoleAllows,
  adminSessionApi,
  type AdminArea,
  type EndpointAuth,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { syncFirstHook } from '../../platform/http/sync-first-hook.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import { pathOf } from '../../platform/http/api-paths.js';
import { isClientError } from '../../platform/http/error-handler.js';
import type { Db } from '../../platform/db/client.js';
import type { AdminContext, AdminService } from './admin.service.js';
import type { AuditLog } from './audit-log.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an /admin/api call, set by the admin guard once it let the call through. */
    admin: AdminContext | null;
  }
}

const ADMIN_PREFIX = '/admin/api/';
export const ADMIN_LOGIN_ROUTE = adminSessionApi.login.path;
/** Open to every logged-in operator whatever the role: who am I, and log me out. */
const SESSION_ROUTES = new Set(['/admin/api/session', '/admin/api/session/logout']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The operator behind an /admin/api route registered without serve(): the guard has resolved it
 * already for every route it checks (serve() hands it to declared handlers as `operator`);
 * resolving the token again would repeat its query, so that happens only for a route it skipped.
 */
export async function operatorOf(request: FastifyRequest, admins: AdminService): Promise<AdminContext> {
  return request.admin ?? admins.require(requireMerchant(request.merchant), request.authToken);
}

export function actionOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? pathOf(request.url)}`;
}

/** The route's :id, or its only parameter when it is named otherwise (:typeId). */
export function targetOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const value = params.id ?? (Object.keys(params).length === 1 ? Object.values(params)[0] : undefined);
  return typeof value === 'string' && value !== '' ? value.slice(0, 64) : null;
}

/** A 2xx answer that is not an error envelope. */
function succeeded(statusCode: number, payload: unknown): boolean {
  if (statusCode < 200 || statusCode >= 300) return false;
  if (typeof payload === 'string') {
    if (!payload.startsWith('{')) return true;
    try {
      return (JSON.parse(payload) as { success?: unknown }).success !== false;
    } catch {
      return true;
    }
  }
  if (payload && typeof payload === 'object' && !Buffer.isBuffer(payload)) {
    return (payload as { success?: unknown }).success !== false;
  }
  return true;
}

function isChangeRoute(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith(ADMIN_PREFIX) && methods.some((method) => !READS.has(method));
}

/**
 * Whether a call needs an operator: a declared route says so by its auth. A route registered
 * without a declaration (the lottery, game, agent, promotion, points and message back offices
 * still are) needs one when its path is under /admin/api and is not the login, which is the rule
 * every /admin/api route followed before routes were declared; registerAdminGuard's
 * `requireDeclaredAuth` refuses such routes instead once none is left.
 */
function needsOperator(auth: EndpointAuth | undefined, route: string): boolean {
  if (auth !== undefined) return auth === 'operator';
  return route.startsWith(ADMIN_PREFIX) && route !== ADMIN_LOGIN_ROUTE;
}

/** An /admin/api route that would answer without an operator is a mistake: it fails at registration. */
function checkDeclaration(route: RouteOptions, requireDeclaredAuth: boolean): void {
  if (!route.url.startsWith(ADMIN_PREFIX)) return;
  const auth = route.config?.auth;
  if (auth === undefined) {
    if (requireDeclaredAuth) throw new Error(`${route.url}: an /admin/api route must declare its auth`);
    return;
  }
  const expected: EndpointAuth = route.url === ADMIN_LOGIN_ROUTE ? 'visitor' : 'operator';
  if (auth !== expected) throw new Error(`${route.url}: must declare auth '${expected}', not '${auth}'`);
}

/** The reply a handler is answering from inside its transaction, so that its sends can be held. */
const answering = new AsyncLocalStorage<FastifyReply>();

/**
 * What a handler sends with reply.send() is held until its transaction has committed, so the
 * client never hears of a change that then rolls back. Sends from elsewhere (the request
 * timeout) go out at once. The reply stops being a thenable meanwhile: a handler returning it
 * would otherwise wait for an answer that waits for the handler.
 */
function holdSends(reply: FastifyReply) {
  const send = reply.send;
  let held: { payload: unknown } | null = null;
  let answeredElsewhere = false;
  Object.defineProperty(reply, 'send', {
    configurable: true,
    writable: true,
    value(this: FastifyReply, payload?: unknown) {
      if (answering.getStore() === reply) {
        held = { payload };
        return this;
      }
      answeredElsewhere = true;
      return send.call(this, payload);
    },
  });
  Object.defineProperty(reply, 'then', { configurable: true, writable: true, value: undefined });
  return {
    run: <T>(handler: () => T) => answering.run(reply, handler),
    held: () => held,
    /** The request timeout answered while the handler ran. */
    answered: () => answeredElsewhere || reply.sent,
    restore() {
      delete (reply as { send?: unknown }).send;
      delete (reply as { then?: unknown }).then;
    },
    release(): FastifyReply | null {
      return held ? send.call(reply, held.payload) : null;
    },
  };
}

/**
 * A non-read /admin/api handler and its audit entry run in one transaction (the ambient one of
 * platform/db/ambient.ts, which every repository's queries join): an entry that cannot be written
 * rolls the change back and the request fails. A refusal (4xx) commits what the services chose to
 * keep, such as a counted failed login, and is not audited as a change; anything else rolls back.
 */
function audited(handler: RouteHandlerMethod, deps: AdminGuardDeps): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    if (READS.has(request.method)) return handler.call(this, request, reply);
    const hold = holdSends(reply);
    let refusal: unknown = null;
    let value: unknown;
    try {
      value = await deps.db.transaction(async () => {
        let answer: unknown;
        try {
          answer = await hold.run(() => handler.call(this, request, reply));
        } catch (error) {
          if (!isClientError(error)) throw error;
          refusal = error;
          return undefined;
        }
        // The request timed out meanwhile and the client was told to retry: nothing happens.
        if (hold.answered()) throw new AppError('timeout_retry_please');
        if (answer === reply) answer = undefined;
        const payload = hold.held()?.payload ?? answer;
        if (request.admin && succeeded(reply.statusCode, payload)) {
          await deps.audit
            .record({
              admin: request.admin,
              action: actionOf(request),
              area: adminAreaOf(request.routeOptions.url ?? ''),
              targetId: targetOf(request),
              body: request.body,
              ip: request.ip,
              outcome: 'OK',
            })
            .catch((error: unknown) => {
              request.log.error({ err: error }, 'audit entry not written: the change is rolled back');
              throw error;
            });
        }
        return answer;
      });
    } catch (error) {
      // The timeout has answered already; what the handler did is undone and there is no one to tell.
      if (hold.answered()) {
        request.log.warn({ err: error }, 'change rolled back after the request timed out');
        return undefined;
      }
      throw error;
    } finally {
      hold.restore();
    }
    if (refusal) throw refusal;
    return hold.release() ?? value;
  };
}

interface AdminGuardDeps {
  admins: AdminService;
  audit: AuditLog;
  /** The ambient-transaction handle (Database.db) the repositories share. */
  db: Db;
}

export interface AdminGuardOptions {
  /** Refuse to register an /admin/api route that declares no auth, instead of guarding it by its path. */
  requireDeclaredAuth?: boolean;
}

/**
 * The one gate of the back office. Every route declared `operator` (every /admin/api route except
 * login) needs an operator of the request's merchant (a token of another merchant does not
 * resolve) whose role may use the route's area (ADMIN_AREA_PREFIXES; a route no prefix names is
 * for owners only). The check runs on the parsed body before anything else looks at it, so every
 * refusal is audited as DENIED whatever the body holds, and a DENIED entry that cannot be written
 * fails the request. Every successful change (any non-read call, login included) is audited in the
 * transaction of the change, so no module has to remember to do either. Routes must be registered
 * after this.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  deps: AdminGuardDeps,
  options: AdminGuardOptions = {},
): void {
  app.decorateRequest('admin', null);

  // Most requests are not the back office's and pass without a promise.
  app.addHook(
    'preValidation',
    syncFirstHook((request) => {
      const route = request.routeOptions.url;
      if (!route || !needsOperator(request.routeOptions.config?.auth, route)) return undefined;
      return resolveOperator(request, route, deps);
    }),
  );

  app.addHook('onRoute', (route) => {
    checkDeclaration(route, options.requireDeclaredAuth ?? false);
    if (isChangeRoute(route)) route.handler = audited(route.handler, deps);
  });
}

/** The operator of a back-office request, refused (and audited) when the role does not reach the route's area. */
async function resolveOperator(request: FastifyRequest, route: string, deps: AdminGuardDeps): Promise<void> {
  if (!request.merchant) throw new AppError('merchant.header.required');
  const admin = await deps.admins.require(request.merchant, request.authToken);
  const area: AdminArea | null = adminAreaOf(route);
  if (!SESSION_ROUTES.has(route) && !adminRoleAllows(admin.role, area)) {
    try {
      await deps.audit.record({
        admin,
        action: actionOf(request),
        area,
        targetId: targetOf(request),
        body: request.body,
        ip: request.ip,
        outcome: 'DENIED',
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry of a refused call not written');
      throw new AppError('system.error');
    }
    throw new AppError('permission.denied');
  }
  request.admin = admin;
}
