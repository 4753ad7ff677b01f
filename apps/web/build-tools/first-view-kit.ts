import type { Plugin } from 'vite';
import type { FirstViewKit, LanguageCode } from '@platform/shared';
import { cn } from '../src/lib/i18n/ui/cn';
import { en } from '../src/lib/i18n/ui/en';
import { ja } from '../src/lib/i18n/ui/ja';
import { th } from '../src/lib/i18n/ui/th';
import { tw } from '../src/lib/i18n/ui/tw';
import { vi } from '../src/lib/i18n/ui/vi';
import promotionCn from '../src/features/promotion/texts/cn';
import promotionEn from '../src/features/promotion/texts/en';
import promotionJa from '../src/features/promotion/texts/ja';
import promotionTh from '../src/features/promotion/texts/th';
import promotionTw from '../src/features/promotion/texts/tw';
import promotionVi from '../src/features/promotion/texts/vi';
import { ENTRY_GAME_TYPES, gameLabelKey, gameRoute } from '../src/features/games/game-types';

/** Where the server finds the kit, next to index.html. */
export const FIRST_VIEW_KIT_FILE = 'first-view.json';

// Every shipped language (the Record types make a missing one a type error); the config loader
// cannot import the shared package's TypeScript at run time, so its list is not used here.
const UI: Record<LanguageCode, typeof en> = { CN: cn, TW: tw, JA: ja, EN: en, TH: th, VI: vi };
const PROMOTION: Record<LanguageCode, typeof promotionEn> = {
  CN: promotionCn,
  TW: promotionTw,
  JA: promotionJa,
  EN: promotionEn,
  TH: promotionTh,
  VI: promotionVi,
};

export function firstViewKit(): FirstViewKit {
  const languages = {} as FirstViewKit['languages'];
  for (const language of Object.keys(UI) as LanguageCode[]) {
    const ui = UI[language];
    const promotion = PROMOTION[language];
    languages[language] = {
      texts: {
        language: ui.language,
        menu: ui.menu,
        login: ui.login,
        register: ui.register,
        homeWelcome: ui.home_welcome,
        homeTagline: ui.home_tagline,
        banners: promotion.pr_banners,
        previous: promotion.pr_prev,
        next: promotion.pr_next,
      },
      // The header's nav (features/layout Header): home, the game types, promotions, points mall;
      // the server leaves out the game types the merchant does not offer.
      nav: [
        { href: '/', label: ui.nav_home },
        ...ENTRY_GAME_TYPES.map((type) => ({
          href: gameRoute(type),
          label: ui[gameLabelKey(type)],
          gameType: type,
        })),
        { href: '/promotions', label: ui.page_promotions },
        { href: '/pointMall', label: ui.page_point_mall },
      ],
    };
  }
  return { languages };
}

/**
 * Writes the first-view kit beside index.html: the server renders the landing page's top from it
 * (with the merchant's name, logo and banners) so that the page paints before its scripts run,
 * while the texts stay defined once, in the app.
 */
export function firstViewKitPlugin(): Plugin {
  return {
    name: 'platform:first-view-kit',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_VIEW_KIT_FILE, source: JSON.stringify(firstViewKit()) });
    },
  };
}
