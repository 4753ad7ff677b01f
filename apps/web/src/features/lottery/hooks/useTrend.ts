import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDrawsOfGame } from '../api/lottery';
import { fetchWinners } from '../api/winners';

export const TREND_KEYS = {
  draws: (gameCode: string, size: number) => ['lottery', 'trend', gameCode, size] as const,
  winners: ['lottery', 'winners'] as const,
};

/** Refetch about once per draw of the game, but not more often than every 5 s nor less than every minute. */
export function trendRefetchMs(intervalSeconds: number | undefined): number {
  const ms = (intervalSeconds ?? 60) * 1000;
  return Math.min(60_000, Math.max(5_000, ms));
}

/** The latest `size` draws of a game (page 1 of the results), newest first as the server lists them. */
export function useTrendDraws(gameCode: string, size: number, intervalSeconds: number | undefined) {
  return useQuery({
    queryKey: TREND_KEYS.draws(gameCode, size),
    queryFn: () => fetchDrawsOfGame(gameCode, 1, size),
    enabled: gameCode !== '',
    placeholderData: keepPreviousData,
    staleTime: 5000,
    refetchInterval: trendRefetchMs(intervalSeconds),
  });
}

/** The winner board, refreshed every 30 s while the lobby is open. */
export function useWinners() {
  return useQuery({
    queryKey: TREND_KEYS.winners,
    queryFn: () => fetchWinners(),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });
}
