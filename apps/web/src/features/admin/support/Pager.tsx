import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="sadm-pager">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('sadm_prev')}
      </button>
      <span>{t('sadm_page', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('sadm_next')}
      </button>
    </div>
  );
}
