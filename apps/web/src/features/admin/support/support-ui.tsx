import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../lib/ui/Modal';
import { PagedTable, type Column } from '../ui/PagedTable';

/** The create / edit dialog of the support settings: the browser checks the fields' own rules. */
export function EditDialog({
  title,
  onClose,
  onSubmit,
  busy,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onClose}
      size="wide"
      testId={testId}
      closeLabel={t('adm_close')}
    >
      <form className="adm-form" onSubmit={submit} data-testid={`${testId}-form`}>
        <div className="adm-form__grid">{children}</div>
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose} disabled={busy}>
            {t('sadm_cancel')}
          </button>
          <button
            type="submit"
            className="adm-btn adm-btn--primary"
            disabled={busy}
            data-testid={`${testId}-save`}
          >
            {t('sadm_save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A short list the server answers whole (tags, entries, scripts) in the look of the paged lists. */
export function WholeTable<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  onRetry,
  testId,
}: {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  testId: string;
}) {
  const total = rows?.length ?? 0;
  return (
    <PagedTable
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      total={total}
      page={1}
      size={Math.max(total, 1)}
      onPage={() => {}}
      loading={loading}
      error={error}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

/** Edit and delete buttons of a row. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="adm-row-actions">
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onEdit}>
        {t('sadm_edit')}
      </button>
      <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onDelete}>
        {t('sadm_delete')}
      </button>
    </div>
  );
}
