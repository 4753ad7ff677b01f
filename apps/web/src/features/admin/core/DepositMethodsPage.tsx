import { useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEPOSIT_EXPIRY_RULE,
  DEPOSIT_METHOD_KINDS,
  QR_IMAGE_MAX_BYTES,
  SHIPPED_LANGUAGES,
  adminDepositMethodApi,
  type AdminDepositAccountItem,
  type AdminDepositMethodItem,
  type DepositMethodKind,
} from '@platform/shared';
import { adminApi } from '../admin-api';
import { FormModal } from '../ops/FormModal';
import { CheckboxField, SelectField, TextField } from '../ui/fields';
import { Money } from '../ui/Money';
import { notify } from '../ui/notify';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { useBusyAction } from '../ui/use-busy-action';
import { checkAll, hasErrors, required, type FieldError } from '../ui/validation';
import { PageHead } from './PageHead';
import { useTranslation } from '../../../lib/i18n';

const KEY = ['admin', 'deposit-methods'];

type MethodDraft = {
  kind: DepositMethodKind;
  name: string;
  names: Record<string, string>;
  minimumAmount: string;
  maximumAmount: string;
  sort: string;
  enabled: boolean;
};
type AccountDraft = {
  bankName: string;
  accountName: string;
  accountNo: string;
  dailyCap: string;
  sort: string;
  enabled: boolean;
  /** undefined: keep the stored image; null: remove it; a data: URL: the new one. */
  qrImage: string | null | undefined;
  preview: string | null;
};

const methodDraft = (m?: AdminDepositMethodItem): MethodDraft => ({
  kind: m?.kind ?? 'BANK_TRANSFER',
  name: m?.name ?? '',
  names: { ...(m?.names ?? {}) },
  minimumAmount: m?.minimumAmount ?? '',
  maximumAmount: m?.maximumAmount ?? '',
  sort: String(m?.sort ?? 0),
  enabled: m?.enabled ?? true,
});

const accountDraft = (a?: AdminDepositAccountItem): AccountDraft => ({
  bankName: a?.bankName ?? '',
  accountName: a?.accountName ?? '',
  accountNo: a?.accountNo ?? '',
  dailyCap: a?.dailyCap ?? '',
  sort: String(a?.sort ?? 0),
  enabled: a?.enabled ?? true,
  qrImage: undefined,
  preview: a?.qrImage ?? null,
});

/**
 * The merchant's deposit methods (bank transfer, QR / e-wallet, C2C) with their bounds, and the
 * accounts members pay into, with QR images; new deposits take the enabled accounts in turn.
 */
