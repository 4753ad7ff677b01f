import { Suspense, lazy, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { openLoginOnDesktop } from '../../auth';
import { Brand } from '../../../lib/ui/Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { NavDrawer } from './NavDrawer';
import { sectionLinks } from './site-links';
import { useOfferedGameTypes } from '../../games';
import { useTranslation } from '../../../lib/i18n';

function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();

  if (!session.token) {
    return (
      <div className="account" data-testid="account-guest">
        <Link
          className="btn btn--ghost btn--sm"
          to="/login"
          data-testid="login-link"
          onClick={openLoginOnDesktop}
        >
          {t('login')}
        </Link>
        <Link className="btn btn--gold btn--sm" to="/register" data-testid="register-link">
          {t('register')}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="account" aria-busy="true" data-testid="account-loading" />}>
      <MemberArea />
    </Suspense>
  );
}

// Visitors never see the member's bar, so its code downloads only after a login.
const MemberArea = lazy(() => import('./MemberArea').then((m) => ({ default: m.MemberArea })));

/** On narrow screens the nav scrolls sideways; the current entry should not sit off-screen. */
function useActiveNavInView() {
  const listRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('.site-nav__link.active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return listRef;
}

export function Header() {
  const { t } = useTranslation();
  const { token } = useSession();
  const navRef = useActiveNavInView();
  const links = sectionLinks(useOfferedGameTypes());
  return (
    <header className="site-header" data-toast-below="">
      <div className="container site-header__bar">
        <div className="site-header__start">
          <NavDrawer />
          <Brand />
        </div>
        <div className={token ? 'site-header__tools site-header__tools--member' : 'site-header__tools'}>
          <LanguageSwitch compact />
          <AccountArea />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('menu')}>
        <div className="container site-nav__list" ref={navRef}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.end}
              className="site-nav__link"
              data-testid={link.testId}
            >
              {t(link.label)}
            </NavLink>
          ))}
        </div>
      </nav>
    </header>
  );
}
