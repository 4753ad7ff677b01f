import { Suspense, type ReactNode } from 'react';
import { isBlocked, useSiteStatus } from '../hooks/useSiteStatus';
import { MaintenancePage } from '../maintenance-page';

/** While the site is under maintenance or blocked for the visitor, no other page is reachable. */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data: status, isPending } = useSiteStatus();
  if (isPending) return <Splash />;
  if (status && isBlocked(status.permission)) {
    return (
      <Suspense fallback={<Splash />}>
        <MaintenancePage status={status} />
      </Suspense>
    );
  }
  return <>{children}</>;
}

function Splash() {
  return (
    <div className="splash" data-testid="splash" aria-busy="true">
      <span className="splash__spinner" />
    </div>
  );
}
