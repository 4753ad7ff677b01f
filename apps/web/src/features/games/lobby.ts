import { GAME_CLASSIFY, type GameClassify, type GameType, type VendorCard } from '@platform/shared';
import type { GameListParams } from './api/games';

/**
 * The electronic lobby's rules as plain functions, so the page stays thin and
 * the rules are tested without a browser.
 */

/** The ?page= values that are tabs rather than a vendor's accountTypeName. */
export const SPECIAL_TABS = { hot: 'hot', recent: 'recentGameList', favourite: 'favGameList' } as const;
export type SpecialTab = keyof typeof SPECIAL_TABS;

export type LobbyTab = { kind: 'vendor'; vendor: string } | { kind: SpecialTab };

/** Recent and favourite lists are the member's own: a visitor must log in first. */
export function tabNeedsLogin(tab: LobbyTab): boolean {
  return tab.kind === 'recent' || tab.kind === 'favourite';
}

/** Reads ?page=: a special tab name, else a vendor code; nothing means the first vendor (or hot). */
export function tabFromParam(page: string | null, vendors: readonly VendorCard[]): LobbyTab {
  const value = page?.trim() ?? '';
  for (const [kind, param] of Object.entries(SPECIAL_TABS) as [SpecialTab, string][]) {
    if (value === param) return { kind };
  }
  if (value) {
    const vendor = vendors.find((v) => v.accountTypeName.toLowerCase() === value.toLowerCase());
    return { kind: 'vendor', vendor: vendor?.accountTypeName ?? value };
  }
  const first = vendors[0];
  return first ? { kind: 'vendor', vendor: first.accountTypeName } : { kind: 'hot' };
}

export function tabToParam(tab: LobbyTab): string {
  return tab.kind === 'vendor' ? tab.vendor : SPECIAL_TABS[tab.kind];
}

export function sameTab(a: LobbyTab, b: LobbyTab): boolean {
  return a.kind === b.kind && (a.kind !== 'vendor' || a.vendor === (b as { vendor: string }).vendor);
}

/** '' is the "all" filter; anything else must be one of the classes. */
export type ClassifyFilter = GameClassify | '';
export const CLASSIFY_FILTERS: readonly ClassifyFilter[] = ['', ...GAME_CLASSIFY];

/** The search text as sent: trimmed, and nothing when only spaces were typed. */
export function normaliseSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * What the grid asks the server for. A vendor tab is the user game list of that vendor with the
 * filters. The hot, recent and favourite tabs are their own lists; a class filter or a search
 * typed on one of them looks through every game of the lobby's type instead, since those lists
 * take no filters.
 */
export function lobbyListParams(input: {
  gameType: GameType;
  tab: LobbyTab;
  classify: ClassifyFilter;
  search: string;
  pageNo: number;
}): GameListParams {
  const gameName = normaliseSearch(input.search);
  const gameClassify = input.classify || undefined;
  const { gameType, tab, pageNo } = input;
  if (tab.kind === 'vendor') {
    return { source: 'list', gameType, vassalage: tab.vendor, gameClassify, gameName, pageNo };
  }
  if (gameName || gameClassify) return { source: 'list', gameType, gameClassify, gameName, pageNo };
  const source = tab.kind === 'hot' ? 'hot' : tab.kind === 'recent' ? 'recent' : 'favourites';
  return { source, gameType, pageNo };
}

/** Pages the pager offers: at least one, and never past what the server reported. */
export function pageCount(totalPages: number | undefined): number {
  return Math.max(1, Number.isFinite(totalPages) ? Math.floor(totalPages ?? 1) : 1);
}

/** The game-type routes and the product type each one lists. */
export const TYPE_ROUTES: Readonly<Record<string, GameType>> = {
  '/electron': 'RNG',
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/casino': 'LIVE',
  '/pvp': 'PVP',
  '/fish': 'FISH',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/elott': 'ELOTT',
};

export const GAME_TYPE_PATHS: readonly string[] = Object.keys(TYPE_ROUTES);
