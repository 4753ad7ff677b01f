import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { FIRST_VIEW_LOADER_HASH } from './first-view.js';

/** The platform's policy: its own scripts, the sign-in widgets, and the merchant's other domains. */
export const SECURITY_POLICY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Third-party sign-in: Firebase's popup helper and the Telegram login widget; the one inline
      // script, the landing page's loader, by its hash.
      scriptSrc: ["'self'", 'https://apis.google.com', 'https://telegram.org', FIRST_VIEW_LOADER_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      // Speed tests and game lobbies talk to the merchant's other domains.
      connectSrc: ["'self'", 'ws:', 'wss:', 'https:', 'http:'],
      frameSrc: ["'self'", 'https:'],
    },
  },
  crossOriginEmbedderPolicy: false,
};

export interface SecurityHeaders {
  set: Record<string, string>;
  removed: string[];
}

/**
 * What helmet writes for `options`, worked out once. Its headers depend on the options alone
 * (no nonces here), while running helmet per request (as @fastify/helmet does) parses the
 * policy again for every call, a measurable share of a cached API answer.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): SecurityHeaders {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  return { set, removed };
}

/** Sends the security headers on every answer, pages and API alike. */
export function registerSecurityHeaders(app: FastifyInstance, options = SECURITY_POLICY): void {
  const { set, removed } = securityHeaders(options);
  const names = Object.keys(set);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of names) raw.setHeader(name, set[name]!);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}
