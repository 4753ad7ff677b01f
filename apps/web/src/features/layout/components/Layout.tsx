import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { ChatBubble, CustomerServiceScripts, RightToolBar } from '../../support/pages';

export function Layout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="site-main">
        <Outlet />
      </main>
      <Footer />
      <RightToolBar />
      <ChatBubble />
      <CustomerServiceScripts />
    </div>
  );
}
