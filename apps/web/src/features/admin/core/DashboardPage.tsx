import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReportApi, type AdminSessionValue } from '@platform/shared';
import { useMoneyFormatter } from '../../../lib/currency';
import { adminApi } from '../admin-api';
import { adminPath } from '../admin-menu';
import { ADMIN_SESSION_KEY } from '../use-admin-session';
import { lastDays } from '../ui/DateRangePicker';
import { Money } from '../ui/Money';
import { BarChart } from '../ui/charts/BarChart';
import { LineChart } from '../ui/charts/LineChart';
import { formatDateTime } from '../ui/format';
import { ErrorState, LoadingState } from '../ui/states';
import { PageHead } from './PageHead';
import { metricSeries, shortDay, type ReportMetric } from './report-series';
import { useTranslation } from '../../../lib/i18n';

function Stat({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <div className="adm-stat" data-testid={testId}>
      <span className="adm-stat__label">{label}</span>
      <span className="adm-stat__value">{value}</span>
    </div>
  );
}

function PendingLink({
  label,
  count,
  to,
  hint,
  testId,
}: {
  label: string;
  count: number;
  to: string | null;
  /** What the link leads to; the queues' wording by default. */
  hint?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="adm-stat__label">{label}</span>
      <span className="adm-stat__value">{count}</span>
      {to && <span className="adm-stat__hint">{hint ?? t('adm_open_queue')} →</span>}
    </>
  );
  const className = count > 0 ? 'adm-stat adm-stat--alert' : 'adm-stat';
  return to ? (
    <Link className={className} to={to} data-testid={testId} data-count={count}>
      {body}
    </Link>
  ) : (
    <div className={className} data-testid={testId} data-count={count}>
      {body}
    </div>
  );
}

const TREND_DAYS = 14;

export function DashboardPage() {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const session = useQueryClient().getQueryData<AdminSessionValue>(ADMIN_SESSION_KEY);
  const areas = session?.areas ?? [];
  const funding = areas.includes('funding');
  const reports = areas.includes('reports');
  const support = areas.includes('support');

  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => adminApi.call(adminReportApi.dashboard),
    staleTime: 0,
    refetchInterval: 60_000,
  });
  // The 14-day trend is report data: shown to the roles that may read reports.
  const range = lastDays(TREND_DAYS);
  const trend = useQuery({
    queryKey: ['admin', 'reports', 'daily', range.from, range.to],
    queryFn: () => adminApi.call(adminReportApi.daily, { query: { ...range } }),
    enabled: reports,
    staleTime: 0,
  });

  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError) return <ErrorState onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const metricName = (m: ReportMetric) => t(`adm_metric_${m}`);

  return (
    <section className="adm-page" data-testid="adm-dashboard-page">
      <PageHead
        title={t('adm_page_dashboard')}
        sub={t('adm_dashboard_sub', { time: formatDateTime(d.serverTime) })}
      />
      <div className="adm-card">
        <h2 className="adm-card__title">{t('adm_today')}</h2>
        <div className="adm-grid">
          <Stat
            label={t('adm_metric_deposits')}
            value={<Money amount={d.today.deposits} />}
            testId="adm-today-deposits"
          />
          <Stat
            label={t('adm_metric_withdrawals')}
            value={<Money amount={d.today.withdrawals} />}
            testId="adm-today-withdrawals"
          />
          <Stat
            label={t('adm_metric_bets')}
            value={<Money amount={d.today.bets} />}
            testId="adm-today-bets"
          />
          <Stat
            label={t('adm_metric_payouts')}
            value={<Money amount={d.today.payouts} />}
            testId="adm-today-payouts"
          />
          <Stat label={t('adm_metric_ggr')} value={<Money amount={d.today.ggr} />} testId="adm-today-ggr" />
          <Stat
            label={t('adm_metric_new_members')}
            value={d.today.newMembers}
            testId="adm-today-new-members"
          />
          <Stat label={t('adm_members_total')} value={d.members} testId="adm-members-total" />
        </div>
      </div>
      <div className="adm-card">
        <h2 className="adm-card__title">{t('adm_pending_queues')}</h2>
        <div className="adm-grid">
          <PendingLink
            label={t('adm_page_deposits')}
            count={d.pending.deposits}
            to={funding ? adminPath('deposits') : null}
            testId="adm-pending-deposits"
          />
          <PendingLink
            label={t('adm_page_withdrawals')}
            count={d.pending.withdrawals}
            to={funding ? adminPath('withdrawals') : null}
            testId="adm-pending-withdrawals"
          />
          <PendingLink
            label={t('adm_page_c2c')}
            count={d.pending.paymentConfirmations}
            to={funding ? adminPath('payment-confirmations') : null}
            testId="adm-pending-c2c"
          />
          {support && (
            <PendingLink
              label={t('sadm_open_chats')}
              count={d.openChats}
              to={adminPath('support/chat')}
              hint={t('sadm_open_desk')}
              testId="adm-open-chats"
            />
          )}
        </div>
      </div>
      {reports &&
        (trend.isPending ? (
          <LoadingState />
        ) : trend.isError ? (
          <ErrorState onRetry={() => void trend.refetch()} />
        ) : (
          <div className="adm-grid adm-grid--2">
            <BarChart
              title={t('adm_chart_funding_14')}
              categories={trend.data.map((r) => shortDay(r.day))}
              series={metricSeries(trend.data, ['deposits', 'withdrawals'], metricName)}
              format={money}
              testId="adm-dashboard-funding-chart"
            />
            <LineChart
              title={t('adm_chart_ggr_14')}
              categories={trend.data.map((r) => shortDay(r.day))}
              series={metricSeries(trend.data, ['bets', 'ggr'], metricName)}
              format={money}
              testId="adm-dashboard-ggr-chart"
            />
          </div>
        ))}
    </section>
  );
}
