import { useState } from 'react';
import { pointsAdminApi, type RewardType } from '@platform/shared';
import { PagedTable, TextAreaField, TextField, useFormValues } from '../../ui';
import { pointsAdmin } from '../api/points-admin';
import { FormModal, NewButton, OpsHead } from '../FormModal';
import { checkText, fieldError, intIn, type FieldErrors } from '../form-rules';
import { listKey, useOpsMutation } from '../use-ops';
import { useRewardTypes } from './RewardsPage';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

interface TypeForm {
  typeId: string;
  name: string;
  chineseName: string;
  i18nStr: string;
}

/** Checks a reward type; names by language are JSON text ({"en":"…","cn":"…"}) or empty. */
export function typeFormErrors(form: TypeForm): FieldErrors<keyof TypeForm> {
  const errors: FieldErrors<keyof TypeForm> = {};
  if (intIn(form.typeId, 1, 999_999) === null) errors.typeId = 'ops_err_int_range';
  const name = checkText(form.name, { required: true, max: 64 });
  if (name) errors.name = name;
  const cn = checkText(form.chineseName, { max: 64 });
  if (cn) errors.chineseName = cn;
  if (form.i18nStr.trim()) {
    if (form.i18nStr.length > 2000) errors.i18nStr = 'ops_err_too_long';
    else {
      try {
        const parsed: unknown = JSON.parse(form.i18nStr);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
          errors.i18nStr = 'ops_err_json';
      } catch {
        errors.i18nStr = 'ops_err_json';
      }
    }
  }
  return errors;
}

/** Reward types of the points mall (the tabs of the member's mall). */
export function RewardTypesPage() {
  const { t } = useTranslation();
  const types = useRewardTypes();
  const [editing, setEditing] = useState<RewardType | 'new' | null>(null);
  const rows = types.data;
  return (
    <div data-testid="ops-reward-types">
      <OpsHead title={t('ops_page_reward_types')}>
        <NewButton onClick={() => setEditing('new')} testId="ops-reward-types-new" />
      </OpsHead>
      <PagedTable
        testId="ops-reward-types-table"
        rows={rows}
        rowKey={(r) => r.typeId}
        total={rows?.length ?? 0}
        page={1}
        size={Math.max(1, rows?.length ?? 1)}
        onPage={() => undefined}
        loading={types.isFetching}
        error={types.isError}
        onRetry={() => void types.refetch()}
        columns={[
          { key: 'id', header: t('ops_type_id'), render: (r) => r.typeId, nowrap: true },
          { key: 'name', header: t('ops_name'), render: (r) => r.name },
          { key: 'cn', header: t('ops_chinese_name'), render: (r) => r.chineseName || '-' },
          {
            key: 'i18n',
            header: t('ops_names_by_language'),
            render: (r) => <span className="adm-mono">{r.i18nStr ?? '-'}</span>,
          },
          {
            key: 'actions',
            header: t('ops_actions'),
            render: (r) => (
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--sm"
                onClick={() => setEditing(r)}
              >
                {t('ops_edit')}
              </button>
            ),
          },
        ]}
      />
      {editing && <TypeEditor type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function TypeEditor({ type, onClose }: { type: RewardType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    values: form,
    setErrors,
    field,
  } = useFormValues<TypeForm, string>(
    {
      typeId: type ? String(type.typeId) : '',
      name: type?.name ?? '',
      chineseName: type?.chineseName ?? '',
      i18nStr: type?.i18nStr ?? '',
    },
    fieldError,
  );
  const save = useOpsMutation(
    (body: Parameters<typeof pointsAdmin.createType>[0]) =>
      type ? pointsAdmin.updateType(type.typeId, body) : pointsAdmin.createType(body),
    { invalidate: listKey(pointsAdminApi.rewardTypes) },
  );
  const submit = () => {
    const found = typeFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        typeId: Number(form.typeId),
        name: form.name.trim(),
        chineseName: form.chineseName.trim(),
        i18nStr: form.i18nStr.trim() || null,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormModal
      title={type ? t('ops_edit_title', { id: type.typeId }) : t('ops_new_reward_type')}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      testId="ops-reward-type-editor"
    >
      <TextField
        label={t('ops_type_id')}
        {...field('typeId')}
        inputMode="numeric"
        disabled={Boolean(type)}
        testId="ops-type-id"
      />
      <TextField label={t('ops_name')} {...field('name')} maxLength={64} testId="ops-type-name" />
      <TextField
        label={t('ops_chinese_name')}
        {...field('chineseName')}
        maxLength={64}
        testId="ops-type-cn"
      />
      <div className="ops-wide">
        <TextAreaField
          label={t('ops_names_by_language')}
          {...field('i18nStr')}
          maxLength={2000}
          hint={t('ops_names_hint')}
          testId="ops-type-i18n"
        />
      </div>
    </FormModal>
  );
}
