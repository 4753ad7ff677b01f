/**
 * Image and game-launch hosts (settings imageCDNs and launchGameCDNs): when the merchant lists
 * some, one is picked at random among those that are http(s) URLs; without a usable one the
 * default host (the caller's fallback) is used.
 */
/** scheme://host[:port] at the start of an http(s) URL; no credentials, no spaces. */
const HTTP_ORIGIN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(?=[/?#]|$)/i;

/** The origin of an http(s) URL (as URL.origin gives it), else null. */
function httpOrigin(value: string): string | null {
  const match = HTTP_ORIGIN.exec(value.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[3];
  if (port !== undefined && Number(port) > 65_535) return null;
  const defaultPort = scheme === 'https' ? '443' : '80';
  return port === undefined || port === defaultPort
    ? `${scheme}://${host}`
    : `${scheme}://${host}:${Number(port)}`;
}

export function usableHosts(hosts: readonly string[] | null | undefined): string[] {
  const origins: string[] = [];
  for (const host of hosts ?? []) {
    const origin = typeof host === 'string' ? httpOrigin(host) : null;
    if (origin) origins.push(origin);
  }
  return origins;
}

/** A random usable host of the list (random() in [0, 1)), else the fallback. */
export function pickHost<T extends string | null>(
  hosts: readonly string[] | null | undefined,
  fallback: T,
  random: () => number = Math.random,
): string | T {
  const origins = usableHosts(hosts);
  if (origins.length === 0) return fallback;
  return origins[Math.min(origins.length - 1, Math.floor(random() * origins.length))]!;
}

/**
 * An image address on a host: a site-relative path ("/…") goes to the host; anything else
 * (already absolute, data:, or no host) stays as it is.
 */
export function onImageHost(src: string, host: string | null): string {
  if (!host || !src.startsWith('/') || src.startsWith('//')) return src;
  return `${host}${src}`;
}
