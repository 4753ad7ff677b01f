import type { ReactNode } from 'react';
import { Modal } from '../../../lib/ui/Modal';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EditForm } from '../ui/EditForm';
import { RowButton } from '../ui/RowButton';
import { TextField } from '../ui/fields';
import { notify } from '../ui/notify';
import { useBusyAction } from '../ui/use-busy-action';
import { useTranslation } from '../../../lib/i18n';

/**
 * The create / edit dialog of the support settings ("Add · Tags", "Edit · Tags"): the browser
 * checks the fields' own rules.
 */
export function EditDialog({
  isNew,
  listName,
  onClose,
  onSubmit,
  busy,
  children,
  testId,
}: {
  isNew: boolean;
  listName: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={`${t(isNew ? 'sadm_add' : 'sadm_edit')} · ${listName}`}
      onClose={busy ? undefined : onClose}
      size="wide"
      testId={testId}
      closeLabel={t('adm_close')}
    >
      <EditForm
        className="adm-form"
        actionsClassName="adm-actions"
        browserChecks
        onSubmit={onSubmit}
        busy={busy}
        onCancel={onClose}
        holdCancelWhileBusy
        cancelLabel={t('sadm_cancel')}
        submitLabel={t('sadm_save')}
        submitTestId={`${testId}-save`}
        testId={`${testId}-form`}
      >
        <div className="adm-form__grid">{children}</div>
      </EditForm>
    </Modal>
  );
}

/** Edit and delete buttons of a row. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="adm-row-actions">
      <RowButton onClick={onEdit}>{t('sadm_edit')}</RowButton>
      <RowButton onClick={onDelete}>{t('sadm_delete')}</RowButton>
    </div>
  );
}

/** The menu order of a support row (0 first). */
export function SortField({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('sadm_sort')}
      type="number"
      min={0}
      max={9999}
      value={value}
      onChange={onChange}
      testId={testId}
    />
  );
}

/** Asks before a support row is deleted, naming it. */
export function DeleteDialog({
  name,
  onConfirm,
  onClose,
  testId,
}: {
  name: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('sadm_delete_title', { name })}
      message={t('sadm_delete_text')}
      confirmLabel={t('sadm_delete')}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
      testId={testId}
    />
  );
}

/**
 * Saving a support dialog: the call, then `done` (close and reload) and the "saved" note; on a
 * failure the admin client has shown why and the dialog stays open.
 */
export function useSupportSave() {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  const save = (action: () => Promise<unknown>, done: () => void) =>
    run(async () => {
      await action();
      done();
      notify.success(t('sadm_saved'));
    });
  return { busy, save };
}
