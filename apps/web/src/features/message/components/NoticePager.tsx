import { useEffect, useRef } from 'react';
import { pageNumbers, pagerScrolls } from '../notice-pager';
import { useTranslation } from '../../../lib/i18n';

/** Numbered pages; above 7 pages the numbers scroll sideways and the current one stays in view. */
export function NoticePager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const scrolls = pagerScrolls(pages);
  useEffect(() => {
    const list = strip.current;
    const on = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scrolls || !list || !on) return;
    list.scrollLeft = on.offsetLeft - (list.clientWidth - on.offsetWidth) / 2;
  }, [page, scrolls]);
  if (pages <= 1) return null;
  return (
    <nav className="msg-pager" aria-label={t('msg_pages')} data-testid="notice-pager" data-scrolls={scrolls}>
      <button
        type="button"
        className="msg-pager__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('msg_prev')}
      >
        ‹
      </button>
      <div className={`msg-pager__pages${scrolls ? ' msg-pager__pages--scroll' : ''}`} ref={strip}>
        {pageNumbers(pages).map((n) => (
          <button
            key={n}
            type="button"
            className={`msg-pager__page${n === page ? ' msg-pager__page--on' : ''}`}
            aria-current={n === page ? 'page' : undefined}
            data-testid="notice-page"
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="msg-pager__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('msg_next')}
      >
        ›
      </button>
    </nav>
  );
}
