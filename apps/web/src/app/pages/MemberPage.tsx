import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { MemberCentre } from '../../features/account';
import { AgentCentre, isAgentPage } from '../../features/agent';

/** The member centre is for members only; visitors are sent to log in. */
export function MemberPage() {
  const { token } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const page = params.get('page');
  // The login page brings the person back to the page they asked for.
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  // Agent-centre pages share the ?page= address with the member centre.
  if (isAgentPage(page)) return <AgentCentre page={page} />;
  return <MemberCentre />;
}
