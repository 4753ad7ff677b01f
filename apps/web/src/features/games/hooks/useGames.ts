import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  offeredGameTypes,
  type GameType,
  type GameTypeView,
  type GameView,
  type VendorCard,
  type VendorLane,
  type WinnerBoardRecord,
} from '@platform/shared';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { currentLanguage } from '../../../lib/i18n';
import {
  addFavourite,
  fetchGameTypes,
  fetchGames,
  fetchLanes,
  fetchVendors,
  fetchWinnerBoard,
  removeFavourite,
  type GameListParams,
} from '../api/games';

/** Lists depend on the member (favourite flags, recent games) and the language of the names. */
export const GAME_KEYS = {
  all: ['games'] as const,
  types: ['games', 'types'] as const,
  lanes: (language: string) => ['games', 'lanes', language] as const,
  vendors: (language: string) => ['games', 'vendors', language] as const,
  list: (params: GameListParams, token: string | null, language: string) =>
    ['games', 'list', params, token, language] as const,
  winners: ['games', 'winners'] as const,
};

const CATALOGUE_STALE_MS = 5 * 60_000;

/** A list answer that is not a list (an old or foreign server) reads as empty, never as a crash. */
function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

const gameTypesQuery = {
  queryKey: GAME_KEYS.types,
  queryFn: fetchGameTypes,
  staleTime: CATALOGUE_STALE_MS,
} as const;

/** The nav is on every page: its categories load with the first screen's data (app/main.tsx). */
export function prefetchGameTypes(): Promise<void> {
  return queryClient.prefetchQuery(gameTypesQuery);
}

function offeredSet(value: unknown): ReadonlySet<GameType> {
  return new Set(offeredGameTypes(asList<GameTypeView>(value)));
}

/**
 * The product types this merchant offers (an enabled vendor with an enabled game, decided per
 * merchant by the server's catalogue); null until known. Nothing links to a type not in it.
 */
export function useOfferedGameTypes(): ReadonlySet<GameType> | null {
  // The categories shape the whole nav: a lost answer is asked again rather than leaving it bare.
  const query = useQuery({ ...gameTypesQuery, select: offeredSet, retry: 2 });
  return query.data ?? null;
}

export function useLanes() {
  const language = currentLanguage();
  return useQuery({
    queryKey: GAME_KEYS.lanes(language),
    queryFn: fetchLanes,
    select: asList<VendorLane>,
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useVendors() {
  const language = currentLanguage();
  return useQuery({
    queryKey: GAME_KEYS.vendors(language),
    queryFn: fetchVendors,
    select: asList<VendorCard>,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A page of games; `enabled` false keeps a member-only list from being asked for by a visitor. */
export function useGameList(params: GameListParams, enabled = true) {
  const { token } = useSession();
  const language = currentLanguage();
  return useQuery({
    queryKey: GAME_KEYS.list(params, token, language),
    queryFn: () => fetchGames(params),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Adds or removes a favourite, then every list shows the new star (and the favourite tab the game). */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (game: GameView) => {
      const target = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
      return game.favourite ? removeFavourite(target) : addFavourite(target);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['games', 'list'] }),
  });
}

export function useGameWinners() {
  return useQuery({
    queryKey: GAME_KEYS.winners,
    queryFn: () => fetchWinnerBoard(),
    select: asList<WinnerBoardRecord>,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
