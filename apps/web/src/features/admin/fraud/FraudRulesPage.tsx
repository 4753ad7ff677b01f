import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFraudApi } from '@platform/shared';
import { adminApi } from '../admin-api';
import { PageHead } from '../core/PageHead';
import { CheckboxField, TextField } from '../ui/fields';
import { notify } from '../ui/notify';
import { ErrorState, LoadingState } from '../ui/states';
import { hasErrors } from '../ui/validation';
import { fromDraft, rulesErrors, toDraft, type NumberKey, type RulesDraft } from './fraud-logic';
import { useTranslation } from '../../../lib/i18n';

const RULES_KEY = ['admin', 'fraud', 'rules'];

type Switch = 'device' | 'ipRange' | 'payee' | 'bankAccount' | 'promotion' | 'reviewWithdrawals';

/** The merchant's fraud rules: which links flag members, their thresholds, and what a flag does. */
export function FraudRulesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: RULES_KEY,
    queryFn: () => adminApi.call(adminFraudApi.rules),
    staleTime: 0,
  });
  const [draft, setDraft] = useState<RulesDraft | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof rulesErrors>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (rules.data) setDraft(toDraft(rules.data));
  }, [rules.data]);

  if (rules.isPending) return <LoadingState />;
  if (rules.isError) return <ErrorState onRetry={() => void rules.refetch()} />;
  if (!draft) return <LoadingState />;

  const toggle = (key: Switch, testId: string, label: string) => (
    <CheckboxField
      label={label}
      checked={draft[key]}
      onChange={(on) => setDraft((d) => (d ? { ...d, [key]: on } : d))}
      testId={testId}
    />
  );
  const number = (key: NumberKey, label: string, testId: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      maxLength={3}
      value={draft[key]}
      onChange={(value) => setDraft((d) => (d ? { ...d, [key]: value } : d))}
      error={errors[key]}
      testId={testId}
    />
  );

  const save = async () => {
    const found = rulesErrors(draft);
    setErrors(found);
    if (hasErrors(found) || busy) return;
    setBusy(true);
    try {
      const saved = await adminApi.call(adminFraudApi.saveRules, { body: fromDraft(draft) });
      queryClient.setQueryData(RULES_KEY, saved);
      notify.success(t('adm_saved'));
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="adm-page" data-testid="adm-fraud-rules-page">
      <PageHead title={t('adm_page_fraud_rules')} sub={t('adm_fraud_rules_sub')} />
      <form
        className="adm-card adm-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2 className="adm-card__title">{t('adm_fraud_links_title')}</h2>
        <div className="adm-fraud-rule">
          {toggle('device', 'adm-fraud-device', t('adm_fraud_rule_device'))}
        </div>
        <div className="adm-fraud-rule">
          {toggle('ipRange', 'adm-fraud-ip', t('adm_fraud_rule_ip'))}
          <div className="adm-form__grid">
            {number('ipWindowDays', t('adm_fraud_ip_window'), 'adm-fraud-ip-window')}
          </div>
        </div>
        <div className="adm-fraud-rule">{toggle('payee', 'adm-fraud-payee', t('adm_fraud_rule_payee'))}</div>
        <div className="adm-fraud-rule">
          {toggle('bankAccount', 'adm-fraud-bank', t('adm_fraud_rule_bank'))}
        </div>
        <div className="adm-fraud-rule">
          {toggle('promotion', 'adm-fraud-promotion', t('adm_fraud_rule_promotion'))}
          <div className="adm-form__grid">
            {number('promotionAccounts', t('adm_fraud_promo_accounts'), 'adm-fraud-promo-accounts')}
            {number('promotionNewDays', t('adm_fraud_promo_days'), 'adm-fraud-promo-days')}
          </div>
        </div>
        <h2 className="adm-card__title">{t('adm_fraud_flags_title')}</h2>
        <div className="adm-fraud-rule">
          {toggle('reviewWithdrawals', 'adm-fraud-review', t('adm_fraud_review'))}
        </div>
        <p className="adm-muted">{t('adm_fraud_rules_note')}</p>
        <div className="adm-actions">
          <button
            type="submit"
            className="adm-btn adm-btn--primary"
            disabled={busy}
            data-testid="adm-fraud-save"
          >
            {t('adm_save')}
          </button>
        </div>
      </form>
    </section>
  );
}
