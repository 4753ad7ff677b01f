import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthNavigator } from '../login-actions';

/** The flow's navigator inside the router (the /login page). */
export function usePageNavigator(): AuthNavigator {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef(pathname);
  useEffect(() => {
    current.current = pathname;
  }, [pathname]);
  return useMemo(
    () => ({
      navigate: (to: string) => void navigate(to, { replace: true }),
      pathname: () => current.current,
    }),
    [navigate],
  );
}