export function DepositMethodsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => adminApi.call(adminDepositMethodApi.list),
    staleTime: 0,
  });
  const [editingMethod, setEditingMethod] = useState<{ id: number | null; draft: MethodDraft } | null>(null);
  const [editingAccount, setEditingAccount] = useState<{
    methodId: number;
    id: number | null;
    draft: AccountDraft;
  } | null>(null);
  const [expiry, setExpiry] = useState<string | null>(null);
  const { busy, run } = useBusyAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const saveExpiry = () =>
    run(async () => {
      const minutes = Number(expiry ?? list.data?.expiryMinutes);
      await adminApi.call(adminDepositMethodApi.saveSettings, { body: { expiryMinutes: minutes } });
      notify.success(t('adm_saved'));
      setExpiry(null);
      await refresh();
    });

  return (
    <section className="adm-page" data-testid="adm-deposit-methods-page">
      <PageHead
        title={t('adm_page_deposit_methods')}
        sub={t('adm_dm_sub')}
        actions={
          <button
            type="button"
            className="adm-btn adm-btn--primary adm-btn--sm"
            onClick={() => setEditingMethod({ id: null, draft: methodDraft() })}
            data-testid="adm-dm-new"
          >
            {t('adm_dm_new_method')}
          </button>
        }
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="adm-card adm-dm-settings">
            <TextField
              label={t('adm_dm_expiry')}
              hint={t('adm_dm_expiry_hint', { min: DEPOSIT_EXPIRY_RULE.min, max: DEPOSIT_EXPIRY_RULE.max })}
              type="number"
              min={DEPOSIT_EXPIRY_RULE.min}
              max={DEPOSIT_EXPIRY_RULE.max}
              value={expiry ?? String(list.data.expiryMinutes)}
              onChange={setExpiry}
              testId="adm-dm-expiry"
            />
            <button
              type="button"
              className="adm-btn adm-btn--sm"
              disabled={busy || expiry === null}
              onClick={() => void saveExpiry()}
              data-testid="adm-dm-expiry-save"
            >
              {t('ops_save')}
            </button>
          </div>
          {list.data.list.length === 0 && <EmptyState />}
          {list.data.list.map((method) => (
            <MethodCard
              key={method.id}
              method={method}
              onEdit={() => setEditingMethod({ id: method.id, draft: methodDraft(method) })}
              onAddAccount={() => setEditingAccount({ methodId: method.id, id: null, draft: accountDraft() })}
              onEditAccount={(a) =>
                setEditingAccount({ methodId: method.id, id: a.id, draft: accountDraft(a) })
              }
            />
          ))}
        </>
      )}
      {editingMethod && (
        <MethodModal
          editing={editingMethod}
          onClose={() => setEditingMethod(null)}
          onSaved={async () => {
            setEditingMethod(null);
            await refresh();
          }}
        />
      )}
      {editingAccount && (
        <AccountModal
          editing={editingAccount}
          onClose={() => setEditingAccount(null)}
          onSaved={async () => {
            setEditingAccount(null);
            await refresh();
          }}
        />
      )}
    </section>
  );
}

