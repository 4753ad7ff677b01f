import { Link } from 'react-router';
import { useSettings } from '../../../lib/settings/useSettings';
import { openFeedback } from '../../support';
import { useTranslation } from '../../../lib/i18n';

export function Footer() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const name = settings?.merchantName ?? '';
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__inner">
        <nav className="site-footer__links">
          <Link to="/help">{t('footer_help')}</Link>
          <Link to="/download">{t('footer_download')}</Link>
          <Link to="/speedtest">{t('footer_speedtest')}</Link>
          <button
            type="button"
            className="site-footer__link"
            onClick={openFeedback}
            data-testid="footer-feedback"
          >
            {t('sup_fb_title')}
          </button>
        </nav>
        <p className="site-footer__age">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          {t('footer_age_notice')}
        </p>
        {name && (
          <p className="site-footer__copy">
            {t('footer_copyright', { year: new Date().getFullYear(), name })}
          </p>
        )}
      </div>
    </footer>
  );
}
