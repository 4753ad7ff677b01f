import { toasts } from '../../../lib/toast-store';

/** Toasts of the back office; the texts are already translated by the caller. */
export const notify = {
  success: (title: string, message?: string) =>
    toasts.show({ kind: 'success', title, message, testId: 'adm-toast-success' }),
  error: (title: string, message?: string) =>
    toasts.show({ kind: 'error', title, message, testId: 'adm-toast-error' }),
};
