import type { UiKey } from '../../lib/i18n/ui';

/** Game types with an entry tile, in display order. */
export const ENTRY_GAME_TYPES = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'PVP', 'FISH', 'SPORTS', 'ESPORTS'] as const;
export type EntryGameType = (typeof ENTRY_GAME_TYPES)[number];

/** A tile routes to its lower-cased type. */
export function gameRoute(type: string): string {
  return `/${type.toLowerCase()}`;
}

export function gameLabelKey(type: EntryGameType): UiKey {
  return `game_${type.toLowerCase()}` as UiKey;
}
