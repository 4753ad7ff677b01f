import type { FormEvent, ReactNode } from 'react';

/**
 * A form that checks its own fields (unless the browser is asked to) and sends once at a time, with its buttons
 * below: cancel (when there is somewhere to go back to) and the submit button.
 */
export function EditForm({
  onSubmit,
  busy = false,
  children,
  submitLabel,
  submitTestId,
  cancelLabel,
  onCancel,
  holdCancelWhileBusy = false,
  small = false,
  block = false,
  browserChecks = false,
  className,
  actionsClassName,
  testId,
}: {
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
  submitLabel: string;
  submitTestId?: string;
  cancelLabel?: string;
  onCancel?: () => void;
  /** Cancel waits for the call too (a change that must not be left half way). */
  holdCancelWhileBusy?: boolean;
  /** Buttons of the small size (a form inside a bar). */
  small?: boolean;
  /** A submit button as wide as the form (a form of its own on the page, like the login). */
  block?: boolean;
  /** The browser checks required / pattern fields before submit (forms without their own rules). */
  browserChecks?: boolean;
  className: string;
  actionsClassName: string;
  testId?: string;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const size = small ? ' adm-btn--sm' : '';
  return (
    <form className={className} onSubmit={submit} noValidate={!browserChecks} data-testid={testId}>
      {children}
      <div className={actionsClassName}>
        {onCancel && (
          <button
            type="button"
            className={`adm-btn adm-btn--ghost${size}`}
            onClick={onCancel}
            disabled={holdCancelWhileBusy && busy}
          >
            {cancelLabel}
          </button>
        )}
        <button
          type="submit"
          className={`adm-btn adm-btn--primary${size}${block ? ' adm-btn--block' : ''}`}
          disabled={busy}
          data-testid={submitTestId}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
