import { Navigate } from 'react-router';
import { isBlocked, useSiteStatus } from '../../features/site-status';
import { MaintenancePage } from '../../features/site-status';

/** /maintenance shows the page only while the status says so; otherwise the site is open. */
export function MaintenanceRoute() {
  const { data: status, isPending } = useSiteStatus();
  if (isPending) return null;
  if (status && isBlocked(status.permission)) return <MaintenancePage status={status} />;
  return <Navigate to="/" replace />;
}
