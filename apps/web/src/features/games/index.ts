/** What the rest of the app uses of the games: lobby pages, the home page's entries, launching. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { GAMES_TEXTS } from './texts';

export { GAMES_TEXTS };
export const GameTypePage = lazyWithTexts(
  () => import('./components/GameLobbyPage').then((m) => m.GameTypePage),
  [GAMES_TEXTS],
);
export const SeamlessPage = lazyWithTexts(
  () => import('./components/SeamlessPage').then((m) => m.SeamlessPage),
  [GAMES_TEXTS],
);
export { GameEntryTiles, GameLanes } from './components/GameEntryBlock';
export { ENTRY_GAME_TYPES, gameLabelKey, gameRoute, offeredEntryTypes } from './game-types';
export { prefetchGameTypes, useOfferedGameTypes } from './hooks/useGames';
export { OfferedCategoryLinks } from './components/OfferedCategoryLinks';
export { useLaunchDeps } from './hooks/useGameLauncher';
export { askToLogIn, startGame } from './launch';
export { GAME_TYPE_PATHS } from './lobby';

export { LaunchAmountHost } from './components/LaunchAmountHost';
