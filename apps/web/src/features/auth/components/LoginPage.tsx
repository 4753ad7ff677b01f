import { Link, useLocation, useSearchParams } from 'react-router';
import { PageShell } from '../../../lib/ui/PageShell';
import { openCustomerService, pickCustomerService } from '../../customer-service';
import { usableCustomerService } from '../../../lib/settings/api';
import { openFeedback } from '../../support';
import { useSettings } from '../../../lib/settings/useSettings';
import { usePageNavigator } from '../hooks/usePageNavigator';
import { safeNext } from '../login-flow';
import { LoginBox } from './LoginBox';
import { useTranslation } from '../../../lib/i18n';

/** The next page after login: ?next= or the path a guard sent the person from. */
function useNextPage(): string | null {
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  return safeNext(params.get('next')) ?? safeNext(typeof fromState === 'string' ? fromState : null);
}

/**
 * /login: the login box plus links to customer service, the speed test and the app
 * download; logo, language switch and footer come from the layout.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigator = usePageNavigator();
  const next = useNextPage();
  const { data: settings } = useSettings();
  const service = pickCustomerService(usableCustomerService(settings));
  return (
    <PageShell title={t('page_login')} testId="login-page">
      <div className="auth-page">
        <p className="auth-page__welcome">{t('auth_welcome')}</p>
        <LoginBox navigator={navigator} next={next} variant="page" />
        <nav className="auth-page__links">
          {service && (
            <button type="button" className="auth-link" onClick={() => openCustomerService(service)}>
              {t('contact_service')}
            </button>
          )}
          <Link to="/speedtest">{t('auth_speed_test')}</Link>
          <Link to="/download">{t('auth_app_download')}</Link>
          <button type="button" className="auth-link" onClick={openFeedback} data-testid="login-feedback">
            {t('sup_fb_title')}
          </button>
        </nav>
      </div>
    </PageShell>
  );
}
