import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from './api-paths.js';
import { compressText, textEncodingFor, type TextEncoding } from './text-compression.js';

/**
 * GET answers of the API carry a strong validator and say what they vary on, so
 * browsers and the client's in-flight de-duplication can share them safely:
 * an answer for one merchant, language or token is never reused for another.
 * Answers of 1 KB and more go out compressed when the client accepts it.
 */
export function registerApiCaching(app: FastifyInstance): void {
  // A callback hook: most answers need no waiting, so they need no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiPath(request.url)) return done(null, payload);
    reply.header('Vary', 'Merchant, Language, Authorization, Accept-Encoding');
    const text = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    const encoding =
      text !== null && !reply.hasHeader('content-encoding')
        ? textEncodingFor(request.headers['accept-encoding'], text.length)
        : null;
    if (request.method !== 'GET' || reply.statusCode !== 200) {
      reply.header('Cache-Control', 'no-store');
      return sendEncoded(reply, payload, encoding, done);
    }
    reply.header('Cache-Control', 'private, no-cache');
    if (text === null) return done(null, payload);
    // The same answer in another encoding is another representation, so its validator differs.
    const etag = `"${hash('sha1', text, 'base64url')}${encoding ? `-${encoding}` : ''}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return done(null, '');
    }
    return sendEncoded(reply, text, encoding, done);
  });
}

function sendEncoded(
  reply: FastifyReply,
  payload: unknown,
  encoding: TextEncoding | null,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (!encoding) return done(null, payload);
  compressText(payload as string | Buffer, encoding).then(
    (body) => {
      reply.header('Content-Encoding', encoding).removeHeader('content-length');
      done(null, body);
    },
    // Compression is an optimisation: the answer still goes out, as it is.
    () => done(null, payload),
  );
}
