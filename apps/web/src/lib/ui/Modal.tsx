import { useEffect, useId, useRef, type ReactNode } from 'react';

export type ModalSize = 'narrow' | 'medium' | 'wide';

/**
 * The frame of every modal of the app (login, two-factor, bind, forgot password, payment
 * confirmation). It sits under the alert dialogs, which must show above it; Escape closes it
 * unless such a dialog is open; the page behind it does not scroll. Phones get the full screen.
 */
export function Modal({
  title,
  children,
  onClose,
  size = 'narrow',
  testId,
  closeLabel,
}: {
  title: string;
  children: ReactNode;
  /** Without it the modal has no close button and ignores Escape. */
  onClose?: () => void;
  /** narrow 440 px, medium 560 px, wide 660 px (the two-factor modal) on desktop. */
  size?: ModalSize;
  testId: string;
  closeLabel: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closeRef.current && !document.querySelector('.dialog-backdrop')) {
        closeRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const frame = panel.current;
    if (frame && !frame.contains(document.activeElement)) {
      const first = frame.querySelector<HTMLElement>('input, select, textarea');
      (first ?? frame).focus();
    }
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className="modal-backdrop" data-testid={`${testId}-backdrop`}>
      <div
        ref={panel}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal__head">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              className="modal__close"
              aria-label={closeLabel}
              onClick={onClose}
              data-testid={`${testId}-close`}
            >
              ×
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
