import type { UiKey } from '../../../lib/i18n/ui';
import { gameLabelKey, gameRoute, offeredEntryTypes } from '../../games';

export interface SiteLink {
  to: string;
  label: UiKey;
  testId?: string;
  end?: boolean;
}

/**
 * The site's sections, in the order the header's nav and the phone's menu list them: the game
 * types only where the merchant offers them (an enabled vendor with an enabled game).
 */
export function sectionLinks(offered: ReadonlySet<string> | null): SiteLink[] {
  return [
    { to: '/', label: 'nav_home', end: true },
    ...offeredEntryTypes(offered).map((type) => ({
      to: gameRoute(type),
      label: gameLabelKey(type),
      testId: `nav-game-${type.toLowerCase()}`,
    })),
    { to: '/promotions', label: 'page_promotions' },
    { to: '/pointMall', label: 'page_point_mall', testId: 'nav-point-mall' },
  ];
}

/** Service pages the footer links to; the phone's menu lists them under the sections. */
export const SERVICE_LINKS: readonly SiteLink[] = [
  { to: '/help', label: 'footer_help' },
  { to: '/download', label: 'footer_download' },
  { to: '/speedtest', label: 'footer_speedtest' },
];
