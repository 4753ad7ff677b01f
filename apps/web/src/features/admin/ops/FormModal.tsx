import type { ReactNode } from 'react';
import { Modal } from '../../../lib/ui/Modal';
import { PageHead } from '../core/PageHead';
import { EditForm, TimeWindowFields, type FieldError } from '../ui';
import './ops.css';
import { useTranslation } from '../../../lib/i18n';

/** The create / edit dialog of an operator form: fields in a two-column grid, save and cancel. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  busy,
  children,
  testId,
  submitLabel,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
  testId: string;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose} size="wide" testId={testId} closeLabel={t('ops_close')}>
      <EditForm
        className="ops-form"
        actionsClassName="ops-form__actions"
        onSubmit={onSubmit}
        busy={busy}
        onCancel={onClose}
        cancelLabel={t('ops_cancel')}
        submitLabel={submitLabel ?? t('ops_save')}
        submitTestId={`${testId}-submit`}
        testId={`${testId}-form`}
      >
        {children}
      </EditForm>
    </Modal>
  );
}

const TONE = { on: 'ok', off: 'bad', wait: 'warn' } as const;

/** A status pill: on (green), off (red) or waiting (amber). */
export function StatusBadge({ tone, label }: { tone: 'on' | 'off' | 'wait'; label: string }) {
  return <span className={`adm-badge adm-badge--${TONE[tone]}`}>{label}</span>;
}

/** Heading of an operations page with its actions (New) on the right. */
export function OpsHead({ title, children }: { title: string; children?: ReactNode }) {
  return <PageHead title={title} actions={children} />;
}

/** The page head's button that opens the create dialog. */
export function NewButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="adm-btn adm-btn--primary adm-btn--sm"
      onClick={onClick}
      data-testid={testId}
    >
      {t('ops_new')}
    </button>
  );
}

type WindowField = 'start' | 'end';

/** When a notice or a promotion runs: from, and until (empty: no end). `<testId>-start`, `-end`. */
export function RunWindowFields({
  form,
  set,
  err,
  testId,
}: {
  form: Record<WindowField, string>;
  set: (field: WindowField, value: string) => void;
  err: (field: WindowField) => FieldError | null;
  testId: string;
}) {
  const bound = (field: WindowField) => ({
    value: form[field],
    onChange: (value: string) => set(field, value),
    error: err(field),
  });
  return <TimeWindowFields textPrefix="ops_" start={bound('start')} end={bound('end')} testId={testId} />;
}
