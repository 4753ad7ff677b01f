import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { pathOf } from './api-paths.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a client or proxy may hand in: short and plain, so it can be logged and echoed as is. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the X-Request-Id a proxy or client sent when it is a plain short token,
 * so one id follows a call through the proxy's log and ours; else a new one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * One log line per request, written when the answer has gone, instead of Fastify's two: the
 * request id (also in the X-Request-Id answer header and in every line logged while the request
 * ran, errors included), method, path, status, time, merchant. The path is logged without its
 * query string and no header is logged, so tokens, passwords and codes never reach the log.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        merchant: request.merchant?.code,
      },
      'request',
    );
    done();
  });
}
