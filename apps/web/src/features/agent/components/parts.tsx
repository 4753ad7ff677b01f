import type { ReactNode } from 'react';
import '../agent.css';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { useTranslation } from '../../../lib/i18n';
import { DataTable as SharedTable, type DataTableProps } from '../../../lib/ui/DataTable';

export type { Column } from '../../../lib/ui/DataTable';

/** Amounts of the agent reports in the merchant's style, 2 decimals. */
export function useAgentMoney(): (amount: string | null | undefined) => string {
  const style = useMoneyStyle();
  return (amount) => (amount === null || amount === undefined ? '—' : formatMoney(amount, style));
}

/** A card of an agent page with its heading and an optional control on the right. */
export function AgentCard({
  title,
  aside,
  children,
  testId,
}: {
  title?: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="ag-card" data-testid={testId}>
      {(title || aside) && (
        <header className="ag-card__head">
          {title && <h3 className="ag-card__title">{title}</h3>}
          {aside}
        </header>
      )}
      {children}
    </section>
  );
}

/** One figure of an overview: label above, value below. */
export function Stat({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string | number;
  testId?: string;
  tone?: 'up' | 'down';
}) {
  return (
    <div className={`ag-stat${tone ? ` ag-stat--${tone}` : ''}`}>
      <span className="ag-stat__label">{label}</span>
      <span className="ag-stat__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** The agent centre's lists: the shared table, in the agent pages' look. */
export function DataTable<T>(props: Omit<DataTableProps<T>, 'className' | 'wrapClassName'>) {
  return <SharedTable {...props} className="ag-table" wrapClassName="ag-table-wrap" />;
}

/** Loading, failure or nothing to show, in place of a list. */
export function ListState({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="ag-empty" aria-busy={loading || undefined} data-testid="agent-list-state">
      {loading ? t('loading') : failed ? t('network_error') : t('in_no_data')}
    </p>
  );
}

/** Two or more tabs over one card's content. */
export function Tabs<V extends string>({
  value,
  options,
  onChange,
  testId,
}: {
  value: V;
  options: { value: V; label: string; badge?: boolean }[];
  onChange(value: V): void;
  testId: string;
}) {
  return (
    <div className="ag-tabs" role="tablist" data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={`ag-tabs__tab${o.value === value ? ' ag-tabs__tab--on' : ''}`}
          onClick={() => onChange(o.value)}
          data-testid={`${testId}-${o.value}`}
        >
          {o.label}
          {o.badge && <span className="ag-dot" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}

/** A username search box that applies on submit, so typing does not fire a query per key. */
export function SearchBox({
  value,
  onSearch,
  testId,
}: {
  value: string;
  onSearch(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="ag-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement;
        onSearch(input.value.trim());
      }}
    >
      <input
        name="q"
        className="form-input"
        defaultValue={value}
        maxLength={32}
        placeholder={t('ag_search_username')}
        aria-label={t('ag_search_username')}
        data-testid={testId}
      />
      <button type="submit" className="btn btn--ghost btn--sm" data-testid={`${testId}-go`}>
        {t('ag_search')}
      </button>
    </form>
  );
}

/** Two figures in one cell, the second one dimmer (deposits over withdrawals, in over out). */
export function Pair({ top, bottom, testId }: { top: string; bottom: string; testId?: string }) {
  return (
    <span className="ag-pair" data-testid={testId}>
      <span>{top}</span>
      <span className="ag-pair__second">{bottom}</span>
    </span>
  );
}

/** A timestamp as yyyy-mm-dd hh:mm in the person's clock. */
export function formatStamp(ms: number | null | undefined): string {
  if (!ms) return '—';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
