import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states';
import { PAGE_SIZES, pageCount, pageWindow } from './paging';
import { useTranslation } from '../../../lib/i18n';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Kept narrow and unwrapped (ids, times, actions). */
  nowrap?: boolean;
}

export interface PagedTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  emptyMessage?: string;
  testId: string;
  rowTestId?: string;
  rowProps?: (row: T) => Record<string, string | number | undefined>;
}

/**
 * Every back-office list: a table on wide screens, one card per row on phones (the cells carry
 * their column header), with the pager below. The list is always paged by the server.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, rows, total, page, size, testId } = props;
  const pages = pageCount(total, size);

  let body: ReactNode;
  if (props.loading && !rows) body = <LoadingState />;
  else if (props.error && !rows) body = <ErrorState onRetry={props.onRetry} />;
  else if (!rows?.length) body = <EmptyState message={props.emptyMessage} />;
  else
    body = (
      <table className="adm-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.align ? `adm-align-${c.align}` : undefined} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={props.rowKey(row)}
              data-testid={props.rowTestId ?? `${testId}-row`}
              {...props.rowProps?.(row)}
            >
              {columns.map((c) => (
                <td
                  key={c.key}
                  data-label={c.header}
                  data-col={c.key}
                  className={[c.align ? `adm-align-${c.align}` : '', c.nowrap ? 'adm-nowrap' : '']
                    .join(' ')
                    .trim()}
                >
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <div className="adm-paged" data-testid={testId} aria-busy={props.loading ? 'true' : undefined}>
      <div className="adm-table-wrap">{body}</div>
      <Pager
        page={page}
        pages={pages}
        total={total}
        size={size}
        onPage={props.onPage}
        onSize={props.onSize}
        testId={testId}
      />
    </div>
  );
}

/** The pager under a list: total, page buttons around the current one and the page size. */
export function Pager({
  page,
  pages,
  total,
  size,
  onPage,
  onSize,
  testId,
}: {
  page: number;
  pages: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="adm-pager" aria-label={t('adm_pager')}>
      <span className="adm-pager__total" data-testid={`${testId}-total`}>
        {t('adm_total_rows', { total })}
      </span>
      <div className="adm-pager__pages">
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('adm_prev_page')}
        >
          ‹
        </button>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="adm-pager__gap">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              className={
                p === page ? 'adm-btn adm-btn--sm adm-btn--primary' : 'adm-btn adm-btn--ghost adm-btn--sm'
              }
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className="adm-btn adm-btn--ghost adm-btn--sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t('adm_next_page')}
        >
          ›
        </button>
      </div>
      {onSize && (
        <label className="adm-pager__size">
          <span className="visually-hidden">{t('adm_page_size')}</span>
          <select value={size} onChange={(e) => onSize?.(Number(e.target.value))}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {t('adm_per_page', { size: s })}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  );
}
