import { Link } from 'react-router';
import { useSettings } from '../../../lib/settings/useSettings';
import { availableTabs } from '../field-rules';
import { useRegisterConfig } from '../hooks/useRegisterConfig';
import { RegisterForm } from './RegisterForm';
import { useTranslation } from '../../../lib/i18n';

/** The register page's content: the form the merchant's settings describe, or why there is none. */
export function RegisterView() {
  const { t } = useTranslation();
  const settings = useSettings();
  const config = useRegisterConfig();
  const tabs = availableTabs(config.flags);

  let body;
  if (config.loading) {
    body = (
      <div className="register-card register-card--state" aria-busy="true">
        <span className="splash__spinner" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    );
  } else if (config.failed) {
    body = (
      <div className="register-card register-card--state">
        <p>{t('network_error')}</p>
        <button type="button" className="btn btn--ghost" onClick={config.retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!tabs.length) {
    body = (
      <div className="register-card register-card--state" data-testid="register-closed">
        <p className="register-card__lead">{t('reg_closed')}</p>
      </div>
    );
  } else {
    body = (
      <RegisterForm
        settings={config.settings}
        flags={config.flags}
        tabs={tabs}
        merchantName={settings.data?.merchantName ?? ''}
      />
    );
  }

  return (
    <div className="register">
      {body}
      <p className="register__switch">
        {t('have_account')}{' '}
        <Link to="/login" data-testid="to-login">
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
