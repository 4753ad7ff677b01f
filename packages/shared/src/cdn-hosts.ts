/**
 * Image and game-launch hosts (settings imageCDNs and launchGameCDNs): when the merchant lists
 * some, one is picked at random among those that are http(s) URLs; without a usable one the
 * default host (the caller's fallback) is used.
 */
export function usableHosts(hosts: readonly string[] | null | undefined): string[] {
  const origins: string[] = [];
  for (const host of hosts ?? []) {
    try {
      const url = new URL(host);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      // Not a URL: not a host to use.
    }
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
