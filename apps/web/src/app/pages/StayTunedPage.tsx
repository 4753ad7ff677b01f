import { Link } from 'react-router';
import type { UiKey } from '../../lib/i18n/ui';
import { PageShell } from '../../lib/ui/PageShell';
import { useTranslation } from '../../lib/i18n';
import { OfferedCategoryLinks } from '../../features/games';

/**
 * Shell of a page whose feature opens later: its real title and layout, no stand-in data. Nothing
 * links here; a visitor who arrives anyway is led on to the game categories there are.
 */
export function StayTunedPage({ titleKey }: { titleKey: UiKey }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(titleKey)} testId="stay-tuned-page">
      <div className="notice-card" data-testid="stay-tuned">
        <svg className="notice-card__icon" viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.4" />
          <path fill="currentColor" d="M22.5 12h3v13.2l8.2 4.8-1.5 2.6-9.7-5.6V12Z" />
        </svg>
        <p className="notice-card__lead">{t('in_stay_tuned')}</p>
        <p className="notice-card__detail">{t('stay_tuned_detail')}</p>
        <OfferedCategoryLinks testId="stay-tuned-alternatives" />
        <Link className="btn btn--ghost" to="/">
          {t('back_home')}
        </Link>
      </div>
    </PageShell>
  );
}
