import { useEffect, useLayoutEffect, useState } from 'react';
import {
  TOAST_OFFSET_PX,
  toasts as defaultStore,
  useToasts,
  type Toast,
  type ToastStore,
} from '../toast-store';
import { useTranslation } from '../i18n';

function ToastView({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useTranslation();
  const pause = () => store.pause(toast.id);
  const resume = () => store.resume(toast.id);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid={toast.testId ?? 'toast'}
      data-kind={toast.kind}
      // Its clock stops while it is being read or its close button has the focus.
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'success' ? '✓' : toast.kind === 'error' ? '!' : 'i'}
      </span>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.message && <p className="toast__message">{toast.message}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('close')}
        data-testid="toast-close"
        onClick={() => store.close(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** The bottom of the site header on screen (it holds the balance), or 0 where there is none. */
function headerBottom(): number {
  const header = document.querySelector('[data-toast-below]');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/** Keeps the stack's top under the sticky header, whatever its height at this width. */
function useStackTop(active: boolean): number {
  const [top, setTop] = useState(TOAST_OFFSET_PX);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => setTop(headerBottom() + TOAST_OFFSET_PX);
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [active]);
  return top;
}

/**
 * The toast stack, newest at the bottom, 16 px from the right edge and 16 px under the site
 * header, so the header's balance stays in sight (16 px from the top where there is no header).
 */
export function ToastHost({ store = defaultStore }: { store?: ToastStore }) {
  const open = useToasts(store);
  // A hidden tab stops the clocks: what arrives meanwhile is still there when the person returns.
  useEffect(() => {
    const follow = () => store.pageShown(document.visibilityState !== 'hidden');
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [store]);
  const top = useStackTop(open.length > 0);
  if (!open.length) return null;
  return (
    <div
      className="toast-stack"
      style={{ top, right: TOAST_OFFSET_PX, gap: TOAST_OFFSET_PX }}
      aria-live="polite"
      data-testid="toast-stack"
    >
      {open.map((toast) => (
        <ToastView key={toast.id} toast={toast} store={store} />
      ))}
    </div>
  );
}
