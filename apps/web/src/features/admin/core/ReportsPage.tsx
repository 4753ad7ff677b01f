import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminReportApi, type AdminDailyReportRow } from '@platform/shared';
import { useMoneyFormatter } from '../../../lib/currency';
import { useMoneyStyle } from '../../wallet';
import { adminApi } from '../admin-api';
import { DateRangePicker, lastDays, type DayRange } from '../ui/DateRangePicker';
import { Money } from '../ui/Money';
import { PagedTable, type Column } from '../ui/PagedTable';
import { BarChart } from '../ui/charts/BarChart';
import { LineChart } from '../ui/charts/LineChart';
import { daysInRange } from '../ui/format';
import { ErrorState, LoadingState } from '../ui/states';
import { PageHead } from './PageHead';
import { metricSeries, reportTotals, shortDay, type ReportMetric } from './report-series';
import { useTranslation } from '../../../lib/i18n';

/** The server answers at most this many days at once. */
const MAX_DAYS = 92;
const TABLE_PAGE = 15;

export function ReportsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const { currency } = useMoneyStyle();
  const [draft, setDraft] = useState<DayRange>(() => lastDays(14));
  const [range, setRange] = useState<DayRange>(draft);
  const [page, setPage] = useState(1);
  const days = daysInRange(draft.from, draft.to);
  const rangeError =
    !draft.from || !draft.to || days < 1
      ? 'adm_range_invalid'
      : days > MAX_DAYS
        ? 'adm_range_too_long'
        : null;

  const daily = useQuery({
    queryKey: ['admin', 'reports', 'daily', range.from, range.to],
    queryFn: () => adminApi.call(adminReportApi.daily, { query: { ...range } }),
    staleTime: 0,
  });
  const ggr = useQuery({
    queryKey: ['admin', 'reports', 'ggr', range.from, range.to],
    queryFn: () => adminApi.call(adminReportApi.ggr, { query: { ...range } }),
    staleTime: 0,
  });

  const apply = () => {
    if (rangeError) return;
    setRange(draft);
    setPage(1);
  };
  const metricName = (m: ReportMetric) => t(`adm_metric_${m}`);
  const rows = daily.data ?? [];
  // Newest day first in the table; the charts read left to right in time.
  const tableRows = [...rows].reverse();
  const totals = reportTotals(rows, currency);

  const columns: Column<AdminDailyReportRow>[] = [
    { key: 'day', header: t('adm_col_day'), render: (r) => r.day, nowrap: true },
    {
      key: 'deposits',
      header: t('adm_metric_deposits'),
      render: (r) => (
        <span>
          <Money amount={r.deposits} /> <span className="adm-muted">×{r.depositCount}</span>
        </span>
      ),
      align: 'end',
    },
    {
      key: 'withdrawals',
      header: t('adm_metric_withdrawals'),
      render: (r) => (
        <span>
          <Money amount={r.withdrawals} /> <span className="adm-muted">×{r.withdrawalCount}</span>
        </span>
      ),
      align: 'end',
    },
    { key: 'bets', header: t('adm_metric_bets'), render: (r) => <Money amount={r.bets} />, align: 'end' },
    {
      key: 'payouts',
      header: t('adm_metric_payouts'),
      render: (r) => <Money amount={r.payouts} />,
      align: 'end',
    },
    { key: 'ggr', header: t('adm_metric_ggr'), render: (r) => <Money amount={r.ggr} />, align: 'end' },
    { key: 'newMembers', header: t('adm_metric_new_members'), render: (r) => r.newMembers, align: 'end' },
  ];

  return (
    <section className="adm-page" data-testid="adm-reports-page">
      <PageHead title={t('adm_page_reports')} sub={t('adm_reports_sub')} />
      <form
        className="adm-filters"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <div className="adm-filters__fields">
          <DateRangePicker value={draft} onChange={setDraft} testId="adm-report-range" />
        </div>
        <div className="adm-filters__actions">
          <button
            type="submit"
            className="adm-btn adm-btn--primary adm-btn--sm"
            disabled={Boolean(rangeError)}
            data-testid="adm-report-apply"
          >
            {t('adm_search')}
          </button>
        </div>
        {rangeError && (
          <p className="adm-field__error" role="alert">
            {t(rangeError, { max: MAX_DAYS })}
          </p>
        )}
      </form>

      {daily.isPending ? (
        <LoadingState />
      ) : daily.isError ? (
        <ErrorState onRetry={() => void daily.refetch()} />
      ) : (
        <>
          <div className="adm-grid" data-testid="adm-report-totals">
            <div className="adm-stat">
              <span className="adm-stat__label">{t('adm_metric_deposits')}</span>
              <span className="adm-stat__value">
                <Money amount={totals.deposits} />
              </span>
            </div>
            <div className="adm-stat">
              <span className="adm-stat__label">{t('adm_metric_withdrawals')}</span>
              <span className="adm-stat__value">
                <Money amount={totals.withdrawals} />
              </span>
            </div>
            <div className="adm-stat">
              <span className="adm-stat__label">{t('adm_metric_bets')}</span>
              <span className="adm-stat__value">
                <Money amount={totals.bets} />
              </span>
            </div>
            <div className="adm-stat">
              <span className="adm-stat__label">{t('adm_metric_ggr')}</span>
              <span className="adm-stat__value">
                <Money amount={totals.ggr} testId="adm-report-total-ggr" />
              </span>
            </div>
          </div>
          <div className="adm-grid adm-grid--2">
            <LineChart
              title={t('adm_chart_funding')}
              categories={rows.map((r) => shortDay(r.day))}
              series={metricSeries(rows, ['deposits', 'withdrawals'], metricName)}
              format={money}
              testId="adm-report-funding-chart"
            />
            <LineChart
              title={t('adm_chart_bets_ggr')}
              categories={rows.map((r) => shortDay(r.day))}
              series={metricSeries(rows, ['bets', 'ggr'], metricName)}
              format={money}
              testId="adm-report-ggr-chart"
            />
          </div>
          {ggr.isPending ? (
            <LoadingState />
          ) : ggr.isError ? (
            <ErrorState onRetry={() => void ggr.refetch()} />
          ) : (
            <BarChart
              title={t('adm_chart_ggr_by_type')}
              categories={ggr.data.map((g) => t(`adm_game_type_${g.gameType}`, { defaultValue: g.gameType }))}
              series={[
                { name: t('adm_metric_bets'), values: ggr.data.map((g) => Number(g.bets) || 0) },
                { name: t('adm_metric_ggr'), values: ggr.data.map((g) => Number(g.ggr) || 0) },
              ]}
              format={money}
              testId="adm-report-type-chart"
            />
          )}
          <PagedTable
            columns={columns}
            rows={tableRows.slice((page - 1) * TABLE_PAGE, page * TABLE_PAGE)}
            rowKey={(r) => r.day}
            total={tableRows.length}
            page={page}
            size={TABLE_PAGE}
            onPage={setPage}
            testId="adm-report-table"
          />
        </>
      )}
    </section>
  );
}
