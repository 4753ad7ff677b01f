import { Suspense, lazy } from 'react';
import { useFeedbackOpen } from './feedback-store';

const FeedbackModal = lazy(() => import('./FeedbackModal').then((m) => ({ default: m.FeedbackModalHost })));

/** Mounted once beside the router; the feedback form's code downloads when it is first opened. */
export function FeedbackModalHost() {
  const open = useFeedbackOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal />
    </Suspense>
  );
}
