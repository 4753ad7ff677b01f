import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGE_LABEL,
  adminMerchantApi,
  adminTurnoverApi,
  isShippedLanguage,
  type AdminMerchantSettings,
} from '@platform/shared';
import { adminApi } from '../admin-api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/fields';
import { fromLocalInput, parseCountryList, toLocalInput } from '../ui/format';
import { notify } from '../ui/notify';
import { TimeWindowFields } from '../ui/TimeWindowFields';
import { ErrorState, LoadingState } from '../ui/states';
import { checkAll, hasErrors, maxLength, required, type FieldError } from '../ui/validation';
import { PageHead } from './PageHead';
import { useTranslation } from '../../../lib/i18n';

interface Draft {
  name: string;
  languages: string[];
  defaultLanguage: string;
  maintenanceStart: string;
  maintenanceEnd: string;
  maintenanceMessage: string;
  blockedCountries: string;
}

function toDraft(s: AdminMerchantSettings): Draft {
  return {
    name: s.name,
    languages: s.languages.map((l) => l.toUpperCase()),
    defaultLanguage: s.defaultLanguage.toUpperCase(),
    maintenanceStart: toLocalInput(s.maintenanceStart),
    maintenanceEnd: toLocalInput(s.maintenanceEnd),
    maintenanceMessage: s.maintenanceMessage ?? '',
    blockedCountries: s.blockedCountries.join(', '),
  };
}

type Errors = Partial<Record<keyof Draft, FieldError>>;

/** Checks the form beyond single fields: languages, the window's order, the country codes. */
export function settingsErrors(d: Draft): Errors {
  const errors: Errors = checkAll(
    { name: d.name, maintenanceMessage: d.maintenanceMessage },
    { name: [required, maxLength(60)], maintenanceMessage: [maxLength(500)] },
  );
  if (!d.languages.length) errors.languages = { key: 'adm_v_languages' };
  else if (!d.languages.includes(d.defaultLanguage))
    errors.defaultLanguage = { key: 'adm_v_default_language' };
  const start = fromLocalInput(d.maintenanceStart);
  const end = fromLocalInput(d.maintenanceEnd);
  if (d.maintenanceEnd && start === null) errors.maintenanceStart = { key: 'adm_v_start_needed' };
  if (start !== null && end !== null && end <= start)
    errors.maintenanceEnd = { key: 'adm_v_end_after_start' };
  const countries = parseCountryList(d.blockedCountries);
  if (countries.some((c) => !/^[A-Z]{2}$/.test(c))) errors.blockedCountries = { key: 'adm_v_countries' };
  return errors;
}

export function MerchantSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['admin', 'merchant', 'settings'],
    queryFn: () => adminApi.call(adminMerchantApi.settings),
    staleTime: 0,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);

  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState onRetry={() => void settings.refetch()} />;
  if (!draft) return <LoadingState />;
  const supported = settings.data.supportedLanguages.map((l) => l.toUpperCase()).filter(isShippedLanguage);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => (d ? { ...d, [key]: value } : d));
  /** A text field's value, change and problem. */
  const bind = (key: Exclude<keyof Draft, 'languages'>) => ({
    value: draft[key],
    onChange: set(key),
    error: errors[key],
  });

  const save = async () => {
    const found = settingsErrors(draft);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const saved = await adminApi.call(adminMerchantApi.updateSettings, {
        body: {
          name: draft.name.trim(),
          languages: draft.languages,
          defaultLanguage: draft.defaultLanguage,
          maintenanceStart: fromLocalInput(draft.maintenanceStart),
          maintenanceEnd: fromLocalInput(draft.maintenanceEnd),
          maintenanceMessage: draft.maintenanceMessage.trim() || null,
          blockedCountries: parseCountryList(draft.blockedCountries),
        },
      });
      queryClient.setQueryData(['admin', 'merchant', 'settings'], saved);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'session'] });
      notify.success(t('adm_saved'));
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="adm-page" data-testid="adm-settings-page">
      <PageHead title={t('adm_page_settings')} sub={`${settings.data.code} · ${settings.data.currency}`} />
      <form
        className="adm-card adm-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="adm-form__grid">
          <TextField label={t('adm_merchant_name')} {...bind('name')} maxLength={60} testId="adm-set-name" />
          <SelectField
            label={t('adm_default_language')}
            {...bind('defaultLanguage')}
            options={draft.languages
              .filter(isShippedLanguage)
              .map((l) => ({ value: l, label: LANGUAGE_LABEL[l] }))}
            testId="adm-set-default-language"
          />
        </div>
        <fieldset className="adm-field">
          <legend className="adm-field__label">{t('adm_languages')}</legend>
          <div className="adm-row-actions">
            {supported.map((code) => (
              <CheckboxField
                key={code}
                label={LANGUAGE_LABEL[code]}
                checked={draft.languages.includes(code)}
                onChange={(on) =>
                  set('languages')(
                    on ? [...draft.languages, code] : draft.languages.filter((l) => l !== code),
                  )
                }
                testId={`adm-set-language-${code}`}
              />
            ))}
          </div>
          {errors.languages && <span className="adm-field__error">{t(errors.languages.key)}</span>}
        </fieldset>
        <h2 className="adm-card__title">{t('adm_maintenance')}</h2>
        <div className="adm-form__grid">
          <TimeWindowFields
            textPrefix="adm_maintenance_"
            start={bind('maintenanceStart')}
            end={bind('maintenanceEnd')}
            testId="adm-set-mt"
          />
        </div>
        <TextAreaField
          label={t('adm_maintenance_message')}
          {...bind('maintenanceMessage')}
          maxLength={500}
          testId="adm-set-mt-message"
        />
        <TextField
          label={t('adm_blocked_countries')}
          {...bind('blockedCountries')}
          hint={t('adm_blocked_countries_hint')}
          testId="adm-set-blocked"
        />
        <div className="adm-actions">
          <button
            type="submit"
            className="adm-btn adm-btn--primary"
            disabled={busy}
            data-testid="adm-set-save"
          >
            {t('adm_save')}
          </button>
        </div>
      </form>
      <TurnoverSettings />
    </section>
  );
}

