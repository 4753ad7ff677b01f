import { Outlet, type RouteObject } from 'react-router';
import { Layout } from '../features/layout/components/Layout';
import { StatusGate } from '../features/site-status/components/StatusGate';
import { HomePage } from '../features/home/components/HomePage';
import { LotteryFairnessPage } from '../features/lottery/components/LotteryFairnessPage';
import { LotteryPage } from '../features/lottery/components/LotteryPage';
import { LotteryResultsPage } from '../features/lottery/components/LotteryResultsPage';
import { LotteryTrendPage } from '../features/lottery/components/LotteryTrendPage';
import { GameTypePage } from '../features/games/components/GameLobbyPage';
import { SeamlessPage } from '../features/games/components/SeamlessPage';
import { GAME_TYPE_PATHS } from '../features/games/lobby';
import { PromotionsPage } from '../features/promotion/pages';
import { PointMallPage } from '../features/points/components/PointMallPage';
import {
  DownloadPage,
  HelpMemberCentrePage,
  HelpPage,
  LiveChatPage,
  SpeedTestPage,
} from '../features/support/pages';
import type { UiKey } from '../lib/i18n/ui';
import { RobotsMeta } from './components/RobotsMeta';
import { LoginPage, RegisterPage } from './pages/AuthPages';
import { MaintenanceRoute } from './pages/MaintenanceRoute';
import { MemberPage } from './pages/MemberPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { StayTunedPage } from './pages/StayTunedPage';

/** Pages whose features come later: the path and the title key of their shell. */
export const STAY_TUNED_ROUTES: ReadonlyArray<readonly [path: string, titleKey: UiKey]> = [
  ['/arcade', 'game_arcade'],
  ['/table', 'game_table'],
  ['/news', 'page_news'],
  ['/app', 'page_app'],
  ['/agent', 'page_agent'],
];

function Root() {
  return (
    <>
      <RobotsMeta />
      <Outlet />
    </>
  );
}

function GatedLayout() {
  return (
    <StatusGate>
      <Layout />
    </StatusGate>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/maintenance', element: <MaintenanceRoute /> },
      // Shown in pop-ups and frames, without the site header and footer.
      { path: '/livechat', element: <LiveChatPage /> },
      { path: '/helpmc', element: <HelpMemberCentrePage /> },
      { path: '/speedtest', element: <SpeedTestPage /> },
      // The back office has its own frame and is loaded on demand: outside the player site's
      // status gate (maintenance, region block, domain check) and its header and footer.
      {
        path: '/admin/*',
        lazy: () => import('../features/admin/AdminApp').then((m) => ({ Component: m.AdminApp })),
        hydrateFallbackElement: <div className="splash" aria-busy="true" />,
      },
      {
        element: <GatedLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/index', element: <HomePage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/register.html', element: <RegisterPage /> },
          { path: '/member', element: <MemberPage /> },
          { path: '/lottery', element: <LotteryPage /> },
          { path: '/vnLottery', element: <LotteryPage /> },
          { path: '/lott', element: <LotteryPage /> },
          { path: '/lottery/results/:gameCode', element: <LotteryResultsPage /> },
          { path: '/lottery/fairness/:gameCode', element: <LotteryFairnessPage /> },
          { path: '/lottery/trend', element: <LotteryTrendPage /> },
          { path: '/seamless', element: <SeamlessPage mode="seamless" /> },
          { path: '/trial', element: <SeamlessPage mode="trial" /> },
          { path: '/promotions', element: <PromotionsPage /> },
          { path: '/promotion', element: <PromotionsPage /> },
          { path: '/pointMall', element: <PointMallPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/download', element: <DownloadPage /> },
          ...GAME_TYPE_PATHS.map((path) => ({ path, element: <GameTypePage /> })),
          ...STAY_TUNED_ROUTES.map(([path, titleKey]) => ({
            path,
            element: <StayTunedPage key={path} titleKey={titleKey} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
