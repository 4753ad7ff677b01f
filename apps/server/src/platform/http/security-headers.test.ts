import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, SECURITY_POLICY, securityHeaders } from './security-headers.js';

/** The headers helmet itself writes on a real response, run the usual way (per request). */
async function helmetLive(): Promise<Record<string, string>> {
  const middleware = helmet(SECURITY_POLICY);
  const server = http.createServer((req, res) => {
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries([...res.headers].filter(([name]) => !BASE.has(name)));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** What any node:http or Fastify answer carries regardless of helmet. */
const BASE = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

describe('security headers', () => {
  it('are what helmet writes for the platform policy, computed once', async () => {
    const live = await helmetLive();
    expect(securityHeaders(SECURITY_POLICY).set).toEqual(live);
    expect(live['content-security-policy']).toContain(
      "script-src 'self' https://apis.google.com https://telegram.org",
    );
    expect(live['x-content-type-options']).toBe('nosniff');
  });

  it('go out on every answer, found or not, and follow a change of policy', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/x', async () => ({ ok: true }));
    const expected = await helmetLive();
    for (const url of ['/x', '/missing']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();

    const framed = Fastify();
    registerSecurityHeaders(framed, { frameguard: { action: 'deny' } });
    framed.get('/x', async () => 'x');
    expect((await framed.inject({ method: 'GET', url: '/x' })).headers['x-frame-options']).toBe('DENY');
    await framed.close();
  });
});
