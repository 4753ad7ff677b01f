import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../../lib/ui/PageLoading';
import { AfterFirstScreen } from '../../../lib/ui/AfterFirstScreen';
import { Footer } from './Footer';
import { Header } from './Header';
import { PhoneTabBar } from './PhoneTabBar';
import { ChatBubble, CustomerServiceScripts, RightToolBar } from '../../support';

export function Layout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
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
