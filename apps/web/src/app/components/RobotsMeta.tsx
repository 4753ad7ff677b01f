import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyRobotsMeta } from '../../lib/robots';

/** Keeps <meta name="robots"> in step with the current route. */
export function RobotsMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyRobotsMeta(document, window.location.host, pathname);
  }, [pathname]);
  return null;
}
