import { useMemo } from 'react';
import type { GameView } from '@platform/shared';
import { getToken } from '../../../lib/session';
import { dialogs } from '../../../lib/dialog-store';
import { askToLogIn, startGame, startTrial, type LaunchTarget } from '../launch';
import type { GameActions } from '../components/GameGrid';
import { useLaunchDeps } from './useGameLauncher';
import { useToggleFavourite } from './useGames';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';

export function targetOf(game: GameView): LaunchTarget {
  return {
    gameId: game.gameId,
    nodeId: game.nodeId,
    vendor: game.vendor || game.vassalage,
    gameType: game.gameType,
    appNewWindow: game.appNewWindow,
  };
}

/** Play, free trial and the favourite star of a game tile, with their login rules. */
export function useGameActions(): GameActions {
  const deps = useLaunchDeps();
  const favourite = useToggleFavourite();
  const freeplay = useFlagsOn()?.has('FREEPLAY3') ?? false;
  return useMemo<GameActions>(
    () => ({
      onPlay: (game) => void startGame(targetOf(game), deps),
      onTrial: freeplay ? (game) => void startTrial(targetOf(game), deps) : undefined,
      onFavourite: (game) => {
        if (!getToken()) {
          askToLogIn(deps);
          return;
        }
        favourite.mutate(game, {
          onError: (error) =>
            dialogs.open({
              kind: 'warning',
              message: (error as Error).message || deps.t('gm_load_failed'),
              actions: [{ label: deps.t('in_increase_submit'), primary: true }],
            }),
        });
      },
    }),
    [deps, favourite, freeplay],
  );
}
