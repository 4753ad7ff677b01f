import { useEffect, useRef, useState } from 'react';
import {
  dialogs as defaultStore,
  useDialogs,
  type DialogAction,
  type DialogStore,
  type OpenDialog,
} from '../dialog-store';

function DialogView({ dialog, store }: { dialog: OpenDialog; store: DialogStore }) {
  const [busy, setBusy] = useState(false);
  const primaryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => primaryRef.current?.focus(), []);

  const run = async (action: DialogAction) => {
    setBusy(true);
    try {
      const keepOpen = (await action.onClick?.()) === false;
      if (!keepOpen) store.close(dialog.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dialog-backdrop" data-testid="dialog-backdrop">
      <div
        className={`dialog dialog--${dialog.kind}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? `dialog-title-${dialog.id}` : undefined}
        aria-describedby={`dialog-message-${dialog.id}`}
        data-testid="dialog"
        data-kind={dialog.kind}
      >
        <div className="dialog__icon" aria-hidden="true">
          !
        </div>
        {dialog.title && (
          <h2 className="dialog__title" id={`dialog-title-${dialog.id}`}>
            {dialog.title}
          </h2>
        )}
        <p className="dialog__message" id={`dialog-message-${dialog.id}`} data-testid="dialog-message">
          {dialog.message}
        </p>
        <div className="dialog__actions">
          {dialog.actions.map((action, index) => (
            <button
              key={`${action.label}-${index}`}
              ref={action.primary ? primaryRef : undefined}
              type="button"
              className={action.primary ? 'btn btn--gold' : 'btn btn--ghost'}
              data-testid={action.primary ? 'dialog-confirm' : 'dialog-action'}
              disabled={busy}
              onClick={() => void run(action)}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Renders the dialogs the api client and features open; the newest one is on top. */
export function DialogHost({ store = defaultStore }: { store?: DialogStore }) {
  const open = useDialogs(store);
  if (!open.length) return null;
  return (
    <>
      {open.map((dialog) => (
        <DialogView key={dialog.id} dialog={dialog} store={store} />
      ))}
    </>
  );
}
