/** What the rest of the app uses of the lottery: its pages, and what the home page's entries show. */
import { lazyWithTexts } from '../../lib/lazy-page';
import { LOTTERY_TEXTS } from './texts';

export { LOTTERY_TEXTS };
export const LotteryPage = lazyWithTexts(
  () => import('./components/LotteryPage').then((m) => m.LotteryPage),
  [LOTTERY_TEXTS],
);
export const LotteryResultsPage = lazyWithTexts(
  () => import('./components/LotteryResultsPage').then((m) => m.LotteryResultsPage),
  [LOTTERY_TEXTS],
);
export const LotteryFairnessPage = lazyWithTexts(
  () => import('./components/LotteryFairnessPage').then((m) => m.LotteryFairnessPage),
  [LOTTERY_TEXTS],
);
export const LotteryTrendPage = lazyWithTexts(
  () => import('./components/LotteryTrendPage').then((m) => m.LotteryTrendPage),
  [LOTTERY_TEXTS],
);
export { gameLink } from './components/LobbyLists';
export { formatWinTime } from './components/WinnerBoard';
export { usePopularGames } from './hooks/useBetting';
