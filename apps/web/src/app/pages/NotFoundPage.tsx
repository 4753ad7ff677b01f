import { Link } from 'react-router';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { useTranslation } from '../../lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('not_found_title'));
  return (
    <section className="container not-found" data-testid="not-found-page">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('not_found_title')}</h1>
      <p className="not-found__desc">{t('not_found_desc')}</p>
      <Link className="btn btn--gold" to="/" data-testid="not-found-home">
        {t('back_home')}
      </Link>
    </section>
  );
}
