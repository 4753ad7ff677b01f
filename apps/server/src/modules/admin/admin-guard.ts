import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminAreaOf, adminRoleAllows, type AdminArea } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { requireMerchant } from '../../platform/http/request-context.js';
import { pathOf } from '../../platform/http/api-paths.js';
import type { AdminContext, AdminService } from './admin.service.js';
import type { AuditLog } from './audit-log.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an /admin/api call, set by the admin guard once it let the call through. */
    admin: AdminContext | null;
  }
}

const ADMIN_PREFIX = '/admin/api/';
export const ADMIN_LOGIN_ROUTE = '/admin/api/session/login';
/** Open to every logged-in operator whatever the role: who am I, and log me out. */
const SESSION_ROUTES = new Set(['/admin/api/session', '/admin/api/session/logout']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The operator behind an /admin/api call. The guard has resolved it already for every route it
 * checks; resolving the token again would repeat its query, so that happens only for a route the
 * guard skipped.
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
  if (typeof payload !== 'string' || !payload.startsWith('{')) return true;
  try {
    return (JSON.parse(payload) as { success?: unknown }).success !== false;
  } catch {
    return true;
  }
}

/**
 * The one gate of the back office. Every /admin/api route except login needs an operator of the
 * request's merchant (a token of another merchant does not resolve) whose role may use the route's
 * area (ADMIN_AREA_PREFIXES; a route no prefix names is for owners only). Refusals are audited as
 * DENIED; every successful change (any non-read call, login included) is audited once the answer
 * is known, so no module has to remember to do either.
 */
export function registerAdminGuard(
  app: FastifyInstance,
  deps: { admins: AdminService; audit: AuditLog },
): void {
  app.decorateRequest('admin', null);

  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    if (!route || !route.startsWith(ADMIN_PREFIX) || route === ADMIN_LOGIN_ROUTE) return;
    if (!request.merchant) throw new AppError('merchant.header.required');
    const admin = await deps.admins.require(request.merchant, request.authToken);
    const area: AdminArea | null = adminAreaOf(route);
    if (!SESSION_ROUTES.has(route) && !adminRoleAllows(admin.role, area)) {
      await deps.audit
        .record({
          admin,
          action: actionOf(request),
          area,
          targetId: targetOf(request),
          body: request.body,
          ip: request.ip,
          outcome: 'DENIED',
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'audit entry not written'));
      throw new AppError('permission.denied');
    }
    request.admin = admin;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!request.admin || !route?.startsWith(ADMIN_PREFIX) || READS.has(request.method)) return payload;
    if (!succeeded(reply.statusCode, payload)) return payload;
    try {
      await deps.audit.record({
        admin: request.admin,
        action: actionOf(request),
        area: adminAreaOf(route),
        targetId: targetOf(request),
        body: request.body,
        ip: request.ip,
        outcome: 'OK',
      });
    } catch (error) {
      // The change itself has committed; a lost audit line is logged rather than turned into an error.
      request.log.error({ err: error }, 'audit entry not written');
    }
    return payload;
  });
}
