import type { ReactNode } from 'react';
import { localeOf, useTranslation } from '../i18n';

/** A date and time in the page language, 24-hour clock. */
export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(localeOf(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** A card of a wallet page with its heading. */
export function WalletCard({
  title,
  aside,
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="wallet-card" data-testid={testId}>
      <header className="wallet-card__head">
        <h3 className="wallet-card__title">{title}</h3>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** Two or more mutually exclusive choices shown as one row of buttons. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: { value: V; label: string; hint?: string }[];
  onChange(value: V): void;
  testId: string;
}) {
  return (
    <div className="wallet-segmented" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          className={`wallet-segmented__option${option.value === value ? ' wallet-segmented__option--on' : ''}`}
          data-testid={`${testId}-${option.value}`}
          onClick={() => onChange(option.value)}
        >
          <span className="wallet-segmented__label">{option.label}</span>
          {option.hint && <span className="wallet-segmented__hint">{option.hint}</span>}
        </button>
      ))}
    </div>
  );
}

/** Label and value on one line, for balances and summaries. */
export function Figure({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`wallet-figure${strong ? ' wallet-figure--strong' : ''}`}>
      <span className="wallet-figure__label">{label}</span>
      <span className="wallet-figure__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export type RequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export function StatusPill({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`wallet-status wallet-status--${status.toLowerCase()}`} data-testid="funding-status">
      {t(`wal_status_${status}`)}
    </span>
  );
}

/** Previous / next paging of a list; hidden when everything fits on one page. */
export function Pager({
  page,
  size,
  total,
  onPage,
  testId,
}: {
  page: number;
  size: number;
  total: number;
  onPage(page: number): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="wallet-pager" aria-label={t('wal_pages')} data-testid={testId}>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid={`${testId}-prev`}
      >
        {t('wal_prev')}
      </button>
      <span className="wallet-pager__where">{t('wal_page_of', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        data-testid={`${testId}-next`}
      >
        {t('wal_next')}
      </button>
    </nav>
  );
}

/** The state line of a list that has nothing to show yet, or could not load. */
export function ListState({ loading, failed, empty }: { loading: boolean; failed: boolean; empty: string }) {
  const { t } = useTranslation();
  return (
    <p className="wallet-empty" aria-busy={loading || undefined}>
      {loading ? t('loading') : failed ? t('network_error') : empty}
    </p>
  );
}

export type RecordTab = 'records' | 'history';

/** Switches a page's lower card between its own requests and the balance history. */
export function RecordTabs({
  tab,
  onTab,
  recordsLabel,
}: {
  tab: RecordTab;
  onTab(tab: RecordTab): void;
  recordsLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-tabs" role="tablist">
      {(['records', 'history'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          className={`wallet-tabs__tab${tab === value ? ' wallet-tabs__tab--on' : ''}`}
          data-testid={`records-tab-${value}`}
          onClick={() => onTab(value)}
        >
          {value === 'records' ? recordsLabel : t('wal_history')}
        </button>
      ))}
    </div>
  );
}
