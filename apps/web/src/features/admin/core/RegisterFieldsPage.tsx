import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMerchantApi, type RegisterFieldSetting } from '@platform/shared';
import { adminApi } from '../admin-api';
import { notify } from '../ui/notify';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { PageHead } from './PageHead';
import { useTranslation } from '../../../lib/i18n';

const KEY = ['admin', 'merchant', 'register-fields'];
/** Members log in with these; the server refuses to switch them off. */
const LOGIN_FIELDS = new Set(['username', 'password']);

/** The row's problem as a text key, or null: lengths in range and in order, a pattern given. */
export function fieldRowError(f: RegisterFieldSetting): string | null {
  const lengthOk = (n: number, min: number) => Number.isInteger(n) && n >= min && n <= 255;
  if (!lengthOk(f.minLength, 0) || !lengthOk(f.maxLength, 1)) return 'adm_v_length_range';
  if (f.minLength > f.maxLength) return 'adm_v_min_over_max';
  if (!f.acceptedPattern.trim()) return 'adm_v_pattern';
  if (f.required && !f.enabled) return 'adm_v_required_enabled';
  return null;
}

export function RegisterFieldsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fields = useQuery({
    queryKey: KEY,
    queryFn: () => adminApi.call(adminMerchantApi.registerFields),
    staleTime: 0,
  });
  const [rows, setRows] = useState<RegisterFieldSetting[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (fields.data) setRows(fields.data);
  }, [fields.data]);

  const patch = (key: string, change: Partial<RegisterFieldSetting>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const problems = rows.map(fieldRowError);
  const invalid = problems.some(Boolean);

  const save = async () => {
    if (invalid || busy) return;
    setBusy(true);
    try {
      const saved = await adminApi.call(adminMerchantApi.setRegisterFields, {
        body: {
          fields: rows.map((r) => ({
            key: r.key,
            enabled: r.enabled,
            required: r.required,
            minLength: r.minLength,
            maxLength: r.maxLength,
            acceptedPattern: r.acceptedPattern.trim(),
          })),
        },
      });
      queryClient.setQueryData(KEY, saved);
      notify.success(t('adm_saved'));
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  const body = fields.isPending ? (
    <LoadingState />
  ) : fields.isError ? (
    <ErrorState onRetry={() => void fields.refetch()} />
  ) : !rows.length ? (
    <EmptyState />
  ) : (
    <div className="adm-table-wrap">
      <table className="adm-table" data-testid="adm-register-fields">
        <thead>
          <tr>
            <th>{t('adm_col_field')}</th>
            <th>{t('adm_col_enabled')}</th>
            <th>{t('adm_col_required')}</th>
            <th>{t('adm_col_min')}</th>
            <th>{t('adm_col_max')}</th>
            <th>{t('adm_col_pattern')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const locked = LOGIN_FIELDS.has(r.key);
            return (
              <tr key={r.key} data-key={r.key}>
                <td data-label={t('adm_col_field')}>
                  <span className="adm-mono">{r.key}</span>
                  {problems[i] && (
                    <span className="adm-field__error" role="alert">
                      <br />
                      {t(problems[i])}
                    </span>
                  )}
                </td>
                <td data-label={t('adm_col_enabled')}>
                  <input
                    type="checkbox"
                    aria-label={`${r.key} ${t('adm_col_enabled')}`}
                    checked={r.enabled}
                    disabled={locked}
                    onChange={(e) =>
                      patch(r.key, { enabled: e.target.checked, required: e.target.checked && r.required })
                    }
                  />
                </td>
                <td data-label={t('adm_col_required')}>
                  <input
                    type="checkbox"
                    aria-label={`${r.key} ${t('adm_col_required')}`}
                    checked={r.required}
                    disabled={locked || !r.enabled}
                    onChange={(e) => patch(r.key, { required: e.target.checked })}
                  />
                </td>
                <td data-label={t('adm_col_min')}>
                  <input
                    className="adm-input adm-input--compact"
                    type="number"
                    min={0}
                    max={255}
                    value={r.minLength}
                    aria-label={`${r.key} ${t('adm_col_min')}`}
                    onChange={(e) => patch(r.key, { minLength: Number(e.target.value) })}
                  />
                </td>
                <td data-label={t('adm_col_max')}>
                  <input
                    className="adm-input adm-input--compact"
                    type="number"
                    min={1}
                    max={255}
                    value={r.maxLength}
                    aria-label={`${r.key} ${t('adm_col_max')}`}
                    onChange={(e) => patch(r.key, { maxLength: Number(e.target.value) })}
                  />
                </td>
                <td data-label={t('adm_col_pattern')}>
                  <input
                    className="adm-input adm-input--compact adm-mono"
                    value={r.acceptedPattern}
                    maxLength={200}
                    aria-label={`${r.key} ${t('adm_col_pattern')}`}
                    onChange={(e) => patch(r.key, { acceptedPattern: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className="adm-page" data-testid="adm-register-fields-page">
      <PageHead
        title={t('adm_page_register_fields')}
        sub={t('adm_register_fields_sub')}
        actions={
          <button
            type="button"
            className="adm-btn adm-btn--primary adm-btn--sm"
            disabled={busy || invalid || !rows.length}
            onClick={() => void save()}
            data-testid="adm-register-fields-save"
          >
            {t('adm_save')}
          </button>
        }
      />
      {body}
    </section>
  );
}
