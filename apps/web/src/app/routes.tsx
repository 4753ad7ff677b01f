import { Suspense, lazy } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { Layout } from '../features/layout';
import { StatusGate } from '../features/site-status';
import { HomePage } from '../features/home';
import { LotteryFairnessPage, LotteryPage, LotteryResultsPage, LotteryTrendPage } from '../features/lottery';
import { GAME_TYPE_PATHS, GameTypePage, SeamlessPage } from '../features/games';
import { PromotionsPage } from '../features/promotion';
import { PointMallPage } from '../features/points';
import {
  DownloadPage,
  HelpMemberCentrePage,
  HelpPage,
  LiveChatPage,
  SpeedTestPage,
} from '../features/support';
import { LoginPage } from '../features/auth';
import { AdminApp } from '../features/admin';
import type { UiKey } from '../lib/i18n/ui';
import { PageLoading } from '../lib/ui/PageLoading';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
import { RobotsMeta } from './components/RobotsMeta';

// The app's own pages are small, but each still waits until a visitor opens it.
const RegisterPage = lazy(() => import('./pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const MaintenanceRoute = lazy(() =>
  import('./pages/MaintenanceRoute').then((m) => ({ default: m.MaintenanceRoute })),
);
const MemberPage = lazy(() => import('./pages/MemberPage').then((m) => ({ default: m.MemberPage })));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const StayTunedPage = lazy(() => import('./pages/StayTunedPage').then((m) => ({ default: m.StayTunedPage })));

/** Pages whose features come later: the path and the title key of their shell. */
export const STAY_TUNED_ROUTES: ReadonlyArray<readonly [path: string, titleKey: UiKey]> = [
  ['/arcade', 'game_arcade'],
  ['/table', 'game_table'],
  ['/news', 'page_news'],
  ['/app', 'page_app'],
  ['/agent', 'page_agent'],
];

/** Pages without the site frame (pop-ups, frames, the back office) wait for their code full-screen. */
function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <RobotsMeta />
      <PageErrorBoundary page={pathname}>
        <Suspense fallback={<PageLoading fullScreen />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

/** Inside the frame, header and footer stay while a page's code arrives (Layout's own Suspense). */
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
      { path: '/admin/*', element: <AdminApp /> },
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
