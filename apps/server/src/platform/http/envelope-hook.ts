import type { FastifyInstance } from 'fastify';
import { isEnvelope, okEnvelope } from '@platform/shared';
import { isLotteryPath, pathOf } from './api-paths.js';

/**
 * /wps and /admin/api handlers return their value; this wraps it in the envelope on the way out.
 * Handlers that already built an envelope, /lgw routes and bare routes pass through.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const path = pathOf(request.url);
    const enveloped = path.startsWith('/wps') || path.startsWith('/admin/api/');
    if (!enveloped || isLotteryPath(path) || request.routeOptions.config?.bare) return done(null, payload);
    if (reply.statusCode >= 400 || isEnvelope(payload)) return done(null, payload);
    done(null, okEnvelope(payload));
  });
}
