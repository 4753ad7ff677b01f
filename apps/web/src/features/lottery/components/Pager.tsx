import { useTranslation } from '../../../lib/i18n';

/** Previous / next for a list whose total is unknown: a short page means the last one. */
export function Pager({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="lot-pager" data-testid="pager">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('lot_prev')}
      </button>
      <span className="lot-muted">{t('lot_page', { page })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        {t('lot_next')}
      </button>
    </nav>
  );
}
