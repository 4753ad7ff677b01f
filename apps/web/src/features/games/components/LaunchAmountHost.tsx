import { Suspense } from 'react';
import { lazyWithTexts } from '../../../lib/lazy-page';
import { useLaunchAmountRequest } from '../launch-amount';
import { GAMES_TEXTS } from '../texts';

const LaunchAmountDialog = lazyWithTexts(
  () => import('./LaunchAmountDialog').then((m) => m.LaunchAmountDialog),
  [GAMES_TEXTS],
);

/** Shows the launch dialog (how much to take into a game) while the launch flow asks. */
export function LaunchAmountHost() {
  const request = useLaunchAmountRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LaunchAmountDialog request={request} />
    </Suspense>
  );
}
