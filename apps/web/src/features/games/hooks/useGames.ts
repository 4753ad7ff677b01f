import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameView, VendorCard, VendorLane, WinnerBoardRecord } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { currentLanguage } from '../../../lib/i18n';
import {
  addFavourite,
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
