import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchDrawsOfGame, fetchLatestDraws, fetchLotteryGames } from '../api/lottery';
import { useLotteryDraws } from '../../../lib/realtime';
import { COUNTDOWN_REFRESH_THROTTLE_MS, refreshDelay, remainingAt, shouldRefresh } from '../countdown';

/**
 * When the games list was last asked again because an issue closed. Kept per query client, not
 * per component: the lobby has several widgets with countdowns and the throttle is one for all.
 */
const lastCountdownRefresh = new WeakMap<QueryClient, number>();

export const LOTTERY_KEYS = {
  latest: ['lottery', 'draws', 'latest'] as const,
  games: ['lottery', 'games'] as const,
  drawsOf: (gameCode: string, page: number) => ['lottery', 'draws', gameCode, page] as const,
};

export function useLatestDraws() {
  return useQuery({ queryKey: LOTTERY_KEYS.latest, queryFn: () => fetchLatestDraws(), staleTime: 5000 });
}

export function useLotteryGames() {
  return useQuery({ queryKey: LOTTERY_KEYS.games, queryFn: fetchLotteryGames, staleTime: 5000 });
}

export function useDrawsOfGame(gameCode: string, page: number) {
  return useQuery({
    queryKey: LOTTERY_KEYS.drawsOf(gameCode, page),
    queryFn: () => fetchDrawsOfGame(gameCode, page),
    placeholderData: keepPreviousData,
    staleTime: 5000,
  });
}

/** The current time, updated once a second while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Ticking countdowns of the lobby: remaining time per game code, derived from the games list's
 * remainTime and when it was fetched. When any game's issue closes, the games list and the
 * latest draws are fetched again, throttled to once per 5 s.
 */
export function useLotteryCountdowns() {
  const games = useLotteryGames();
  const client = useQueryClient();
  const now = useNow();
  const fetchedAt = games.dataUpdatedAt;
  const remaining = new Map<string, number | null>();
  for (const group of games.data ?? []) {
    for (const game of group.games) {
      remaining.set(game.gameCode, game.numero ? remainingAt(game.remainTime, fetchedAt, now) : null);
    }
  }
  const soonest = [...remaining.values()].reduce<number | null>(
    (min, v) => (v === null ? min : min === null ? v : Math.min(min, v)),
    null,
  );
  const refresh = games.isSuccess && shouldRefresh(soonest, lastCountdownRefresh.get(client) ?? 0, now);
  useEffect(() => {
    if (!refresh) return;
    // Another widget of the same render may have asked already.
    const last = lastCountdownRefresh.get(client) ?? 0;
    if (Date.now() - last < COUNTDOWN_REFRESH_THROTTLE_MS) return;
    lastCountdownRefresh.set(client, Date.now());
    // Not cancelled with the effect: the throttle just set ends this render's wish to refresh.
    setTimeout(() => {
      void client.invalidateQueries({ queryKey: LOTTERY_KEYS.games });
      void client.invalidateQueries({ queryKey: LOTTERY_KEYS.latest });
    }, refreshDelay(soonest));
  }, [refresh, client, soonest]);
  return { games, remaining };
}

/**
 * While mounted, a draw pushed on the lottery topic refreshes everything that shows issues and
 * results at once: the countdowns move on and the result appears without waiting for a poll.
 */
export function useDrawPushes(): void {
  const client = useQueryClient();
  useLotteryDraws((message) => {
    if (message.type !== 'LOTTERY_DRAW') return;
    void client.invalidateQueries({ queryKey: ['lottery'] });
  });
}
