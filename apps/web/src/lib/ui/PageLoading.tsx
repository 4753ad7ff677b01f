import { useTranslation } from '../i18n';

/**
 * What shows while a page's code and texts download. The spinner fades in only after a moment,
 * so a fast load never flashes it; the space it holds keeps the footer from jumping up.
 */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fullScreen ? 'splash page-loading' : 'page-loading'}
      role="status"
      aria-busy="true"
      data-testid="page-loading"
    >
      <span className="splash__spinner page-loading__spinner" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
