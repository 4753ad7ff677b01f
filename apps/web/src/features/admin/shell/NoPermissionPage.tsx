import { Link } from 'react-router';
import { ADMIN_BASE } from '../admin-menu';
import { useTranslation } from '../../../lib/i18n';

/** A page the operator's role may not use, reached by a typed or bookmarked address. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <section className="adm-blocked" data-testid="adm-no-permission" role="alert">
      <svg className="adm-blocked__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 6a2 2 0 0 1 1 3.7V18h-2v-1.3A2 2 0 0 1 12 13Z"
        />
      </svg>
      <h1 className="adm-blocked__title">{t('adm_no_permission_title')}</h1>
      <p className="adm-blocked__text">{t('adm_no_permission_text')}</p>
      <Link className="adm-btn adm-btn--primary" to={ADMIN_BASE}>
        {t('adm_back_home')}
      </Link>
    </section>
  );
}

export function AdminNotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="adm-blocked" data-testid="adm-not-found">
      <h1 className="adm-blocked__title">{t('adm_not_found_title')}</h1>
      <Link className="adm-btn adm-btn--primary" to={ADMIN_BASE}>
        {t('adm_back_home')}
      </Link>
    </section>
  );
}
