/** Paths search engines may index. Anything deeper or elsewhere is not. */
export const INDEXABLE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/index',
  '/register',
  '/register.html',
  '/promotions',
  '/help',
  '/rng',
  '/pvp',
  '/casino',
  '/fish',
  '/sports',
  '/arcade',
  '/elott',
  '/lott',
  '/table',
  '/live',
  '/news',
  '/app',
  '/download',
]);

export const ROBOTS_INDEX = 'index,follow';
export const ROBOTS_NOINDEX = 'noindex,nofollow';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

function hostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/** A public www host or the local machine; staging and bare or agent domains stay unindexed. */
export function isIndexableHost(host: string): boolean {
  const name = hostname(host);
  return LOCAL_HOSTS.has(name) || (name.startsWith('www.') && name.length > 'www.'.length);
}

export function isIndexablePath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return INDEXABLE_PATHS.has(path);
}

/** The robots meta content for a page; used by the server for the first byte and by the SPA on navigation. */
export function robotsContent(host: string, pathname: string): string {
  return isIndexableHost(host) && isIndexablePath(pathname) ? ROBOTS_INDEX : ROBOTS_NOINDEX;
}
