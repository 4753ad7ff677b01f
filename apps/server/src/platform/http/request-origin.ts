import type { FastifyRequest } from 'fastify';

const HOST = /^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9.-]{1,253})(:[0-9]{1,5})?$/;

/**
 * scheme://host[:port] the client used for this request (behind trusted proxies, the forwarded
 * ones), or null when the Host header is missing or not a plain host name, so a crafted header
 * can never put markup or a path into a URL built from it.
 */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || !HOST.test(host)) return null;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}
