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
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid={toast.testId ?? 'toast'}
      data-kind={toast.kind}
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

/** The toast stack, newest at the bottom, 16 px from the window's top-right corner. */
export function ToastHost({ store = defaultStore }: { store?: ToastStore }) {
  const open = useToasts(store);
  if (!open.length) return null;
  return (
    <div
      className="toast-stack"
      style={{ top: TOAST_OFFSET_PX, right: TOAST_OFFSET_PX, gap: TOAST_OFFSET_PX }}
      aria-live="polite"
      data-testid="toast-stack"
    >
      {open.map((toast) => (
        <ToastView key={toast.id} toast={toast} store={store} />
      ))}
    </div>
  );
}
