import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLES, type AdminOperator, type AdminRole } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { adminApi } from '../admin-api';
import { PagedTable, type Column } from '../ui/PagedTable';
import { SelectField, TextField } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { notify } from '../ui/notify';
import { tableProps, useAdminList } from '../ui/use-admin-list';
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

const USERNAME = /^[A-Za-z0-9_]{4,32}$/;
type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; operator: AdminOperator }
  | { kind: 'password'; operator: AdminOperator };

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
  const [values, setValues] = useState({
    username: '',
    displayName: current?.displayName ?? '',
    role: (current?.role ?? 'SUPPORT') as string,
    status: (current?.status ?? 'A') as string,
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, FieldError>>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

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
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      if (editing.kind === 'create') {
        await adminApi.post('/admin/api/operators', {
          username: values.username.trim(),
          displayName: values.displayName.trim(),
          role: values.role as AdminRole,
          password: values.password,
        });
      } else if (editing.kind === 'edit') {
        await adminApi.put(`/admin/api/operators/${editing.operator.id}`, {
          displayName: values.displayName.trim(),
          role: values.role,
          status: values.status,
        });
      } else {
        await adminApi.post(`/admin/api/operators/${editing.operator.id}/password`, {
          password: values.password,
        });
      }
      notify.success(t('adm_saved'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onClose();
    } catch {
      // The api client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const title =
    editing.kind === 'create'
      ? t('adm_operator_create')
      : editing.kind === 'edit'
        ? t('adm_operator_edit', { username: editing.operator.username })
        : t('adm_operator_password', { username: editing.operator.username });

  return (
    <Modal title={title} onClose={onClose} testId="adm-operator-form" closeLabel={t('adm_close')}>
      <form
        className="adm-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {editing.kind === 'create' && (
          <TextField
            label={t('adm_username')}
            value={values.username}
            onChange={set('username')}
            error={errors.username}
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
              value={values.displayName}
              onChange={set('displayName')}
              error={errors.displayName}
              maxLength={60}
              testId="adm-op-display-name"
            />
            <SelectField
              label={t('adm_col_role')}
              value={values.role}
              onChange={set('role')}
              options={roles}
              testId="adm-op-role"
            />
          </>
        )}
        {editing.kind === 'edit' && (
          <SelectField
            label={t('adm_col_status')}
            value={values.status}
            onChange={set('status')}
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
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            hint={t('adm_password_hint')}
            maxLength={64}
            autoComplete="new-password"
            testId="adm-op-password"
          />
        )}
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose} disabled={busy}>
            {t('adm_cancel')}
          </button>
          <button
            type="submit"
            className="adm-btn adm-btn--primary"
            disabled={busy}
            data-testid="adm-op-submit"
          >
            {t('adm_save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function OperatorsPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = useAdminList<AdminOperator>('/admin/api/operators');

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
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--sm"
            onClick={() => setEditing({ kind: 'edit', operator: r })}
          >
            {t('adm_edit')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--ghost adm-btn--sm"
            onClick={() => setEditing({ kind: 'password', operator: r })}
          >
            {t('adm_set_password')}
          </button>
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
          <button
            type="button"
            className="adm-btn adm-btn--primary adm-btn--sm"
            data-testid="adm-operator-new"
            onClick={() => setEditing({ kind: 'create' })}
          >
            {t('adm_operator_create')}
          </button>
        }
      />
      <PagedTable {...tableProps(list)} columns={columns} rowKey={(r) => r.id} testId="adm-operators-table" />
      {editing && <OperatorForm editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
