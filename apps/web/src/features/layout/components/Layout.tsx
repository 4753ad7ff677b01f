import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../../lib/ui/PageLoading';
import { PageErrorBoundary } from '../../../lib/ui/PageErrorBoundary';
import { AfterFirstScreen } from '../../../lib/ui/AfterFirstScreen';
import { Footer } from './Footer';
import { Header } from './Header';
import { PhoneTabBar } from './PhoneTabBar';
import { ChatBubble, CustomerServiceScripts, RightToolBar } from '../../support';

export function Layout() {
  const { pathname } = useLocation();
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
      {/* Fixed on top of the page or invisible: nothing moves when they appear. */}
      <AfterFirstScreen>
        <RightToolBar />
        <ChatBubble />
        <CustomerServiceScripts />
      </AfterFirstScreen>
    </div>
  );
}
