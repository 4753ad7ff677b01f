/**
 * Banner carousel rules: how long a slide stays, whether the carousel
 * turns on its own, and where a click on a banner leads. Free of React so the rules are tested
 * directly; BannerCarousel.tsx wires them to the page.
 */

/** The home carousel turns every 2500 ms; every other group every 3000 ms. */
export const HOME_AUTOPLAY_MS = 2500;
export const DEFAULT_AUTOPLAY_MS = 3000;

/** One banner slide only turns when there is another to turn to. */
export function shouldAutoplay(count: number): boolean {
  return count > 1;
}

/** The slide after (step 1) or before (step -1) the current one; the carousel loops. */
export function stepSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

export type BannerLinkageType = 'URL' | 'P' | 'G' | (string & {});

export interface BannerLink {
  linkage: string | null;
  linkageType: BannerLinkageType | null;
}

export type BannerTarget =
  /** A page of another site: a new tab, carrying the member's username. */
  | { kind: 'external'; url: string }
  /** A page of this site: routed to in the same tab. */
  | { kind: 'route'; to: string }
  /** A game the launcher starts. */
  | { kind: 'game' }
  | { kind: 'none' };

/** The promotions page, with a time query against cached pages and the linked promotion as hash. */
export function promotionsPath(linkage: string | null | undefined, now: number): string {
  const hash = linkage?.trim() ? `#${encodeURIComponent(linkage.trim())}` : '';
  return `/promotions?t=${now}${hash}`;
}

/**
 * Where a banner click leads: URL banners open other sites in a new tab with a
 * username query (when someone is logged in) and route to this site's own paths; P banners go to
 * the promotions page with the linkage as hash; G banners launch a game.
 */
export function bannerTarget(
  banner: BannerLink,
  context: { origin: string; username: string | null; now: number },
): BannerTarget {
  const type = (banner.linkageType ?? '').toUpperCase();
  if (type === 'P') return { kind: 'route', to: promotionsPath(banner.linkage, context.now) };
  if (type === 'G') return { kind: 'game' };
  if (type !== 'URL') return { kind: 'none' };
  const link = banner.linkage?.trim();
  if (!link) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(link, context.origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.origin === new URL(context.origin).origin) {
    return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  }
  if (context.username) url.searchParams.set('username', context.username);
  return { kind: 'external', url: url.toString() };
}
