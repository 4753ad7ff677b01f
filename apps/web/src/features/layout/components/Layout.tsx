import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../../lib/ui/PageLoading';
import { PageErrorBoundary } from '../../../lib/ui/PageErrorBoundary';
import { AfterFirstScreen } from '../../../lib/ui/AfterFirstScreen';
import { Footer } from './Footer';
import { Header } from './Header';
import { PhoneTabBar } from './PhoneTabBar';
import { ChatBubble, CustomerServiceScripts, RightToolBar } from '../../support';

/** Pages running a game in a frame: nothing floats over the game. */
export const GAME_PAGES: readonly string[] = ['/seamless', '/trial'];

export function Layout() {
  const { pathname } = useLocation();
  const gameRunning = GAME_PAGES.includes(pathname);
  return (
    <div className="app-shell">
      <Header />
      <main className="site-main">
        {/* Header and footer stay when the page fails. */}
        <PageErrorBoundary page={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <PhoneTabBar />
      {/* Fixed on top of the page or invisible: nothing moves when they appear. Tool bar and
          chat bubble never cover a running game. */}
      <AfterFirstScreen>
        {!gameRunning && <RightToolBar />}
        {!gameRunning && <ChatBubble />}
        <CustomerServiceScripts />
      </AfterFirstScreen>
    </div>
  );
}