const TURNOVER_KEY = ['admin', 'merchant', 'turnover'];
const MULTIPLE = /^\d{1,3}(\.\d{1,2})?$/;

/** Wagering before withdrawal: how many times deposits and (by default) bonuses must be bet. */
function TurnoverSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: TURNOVER_KEY,
    queryFn: () => adminApi.call(adminTurnoverApi.settings),
    staleTime: 0,
  });
  const [deposit, setDeposit] = useState<string | null>(null);
  const [bonus, setBonus] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ deposit?: FieldError; bonus?: FieldError }>({});
  const [busy, setBusy] = useState(false);
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState onRetry={() => void settings.refetch()} />;
  const depositText = deposit ?? String(settings.data.depositMultiple);
  const bonusText = bonus ?? String(settings.data.bonusMultiple);
  const valid = (v: string) => MULTIPLE.test(v.trim()) && Number(v) <= 100;
  const save = async () => {
    const found = {
      deposit: valid(depositText) ? undefined : { key: 'adm_turnover_invalid' },
      bonus: valid(bonusText) ? undefined : { key: 'adm_turnover_invalid' },
    };
    setErrors(found);
    if (found.deposit || found.bonus || busy) return;
    setBusy(true);
    try {
      const saved = await adminApi.call(adminTurnoverApi.updateSettings, {
        body: { depositMultiple: Number(depositText), bonusMultiple: Number(bonusText) },
      });
      queryClient.setQueryData(TURNOVER_KEY, saved);
      setDeposit(null);
      setBonus(null);
      notify.success(t('adm_saved'));
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="adm-card adm-form"
      noValidate
      data-testid="adm-turnover-settings"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="adm-card__title">{t('adm_turnover_title')}</h2>
      <p className="adm-muted">{t('adm_turnover_hint')}</p>
      <div className="adm-form__grid">
        <TextField
          label={t('adm_turnover_deposit')}
          value={depositText}
          onChange={setDeposit}
          inputMode="decimal"
          error={errors.deposit ?? null}
          testId="adm-turnover-deposit"
        />
        <TextField
          label={t('adm_turnover_bonus')}
          value={bonusText}
          onChange={setBonus}
          inputMode="decimal"
          hint={t('adm_turnover_bonus_hint')}
          error={errors.bonus ?? null}
          testId="adm-turnover-bonus"
        />
      </div>
      <div className="adm-actions">
        <button
          type="submit"
          className="adm-btn adm-btn--primary"
          disabled={busy}
          data-testid="adm-turnover-save"
        >
          {t('adm_save')}
        </button>
      </div>
    </form>
  );
}
