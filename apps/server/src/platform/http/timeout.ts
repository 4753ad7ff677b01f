import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { sendError } from './error-handler.js';
import { isApiPath } from './api-paths.js';

/**
 * A handler that has not answered within the limit gets a 504 timeout_retry_please,
 * matching the client's own 20 s timeout, so a stuck dependency never holds a socket forever.
 */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  // Callback hooks: they run on every request and never wait, so they need no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiPath(request.url)) return done();
    const timer = setTimeout(() => {
      if (!reply.sent && !reply.raw.headersSent) {
        request.log.warn({ url: request.url }, 'request timed out');
        void sendError(request, reply, new AppError('timeout_retry_please'));
      }
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const timer = timers.get(request);
    if (timer) clearTimeout(timer);
    done();
  });
}
