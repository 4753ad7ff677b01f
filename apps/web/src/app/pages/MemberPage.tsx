import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { MemberCentre } from '../../features/account/components/MemberCentre';

/** The member centre is for members only; visitors are sent to log in (spec 2). */
export function MemberPage() {
  const { token } = useSession();
  const location = useLocation();
  // The login page brings the person back to the page they asked for.
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <MemberCentre />;
}
