import { POPUP_GAME_TYPES, type GameType, type VendorCard } from '@platform/shared';

/** Where a vendor card leads. */
export type CardAction =
  { kind: 'route'; to: string } | { kind: 'popup' } | { kind: 'launch' } | { kind: 'maintenance' };

/** The page that lists a product type: slots have the electronic lobby, the lottery its own page. */
export function typeListRoute(type: GameType | string): string {
  const upper = type.toUpperCase();
  if (upper === 'RNG') return '/electron';
  if (upper === 'LOTT' || upper === 'ELOTT') return '/lottery';
  return `/${type.toLowerCase()}`;
}

export function cardAction(card: VendorCard): CardAction {
  if (card.maintenance) return { kind: 'maintenance' };
  // A lottery tile opens the lottery on the vendor's game group.
  if (card.gameType === 'LOTT' || card.gameType === 'ELOTT') {
    return { kind: 'route', to: `/lottery?lottoGameGroup=${encodeURIComponent(card.accountTypeName)}` };
  }
  if (card.isGame === 'game' && card.gameId) return { kind: 'launch' };
  if (POPUP_GAME_TYPES.includes(card.gameType)) return { kind: 'popup' };
  const page = encodeURIComponent(card.accountTypeName);
  return { kind: 'route', to: `${typeListRoute(card.gameType)}?page=${page}` };
}
