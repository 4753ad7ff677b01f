import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { adminSessionApi, type AdminSessionValue } from '@platform/shared';
import { adminApi } from '../admin-api';
import { ADMIN_LOGIN_PATH } from '../admin-session';
import { ADMIN_PAGES } from '../admin-page-list';
import { adminPath, buildMenu } from '../admin-menu';
import { useForgetAdminSession } from '../use-admin-session';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { useTranslation } from '../../../lib/i18n';

/** The back-office frame: side menu of the pages the role may use, top bar, content. */
export function AdminLayout({ session, children }: { session: AdminSessionValue; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const forget = useForgetAdminSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = buildMenu(ADMIN_PAGES, session.areas);

  // On a phone the menu is a drawer; following a link closes it.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const logout = async () => {
    try {
      await adminApi.call(adminSessionApi.logout, {}, { alert: false });
    } catch {
      // The token is dropped here either way; an already ended session needs no more.
    }
    forget();
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <div className={menuOpen ? 'adm adm-shell adm-shell--menu-open' : 'adm adm-shell'}>
      <header className="adm-top" data-testid="adm-topbar">
        <button
          type="button"
          className="adm-top__menu-btn"
          aria-label={t('adm_menu')}
          aria-expanded={menuOpen}
          data-testid="adm-menu-toggle"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <div className="adm-top__merchant" data-testid="adm-merchant-name">
          {session.merchantName}
          <span className="adm-top__tag">{t('adm_back_office')}</span>
        </div>
        <div className="adm-top__right">
          <AdminLanguageSwitch />
          <div className="adm-top__who" data-testid="adm-operator">
            <span className="adm-top__name">{session.displayName || session.username}</span>
            <span className="adm-role" data-testid="adm-role" data-role={session.role}>
              {t(`adm_role_${session.role}`)}
            </span>
          </div>
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--sm"
            onClick={() => void logout()}
            data-testid="adm-logout"
          >
            {t('adm_logout')}
          </button>
        </div>
      </header>
      <nav className="adm-side" aria-label={t('adm_menu')} data-testid="adm-menu">
        {menu.map(({ group, pages }) => (
          <div className="adm-side__group" key={group} data-testid={`adm-menu-group-${group}`}>
            <div className="adm-side__group-title">{t(`adm_group_${group}`)}</div>
            {pages.map((page) => (
              <NavLink
                key={page.path}
                to={adminPath(page.path)}
                end={page.path === 'dashboard'}
                className={({ isActive }) =>
                  isActive ? 'adm-side__link adm-side__link--active' : 'adm-side__link'
                }
                data-testid={`adm-menu-${page.path.replace(/\//g, '-')}`}
              >
                {t(page.titleKey)}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      {menuOpen && <div className="adm-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <main className="adm-main">{children}</main>
    </div>
  );
}
