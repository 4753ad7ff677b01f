import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { adminSessionApi, type AdminSessionValue } from '@platform/shared';
import { adminApi } from '../admin-api';
import { ADMIN_LOGIN_PATH } from '../admin-session';
import { ADMIN_PAGES } from '../admin-page-list';
import { activeGroup, adminPath, buildMenu, groupOpen, toggleFolded } from '../admin-menu';
import { useForgetAdminSession } from '../use-admin-session';
import { AdminLanguageSwitch } from './AdminLanguageSwitch';
import { MenuGroupIcon } from './menu-icons';
import { useTranslation } from '../../../lib/i18n';

const FOLDED_KEY = 'adminMenuFolded';

/** The groups this operator folded, kept on this device across visits. */
function useFoldedGroups(): [string[], (next: string[]) => void] {
  const [folded, setFolded] = useState<string[]>(() => {
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(FOLDED_KEY) ?? '[]');
      return Array.isArray(saved) ? saved.filter((g): g is string => typeof g === 'string') : [];
    } catch {
      return [];
    }
  });
  const save = (next: string[]) => {
    setFolded(next);
    try {
      localStorage.setItem(FOLDED_KEY, JSON.stringify(next));
    } catch {
      // Storage may be full or blocked: the menu still folds for this visit.
    }
  };
  return [folded, save];
}

/** The back-office frame: side menu of the pages the role may use, top bar, content. */
export function AdminLayout({ session, children }: { session: AdminSessionValue; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const forget = useForgetAdminSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = buildMenu(ADMIN_PAGES, session.areas);
  const [folded, setFolded] = useFoldedGroups();
  const active = activeGroup(menu, location.pathname);

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
        {menu.map(({ group, pages }) => {
          const open = groupOpen(group, folded, active);
          const listId = `adm-menu-list-${group}`;
          return (
            <div
              className={open ? 'adm-side__group' : 'adm-side__group adm-side__group--folded'}
              key={group}
              data-testid={`adm-menu-group-${group}`}
              data-open={open}
            >
              <button
                type="button"
                className="adm-side__group-title"
                aria-expanded={open}
                aria-controls={listId}
                disabled={group === active}
                onClick={() => setFolded(toggleFolded(folded, group))}
                data-testid={`adm-menu-toggle-${group}`}
              >
                <MenuGroupIcon group={group} />
                <span className="adm-side__group-name">{t(`adm_group_${group}`)}</span>
                <span className="adm-side__chevron" aria-hidden="true" />
              </button>
              <div className="adm-side__links" id={listId} hidden={!open}>
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
            </div>
          );
        })}
      </nav>
      {menuOpen && <div className="adm-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <main className="adm-main">{children}</main>
    </div>
  );
}
