import type { ReactNode } from 'react';
import { Modal } from '../../../lib/ui/Modal';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EditForm } from '../ui/EditForm';
import { RowButton } from '../ui/RowButton';
import { DraftFieldList, type DraftField, type FieldKey } from '../ui/DraftFieldList';
import { PrimaryButton, SectionHead } from '../ui/SectionHead';
import { notify } from '../ui/notify';
import { useBusyAction } from '../ui/use-busy-action';
import { useTranslation } from '../../../lib/i18n';

/**
 * The create / edit dialog of a support row's draft ("Add · Tags", "Edit · Tags"): its fields,
 * checked by the browser's own rules. Closing sets the draft to null. Test ids: the fields
 * `<testId>-<key>`, the dialog `<testId>-dialog`.
 */
export function EditDialog<D extends { id: number | null }>({
  draft,
  onChange,
  listName,
  onSubmit,
  busy,
  fields,
  testId,
}: {
  draft: D;
  onChange: (next: D | null) => void;
  listName: string;
  onSubmit: () => void;
  busy: boolean;
  fields: readonly DraftField<D>[];
  testId: string;
}) {
  const { t } = useTranslation();
  const dialogId = `${testId}-dialog`;
  const close = () => onChange(null);
  return (
    <Modal
      title={`${t(draft.id ? 'sadm_edit' : 'sadm_add')} · ${listName}`}
      onClose={busy ? undefined : close}
      size="wide"
      testId={dialogId}
      closeLabel={t('adm_close')}
    >
      <EditForm
        className="adm-form"
        actionsClassName="adm-actions"
        browserChecks
        onSubmit={onSubmit}
        busy={busy}
        onCancel={close}
        holdCancelWhileBusy
        cancelLabel={t('sadm_cancel')}
        submitLabel={t('sadm_save')}
        submitTestId={`${dialogId}-save`}
        testId={`${dialogId}-form`}
      >
        <div className="adm-form__grid">
          <DraftFieldList draft={draft} onChange={onChange} fields={fields} testId={testId} />
        </div>
      </EditForm>
    </Modal>
  );
}

/** A card of a support list: its title, an add button when rows may be added, then the table. */
export function ListCard({
  title,
  onAdd,
  addTestId,
  children,
}: {
  title: ReactNode;
  onAdd?: () => void;
  addTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="adm-card">
      <SectionHead
        title={title}
        actions={
          onAdd && (
            <PrimaryButton onClick={onAdd} testId={addTestId ?? ''}>
              {t('sadm_add')}
            </PrimaryButton>
          )
        }
      />
      {children}
    </div>
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

/** The sort order of a support row (0 to 9999), for a DraftFieldList. */
export function sortField<D extends { sort: string }>(label: string): DraftField<D> {
  return { kind: 'text', key: 'sort' as FieldKey<D, string>, label, type: 'number', min: 0, max: 9999 };
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
