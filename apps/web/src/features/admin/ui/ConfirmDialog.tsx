import { useState, type ReactNode } from 'react';
import { Modal } from '../../../lib/ui/Modal';
import { TextAreaField } from './fields';
import { check, maxLength, required, type FieldError } from './validation';
import { useTranslation } from '../../../lib/i18n';

export interface ConfirmDialogProps {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  /** Asks for remarks; `required` refuses an empty answer. */
  remarks?: { label: string; required: boolean; maxLength?: number };
  /** Resolves when done; a rejection keeps the dialog open (the client already showed why). */
  onConfirm: (remarks: string) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}

/** A question before an action that changes data; the button is disabled while it runs. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const testId = props.testId ?? 'adm-confirm';
  const max = props.remarks?.maxLength ?? 200;

  const confirm = async () => {
    if (busy) return;
    if (props.remarks) {
      const problem = check(remarks, props.remarks.required ? [required, maxLength(max)] : [maxLength(max)]);
      setError(problem);
      if (problem) return;
    }
    setBusy(true);
    try {
      await props.onConfirm(remarks.trim());
      props.onClose();
    } catch {
      // The api client has already told the operator; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={props.title}
      onClose={busy ? undefined : props.onClose}
      testId={testId}
      closeLabel={t('adm_close')}
    >
      <div className="adm-confirm">
        {props.message && <div className="adm-confirm__message">{props.message}</div>}
        {props.remarks && (
          <TextAreaField
            label={props.remarks.label}
            value={remarks}
            onChange={setRemarks}
            error={error}
            maxLength={max}
            testId={`${testId}-remarks`}
          />
        )}
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={props.onClose} disabled={busy}>
            {t('adm_cancel')}
          </button>
          <button
            type="button"
            className={props.danger ? 'adm-btn adm-btn--danger' : 'adm-btn adm-btn--primary'}
            onClick={() => void confirm()}
            disabled={busy}
            data-testid={`${testId}-ok`}
          >
            {props.confirmLabel ?? t('adm_confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
