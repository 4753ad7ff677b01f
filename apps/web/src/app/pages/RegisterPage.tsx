import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../lib/ui/PageShell';
import { RegisterView } from '../../features/register';
import { useTranslation } from '../../lib/i18n';

const REFERRAL_KEY = 'referralCode';

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const referral = params.get(REFERRAL_KEY);
  // The referral code must outlive this visit's navigation until the form submits it.
  useEffect(() => {
    if (referral) sessionStorage.setItem(REFERRAL_KEY, referral);
  }, [referral]);
  return (
    <PageShell title={t('page_register')} testId="register-page">
      <RegisterView />
    </PageShell>
  );
}
