import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.js';

/**
 * GET answers of the API carry a strong validator and say what they vary on, so
 * browsers and the client's in-flight de-duplication can share them safely:
 * an answer for one merchant, language or token is never reused for another.
 */
export function registerApiCaching(app: FastifyInstance): void {
  // A callback hook: it runs on every answer and never waits, so it needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiPath(request.url)) return done(null, payload);
    reply.header('Vary', 'Merchant, Language, Authorization');
    if (request.method !== 'GET' || reply.statusCode !== 200) {
      reply.header('Cache-Control', 'no-store');
      return done(null, payload);
    }
    reply.header('Cache-Control', 'private, no-cache');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const etag = `"${hash('sha1', payload, 'base64url')}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return done(null, '');
    }
    done(null, payload);
  });
}
