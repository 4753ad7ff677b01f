import { useMemo } from 'react';
import { useLotteryGames } from './useLottery';

/** Display name (remark) of each game code; unknown codes show as themselves. */
export function useGameNames(): (gameCode: string) => string {
  const { data } = useLotteryGames();
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of data ?? []) for (const game of group.games) map.set(game.gameCode, game.remark);
    return map;
  }, [data]);
  return (gameCode) => names.get(gameCode) ?? gameCode;
}
