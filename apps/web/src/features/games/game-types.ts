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

/**
 * The entry types to link to, in display order: only those the merchant offers (nothing while
 * that is unknown, so that no link leads to a category with nothing in it).
 */
export function offeredEntryTypes(offered: ReadonlySet<string> | null | undefined): EntryGameType[] {
  return offered ? ENTRY_GAME_TYPES.filter((type) => offered.has(type)) : [];
}

export function isEntryType(type: string): type is EntryGameType {
  return (ENTRY_GAME_TYPES as readonly string[]).includes(type);
}
