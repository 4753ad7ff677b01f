import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingState, TextField } from '../../ui';
import { pointsAdminApi } from '@platform/shared';
import { pointsAdmin } from '../api/points-admin';
import { OpsHead } from '../FormModal';
import { fieldError } from '../form-rules';
import { listKey, useOpsMutation } from '../use-ops';
import {
  POINT_RATE_FIELDS,
  configFormToBody,
  configToForm,
  type PointConfigForm,
  type PointRateField,
} from './config-form';
import { useTranslation } from '../../../../lib/i18n';
import '../ops.css';

/** How members earn points (per unit of settled stake or deposit) and convert them to money. */
export function PointsConfigPage() {
  const { t } = useTranslation();
  const config = useQuery({ queryKey: listKey(pointsAdminApi.config), queryFn: pointsAdmin.config });
  const [form, setForm] = useState<PointConfigForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PointRateField, string>>>({});
  const save = useOpsMutation(pointsAdmin.saveConfig, { invalidate: listKey(pointsAdminApi.config) });
  useEffect(() => {
    if (config.data) setForm(configToForm(config.data));
  }, [config.data]);

  return (
    <div data-testid="ops-points-config">
      <OpsHead title={t('ops_page_points_config')} />
      {config.isError ? (
        <ErrorState onRetry={() => void config.refetch()} />
      ) : !form ? (
        <LoadingState />
      ) : (
        <section className="adm-card">
          <form
            className="ops-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const { body, errors: found } = configFormToBody(form);
              setErrors(found);
              if (body) save.mutate(body);
            }}
          >
            {POINT_RATE_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`ops_rate_${field}`)}
                value={form[field]}
                inputMode="decimal"
                onChange={(v) => setForm({ ...form, [field]: v })}
                error={fieldError(errors[field])}
                hint={t(field === 'pointExchangeRate' ? 'ops_rate_exchange_hint' : 'ops_rate_earn_hint')}
                testId={`ops-config-${field}`}
              />
            ))}
            <div className="ops-form__actions">
              <button
                type="submit"
                className="adm-btn adm-btn--primary"
                disabled={save.isPending}
                data-testid="ops-config-save"
              >
                {t('ops_save')}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