function MethodCard({
  method,
  onEdit,
  onAddAccount,
  onEditAccount,
}: {
  method: AdminDepositMethodItem;
  onEdit: () => void;
  onAddAccount: () => void;
  onEditAccount: (account: AdminDepositAccountItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="adm-card adm-dm-method"
      data-testid="adm-dm-method"
      data-id={method.id}
      data-name={method.name}
    >
      <div className="adm-page__head">
        <div>
          <h2 className="adm-card__title">
            {method.name}{' '}
            <span className={`adm-badge adm-badge--${method.enabled ? 'ok' : 'bad'}`}>
              {t(method.enabled ? 'adm_dm_on' : 'adm_dm_off')}
            </span>
          </h2>
          <p className="adm-muted">
            {t(`adm_dm_kind_${method.kind}`)} · <Money amount={method.minimumAmount} /> –{' '}
            <Money amount={method.maximumAmount} />
          </p>
        </div>
        <div className="adm-row-actions">
          <button type="button" className="adm-btn adm-btn--sm" onClick={onEdit} data-testid="adm-dm-edit">
            {t('adm_edit')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn--primary adm-btn--sm"
            onClick={onAddAccount}
            data-testid="adm-dm-add-account"
          >
            {t('adm_dm_add_account')}
          </button>
        </div>
      </div>
      {method.accounts.length === 0 ? (
        <p className="adm-muted" data-testid="adm-dm-no-accounts">
          {t('adm_dm_no_accounts')}
        </p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('adm_dm_bank')}</th>
                <th>{t('adm_dm_account_name')}</th>
                <th>{t('adm_dm_account_no')}</th>
                <th>{t('adm_dm_daily_cap')}</th>
                <th>{t('adm_dm_qr')}</th>
                <th>{t('adm_col_status')}</th>
                <th>{t('adm_col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {method.accounts.map((a) => (
                <tr key={a.id} data-testid="adm-dm-account" data-id={a.id}>
                  <td>{a.bankName}</td>
                  <td>{a.accountName}</td>
                  <td className="adm-mono">{a.accountNo}</td>
                  <td>{a.dailyCap ? <Money amount={a.dailyCap} /> : t('adm_dm_no_cap')}</td>
                  <td>
                    {a.qrImage ? <img className="adm-dm-qr" src={a.qrImage} alt={t('adm_dm_qr')} /> : '-'}
                  </td>
                  <td>
                    <span className={`adm-badge adm-badge--${a.enabled ? 'ok' : 'bad'}`}>
                      {t(a.enabled ? 'adm_dm_on' : 'adm_dm_off')}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="adm-btn adm-btn--sm"
                      onClick={() => onEditAccount(a)}
                      data-testid="adm-dm-edit-account"
                    >
                      {t('adm_edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function MethodModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { id: number | null; draft: MethodDraft };
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<Record<string, FieldError | undefined>>({});
  const { busy, run } = useBusyAction();
  const set =
    <K extends keyof MethodDraft>(key: K) =>
    (value: MethodDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const save = () =>
    run(async () => {
      const found = checkAll(
        { name: draft.name, minimumAmount: draft.minimumAmount, maximumAmount: draft.maximumAmount },
        { name: [required], minimumAmount: [required], maximumAmount: [required] },
      );
      setErrors(found);
      if (hasErrors(found)) return;
      const body = {
        kind: draft.kind,
        name: draft.name.trim(),
        names: Object.fromEntries(Object.entries(draft.names).filter(([, v]) => v.trim())),
        minimumAmount: draft.minimumAmount.trim(),
        maximumAmount: draft.maximumAmount.trim(),
        sort: Number(draft.sort) || 0,
        enabled: draft.enabled,
      };
      if (editing.id === null) await adminApi.call(adminDepositMethodApi.create, { body });
      else await adminApi.call(adminDepositMethodApi.update, { params: { id: editing.id }, body });
      notify.success(t('adm_saved'));
      await onSaved();
    });

  return (
    <FormModal
      title={t(editing.id === null ? 'adm_dm_new_method' : 'adm_dm_edit_method')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      testId="adm-dm-method-form"
    >
      <SelectField
        label={t('adm_dm_kind')}
        value={draft.kind}
        onChange={(v) => set('kind')(v as DepositMethodKind)}
        options={DEPOSIT_METHOD_KINDS.map((k) => ({ value: k, label: t(`adm_dm_kind_${k}`) }))}
        testId="adm-dm-kind"
      />
      <TextField
        label={t('adm_dm_name')}
        value={draft.name}
        maxLength={60}
        onChange={set('name')}
        error={errors.name}
        testId="adm-dm-name"
      />
      <TextField
        label={t('adm_dm_min')}
        value={draft.minimumAmount}
        inputMode="decimal"
        onChange={set('minimumAmount')}
        error={errors.minimumAmount}
        testId="adm-dm-min"
      />
      <TextField
        label={t('adm_dm_max')}
        value={draft.maximumAmount}
        inputMode="decimal"
        onChange={set('maximumAmount')}
        error={errors.maximumAmount}
        testId="adm-dm-max"
      />
      {SHIPPED_LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={t('adm_dm_name_in', { language })}
          value={draft.names[language] ?? ''}
          maxLength={60}
          onChange={(v) => setDraft((d) => ({ ...d, names: { ...d.names, [language]: v } }))}
          testId={`adm-dm-name-${language}`}
        />
      ))}
      <TextField
        label={t('adm_dm_sort')}
        type="number"
        value={draft.sort}
        onChange={set('sort')}
        testId="adm-dm-sort"
      />
      <CheckboxField
        label={t('adm_dm_enabled')}
        checked={draft.enabled}
        onChange={set('enabled')}
        testId="adm-dm-enabled"
      />
    </FormModal>
  );
}

function AccountModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { methodId: number; id: number | null; draft: AccountDraft };
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<Record<string, FieldError | undefined>>({});
  const { busy, run } = useBusyAction();
  const set =
    <K extends keyof AccountDraft>(key: K) =>
    (value: AccountDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const onQr = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > QR_IMAGE_MAX_BYTES) {
      setErrors((e) => ({ ...e, qr: { key: 'qr.image.invalid' } }));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      setErrors((e) => ({ ...e, qr: undefined }));
      setDraft((d) => ({ ...d, qrImage: url, preview: url }));
    };
    reader.readAsDataURL(file);
  };

  const save = () =>
    run(async () => {
      const found = checkAll(
        { bankName: draft.bankName, accountName: draft.accountName, accountNo: draft.accountNo },
        { bankName: [required], accountName: [required], accountNo: [required] },
      );
      setErrors(found);
      if (hasErrors(found)) return;
      const body = {
        bankName: draft.bankName.trim(),
        accountName: draft.accountName.trim(),
        accountNo: draft.accountNo.trim(),
        dailyCap: draft.dailyCap.trim() || null,
        sort: Number(draft.sort) || 0,
        enabled: draft.enabled,
        ...(draft.qrImage === undefined ? {} : { qrImage: draft.qrImage }),
      };
      if (editing.id === null) {
        await adminApi.call(adminDepositMethodApi.createAccount, { params: { id: editing.methodId }, body });
      } else {
        await adminApi.call(adminDepositMethodApi.updateAccount, {
          params: { id: editing.methodId, accountId: editing.id },
          body,
        });
      }
      notify.success(t('adm_saved'));
      await onSaved();
    });

  return (
    <FormModal
      title={t(editing.id === null ? 'adm_dm_add_account' : 'adm_dm_edit_account')}
      onClose={onClose}
      onSubmit={() => void save()}
      busy={busy}
      testId="adm-dm-account-form"
    >
      <TextField
        label={t('adm_dm_bank')}
        value={draft.bankName}
        maxLength={60}
        onChange={set('bankName')}
        error={errors.bankName}
        testId="adm-dm-bank"
      />
      <TextField
        label={t('adm_dm_account_name')}
        value={draft.accountName}
        maxLength={80}
        onChange={set('accountName')}
        error={errors.accountName}
        testId="adm-dm-account-name"
      />
      <TextField
        label={t('adm_dm_account_no')}
        value={draft.accountNo}
        maxLength={40}
        onChange={set('accountNo')}
        error={errors.accountNo}
        testId="adm-dm-account-no"
      />
      <TextField
        label={t('adm_dm_daily_cap')}
        hint={t('adm_dm_daily_cap_hint')}
        value={draft.dailyCap}
        inputMode="decimal"
        onChange={set('dailyCap')}
        testId="adm-dm-daily-cap"
      />
      <TextField
        label={t('adm_dm_sort')}
        type="number"
        value={draft.sort}
        onChange={set('sort')}
        testId="adm-dm-account-sort"
      />
      <CheckboxField
        label={t('adm_dm_enabled')}
        checked={draft.enabled}
        onChange={set('enabled')}
        testId="adm-dm-account-enabled"
      />
      <div className="adm-field adm-dm-qr-field">
        <span className="adm-field__label">{t('adm_dm_qr')}</span>
        {draft.preview && (
          <img className="adm-dm-qr adm-dm-qr--large" src={draft.preview} alt={t('adm_dm_qr')} />
        )}
        <input type="file" accept="image/png,image/jpeg" onChange={onQr} data-testid="adm-dm-qr-input" />
        {draft.preview && (
          <button
            type="button"
            className="adm-btn adm-btn--sm"
            onClick={() => setDraft((d) => ({ ...d, qrImage: null, preview: null }))}
            data-testid="adm-dm-qr-remove"
          >
            {t('adm_dm_qr_remove')}
          </button>
        )}
        {errors.qr ? (
          <span className="adm-field__error" role="alert" data-testid="error-adm-dm-qr">
            {t(errors.qr.key)}
          </span>
        ) : (
          <span className="adm-field__hint">{t('adm_dm_qr_hint')}</span>
        )}
      </div>
    </FormModal>
  );
}
