import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLES, adminOperatorApi, type AdminOperator, type AdminRole } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { adminApi } from '../admin-api';
import { EditForm } from '../ui/EditForm';
import { PagedTable, type Column } from '../ui/PagedTable';
import { RowButton } from '../ui/RowButton';
import { PrimaryButton } from '../ui/SectionHead';
import { SelectField, TextField } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { tableProps, useAdminList } from '../ui/use-admin-list';
import { useBusyAction } from '../ui/use-busy-action';
import { useFormValues } from '../ui/use-form-values';
import {
  checkAll,
  hasErrors,
  maxLength,
  minLength,
  pattern,
  required,
  type FieldError,
} from '../ui/validation';
import { PageHead } from './PageHead';
import { StatusBadge } from './StatusBadge';
import { useTranslation } from '../../../lib/i18n';

const USERNAME = /^[A-Za-z0-9_]{4,32}$/;
type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; operator: AdminOperator }
  | { kind: 'password'; operator: AdminOperator };

type Values = { username: string; displayName: string; role: string; status: string; password: string };

function useRoleOptions() {
  const { t } = useTranslation();
  return ADMIN_ROLES.map((role) => ({ value: role, label: t(`adm_role_${role}`) }));
}

/** One form for creating, editing and setting a password; it sends only what its kind needs. */
function OperatorForm({ editing, onClose }: { editing: Exclude<Editing, null>; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const current = editing.kind === 'create' ? null : editing.operator;
  const { values, setErrors, field } = useFormValues<Values, FieldError>({
    username: '',
    displayName: current?.displayName ?? '',
    role: current?.role ?? 'SUPPORT',
    status: current?.status ?? 'A',
    password: '',
  });
  const { busy, run } = useBusyAction();

  const submit = async () => {
    const password = [required, minLength(8), maxLength(64)];
    const displayName = [required, maxLength(60)];
    const found = checkAll(
      values,
      editing.kind === 'create'
        ? { username: [required, pattern(USERNAME, 'adm_v_username')], displayName, password }
        : editing.kind === 'edit'
          ? { displayName }
          : { password },
    );
    setErrors(found);
    if (hasErrors(found)) return;
    await run(async () => {
      if (editing.kind === 'create') {
        await adminApi.call(adminOperatorApi.create, {
          body: {
            username: values.username.trim(),
            displayName: values.displayName.trim(),
            role: values.role as AdminRole,
            password: values.password,
          },
        });
      } else if (editing.kind === 'edit') {
        await adminApi.call(adminOperatorApi.update, {
          params: { id: editing.operator.id },
          body: {
            displayName: values.displayName.trim(),
            role: values.role as AdminRole,
            status: values.status as AdminOperator['status'],
          },
        });
      } else {
        await adminApi.call(adminOperatorApi.setPassword, {
          params: { id: editing.operator.id },
          body: { password: values.password },
        });
      }
      notify.success(t('adm_saved'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    });
  };

  const title =
    editing.kind === 'create'
      ? t('adm_operator_create')
      : editing.kind === 'edit'
        ? t('adm_operator_edit', { username: editing.operator.username })
        : t('adm_operator_password', { username: editing.operator.username });

  return (
    <Modal title={title} onClose={onClose} testId="adm-operator-form" closeLabel={t('adm_close')}>
      <EditForm
        className="adm-form"
        actionsClassName="adm-actions"
        onSubmit={() => void submit()}
        busy={busy}
        onCancel={onClose}
        holdCancelWhileBusy
        cancelLabel={t('adm_cancel')}
        submitLabel={t('adm_save')}
        submitTestId="adm-op-submit"
      >
        {editing.kind === 'create' && (
          <TextField
            label={t('adm_username')}
            {...field('username')}
            hint={t('adm_username_hint')}
            maxLength={32}
            autoComplete="off"
            testId="adm-op-username"
          />
        )}
        {editing.kind !== 'password' && (
          <>
            <TextField
              label={t('adm_display_name')}
              {...field('displayName')}
              maxLength={60}
              testId="adm-op-display-name"
            />
            <SelectField label={t('adm_col_role')} {...field('role')} options={roles} testId="adm-op-role" />
          </>
        )}
        {editing.kind === 'edit' && (
          <SelectField
            label={t('adm_col_status')}
            {...field('status')}
            options={[
              { value: 'A', label: t('adm_status_A') },
              { value: 'L', label: t('adm_status_L') },
            ]}
            testId="adm-op-status"
          />
        )}
        {editing.kind !== 'edit' && (
          <TextField
            label={t('adm_password')}
            type="password"
            {...field('password')}
            hint={t('adm_password_hint')}
            maxLength={64}
            autoComplete="new-password"
            testId="adm-op-password"
          />
        )}
      </EditForm>
    </Modal>
  );
}

export function OperatorsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useAdminList(adminOperatorApi.list);

  const columns: Column<AdminOperator>[] = [
    { key: 'username', header: t('adm_username'), render: (r) => r.username },
    { key: 'displayName', header: t('adm_display_name'), render: (r) => r.displayName },
    {
      key: 'role',
      header: t('adm_col_role'),
      render: (r) => <span className="adm-role">{t(`adm_role_${r.role}`)}</span>,
    },
    { key: 'status', header: t('adm_col_status'), render: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'lastLogin',
      header: t('adm_col_last_login'),
      render: (r) => formatDateTime(r.lastLoginAt),
      nowrap: true,
    },
    {
      key: 'created',
      header: t('adm_col_created'),
      render: (r) => formatDateTime(r.createdAt),
      nowrap: true,
    },
    {
      key: 'actions',
      header: t('adm_col_actions'),
      render: (r) => (
        <div className="adm-row-actions">
          <RowButton onClick={() => setEditing({ kind: 'edit', operator: r })}>{t('adm_edit')}</RowButton>
          <RowButton onClick={() => setEditing({ kind: 'password', operator: r })}>
            {t('adm_set_password')}
          </RowButton>
        </div>
      ),
    },
  ];

  return (
    <section className="adm-page" data-testid="adm-operators-page">
      <PageHead
        title={t('adm_page_operators')}
        sub={t('adm_operators_sub')}
        actions={
          <PrimaryButton onClick={() => setEditing({ kind: 'create' })} testId="adm-operator-new">
            {t('adm_operator_create')}
          </PrimaryButton>
        }
      />
      <PagedTable {...tableProps(list)} columns={columns} rowKey={(r) => r.id} testId="adm-operators-table" />
      {editing && <OperatorForm editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
