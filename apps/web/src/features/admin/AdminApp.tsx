import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { ADMIN_PAGES } from './admin-page-list';
import type { AdminPageDef } from './admin-pages';
import { ADMIN_LOGIN_PATH, getAdminToken } from './admin-session';
import { homePage, pageAllowed } from './admin-menu';
import { isSessionEnded, useAdminSession, useForgetAdminSession } from './use-admin-session';
import { AdminLayout } from './shell/AdminLayout';
import { AdminLoginPage } from './shell/AdminLoginPage';
import { AdminNotFoundPage, NoPermissionPage } from './shell/NoPermissionPage';
import { ErrorState, LoadingState } from './ui/states';
import { useTranslation } from '../../lib/i18n';
import './admin.css';

function PageTitle({ page, merchantName }: { page: AdminPageDef; merchantName: string }) {
  const { t } = useTranslation();
  const title = t(page.titleKey);
  useEffect(() => {
    document.title = `${title} · ${merchantName}`;
  }, [title, merchantName]);
  return null;
}

/** Everything behind the login: the session decides which pages open and which are refused. */
function AdminShell() {
  const location = useLocation();
  const session = useAdminSession();
  const forget = useForgetAdminSession();
  const ended = session.isError && isSessionEnded(session.error);

  useEffect(() => {
    if (ended) forget();
  }, [ended, forget]);

  if (!getAdminToken() || ended) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${ADMIN_LOGIN_PATH}?next=${next}`} replace />;
  }
  if (session.isPending) return <LoadingState testId="adm-session-loading" />;
  if (session.isError) return <ErrorState onRetry={() => void session.refetch()} />;
  const value = session.data;
  const home = homePage(ADMIN_PAGES, value.areas);

  return (
    <AdminLayout session={value}>
      <Routes>
        <Route index element={home ? <Navigate to={home} replace /> : <NoPermissionPage />} />
        {ADMIN_PAGES.map((page) => {
          const Page = page.component;
          return (
            <Route
              key={page.path}
              path={page.path}
              element={
                pageAllowed(page, value.areas) ? (
                  <>
                    <PageTitle page={page} merchantName={value.merchantName} />
                    <Page />
                  </>
                ) : (
                  <NoPermissionPage />
                )
              }
            />
          );
        })}
        <Route path="*" element={<AdminNotFoundPage />} />
      </Routes>
    </AdminLayout>
  );
}

/** The merchant back office under /admin: its own frame, apart from the player site. */
export function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route path="*" element={<AdminShell />} />
    </Routes>
  );
}

/** Pages read their :id with this, so a malformed address shows not-found rather than a bad call. */
export function useIdParam(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
