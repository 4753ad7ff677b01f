import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.js';

/**
 * GET answers of the API carry a strong validator and say what they vary on, so
 * browsers and the client's in-flight de-duplication can share them safely:
 * an answer for one merchant, language or token is never reused for another.
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) return payload;
    reply.header('Vary', 'Merchant, Language, Authorization');
    if (request.method !== 'GET' || reply.statusCode !== 200) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    reply.header('Cache-Control', 'private, no-cache');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
